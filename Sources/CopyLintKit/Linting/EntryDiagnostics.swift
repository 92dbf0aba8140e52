import CopyRules

/// A file's diagnostics per entry index, as `EntryChecker` finds them: each string's own (its string rules, and its
/// translation rules against its source) apart from its group's (the group rules'). `lint --fix` checks a file
/// again as fixed: a string's own stand while it is as it was, even where a fix changed another member of its
/// group (unless its group is certain, when string rules read the other members); its group's stand while every
/// member is as it was to the group (`EarlierCheck.reuse(_:threads:)`).
struct EntryDiagnostics: Sendable {
    var strings: [Int: [Diagnostic]] = [:]
    var groups: [Int: [Diagnostic]] = [:]

    var isEmpty: Bool { strings.isEmpty && groups.isEmpty }

    /// The entry's diagnostics, its own first, as a check reports them; nil for none.
    subscript(index: Int) -> [Diagnostic]? {
        switch (strings[index], groups[index]) {
        case (nil, nil): nil
        case let (own, group): (own ?? []) + (group ?? [])
        }
    }

    /// Every entry's diagnostics, its own first (`subscript(_:)`).
    func combined() -> [Int: [Diagnostic]] {
        // Most files have no group diagnostics: the strings' table is then the whole, not copied.
        guard !groups.isEmpty else { return strings }
        var all = strings
        for (index, diagnostics) in groups { all[index, default: []] += diagnostics }
        return all
    }
}
