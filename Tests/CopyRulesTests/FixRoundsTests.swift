import XCTest
import CopyRules

/// Fix-its are applied round after round until nothing changes; rules that disagree would loop, so a text seen
/// before ends it there. Each "rule" here rewrites a whole text as a table says.
final class FixRoundsTests: XCTestCase {
    /// The text `steps` leads to from `text`, and how many times the rules were asked.
    private func fixed(_ text: String, _ steps: [String: String], rounds: Int = Checker.maximumFixRounds) -> (String, asked: Int) {
        var asked = 0
        let result = Checker.fixUntilStable(text, rounds: rounds, skipping: { _ in false }) { current in
            asked += 1
            guard let next = steps[current] else { return [] }
            return [Diagnostic(rule: "r", severity: .warning, message: "", range: 0..<current.unicodeScalars.count,
                               fixIts: [FixIt(range: 0..<current.unicodeScalars.count, replacement: next)])]
        }
        return (result, asked)
    }

    func testRoundsEndWhereNothingChanges() {
        XCTAssertTrue(fixed("a", [:]) == ("a", 1))
        XCTAssertTrue(fixed("a", ["a": "b"]) == ("b", 2))
        XCTAssertTrue(fixed("a", ["a": "b", "b": "c", "c": "d"]) == ("d", 4))
        XCTAssertTrue(fixed("a", ["a": "a"]) == ("a", 1))  // a fix-it that changes nothing
    }

    /// Back to the first text, to one in between, or flipping between two: the round that reaches a text seen
    /// before is the last.
    func testLoopsEndAtATextSeenBefore() {
        XCTAssertTrue(fixed("a", ["a": "b", "b": "a"]) == ("a", 2))
        XCTAssertTrue(fixed("a", ["a": "b", "b": "c", "c": "b"]) == ("b", 3))
        XCTAssertTrue(fixed("a", ["a": "b", "b": "c", "c": "d", "d": "b"]) == ("b", 4))
        XCTAssertTrue(fixed("a", ["a": "b", "b": "c", "c": "d", "d": "a"]) == ("a", 4))
        // Compared as strings: a canonically equal spelling is the same text.
        XCTAssertTrue(fixed("é", ["é": "x", "x": "e\u{301}"]) == ("e\u{301}", 2))
    }

    /// Without anything seen twice, the bound ends it.
    func testTheBoundEndsEndlessChange() {
        let (text, asked) = fixed("", Dictionary(uniqueKeysWithValues: (0..<200).map { (String(repeating: "x", count: $0), String(repeating: "x", count: $0 + 1)) }))
        XCTAssertEqual(asked, Checker.maximumFixRounds)
        XCTAssertEqual(text.count, Checker.maximumFixRounds)
    }

    /// One round applies the fix-its once and does not ask again.
    func testOneRoundAsksOnce() {
        XCTAssertTrue(fixed("a", ["a": "b", "b": "c"], rounds: 1) == ("b", 1))
        XCTAssertTrue(fixed("a", [:], rounds: 1) == ("a", 1))
    }
}
