import CopyFormats
import CopyLowLevel

/// An entry's assignment from every signal but siblings and text, and the analysis of its key that siblings read
/// (nil when they read none): what `RoleInferrer` decides for each entry alone.
struct RoleDecision: Sendable {
    var assignment: RoleAssignment
    var key: KeyAnalysis?
}

/// The decisions of one table's entries (`RoleInferrer.decisions`), by the entries' positions in the table.
struct TableDecisions: Sendable {
    var assignments: [RoleAssignment]
    var keys: [KeyAnalysis?]
}

/// A file's decisions, table by table, with the entries they were made for. `lint --fix` understands the file it
/// plans to write, whose entries are mostly those it read: an entry whose key, text, comment, table and source
/// text (a decision's only inputs) have the bytes of those its decision was made for takes that decision rather
/// than being decided again. A class: a read file is copied on its way through a plan; its decisions are shared.
/// (The tables' arrays are kept as they were made, not copied entry by entry: that cost what reusing saved.)
final class RoleDecisions: Sendable {
    /// One table's decisions: of the entries at `indices` of the file (nil: every entry, in order), each taken
    /// from `inherited` (empty, or one per entry) where that holds one, which was then not decided.
    struct Table: Sendable {
        var indices: [Int]?
        var inherited: [RoleAssignment?]
        var decided: TableDecisions
    }

    private let entries: [Entry]
    /// By the locale of the table's entries (a file's tables are its locales).
    private let tables: [String: Table]

    init(entries: [Entry], tables: [String: Table]) {
        self.entries = entries
        self.tables = tables
    }

    /// The decision kept for the entry at `position` of the table of `locale` whose entries are at `indices` of a
    /// file's `others` (nil: all of them), if it was made for the same file index and the same inputs.
    func decision(locale: String, position: Int, indices: [Int]?, in others: [Entry]) -> RoleDecision? {
        guard let table = tables[locale], table.decided.assignments.indices.contains(position),
              table.inherited.isEmpty || table.inherited[position] == nil else { return nil }
        let index = indices?[position] ?? position
        guard (table.indices?[position] ?? position) == index, entries.indices.contains(index),
              others.indices.contains(index), sameBytes(entries[index].key, others[index].key),
              sameBytes(entries[index].text, others[index].text), sameBytes(entries[index].table, others[index].table),
              Self.same(entries[index].comment, others[index].comment),
              Self.same(entries[index].sourceText, others[index].sourceText) else { return nil }
        return RoleDecision(assignment: table.decided.assignments[position], key: table.decided.keys[position])
    }

    private static func same(_ a: String?, _ b: String?) -> Bool {
        guard let a, let b else { return a == nil && b == nil }
        return sameBytes(a, b)
    }
}
