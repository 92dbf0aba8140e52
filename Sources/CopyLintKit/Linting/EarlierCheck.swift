import CopyLowLevel
import CopyRules

/// A file's entries as an earlier check saw them, with the diagnostics it gave them: `lint --fix` checks a file
/// again as it will be once fixed, and what the fixes left as it was keeps the diagnostics it had
/// (`EntryChecker.diagnostics(_:spares:reusing:)`). A string's own diagnostics are its text, key, locale, role,
/// sources and state checked (and its group's other members, when its group is certain); its group's are the
/// members' texts, roles and states: nothing else is read.
struct EarlierCheck: Sendable {
    /// The file as first checked.
    let read: ReadFile
    /// The diagnostics per entry index.
    private(set) var diagnostics: EntryDiagnostics
    /// The checks of some of the entries since, the latest last, with the entries as they were then (a catalog's
    /// translations against their sources as fixed): they replace the first check's. (Kept as the checked files,
    /// which hold their entries already: a table of them by index copied a large catalog's every translation.)
    private var checkedAgain: [ReadFile] = []
    /// Whether the check left the translations' strings unchecked (`EntryChecker.diagnostics`): none of theirs
    /// stands until they are checked again.
    private let translationsDeferred: Bool

    /// What of an entry's earlier diagnostics still stands.
    struct Reuse: Equatable, Sendable {
        /// Its own (string and translation rules).
        var strings: Bool
        /// Its group's (group rules).
        var group: Bool
    }

    init(read: ReadFile, diagnostics: EntryDiagnostics, translationsDeferred: Bool = false) {
        self.read = read
        self.diagnostics = diagnostics
        self.translationsDeferred = translationsDeferred
    }

    /// Takes in a check of some of the entries (`checked`, as changed) that replaces the first one's for them.
    mutating func update(_ checked: ReadFile, diagnostics found: EntryDiagnostics) {
        checkedAgain.append(checked)
        let entries = checked.entries.span
        for position in entries.indices {
            let index = entries[position].index
            diagnostics.strings[index] = found.strings[index]
            diagnostics.groups[index] = found.groups[index]
        }
    }

    /// By position in `entries`, what of the diagnostics this check gave the entry there still stands: its own
    /// while it is as this check saw it (and, in a certain group, while the group is), its group's while every
    /// member is as this check saw it to the group. On up to `threads` threads, as the check itself.
    func reuse(_ entries: [LintedEntry], threads: Int = 1) -> [Reuse] {
        let parts = HelpedMap.map(partsOf: entries.count, threads: threads) { part in
            compared(entries, part: part)
        }
        let alike = HelpedMap.joined(parts.map(\.alike)), memberAlike = HelpedMap.joined(parts.map(\.memberAlike))
        let changedGroups = parts.reduce(into: Set<LocaleGroup>()) { $0.formUnion($1.changedGroups) }
        return entries.indices.map { position in
            let group = changedGroups.isEmpty ? nil : entries[position].localeGroup
            let groupStands = memberAlike[position] && group.map { !changedGroups.contains($0) } ?? true
            // String rules read the other members of a certain group only (`EntryChecker.otherMembers`).
            let readsGroup = entries[position].assignment.group != nil
                && entries[position].assignment.groupConfidence == .certain
            return Reuse(strings: alike[position] && (groupStands || !readsGroup), group: groupStands)
        }
    }

    /// For the entries at `part`, whether each is as this check saw it, whether it is to its group, and the groups
    /// of those that are not to their group, before and now. The entries are read in place: a copy of each
    /// retained and released its every string.
    private func compared(_ entries: [LintedEntry], part: Range<Int>)
        -> (alike: [Bool], memberAlike: [Bool], changedGroups: Set<LocaleGroup>) {
        var alike = [Bool](repeating: false, count: part.count), memberAlike = alike
        var changedGroups = Set<LocaleGroup>()
        let entries = entries.span, before = read.entries.span
        for position in part {
            let index = entries[position].index, offset = position - part.lowerBound
            // As this check saw the entry: checked again since, or as first read; nil for an entry it did not see.
            var seen: (memberAlike: Bool, alike: Bool, groupBefore: LocaleGroup?)?
            if let (file, at) = lastCheck(ofEntry: index) {
                let checked = checkedAgain[file].entries
                seen = Self.compare(entries[position], with: checked.span[at])
            } else if let earlier = read.position(ofEntry: index) {
                seen = Self.compare(entries[position], with: before[earlier])
                if translationsDeferred, !before[earlier].isSource { seen?.alike = false }
            } else {
                seen = nil
            }
            memberAlike[offset] = seen?.memberAlike ?? false
            alike[offset] = seen?.alike ?? false
            guard !memberAlike[offset] else { continue }
            if let groupBefore = seen?.groupBefore { changedGroups.insert(groupBefore) }
            if let group = entries[position].localeGroup { changedGroups.insert(group) }
        }
        return (alike, memberAlike, changedGroups)
    }

    /// Which of `checkedAgain` checked the entry at `index` last, and where it is there; nil when none did.
    private func lastCheck(ofEntry index: Int) -> (file: Int, position: Int)? {
        for file in checkedAgain.indices.reversed() {
            if let position = checkedAgain[file].position(ofEntry: index) { return (file, position) }
        }
        return nil
    }

    /// An entry against itself as this check saw it: whether it is alike to its group and to its own check, and the
    /// group it was in when it is not alike to its group.
    private static func compare(_ entry: borrowing LintedEntry, with earlier: borrowing LintedEntry)
        -> (memberAlike: Bool, alike: Bool, groupBefore: LocaleGroup?) {
        let memberAlike = isMemberAlike(entry, earlier)
        return (memberAlike, memberAlike && hasSameSources(entry, earlier), memberAlike ? nil : earlier.localeGroup)
    }

    /// Whether the entries are the same but for their sources: what their group's rules and other members read,
    /// and whether they are checked at all. Compared by bytes (a composed and a decomposed "é" are equal Swift
    /// strings, and not the same text to the rules); with `hasSameSources`, everything `EntryChecker` reads.
    static func isMemberAlike(_ a: borrowing LintedEntry, _ b: borrowing LintedEntry) -> Bool {
        sameBytes(a.text, b.text) && sameBytes(a.key, b.key) && sameBytes(a.locale, b.locale)
            && a.isSource == b.isSource && sameBytes(a.table, b.table)
            && a.isStale == b.isStale && a.shouldTranslate == b.shouldTranslate
            && a.assignment == b.assignment && isSame(a.assignment.group, b.assignment.group)
    }

    /// Whether the entries' source texts (what their translation rules compare them with) have the same bytes.
    static func hasSameSources(_ a: borrowing LintedEntry, _ b: borrowing LintedEntry) -> Bool {
        isSame(a.sourceText, b.sourceText) && isSame(a.ownSourceText, b.ownSourceText)
    }

    private static func isSame(_ a: String?, _ b: String?) -> Bool {
        switch (a, b) {
        case (nil, nil): true
        case let (a?, b?): sameBytes(a, b)
        default: false
        }
    }
}
