import Testing
import PropertyBased
import CopyRules

/// What `Checker.withoutDuplicates` must give, without its shortcuts: the diagnostics taken most severe first
/// (then in the order given), a diagnostic dropped when one already taken proposes the same fix-its for the same
/// range, and the rest sorted, stably, by start and then rule.
private func reference(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
    var kept: [Diagnostic] = []
    for diagnostic in diagnostics.enumerated().sorted(by: { ($1.element.severity, $0.offset) < ($0.element.severity, $1.offset) }).map(\.element) {
        let proposed = kept.contains { !$0.fixIts.isEmpty && $0.range == diagnostic.range && $0.fixIts == diagnostic.fixIts }
        if diagnostic.fixIts.isEmpty || !proposed { kept.append(diagnostic) }
    }
    return kept.sorted { $0.range.lowerBound != $1.range.lowerBound ? $0.range.lowerBound < $1.range.lowerBound : $0.rule < $1.rule }
}

/// A rule keeps one severity, as registered rules do.
private let rules: [(String, Severity)] = [("ok_spelling", .error), ("title_case", .warning), ("ellipsis", .warning), ("tap_verb", .info)]

/// Up to six diagnostics within the first 20 scalars: in order of position, as one rule reports (the usual
/// case), or starting at random; ranges often equal, fix-its often the same proposal, sometimes none.
private let diagnosticLists = generator { rng -> [Diagnostic] in
    var position = 0
    let inOrder = Bool.random(using: &rng)
    return (0..<Int.random(in: 0...6, using: &rng)).map { _ -> Diagnostic in
        let (rule, severity) = rules.pick(&rng)
        let start = inOrder ? position : Int.random(in: 0...4, using: &rng)
        position += Int.random(in: 0...3, using: &rng)
        let range = start..<(start + Int.random(in: 0...2, using: &rng))
        let fixIts = Int.random(in: 0...3, using: &rng) == 0 ? [] : [FixIt(range: range, replacement: ["OK", "Save", ""].pick(&rng))]
        return Diagnostic(rule: rule, severity: severity, message: rule, range: range, fixIts: fixIts)
    }
}

@Suite struct WithoutDuplicatesProperties {
    @Test func givesTheReference() async {
        await propertyCheck(count: 5_000, input: diagnosticLists) { diagnostics in
            #expect(Checker.withoutDuplicates(diagnostics) == reference(diagnostics),
                    "\(diagnostics.map { "\($0.rule) \($0.range) \($0.fixIts.map(\.replacement))" })")
        }
    }

    /// One rule's findings in order of position, each with a fix-it of its own: nothing dropped or moved.
    @Test func keepsOneRulesOrderedFindings() {
        let diagnostics = (0..<4).map { Diagnostic(rule: "title_case", severity: .warning, message: "", range: ($0 * 3)..<($0 * 3 + 2), fixIts: [FixIt(range: ($0 * 3)..<($0 * 3 + 2), replacement: "A")]) }
        #expect(Checker.withoutDuplicates(diagnostics) == diagnostics)
        #expect(Checker.withoutDuplicates(diagnostics.reversed()) == diagnostics)
    }
}
