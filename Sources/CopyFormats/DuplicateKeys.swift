import CopyLowLevel

/// Finds keys defined twice for the same table, locale and side (source or translation) within one scope of a file.
/// Keys are compared by their bytes, as Foundation compares them: `é` and `e` + combining acute are two keys.
enum DuplicateKeys {
    private struct Identity: Hashable {
        var key: ByteKey
        var locale: String
        var table: String
        var isSource: Bool
        var scope: Int

        /// The key's hash, made once, with the locale's: a catalog's identities differ by those, and hashing every
        /// field of each was a quarter of reading a large catalog. Equal identities still compare every field.
        func hash(into hasher: inout Hasher) {
            hasher.combine(key.hash ^ ByteHash.of(locale) &* 0x9E37_79B9_7F4A_7C15)
        }
    }

    static func issues(in entries: [Entry], scopes: [Int]) -> [FormatIssue] {
        if sharesAllButKey(entries, scopes: scopes) {
            // One table, locale, side and scope (every .strings file): the key alone tells entries apart,
            // and hashing it alone is much cheaper than hashing the whole identity.
            return issues(in: entries) { ByteKey(entries[$0].key) }
        }
        return issues(in: entries) { Identity(
            key: ByteKey(entries[$0].key), locale: entries[$0].locale, table: entries[$0].table,
            isSource: entries[$0].isSource, scope: scopes[$0]
        ) }
    }

    /// An issue for each entry whose identity an earlier entry already had.
    private static func issues<ID: Hashable>(in entries: [Entry], identity: (Int) -> ID) -> [FormatIssue] {
        var first: [ID: Int] = [:]
        first.reserveCapacity(entries.count)
        var issues: [FormatIssue] = []
        for index in entries.indices {
            let id = identity(index)
            guard let earlier = first[id] else {
                first[id] = index
                continue
            }
            let key = entries[index].key
            let earlierPosition = entries[earlier].position
            issues.append(FormatIssue(
                kind: "duplicate_key",
                message: "key \"\(key)\" is defined again; the first definition is at line \(earlierPosition.line)",
                position: entries[index].position,
                otherPosition: earlierPosition,
                key: key
            ))
        }
        return issues
    }

    /// Whether all entries have the first one's locale, table, side and scope.
    private static func sharesAllButKey(_ entries: [Entry], scopes: [Int]) -> Bool {
        guard let first = entries.first, let scope = scopes.first else { return true }
        return entries.indices.allSatisfy {
            entries[$0].locale == first.locale && entries[$0].table == first.table
                && entries[$0].isSource == first.isSource && scopes[$0] == scope
        }
    }
}
