import XCTest
import CopyText

final class AnalyzerTests: XCTestCase {
    func testEnglishWordsShapesAndTerminal() {
        let text = Analyzer(locale: "en").analyze("Don't back up your iPhone to iCloud Drive?")
        XCTAssertEqual(text.words.map(\.text), ["Don't", "back", "up", "your", "iPhone", "to", "iCloud", "Drive"])
        XCTAssertEqual(text.words.map(\.shape), [.capitalized, .lower, .lower, .lower, .mixed, .lower, .mixed, .capitalized])
        XCTAssertEqual(text.terminal, .question)
        XCTAssertEqual(text.sentenceCount, 1)
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
        let opaque = text.opaque.map { "\($0.kind.rawValue):\($0.text)" }
        XCTAssertEqual(opaque, ["placeholder:%1$@", "placeholder:%#@files@", "placeholder:{name}", "url:https://example.com/a?b=1", "email:help@example.org"])
        XCTAssertFalse(text.words.contains { $0.text == "example" || $0.text == "name" })
        XCTAssertEqual(text.sentenceCount, 2)
        XCTAssertEqual(text.terminal, .fullStop)
    }

    func testPercentNotAPlaceholder() {
        let text = Analyzer(locale: "en").analyze("100% sure, %lld items, %% done")
        XCTAssertEqual(text.opaque.map(\.text), ["%lld", "%%"])
    }

    func testGermanSentencesAndEllipsis() {
        let text = Analyzer(locale: "de").analyze("Möchtest du das Foto löschen? Das kann nicht widerrufen werden …")
        XCTAssertEqual(text.sentenceCount, 2)
        XCTAssertEqual(text.words.first?.text, "Möchtest")
        XCTAssertEqual(text.terminal, .ellipsis)
    }

    func testJapaneseDictionarySegmentation() {
        // ICU segments Japanese with its dictionary: no spaces, several words.
        let text = Analyzer(locale: "ja").analyze("この写真を削除しますか？")
        XCTAssertGreaterThanOrEqual(text.words.count, 4)
        XCTAssertTrue(text.words.contains { $0.text == "写真" })
        XCTAssertEqual(text.terminal, .question)
        XCTAssertTrue(text.words.allSatisfy { $0.shape == .uncased })
    }

    func testGreekSemicolonIsAQuestion() {
        XCTAssertEqual(Analyzer(locale: "el").analyze("Διαγραφή φωτογραφίας;").terminal, .question)
        XCTAssertEqual(Analyzer(locale: "en").analyze("Wait;").terminal, .semicolon)
    }

    func testAstralCharactersKeepScalarOffsets() {
        let text = Analyzer(locale: "en").analyze("😀 Share 𝒳 now")
        XCTAssertEqual(text.words.map(\.text), ["Share", "𝒳", "now"])
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
                XCTAssertEqual(token.text, String(String.UnicodeScalarView(scalars[token.range])), text.debugDescription)
            }
        }
    }

    func testTurkishCaseMapping() {
        XCTAssertEqual(LocaleCase.upper("istanbul", locale: "tr"), "İSTANBUL")
        XCTAssertEqual(LocaleCase.lower("ISPARTA", locale: "tr"), "ısparta")
        XCTAssertEqual(LocaleCase.upper("istanbul", locale: "en"), "ISTANBUL")
        XCTAssertEqual(LocaleCase.capitalizeFirst("izin", locale: "tr"), "İzin")
        XCTAssertEqual(LocaleCase.capitalizeFirst("izin", locale: "en"), "Izin")
    }

    /// ASCII text is lowered without ICU where the locale lowers ASCII as the root locale does; ASCII without
    /// capitals is returned as it is in every locale. Both must be ICU's answer, which a non-ASCII letter appended
    /// forces (its own lowercase is one scalar, dropped after).
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

    func testASCIILowercaseIsICUs() {
        for locale in ["en", "tr", "az", "lt", "nl", "el", "de"] {
            for text in ["istanbul", "ISTANBUL", "Hello, World 42!", "abc-xyz_[]{}@`~", "IJsselmeer", "I", "i", " ", "ZAZ'S", ""] {
                let throughICU = String(LocaleCase.lower(text + "Ä", locale: locale).unicodeScalars.dropLast())
                XCTAssertEqual(LocaleCase.lower(text, locale: locale), throughICU, "\(text) in \(locale)")
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
