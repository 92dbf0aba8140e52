@testable import CopyRules
import CopyText
import Foundation
import XCTest

/// python-titlecase's own test suite, each pair classified against Apple's title style
/// (`Fixtures/english/python-titlecase-pairs.tsv`): every input, fixed by `title_case` as a menu item, gives Apple's
/// answer —
/// the suite's where Apple agrees, Apple's own where it differs on purpose. (The direct writer of `copylint fix`
/// is held to the fix-its on the same inputs by `BatchCheckerTests`.)
final class TitleCaseSuiteTests: XCTestCase {
    struct Pair {
        let input, suite, apple, note: String
        let appleAgrees: Bool
        let line: Int
    }

    static let file = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/english/python-titlecase-pairs.tsv")

    static func pairs() throws -> [Pair] {
        let text = try String(contentsOf: file, encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var pairs: [Pair] = []
        // Comments, the header row and blank lines are not pairs.
        for (offset, line) in lines.enumerated() {
            guard !(line.isEmpty || line.hasPrefix("#") || line.hasPrefix("input\t")) else { continue }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map { unescaped(String($0)) }
            XCTAssertEqual(fields.count, 5, "line \(offset + 1)")
            guard fields.count == 5, fields[2] == "yes" || fields[2] == "no" else { continue }
            pairs.append(Pair(input: fields[0], suite: fields[1], apple: fields[3], note: fields[4],
                              appleAgrees: fields[2] == "yes", line: offset + 1))
        }
        return pairs
    }

    /// `\n`, `\t` and `\\` as written in the file.
    static func unescaped(_ field: String) -> String {
        var result = "", escaping = false
        for character in field {
            if escaping {
                result.append(character == "n" ? "\n" : character == "t" ? "\t" : character)
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                result.append(character)
            }
        }
        return result
    }

    func testTheDataIsClassified() throws {
        let pairs = try Self.pairs()
        XCTAssertEqual(pairs.count, 72)
        for pair in pairs {
            // A pair marked as agreeing gives the suite's answer; one marked as differing, another.
            XCTAssertEqual(pair.appleAgrees, pair.apple == pair.suite,
                           "line \(pair.line): \(pair.input.debugDescription)")
            if !pair.appleAgrees {
                XCTAssertFalse(pair.note.isEmpty, "line \(pair.line): a differing pair says why")
            }
        }
    }

    func testEveryPairGivesApplesAnswer() throws {
        let runner = ExampleRunner()
        for pair in try Self.pairs() {
            let example = Example(pair.input, role: .menuItem)
            let fixed = runner.corrected(TitleCaseRule.self, example)
            let agreement = pair.appleAgrees ? "agrees" : "differs"
            XCTAssertEqual(fixed, pair.apple, "line \(pair.line) (Apple \(agreement): \(pair.note))")
            XCTAssertEqual(runner.corrected(TitleCaseRule.self, example, text: fixed), fixed,
                           "line \(pair.line): fixing twice differs")
        }
    }
}
