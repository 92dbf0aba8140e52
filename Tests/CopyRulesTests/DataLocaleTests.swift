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

    /// A tag is a data locale when a file lies in its folder, also a user's folder, at any depth: not when a folder
    /// merely starts with its name (`qq` of `qq-ZZ/`), nor for a file named like it outside any folder.
    func testAFolderOfItsOwnMakesATagADataLocale() {
        let store = DictionaryStore.bundled.adding(files: ["qq-ZZ/terms.txt": "Zorb\n", "xq/nested/list.txt": "a\n", "qx.txt": "b\n"])
        XCTAssertEqual(store.dataLocale("qq-ZZ"), "qq-ZZ")
        XCTAssertTrue(store.hasData(for: "qq-ZZ"))
        XCTAssertEqual(store.dataLocale("qq"), "und")
        XCTAssertFalse(store.hasData(for: "qq"))
        XCTAssertEqual(store.dataLocale("xq"), "xq")
        XCTAssertEqual(store.dataLocale("xq/nested"), "xq/nested")
        XCTAssertEqual(store.dataLocale("qx"), "und")
    }

    /// A made-up region checks as its language does.
    func testAMadeUpRegionChecksAsItsLanguage() {
        let checker = Checker()
        for (text, role) in [("Delete photo...", Role.button), ("are you sure you want to delete it", .alertMessage), ("Ok", .alertButton)] {
            XCTAssertEqual(checker.check(text, in: StringContext(role: role, locale: "en-X1")), checker.check(text, in: StringContext(role: role, locale: "en")), text)
            XCTAssertEqual(checker.check(text, in: StringContext(role: role, locale: "de-X1")), checker.check(text, in: StringContext(role: role, locale: "de")), text)
        }
    }
}
