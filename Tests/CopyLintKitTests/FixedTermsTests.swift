import CopyLowLevel
@testable import CopyRules
import CopyText
import XCTest

/// `FixedTerms` answers as the lookups it replaced in `UntranslatedRule`: the whole string lowercased and trimmed
/// (`trimmingSpaces`) in the locale's `terms` set, and each word token lowercased in it.
final class FixedTermsTests: XCTestCase {
    private let store = DictionaryStore.bundled

    private func assertAgrees(_ texts: [String], locale: String, file: StaticString = #filePath, line: UInt = #line) {
        let data = store.locale(store.dataLocale(locale))
        let terms = FixedTerms(data)
        let reference = data.set("terms")
        let analyzer = Analyzer(locale: locale)
        for text in texts {
            let analyzed = analyzer.analyze(text)
            let whole = reference.contains(LocaleCase.lower(text, locale: data.locale).trimmingSpaces())
            XCTAssertEqual(terms.containsWhole(analyzed), whole, "\(locale): \(text.debugDescription)", file: file, line: line)
            for token in analyzed.tokens where token.isWord {
                let word = reference.contains(LocaleCase.lower(analyzed.text(of: token), locale: data.locale))
                XCTAssertEqual(terms.contains(token, in: analyzed), word, "\(locale): \(analyzed.text(of: token)) in \(text.debugDescription)", file: file, line: line)
            }
        }
    }

    /// Every term as written, in capitals, padded with the characters trimmed and not trimmed (a carriage return
    /// before a line feed is one character with it, and stays), accented, with the three non-ASCII spellings of
    /// ASCII characters, in English, Turkish (where ASCII does not lowercase plainly) and German.
    func testAnswersAsTheSetOfLoweredTerms() {
        let terms = store.rows("terms", locale: "en").map { $0[0] }
        XCTAssertGreaterThan(terms.count, 100)
        let paddings = ["", " ", "\t", "\r", "  \t", "\r\n", "\n", " \r\n", "\u{301}", " \u{301}", "\u{A0}", "\r\r\n"]
        var texts: [String] = []
        for term in terms + ["Delete Photo", "Are you sure you want to quit?", "OK", "o\u{301}k", "\u{212A}eynote", "iCloud Drive;", "iCloud Drive\u{37E}", ""] {
            for padding in paddings {
                texts.append(padding + term + padding)
                texts.append(term + padding)
                texts.append(padding + term.uppercased())
            }
        }
        for locale in ["en", "tr", "de"] { assertAgrees(texts, locale: locale) }
    }

    /// The same on every distinct string of ../shared/corpus (in English, as sources are), when it is there.
    func testAnswersAsTheSetOnTheCorpus() throws {
        let strings = try CorpusStrings.distinct().filter { $0.locale == "en" }.map(\.text)
        XCTAssertGreaterThan(strings.count, 10_000)
        assertAgrees(strings, locale: "en")
    }
}
