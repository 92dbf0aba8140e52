import CopyRules
import OrderedCollections

/// The groups (alerts, action sheets) of a file's entries, each with its members in file order, and the groups in
/// the order of their first members: the group rules check them in that order, which a sort by first member gave
/// at the cost of a serial step of every large file's lint.
///
/// A group is known by its number, its place in that order. The groups are an ordered set, whose hash table holds
/// only places, and their members one array, group after group: a dictionary of groups and an array of members
/// for each were 70 MB of a 200,000-key catalog's check (240,000 groups), held while its strings were checked.
struct EntryGroups {
    /// A group's member, with its entry's index in the file.
    struct IndexedMember {
        var index: Int
        var member: GroupMember
        var groupConfidence: RoleConfidence
    }

    /// Every group, in the order of their first members.
    private(set) var keys = OrderedSet<LocaleGroup>()
    /// Every group's members, group after group.
    private var members: [IndexedMember] = []
    /// Where each group's members start in `members`, and after the last group, where they end.
    private var starts: [Int] = [0]

    /// The groups of the entries that `include` accepts. Made from the entries in place: filtering and grouping
    /// copies of them, and each member's copy of the others, retained every string of every entry of a group again
    /// and again.
    init(_ entries: [LintedEntry], where include: (borrowing LintedEntry) -> Bool) {
        let entries = entries.span
        // Each entry's group number (-1: in none), and the size of each group.
        var numbers = [Int](repeating: -1, count: entries.count)
        var sizes: [Int] = []
        for position in entries.indices {
            guard let group = entries[position].assignment.group, include(entries[position]) else { continue }
            let (isNew, number) = keys.append(LocaleGroup(locale: entries[position].locale, group: group))
            if isNew { sizes.append(0) }
            sizes[number] += 1
            numbers[position] = number
        }
        starts.reserveCapacity(sizes.count + 1)
        for size in sizes { starts.append(starts[starts.count - 1] + size) }
        // Each group's members at its next free place, in file order.
        var next = starts
        members = [IndexedMember](repeating: IndexedMember(index: 0, member: GroupMember("", role: .unknown),
                                                           groupConfidence: .guess),
                                  count: starts[starts.count - 1])
        for position in entries.indices where numbers[position] >= 0 {
            members[next[numbers[position]]] = IndexedMember(
                index: entries[position].index, member: entries[position].member,
                groupConfidence: entries[position].assignment.groupConfidence)
            next[numbers[position]] += 1
        }
    }

    /// The number of groups.
    var count: Int { keys.count }

    /// The members of the group numbered `number`, in file order.
    func members(ofGroup number: Int) -> ArraySlice<IndexedMember> {
        members[starts[number]..<starts[number + 1]]
    }

    /// The members of a group, nil when no entry is in it.
    subscript(key: LocaleGroup) -> ArraySlice<IndexedMember>? {
        keys.firstIndex(of: key).map(members(ofGroup:))
    }
}
