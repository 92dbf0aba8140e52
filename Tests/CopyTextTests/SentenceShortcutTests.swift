import CopyLowLevel
@testable import CopyText
import XCTest

/// The analyser skips ICU's sentence walk for strings without a character whose Sentence_Break is ATerm,
/// STerm, Sep, CR or LF (`ScalarFlags.sentenceTerminal`). These tests hold that shortcut to ICU's own answers.
final class SentenceShortcutTests: XCTestCase {
    /// ICU's sentence boundaries of a string, walked directly.
    private func icuSentences(_ string: String, locale: String = "en") -> [Int] {
        let iterator = BreakIterator(.sentence, locale: locale)!
        let utf16 = Array(string.utf16)
        return iterator.boundaries(in: utf16)
    }

    /// Every scalar of the BMP and of plane 1 that is not marked as able to end a sentence, put where a sentence
    /// mark would end one: ICU finds no boundary inside. Every scalar that is marked, ICU breaks after (in
    /// some context), so the mark is not wider than it needs to be.
    func testUnmarkedCharactersNeverEndASentence() {
        let iterator = BreakIterator(.sentence, locale: "en")!
        var checked = 0
        var markedWithoutBreak: [UInt32] = []
        for value in UInt32(0)...0x1FFFF {
            guard let scalar = Unicode.Scalar(value), scalar.properties.generalCategory != .unassigned else { continue }
            let marked = scalar.flags.contains(.sentenceTerminal)
            var string = "Word"
            string.unicodeScalars.append(scalar)
            string += " Next word"
            string.unicodeScalars.append(scalar)
            string += " Another"
            let utf16 = Array(string.utf16)
            let boundaries = iterator.boundaries(in: utf16)
            if marked {
                if boundaries.count <= 2 { markedWithoutBreak.append(value) }
            } else {
                XCTAssertEqual(boundaries, [0, utf16.count], "U+\(String(value, radix: 16, uppercase: true)) ends a sentence in ICU but is not marked")
            }
            checked += 1
        }
        XCTAssertGreaterThan(checked, 80_000)
        // Marked characters are allowed not to break here (a period between letters, "e.g", is ATerm), but not most.
        XCTAssertLessThan(markedWithoutBreak.count, 200, "marked but never breaking: \(markedWithoutBreak.prefix(20))")
    }

    /// The analyser's sentences equal ICU's on strings with and without sentence marks, in several locales.
    func testAnalyserSentencesEqualICUs() {
        let strings = [
            "", " ", "OK", "Add to Favorites", "Photo deleted. You can recover it.", "Really?! Yes.", "Line one\nLine two",
            "Carriage\r\nreturn", "写真を削除しました。元に戻せます。", "Ναι; Όχι", "Ελληνικά· τέλος", "مرحبا؟ نعم", "नमस्ते। ठीक है",
            "Paragraph\u{2029}separator", "Next\u{85}line", "Emoji 👍🏽 only", "%@ items", "{count} files", "Version 2.0 is here",
            "Ellipsis… then more", "Quote “inside.” After", "Tab\tseparated\tvalues",
            // Full stops only at the end (the walk is skipped) and just short of it (it is not).
            "Delete this photo?", "Saved.", "“Done.”", "Really?!", "Wait…", "Done. .", "Done. )", "Done.) ", "Done .",
            "(Done.)", "Done.”  ", ".", "...", "?", " . ", "Version 2.0.", "e.g.", "Hello.\n", "Hello. \u{2029}", "Hello\n.",
            "Done.\u{301}", "Done.\u{200B}", "Done。", "完了しました。」", "Ναι;", "Ναι; ", "Ναι;Όχι", "Photo deleted. You can recover it. ",
        ]
        for locale in ["en", "ja", "el", "ar", "hi", "de"] {
            let analyzer = Analyzer(locale: locale)
            for string in strings {
                let analyzed = analyzer.analyze(string)
                let expected = icuSentences(string, locale: locale)
                let bounds = analyzed.sentences.isEmpty ? [0] : [analyzed.sentences[0].lowerBound] + analyzed.sentences.map(\.upperBound)
                // Scalar offsets and UTF-16 offsets agree except around astral characters; compare in UTF-16.
                let utf16Offsets = bounds.map { offset in string.unicodeScalars.prefix(offset).reduce(0) { $0 + UTF16.width($1) } }
                XCTAssertEqual(utf16Offsets, expected, "\(locale): \(string.debugDescription)")
            }
        }
    }

    /// Random strings of the characters the shortcuts turn on (full stops of several scripts, closers, spaces,
    /// line breaks, tailored terminals, marks that attach to a full stop) between letters: the analyser's
    /// sentences equal ICU's walk in every locale whose rules differ.
    func testAnalyserSentencesEqualICUsOnGeneratedStrings() {
        let pieces: [String] = ["Word", "word", "x", "42", " ", "  ", "\u{A0}", ".", "?", "!", "…", "。", "？", ";", "·", "\u{37E}", "”", "“",
                                ")", "(", "»", "」", "\"", "'", "\n", "\r\n", "\u{2029}", "\u{301}", "\u{200B}", ",", "-", "%@", "é", "写真"]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            // SplitMix64: the same strings on every run.
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(bound))
        }
        for locale in ["en", "el", "ja", "ar", "hi", "hy"] {
            let analyzer = Analyzer(locale: locale)
            for _ in 0..<3_000 {
                let string = (0..<(1 + next(7))).map { _ in pieces[next(pieces.count)] }.joined()
                let analyzed = analyzer.analyze(string)
                let bounds = analyzed.sentences.isEmpty ? [0] : [analyzed.sentences[0].lowerBound] + analyzed.sentences.map(\.upperBound)
                let utf16Offsets = bounds.map { offset in string.unicodeScalars.prefix(offset).reduce(0) { $0 + UTF16.width($1) } }
                XCTAssertEqual(utf16Offsets, icuSentences(string, locale: locale), "\(locale): \(string.debugDescription)")
            }
        }
    }
}
