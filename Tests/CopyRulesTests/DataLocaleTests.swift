import XCTest
import CopyRules

/// Which locale's data and ICU behaviour a tag gets: itself when copylint or ICU knows it, else the nearest
/// known locale of its chain, else the root locale. Made-up tags then share a locale instead of each costing one.
final class DataLocaleTests: XCTestCase {
    let store = DictionaryStore.bundled

    func testKnownTagsAreKept() {
        for tag in ["en", "de", "de-CH", "pt-BR", "es-419", "zh-Hans", "zh-Hant-TW", "en-GB", "sr-Latn"] {
            XCTAssertEqual(store.dataLocale(tag), store.canonicalLocale(tag), tag)
        }
        XCTAssertEqual(store.dataLocale("en_GB"), "en-GB")
    }

    func testUnknownRegionsAndLanguagesFallBack() {
        XCTAssertEqual(store.dataLocale("en-X1"), "en")
        XCTAssertEqual(store.dataLocale("fr-QQ-x-mine"), "fr")
        XCTAssertEqual(store.dataLocale("qq"), "und")
        XCTAssertTrue(store.locale("en-X1") === store.locale("en"))
    }

    /// A made-up region checks as its language does.
    func testAMadeUpRegionChecksAsItsLanguage() {
        let checker = Checker()
        for (text, role) in [("Delete photo...", Role.button), ("are you sure you want to delete it", .alertMessage), ("Ok", .alertButton)] {
            XCTAssertEqual(checker.check(text, role: role, locale: "en-X1"), checker.check(text, role: role, locale: "en"), text)
            XCTAssertEqual(checker.check(text, role: role, locale: "de-X1"), checker.check(text, role: role, locale: "de"), text)
        }
    }
}
