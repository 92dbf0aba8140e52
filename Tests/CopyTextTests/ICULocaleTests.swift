import XCTest
import CopyText

/// A locale's language subtag (what ICU's case mapping reads) and ICU's spelling of a tag.
final class ICULocaleTests: XCTestCase {
    func testLanguageSubtag() {
        let cases = ["pt-BR": "pt", "sr_Latn": "sr", "EN": "en", "zh-Hant-TW": "zh", "de@collation=phonebook": "de", "TR": "tr",
                     "lit": "lit", "": "", "Base": "base", "ñ-x": "ñ", "-x": "", "en_": "en"]
        for (locale, language) in cases {
            XCTAssertEqual(ICULocale.language(of: locale), language, locale)
        }
    }

    func testIdentifier() {
        XCTAssertEqual(ICULocale.identifier(for: "pt-BR"), "pt_BR")
        XCTAssertEqual(ICULocale.identifier(for: "Base"), "en")
        XCTAssertEqual(ICULocale.identifier(for: ""), "en")
    }
}
