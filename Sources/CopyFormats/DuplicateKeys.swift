import CopyLowLevel

/// Finds keys defined twice for the same table, locale and side (source or translation) within one scope of a file.
/// Keys are compared by their bytes, as Foundation compares them: `é` and `e` + combining acute are two keys.
///
/// Each definition is looked up by a hash of its identity (key, locale, table, side and scope) and compared with
/// the first definition of that hash. A table of every identity, as before, was a fifth of reading a large
/// catalog on one core, and held a copy of each key besides.
enum DuplicateKeys {
    static func issues(in entries: [Entry], scopes: [Int]) -> [FormatIssue] {
        var firstOfHash: [IdentityHash: Int] = [:]
        firstOfHash.reserveCapacity(entries.count)
        // Definitions whose hash an earlier definition of another identity has: nearly never any.
        var firstOfCollision: [Identity: Int] = [:]
        var duplicates: [(index: Int, earlier: Int)] = []
        for index in entries.indices {
            // Field by field: an entry handed over whole was copied (each of its strings retained and released).
            let hash = IdentityHash(key: entries[index].key, locale: entries[index].locale,
                                    table: entries[index].table, isSource: entries[index].isSource,
                                    scope: scopes[index])
            guard let first = firstOfHash[hash] else {
                firstOfHash[hash] = index
                continue
            }
            if isSame(index, first, entries: entries, scopes: scopes) {
                duplicates.append((index, first))
                continue
            }
            let identity = Identity(key: ByteKey(entries[index].key), locale: entries[index].locale,
                                    table: entries[index].table, isSource: entries[index].isSource,
                                    scope: scopes[index])
            if let earlier = firstOfCollision[identity] {
                duplicates.append((index, earlier))
            } else {
                firstOfCollision[identity] = index
            }
        }
        return duplicates.map { index, earlier in
            let key = entries[index].key
            let earlierPosition = entries[earlier].position
            return FormatIssue(
                kind: "duplicate_key",
                message: "key \"\(key)\" is defined again; the first definition is at line \(earlierPosition.line)",
                position: entries[index].position,
                otherPosition: earlierPosition,
                key: key
            )
        }
    }

    /// Whether two definitions have one identity.
    private static func isSame(_ a: Int, _ b: Int, entries: [Entry], scopes: [Int]) -> Bool {
        sameBytes(entries[a].key, entries[b].key) && entries[a].locale == entries[b].locale
            && entries[a].table == entries[b].table && entries[a].isSource == entries[b].isSource
            && scopes[a] == scopes[b]
    }

    /// What makes a definition the same as another.
    private struct Identity: Hashable {
        var key: ByteKey
        var locale: String
        var table: String
        var isSource: Bool
        var scope: Int
    }

    /// A hash of a definition's identity, which a table indexes by without hashing it again.
    private struct IdentityHash: Hashable {
        let value: UInt64

        init(key: String, locale: String, table: String, isSource: Bool, scope: Int) {
            let hash = Self.mixed(ByteHash.of(key), ByteHash.of(locale))
            value = Self.mixed(Self.mixed(Self.mixed(hash, ByteHash.of(table)), isSource ? 1 : 0),
                               UInt64(UInt(bitPattern: scope)))
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(value)
        }

        func _rawHashValue(seed: Int) -> Int {
            ByteHash.mixed(value, seed: seed)
        }

        private static func mixed(_ hash: UInt64, _ part: UInt64) -> UInt64 {
            (hash ^ part) &* 0x9E37_79B9_7F4A_7C15
        }
    }
}
