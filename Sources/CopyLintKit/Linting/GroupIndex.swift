import CopyRules

/// Which stdin records make one alert or action sheet: those that share a `group` and a locale, as in a project
/// (`EntryChecker`). Found once: looking members up per record by scanning every record took n² steps.
struct GroupIndex: Sendable {
    /// Each group's record indices, in input order; groups in the order of their first record.
    let groups: [[Int]]
    private let groupOfRecord: [Int: Int]

    init(_ records: [StdinLinter.Resolved]) {
        var numbers: [LocaleGroup: Int] = [:]
        var groups: [[Int]] = []
        var groupOfRecord: [Int: Int] = [:]
        for (index, record) in records.enumerated() {
            guard let group = record.group else { continue }
            let key = LocaleGroup(locale: record.locale, group: group)
            let number = numbers[key] ?? groups.count
            if number == groups.count {
                numbers[key] = number
                groups.append([])
            }
            groups[number].append(index)
            groupOfRecord[index] = number
        }
        self.groups = groups
        self.groupOfRecord = groupOfRecord
    }

    /// The other strings of the record's group, in input order; none when the group is too large to be one alert.
    func members(of index: Int, in records: [StdinLinter.Resolved]) -> [GroupMember] {
        guard let number = groupOfRecord[index], groups[number].count <= GroupMember.largestSeenGroup else { return [] }
        return groups[number].compactMap { other in other == index ? nil : Self.member(records[other]) }
    }

    /// Every string of a group, in input order.
    static func members(_ group: [Int], in records: [StdinLinter.Resolved]) -> [GroupMember] {
        group.map { member(records[$0]) }
    }

    private static func member(_ record: StdinLinter.Resolved) -> GroupMember {
        GroupMember(record.text, role: record.role, isCancel: record.isCancel)
    }
}
