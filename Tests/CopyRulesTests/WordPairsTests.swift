import CopyLowLevel
@testable import CopyRules
import XCTest

/// `WordPairs` keeps the rows `DictionaryStore.rows` gives, in order, as bytes where a row is ASCII.
final class WordPairsTests: XCTestCase {
    private func strings(_ pairs: WordPairs) -> [[String]] {
        pairs.rows.map { row in
            switch row {
            case .ascii(let first, let second): return [pairs.string(first)] + (second.map { [pairs.string($0)] } ?? [])
            case .text(let fields): return fields
            }
        }
    }

    func testPairsAreTheRowsOfEveryBundledFile() {
        for (path, text) in EmbeddedDictionaries.files {
            XCTAssertEqual(strings(WordPairs(text)), DictionaryStore.rows(text), path)
            XCTAssertEqual(WordPairs(text).twoFieldRows.map { [$0.0, $0.1] }, DictionaryStore.rows(text).filter { $0.count > 1 }.map { Array($0.prefix(2)) }, path)
        }
    }

    /// The rows themselves: fields between tabs without ASCII spaces at their ends; tabs before or after a line's
    /// text are space; comments and blank lines left out; CRLF, and lines with other text, split as Characters.
    func testRowsOfAwkwardLines() {
        let expected: [(String, [[String]])] = [
            ("  form \t lemma  \t\t\n", [["form", "lemma"]]), ("form\t\tlemma", [["form", "", "lemma"]]), ("form\t", [["form"]]),
            ("\tform\tlemma", [["form", "lemma"]]), ("# comment\n\n", []), (" # not a field", []), ("don’t\tdo ", [["don’t", "do"]]),
            ("a\tb\r\nc\td\r\n", [["a", "b"], ["c", "d"]]), ("x \u{00A0}\ty", [["x \u{00A0}", "y"]]), ("a \t b\nc", [["a", "b"], ["c"]]),
            // Plain lines are split in one pass; these sit at its edges.
            ("a\tb", [["a", "b"]]), ("a", [["a"]]), ("\ta", [["a"]]), ("a\t", [["a"]]), ("a \tb", [["a", "b"]]), ("a\t b", [["a", "b"]]),
            ("a b\tc", [["a b", "c"]]), ("a#\tb", [["a#", "b"]]), ("#a\tb", []), ("a\u{7F}\tb", [["a\u{7F}", "b"]]), ("ab\tc\td", [["ab", "c", "d"]]),
        ]
        for (text, rows) in expected {
            XCTAssertEqual(DictionaryStore.rows(text), rows, text.debugDescription)
        }
    }

    func testPairsAreTheRowsOfAwkwardLines() {
        let texts = [
            "", "\n", "# comment\nform\tlemma\n", "  form \t lemma  \t\t\n", "\tform\tlemma", "form\t\tlemma", "form\t", "a\tb\tc",
            "don’t\tdo\ncan't\tcan", "form\tlemma\r\nnext\tnext\r\n", "form\rx\tlemma", " # not a field\n#\n\t\n", "Form\tform",
            // One pass reads plain lines; these sit at its edges: a tab first or last, a space beside or inside a
            // field, a `#` not first, a DEL byte, a lone word, two tabs.
            "a\tb", "a", "\ta", "a\t", "a \tb", "a\t b", "a b\tc", "a#\tb", "a\u{7F}\tb", "ab\tc\td", "x\ty\nz\n\nw\tv",
        ]
        for text in texts {
            XCTAssertEqual(strings(WordPairs(text)), DictionaryStore.rows(text), text.debugDescription)
            XCTAssertEqual(WordPairs(text).twoFieldRows.map { [$0.0, $0.1] }, DictionaryStore.rows(text).filter { $0.count > 1 }.map { Array($0.prefix(2)) },
                           text.debugDescription)
        }
        let pairs = WordPairs("don’t\tdo\nrun\trun\nran\trun\ngo\tgo\tx\nbe\tbe")
        XCTAssertEqual(pairs.wordsPairedWithThemselves, ["run", "go", "be"])
        guard case .text = pairs.rows[0], case .ascii = pairs.rows[1], case .text = pairs.rows[3] else { return XCTFail("\(pairs.rows)") }
    }
}
