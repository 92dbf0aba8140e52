/// Finds keys defined twice for the same table, locale and side (source or translation) within one scope of a file.
enum DuplicateKeys {
    private struct Identity: Hashable {
        var key: String
        var locale: String
        var table: String
        var isSource: Bool
        var scope: Int
    }

    static func issues(in entries: [Entry], scopes: [Int]) -> [FormatIssue] {
        var first: [Identity: Int] = [:]
        first.reserveCapacity(entries.count)
        var issues: [FormatIssue] = []
        for index in entries.indices {
            let identity = Identity(
                key: entries[index].key, locale: entries[index].locale, table: entries[index].table,
                isSource: entries[index].isSource, scope: scopes[index]
            )
            guard let earlier = first[identity] else {
                first[identity] = index
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
}
