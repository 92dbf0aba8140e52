import CopyLowLevel
import CopyText
import XCTest

/// `Checker.withoutSplitCharacters` skips the walk over characters when no scalar of a string is marked
/// `graphemeJoining`. This holds the mark to the standard library's own character boundaries, which the walk uses.
final class GraphemeShortcutTests: XCTestCase {
    func testUnmarkedScalarsAreCharactersOfTheirOwn() {
        var checked = 0
        for value in UInt32(0)...0x1FFFF {
            guard let scalar = Unicode.Scalar(value), !scalar.flags.contains(.graphemeJoining) else { continue }
            // Between letters, doubled, and next to a control and a space: every scalar its own character.
            var string = "a"
            string.unicodeScalars.append(scalar)
            string.unicodeScalars.append(scalar)
            string += "b \t"
            string.unicodeScalars.append(scalar)
            XCTAssertEqual(string.count, string.unicodeScalars.count, "U+\(String(value, radix: 16, uppercase: true)) joins a neighbour but is not marked")
            checked += 1
        }
        XCTAssertGreaterThan(checked, 60_000)
    }

    func testJoiningScalarsAreMarked() {
        for scalar: Unicode.Scalar in ["\u{0301}", "\u{200D}", "\u{1F3FD}", "\u{1F1EB}", "\u{1100}", "\u{0D}", "\u{0903}"] {
            XCTAssertTrue(scalar.flags.contains(.graphemeJoining), "U+\(String(scalar.value, radix: 16, uppercase: true))")
        }
    }

    /// `AnalyzedText.characters(in:)` counts as `String.count` does, with or without the walk over clusters.
    func testCharacterCountIsTheStringsCount() {
        let analyzer = Analyzer(locale: "en")
        let texts = ["", "Delete Photo", "line\r\nbreak", "tab\tand\nnewline", "Cafe\u{301}", "👩‍💻 and 🇫🇷", "한국어 \u{1100}\u{1161}",
                     "क्षत्रिय", "写真を削除", "ok\r", "\u{1F3FD}👍\u{1F3FD}", "Grüße, Ελληνικά", "a\u{0903}b"]
        for text in texts {
            let analyzed = analyzer.analyze(text)
            XCTAssertEqual(analyzed.characters(in: analyzed.scalars.indices), text.count, text.debugDescription)
            for start in analyzed.scalars.indices {
                XCTAssertEqual(analyzed.characters(in: start..<analyzed.scalars.count), analyzed.text(start..<analyzed.scalars.count).count, text.debugDescription)
            }
        }
        XCTAssertFalse(analyzer.analyze("Delete\tthe photo\n").hasJoiningScalars)
        XCTAssertTrue(analyzer.analyze("line\r\nbreak").hasJoiningScalars)
    }

    /// The analyser notes joining scalars and the trimmed range while it reads the scalars: the same answers as
    /// asking every scalar, for ASCII and other text, astral characters, white space of every kind at both ends.
    func testStoredAnswersEqualAScalarWalk() {
        let analyzer = Analyzer(locale: "en")
        let texts = ["", " ", "Delete Photo", "line\r\nbreak", "ok\r", "\rok", "Cafe\u{301}", "👩‍💻 and 🇫🇷", "\u{1F3FD}", "한국어 \u{1100}\u{1161}",
                     "  padded\t", "\u{A0}no-break\u{3000}", "\n\n", "写真を削除", "a\u{0903}b", "Grüße", "\u{200D}", "x\u{FE0F}"]
        for text in texts {
            let analyzed = analyzer.analyze(text)
            let scalars = Array(text.unicodeScalars)
            XCTAssertEqual(analyzed.hasJoiningScalars, scalars.contains { $0.flags.contains(.graphemeJoining) }, text.debugDescription)
            let lower = scalars.firstIndex { !$0.properties.isWhitespace } ?? scalars.count
            let upper = (scalars.lastIndex { !$0.properties.isWhitespace }).map { $0 + 1 } ?? lower
            XCTAssertEqual(analyzed.trimmedRange, lower..<max(lower, upper), text.debugDescription)
        }
    }
}
