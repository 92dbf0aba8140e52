import CopyRules

/// The groups (alerts, action sheets) of a file's entries, each with its members in file order, and the groups in
/// the order of their first members: the group rules check them in that order, which a sort by first member gave
/// at the cost of a serial step of every large file's lint.
struct EntryGroups {
    /// A group's member, with its entry's index in the file.
    struct IndexedMember {
        var index: Int
        var member: GroupMember
        var groupConfidence: RoleConfidence
    }

    /// Every group and its members, in the order of their first members.
    private(set) var inOrder: [(key: LocaleGroup, value: [IndexedMember])] = []
    /// Where each group is in `inOrder`.
    private var numbers: [LocaleGroup: Int] = [:]

    /// The groups of the entries that `include` accepts. Made from the entries in place: filtering and grouping
    /// copies of them, and each member's copy of the others, retained every string of every entry of a group again
    /// and again.
    init(_ entries: [LintedEntry], where include: (borrowing LintedEntry) -> Bool) {
        let entries = entries.span
        for position in entries.indices {
            guard let group = entries[position].assignment.group, include(entries[position]) else { continue }
            let key = LocaleGroup(locale: entries[position].locale, group: group)
            let member = IndexedMember(index: entries[position].index, member: entries[position].member,
                                       groupConfidence: entries[position].assignment.groupConfidence)
            if let number = numbers[key] {
                inOrder[number].value.append(member)
            } else {
                numbers[key] = inOrder.count
                inOrder.append((key, [member]))
            }
        }
    }

    /// The members of a group, nil when no entry is in it.
    subscript(key: LocaleGroup) -> [IndexedMember]? {
        numbers[key].map { inOrder[$0].value }
    }
}
