import CopyLowLevel
import CopyText
import XCTest

final class AnalyzerTests: XCTestCase {
    func testEnglishWordsShapesAndTerminal() {
        let text = Analyzer(locale: "en").analyze("Don't back up your iPhone to iCloud Drive?")
        XCTAssertEqual(text.words.map(text.text(of:)), ["Don't", "back", "up", "your", "iPhone", "to", "iCloud", "Drive"])
        XCTAssertEqual(text.words.map(\.shape), [.capitalized, .lower, .lower, .lower, .mixed, .lower, .mixed, .capitalized])
        XCTAssertEqual(text.terminal, .question)
        XCTAssertEqual(text.sentenceCount, 1)
    }

    /// A one-sentence string's sentences are an array shared by length (below a limit): each analysis still
    /// gets its own string's one sentence, between strings of other lengths and of several sentences, and
    /// past the limit.
    func testOneSentenceStringsOfEveryLengthHaveTheirOneSentence() {
        let analyzer = Analyzer(locale: "en")
        for length in [1, 2, 3, 40, 2, 255, 256, 257, 300, 1] {
            let text = analyzer.analyze(String(repeating: "a", count: length))
            XCTAssertEqual(text.sentences, [0..<length], "length \(length)")
            let two = analyzer.analyze("First one. B" + String(repeating: "b", count: length) + ".")
            XCTAssertEqual(two.sentences, [0..<11, 11..<11 + length + 2], "length \(length)")
        }
        XCTAssertEqual(analyzer.analyze("").sentences, [])
    }

    func testCaseShapes() {
        XCTAssertEqual(CaseShape(of: "PDF".unicodeScalars), .upper)
        XCTAssertEqual(CaseShape(of: "I".unicodeScalars), .capitalized)
        XCTAssertEqual(CaseShape(of: "macOS".unicodeScalars), .mixed)
        XCTAssertEqual(CaseShape(of: "AirDrop".unicodeScalars), .mixed)
        XCTAssertEqual(CaseShape(of: "写真".unicodeScalars), .uncased)
    }

    func testPlaceholdersURLsAndEmailsAreOpaqueTokens() {
        let text = Analyzer(locale: "en").analyze("Send %1$@ to %#@files@ at {name} via https://example.com/a?b=1. Mail help@example.org.")
        let opaque = text.opaque.map { "\($0.kind.rawValue):\(text.text(of: $0))" }
        XCTAssertEqual(opaque, ["placeholder:%1$@", "placeholder:%#@files@", "placeholder:{name}", "url:https://example.com/a?b=1", "email:help@example.org"])
        XCTAssertFalse(text.words.contains { text.text(of: $0) == "example" || text.text(of: $0) == "name" })
        XCTAssertEqual(text.sentenceCount, 2)
        XCTAssertEqual(text.terminal, .fullStop)
    }

    func testPercentNotAPlaceholder() {
        let text = Analyzer(locale: "en").analyze("100% sure, %lld items, %% done")
        XCTAssertEqual(text.opaque.map(text.text(of:)), ["%lld", "%%"])
    }

    func testGermanSentencesAndEllipsis() {
        let text = Analyzer(locale: "de").analyze("Möchtest du das Foto löschen? Das kann nicht widerrufen werden …")
        XCTAssertEqual(text.sentenceCount, 2)
        XCTAssertEqual(text.words.first.map(text.text(of:)), "Möchtest")
        XCTAssertEqual(text.terminal, .ellipsis)
    }

    func testJapaneseDictionarySegmentation() {
        // ICU segments Japanese with its dictionary: no spaces, several words.
        let text = Analyzer(locale: "ja").analyze("この写真を削除しますか？")
        XCTAssertGreaterThanOrEqual(text.words.count, 4)
        XCTAssertTrue(text.words.contains { text.text(of: $0) == "写真" })
        XCTAssertEqual(text.terminal, .question)
        XCTAssertTrue(text.words.allSatisfy { $0.shape == .uncased })
    }

    func testGreekSemicolonIsAQuestion() {
        XCTAssertEqual(Analyzer(locale: "el").analyze("Διαγραφή φωτογραφίας;").terminal, .question)
        XCTAssertEqual(Analyzer(locale: "en").analyze("Wait;").terminal, .semicolon)
    }

    func testAstralCharactersKeepScalarOffsets() {
        let text = Analyzer(locale: "en").analyze("😀 Share 𝒳 now")
        XCTAssertEqual(text.words.map(text.text(of:)), ["Share", "𝒳", "now"])
        XCTAssertEqual(text.words.first?.range, 2..<7)
    }

    /// Texts of ranges and tokens are slices of the string's bytes: for ASCII text the analyser keeps no offset
    /// table (an offset is an index), for other text it does; both must cut where the scalars are.
    func testRangeTextsAreTheScalarsOfTheRange() {
        let analyzer = Analyzer(locale: "en")
        for text in ["", "Delete Photo", "Delete %@ photos? https://apple.com", "Café “Crème” — 写真 😀 e\u{301}", "ok\r\nnext"] {
            let analyzed = analyzer.analyze(text)
            let scalars = Array(text.unicodeScalars)
            for lower in 0...scalars.count {
                for upper in lower...scalars.count {
                    XCTAssertEqual(analyzed.text(lower..<upper), String(String.UnicodeScalarView(scalars[lower..<upper])), "\(text.debugDescription) \(lower)..<\(upper)")
                }
            }
            for token in analyzed.tokens {
                XCTAssertEqual(analyzed.text(of: token), String(String.UnicodeScalarView(scalars[token.range])), text.debugDescription)
                XCTAssertEqual(analyzed.text(of: token), analyzed.text(token.range), text.debugDescription)
                XCTAssertEqual(token.first, scalars[token.range.lowerBound], text.debugDescription)
            }
        }
    }

    /// Non-ASCII text is decoded from its UTF-8 in place: every sequence length, at the edges of each (U+0080,
    /// U+07FF, U+0800, U+FFFF, U+10000, U+10FFFF) and around the surrogates, gives the scalars Swift holds, their
    /// texts, and tokens that cover the string.
    func testNonASCIITextDecodesToTheStringsScalars() {
        let analyzer = Analyzer(locale: "en")
        let edges = ["\u{7F}", "\u{80}", "\u{7FF}", "\u{800}", "\u{D7FF}", "\u{E000}", "\u{FFFD}", "\u{FFFF}", "\u{10000}", "\u{10FFFF}"]
        var texts = edges.map { "a\($0)b" } + [edges.joined(), edges.joined(separator: " "), "Ça va? Oui. 写真を削除 😀👍🏽 e\u{301} Ελληνικά Русский !"]
        texts += texts.map { $0 + " trailing ascii text." }
        for text in texts {
            let analyzed = analyzer.analyze(text)
            XCTAssertEqual(analyzed.scalars, Array(text.unicodeScalars), text.debugDescription)
            XCTAssertEqual(analyzed.tokens.map { analyzed.text(of: $0) }.joined(), text, text.debugDescription)
            XCTAssertEqual(analyzed.text(0..<analyzed.scalars.count), text, text.debugDescription)
        }
    }

    func testTurkishCaseMapping() {
        XCTAssertEqual(LocaleCase.upper("istanbul", locale: "tr"), "İSTANBUL")
        XCTAssertEqual(LocaleCase.lower("ISPARTA", locale: "tr"), "ısparta")
        XCTAssertEqual(LocaleCase.upper("istanbul", locale: "en"), "ISTANBUL")
        XCTAssertEqual(LocaleCase.capitalizeFirst("izin", locale: "tr"), "İzin")
        XCTAssertEqual(LocaleCase.capitalizeFirst("izin", locale: "en"), "Izin")
    }

    /// `contains(byte:)` answers as a byte search of the string would, in ASCII and other text and at either end.
    func testContainsByte() {
        let analyzer = Analyzer(locale: "en")
        for text in ["", "%", "100% sure", "no percent", "Grüße %@", "Grüße", "line\nbreak", "日本語\n", "\nfirst"] {
            let analyzed = analyzer.analyze(text)
            for byte: UInt8 in [0x25, 0x0A, 0x0D, 0x20, 0xC3] {
                XCTAssertEqual(analyzed.contains(byte: byte), Array(text.utf8).contains(byte), "\(text) \(byte)")
            }
        }
    }

    /// `contains(doubled:)` answers as a search of the string's bytes for the byte twice in a row would: at
    /// either end, alone, split by another byte, and between letters of two or three UTF-8 bytes.
    func testContainsDoubledByte() {
        let analyzer = Analyzer(locale: "en")
        let texts = ["", " ", "  ", "a  b", "  a", "a  ", "a b c", "a \u{3000} b", "Grüße  Welt", "写真  を", "a\u{A0}\u{A0}b", "%%", "a%b%"]
        for text in texts {
            let analyzed = analyzer.analyze(text)
            let bytes = Array(text.utf8)
            for byte: UInt8 in [0x20, 0x25, 0xC2, 0xA0] {
                let expected = zip(bytes, bytes.dropFirst()).contains { $0 == byte && $1 == byte }
                XCTAssertEqual(analyzed.contains(doubled: byte), expected, "\(text.debugDescription) \(byte)")
            }
        }
        // Every place of a pair and of single bytes in texts of up to three words of eight bytes, so pairs inside
        // a word, across words and in the bytes after the last word.
        for length in 0...24 {
            for first in -1..<length {
                for second in -1..<length where second > first {
                    var bytes = [UInt8](repeating: 0x61, count: length)
                    if first >= 0 { bytes[first] = 0x20 }
                    if second >= 0 { bytes[second] = 0x20 }
                    let expected = first >= 0 && second == first + 1
                    let found = bytes.withUnsafeBufferPointer { ByteSearch.containsDoubled(0x20, in: $0) }
                    XCTAssertEqual(found, expected, "\(length) \(first) \(second)")
                }
            }
        }
    }

    /// ASCII text is lowered without ICU where the locale lowers ASCII as the root locale does; ASCII without
    /// capitals is returned as it is in every locale. Both must be ICU's answer, which a non-ASCII letter appended
    /// forces (its own lowercase is one scalar, dropped after).
    func testASCIILowercaseIsICUs() {
        for locale in ["en", "tr", "az", "lt", "nl", "el", "de"] {
            for text in ["istanbul", "ISTANBUL", "Hello, World 42!", "abc-xyz_[]{}@`~", "IJsselmeer", "I", "i", " ", "ZAZ'S", ""] {
                let throughICU = String(LocaleCase.lower(text + "Ä", locale: locale).unicodeScalars.dropLast())
                XCTAssertEqual(LocaleCase.lower(text, locale: locale), throughICU, "\(text) in \(locale)")
                // The plain ASCII lowercase is ICU's wherever ICU lowercases ASCII as the root locale does.
                if !["tr", "az"].contains(locale) { XCTAssertEqual(LocaleCase.lowercasedPlainASCII(text), throughICU, "\(text) in \(locale)") }
            }
        }
    }

    /// Case mappings that grow the text past the first output buffer (the source's length + 16 units) ask ICU
    /// again with the size it names; astral letters and non-ASCII text come back as the same scalars Swift holds.
    func testCaseMappingThatGrowsAndAstralText() {
        XCTAssertEqual(LocaleCase.upper(String(repeating: "ß", count: 40), locale: "de"), String(repeating: "SS", count: 40))
        XCTAssertEqual(LocaleCase.upper(String(repeating: "ŉ", count: 3), locale: "en"), String(repeating: "\u{02BC}N", count: 3))
        XCTAssertEqual(LocaleCase.lower("𐐀𐐁 ÉTÉ", locale: "fr"), "𐐨𐐩 été")
        XCTAssertEqual(LocaleCase.lower("İ", locale: "en").unicodeScalars.map(\.value), [0x69, 0x307])
        XCTAssertEqual(LocaleCase.capitalizeFirst("ǆungla", locale: "hr"), "ǅungla")
        XCTAssertEqual(LocaleCase.lower("", locale: "en"), "")
    }

    func testDutchIJAndKeptInnerCapitals() {
        XCTAssertEqual(LocaleCase.capitalizeFirst("ijsland", locale: "nl"), "IJsland")
        XCTAssertEqual(LocaleCase.capitalizeFirst("iPhone", locale: "en"), "IPhone")
        XCTAssertEqual(LocaleCase.capitalizeFirst("favorites", locale: "en"), "Favorites")
    }

    func testQuotationMarksFromICU() {
        XCTAssertEqual(QuotationMarks(locale: "de").start, "„")
        XCTAssertEqual(QuotationMarks(locale: "fr").start, "«")
        XCTAssertEqual(QuotationMarks(locale: "ja").start, "「")
        XCTAssertEqual(QuotationMarks(locale: "en").end, "”")
    }

    func testDisplayWidth() {
        XCTAssertEqual(DisplayWidth.columns("写真 ok".unicodeScalars), 7)
    }
}
