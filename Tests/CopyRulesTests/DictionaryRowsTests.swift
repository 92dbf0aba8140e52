import XCTest
@testable import CopyRules

/// `DictionaryStore.rows` splits a line's bytes wherever that gives what splitting its Characters gives
/// (`characterRows`, the reference): every line of every bundled word list, and generated lines that put
/// accents, joiners, vowel signs, jamo, regional indicators and Arabic number signs beside tabs, spaces,
/// carriage returns and "#".
final class DictionaryRowsTests: XCTestCase {
    /// The reference: each line split and trimmed as Characters.
    private func reference(_ text: String) -> [[String]] {
        text.split(separator: "\n", omittingEmptySubsequences: true).flatMap { DictionaryStore.characterRows(String($0)) }
    }

    func testEveryBundledLineSplitsAsCharacters() {
        var nonASCII = 0
        for (path, text) in EmbeddedDictionaries.files {
            for line in text.split(separator: "\n") {
                let line = String(line)
                if !line.utf8.allSatisfy({ $0 < 0x80 }) { nonASCII += 1 }
                XCTAssertEqual(DictionaryStore.rows(line), reference(line), "\(path): \(line.debugDescription)")
            }
        }
        // The byte split is tried on lines outside ASCII, not only on ASCII ones.
        XCTAssertGreaterThan(nonASCII, 1_000)
    }

    func testGeneratedLinesSplitAsCharacters() {
        let pieces = ["\t", " ", "\r", "#", "a", "é", "e\u{301}", "\u{301}", "\u{200D}", "\u{600}", "ع", "写", "\u{A0}", "👩‍💻", "x y",
                      "\u{93E}", "क", "\u{1100}", "\u{1161}", "🇫", "\u{E0100}"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20_000 {
            let line = (0..<Int.random(in: 0...8, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            XCTAssertEqual(DictionaryStore.rows(line), reference(line), line.debugDescription)
        }
        // Lines where bytes and Characters part ways: a mark on a tab, a space or "#", a prepended mark before a space.
        for line in ["a\t\u{301}b", "a \u{301}\tb", "#\u{301}a\tb", "\u{600} a\tb", "a\r\u{200D}\tb", "é\t b", "\u{A0}\tb"] {
            XCTAssertEqual(DictionaryStore.rows(line), reference(line), line.debugDescription)
        }
    }
}
