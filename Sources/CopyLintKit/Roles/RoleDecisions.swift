import CopyFormats
import CopyLowLevel

/// An entry's assignment from every signal but siblings and text, and the analysis of its key that siblings read
/// (nil when they read none): what `RoleInferrer` decides for each entry alone.
struct RoleDecision: Sendable {
    var assignment: RoleAssignment
    var key: KeyAnalysis?
}

/// The decisions of entries (`RoleInferrer.decisions`), by the entries' positions: a file's, or a table's.
struct TableDecisions: Sendable {
    var assignments: [RoleAssignment]
    var keys: [KeyAnalysis?]
}

/// A file's decisions, by entry index, with the entries they were made for. `lint --fix` understands the file it
/// plans to write, whose entries are mostly those it read: an entry whose key, text, comment, table and source
/// text (a decision's only inputs) have the bytes of those its decision was made for takes that decision rather
/// than being decided again. A class: a read file is copied on its way through a plan; its decisions are shared.
/// (The arrays are kept as they were made, not copied entry by entry: that cost what reusing saved.)
final class RoleDecisions: Sendable {
    private let entries: [Entry]
    /// Empty, or one per entry: where it holds an assignment, the entry took it and was not decided.
    private let inherited: [RoleAssignment?]
    private let decided: TableDecisions

    init(entries: [Entry], inherited: [RoleAssignment?], decided: TableDecisions) {
        self.entries = entries
        self.inherited = inherited
        self.decided = decided
    }

    /// The decision kept for the entry at `index` of a file's `others`, if it was made for the same inputs.
    func decision(at index: Int, in others: [Entry]) -> RoleDecision? {
        guard decided.assignments.indices.contains(index), entries.indices.contains(index),
              others.indices.contains(index), inherited.isEmpty || inherited[index] == nil,
              sameBytes(entries[index].key, others[index].key), sameBytes(entries[index].text, others[index].text),
              sameBytes(entries[index].table, others[index].table),
              Self.same(entries[index].comment, others[index].comment),
              Self.same(entries[index].sourceText, others[index].sourceText) else { return nil }
        return RoleDecision(assignment: decided.assignments[index], key: decided.keys[index])
    }

    private static func same(_ a: String?, _ b: String?) -> Bool {
        guard let a, let b else { return a == nil && b == nil }
        return sameBytes(a, b)
    }
}
