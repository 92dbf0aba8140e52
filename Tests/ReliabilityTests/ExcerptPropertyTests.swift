import Testing
import PropertyBased
import CopyLintKit
import CopyRules

/// Pieces of long strings: ASCII words, line breaks, tabs, wide and combining characters, emoji sequences.
private let excerptPieces = ["word ", "Delete ", "\n", "\t", "写真を削除 ", "e\u{301} ", "👩‍💻", "слово ", "—", " ", "\r\n", "a"]  // no "…": that marks a cut

/// Up to 700 pieces; half the strings have no line break, so that lines run past 500 scalars and are windowed.
private let longStrings = generator { rng -> String in
    let count = Int.random(in: 0...700, using: &rng)
    let pieces = Bool.random(using: &rng) ? excerptPieces : excerptPieces.filter { !$0.contains("\n") }
    return (0..<count).map { _ in pieces.pick(&rng) }.joined()
}

@Suite struct ExcerptProperties {
    /// For any range, in or out of the string: rendering does not trap, shows at most a window of one line of the
    /// string (tabs as spaces) between the "…" marks, and puts the caret under the range's start.
    @Test func textExcerptsOfAnyRange() async {
        let reporter = TextReporter()
        await propertyCheck(count: 300, input: longStrings, Gen.int(in: -5...3_000), Gen.int(in: 0...400)) { text, start, length in
            let scalars = Array(text.unicodeScalars)
            let range = start..<(start + length)
            let finding = Finding(diagnostic: Diagnostic(rule: "r", severity: .warning, message: "m", range: range,
                                                         fixIts: [FixIt(range: max(0, min(start, scalars.count))..<max(0, min(start + length, scalars.count)), replacement: "x")]),
                                  file: "f", line: 1, column: 1, key: nil, locale: "en", role: .alertMessage, text: text)
            // Split on the scalar: "\r\n" in the string is one Character.
            let lines = reporter.render(finding).unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map { String(String.UnicodeScalarView($0)) }
            guard !text.isEmpty else { return }
            #expect(lines.count >= 3 && lines[1].hasPrefix("    ") && lines[2].hasPrefix("    "))
            var shown = String(lines[1].dropFirst(4))
            let cutBefore = shown.unicodeScalars.first == "…"
            if shown.unicodeScalars.last == "…", shown.unicodeScalars.count > 1 { shown = String(String.UnicodeScalarView(shown.unicodeScalars.dropLast())) }
            if cutBefore { shown = String(String.UnicodeScalarView(shown.unicodeScalars.dropFirst())) }
            // Tabs show as spaces, control characters as U+FFFD (issue 45: they would drive the terminal).
            func isControl(_ value: UInt32) -> Bool {
                (value < 0x20 && value != 0x09) || (0x80...0x9F).contains(value) || (0x2028...0x202E).contains(value)
                    || (0x2066...0x2069).contains(value)
            }
            let spaced = String(String.UnicodeScalarView(text.unicodeScalars.map { $0 == "\t" ? " " : isControl($0.value) ? "\u{FFFD}" : $0 }))
            #expect(Array(spaced.utf8).contains(subsequence: Array(shown.utf8)),
                    "\(shown.debugDescription) is not in the string")
            #expect(shown.unicodeScalars.count <= 500, "shown \(shown.unicodeScalars.count) scalars")
            #expect(lines[2].contains("^"))
        }
    }
}

extension Array where Element: Equatable {
    /// Whether `subsequence` occurs in the array, element for element (no canonical equivalence).
    func contains(subsequence: [Element]) -> Bool {
        guard !subsequence.isEmpty else { return true }
        guard subsequence.count <= count else { return false }
        return (0...(count - subsequence.count)).contains { self[$0..<($0 + subsequence.count)].elementsEqual(subsequence) }
    }
}
