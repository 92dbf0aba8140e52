import CopyLowLevel
import CopyRules

/// A file's entries as an earlier check saw them, with the diagnostics it gave them: `lint --fix` checks a file
/// again as it will be once fixed, and an entry that the fixes left as it was, in a group they left as it was,
/// keeps the diagnostics it had (`EntryChecker.diagnostics(_:spares:reusing:)`). An entry's diagnostics are its
/// own text, key, locale, role, sources and state checked, and its group's members: nothing else is read.
struct EarlierCheck: Sendable {
    /// The file as first checked.
    let read: ReadFile
    /// The diagnostics per entry index.
    private(set) var diagnostics: [Int: [Diagnostic]]
    /// The entries checked again since, as they were then (a catalog's translations against their sources as
    /// fixed), by entry index: they replace the first check's.
    private var checkedAgain: [Int: LintedEntry] = [:]

    init(read: ReadFile, diagnostics: [Int: [Diagnostic]]) {
        self.read = read
        self.diagnostics = diagnostics
    }

    /// Takes in a check of some of the entries (`checked`, as changed) that replaces the first one's for them.
    mutating func update(_ checked: ReadFile, diagnostics found: [Int: [Diagnostic]]) {
        for entry in checked.entries {
            checkedAgain[entry.index] = entry
            diagnostics[entry.index] = found[entry.index]
        }
    }

    /// By position in `entries`, whether the entry there is as this check saw it and in a group whose members
    /// all are: its diagnostics are those of `diagnostics`. On up to `threads` threads, as the check itself.
    func unchanged(_ entries: [LintedEntry], threads: Int = 1) -> [Bool] {
        let parts = HelpedMap.map(partsOf: entries.count, threads: threads) { part in
            compared(entries, part: part)
        }
        var same = HelpedMap.joined(parts.map(\.same))
        let changedGroups = parts.reduce(into: Set<LocaleGroup>()) { $0.formUnion($1.changedGroups) }
        guard !changedGroups.isEmpty else { return same }
        for position in entries.indices where same[position] {
            if let group = entries[position].localeGroup, changedGroups.contains(group) { same[position] = false }
        }
        return same
    }

    /// For the entries at `part`, whether each is as this check saw it, and the groups of those that are not,
    /// before and now. The entries are read in place: a copy of each retained and released its every string.
    private func compared(_ entries: [LintedEntry], part: Range<Int>)
        -> (same: [Bool], changedGroups: Set<LocaleGroup>) {
        var same = [Bool](repeating: false, count: part.count)
        var changedGroups = Set<LocaleGroup>()
        let entries = entries.span, before = read.entries.span
        for position in part {
            let index = entries[position].index, offset = position - part.lowerBound
            // The group the entry was in, when it is not as it was.
            var groupBefore: LocaleGroup?
            if let checked = checkedAgain.isEmpty ? nil : checkedAgain[index] {
                same[offset] = Self.isCheckedAlike(entries[position], checked)
                groupBefore = same[offset] ? nil : checked.localeGroup
            } else if let earlier = read.position(ofEntry: index) {
                same[offset] = Self.isCheckedAlike(entries[position], before[earlier])
                groupBefore = same[offset] ? nil : before[earlier].localeGroup
            }
            guard !same[offset] else { continue }
            if let groupBefore { changedGroups.insert(groupBefore) }
            if let group = entries[position].localeGroup { changedGroups.insert(group) }
        }
        return (same, changedGroups)
    }

    /// Whether the checker reads the same of both entries: everything `EntryChecker` gives it, compared by bytes
    /// (a composed and a decomposed "é" are equal Swift strings, and not the same text to the rules).
    static func isCheckedAlike(_ a: borrowing LintedEntry, _ b: borrowing LintedEntry) -> Bool {
        sameBytes(a.text, b.text) && sameBytes(a.key, b.key) && sameBytes(a.locale, b.locale)
            && a.isSource == b.isSource && isSame(a.sourceText, b.sourceText)
            && isSame(a.ownSourceText, b.ownSourceText) && sameBytes(a.table, b.table)
            && a.isStale == b.isStale && a.shouldTranslate == b.shouldTranslate
            && a.assignment == b.assignment && isSame(a.assignment.group, b.assignment.group)
    }

    private static func isSame(_ a: String?, _ b: String?) -> Bool {
        switch (a, b) {
        case (nil, nil): true
        case let (a?, b?): sameBytes(a, b)
        default: false
        }
    }
}
