import CopyFormats
import XCTest

final class XCStringsReaderTests: XCTestCase {
    func testEveryUnitOfEveryLocalization() throws {
        let file = try readFixture("App/Localizable.xcstrings")
        XCTAssertEqual(file.format, .xcstrings)
        let title = "Title of the alert shown when deleting a post"
        XCTAssertEqual(rows(file), [
            Row("alert.delete.title", "Beitrag löschen?", comment: title, locale: "de", 11, 24),
            Row("alert.delete.title", "Delete Post?", comment: title, locale: "en", 17, 24),
            // No English localization: the key is the source text, found where the key is.
            Row("Cancel", "Cancel", locale: "en", 22, 6),
            Row("Cancel", "Abbrechen", locale: "de", 27, 24),
            Row("items.count %lld/plural/one", "%lld item", locale: "en", 40, 30),
            Row("items.count %lld/plural/other", "%lld items", locale: "en", 46, 30),
            Row("items.count %lld/plural/few", "%lld elementy", locale: "pl", 58, 30),
            Row("items.count %lld/plural/one", "%lld element", locale: "pl", 64, 30),
            Row("items.count %lld/plural/other", "%lld elementów", locale: "pl", 70, 30),
            Row("settings.platform/device/iphone", "iPhone", locale: "en", 86, 30),
            Row("settings.platform/device/mac", "Mac", locale: "en", 92, 30),
            Row("followers %lld %@", "%#@followers@", locale: "en", 105, 24),
            Row("followers %lld %@/substitutions/followers/plural/one", "%2$@ follower", locale: "en", 116, 34),
            Row("followers %lld %@/substitutions/followers/plural/other", "%2$@ followers", locale: "en", 122, 34),
            Row("old.key", "Old text", locale: "en", 138, 24),
            Row("Version", "Version", locale: "en", 143, 6),
            Row("escapes", "Quote \" slash / tab\t eé smile 😀", locale: "en", 151, 24),
        ])
    }

    /// A key defined twice in a catalog is reported for each locale it has twice, at the later definition, with
    /// the first's line; a locale it has once is no duplicate.
    func testAKeyDefinedTwiceIsReportedPerLocaleItHasTwice() throws {
        let catalog = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Delete" : { "localizations" : {
                  "de" : { "stringUnit" : { "state" : "translated", "value" : "Löschen" } },
                  "fr" : { "stringUnit" : { "state" : "translated", "value" : "Supprimer" } } } },
                "Rename" : { "localizations" : {
                  "de" : { "stringUnit" : { "state" : "translated", "value" : "Umbenennen" } } } },
                "Delete" : { "localizations" : {
                  "de" : { "stringUnit" : { "state" : "translated", "value" : "Entfernen" } } } }
              },
              "version" : "1.0"
            }
            """
        let file = try LocalizationReader.parse(bytes: Array(catalog.utf8), path: "Localizable.xcstrings")
        let issues = file.issues.map {
            "\($0.kind) \($0.key) \($0.position.line) first at \($0.otherPosition?.line ?? 0)"
        }
        XCTAssertEqual(issues, ["duplicate_key Delete 9 first at 4", "duplicate_key Delete 10 first at 5"])
    }

    func testSourceTextStateAndFlags() throws {
        let file = try readFixture("App/Localizable.xcstrings")
        let entries = file.entries
        XCTAssertEqual(entries.map(\.isSource), [false, true, true, false, true, true, false, false, false, true, true, true, true, true, true, true, true])
        // A translation's source text: the same path, else the source's `other`, else the key.
        XCTAssertEqual(entries.map(\.sourceText), [
            "Delete Post?", nil, nil, "Cancel", nil, nil, "%lld items", "%lld item", "%lld items",
            nil, nil, nil, nil, nil, nil, nil, nil,
        ])
        XCTAssertEqual(entries[0].state, "translated")
        XCTAssertEqual(entries[3].state, "needs_review")
        XCTAssertNil(entries[2].state)
        XCTAssertEqual(entries.map(\.isStale), entries.map { $0.key == "old.key" })
        XCTAssertEqual(entries.map(\.shouldTranslate), entries.map { $0.key != "Version" })
        XCTAssertEqual(entries.map(\.isEditable), entries.map { !($0.isSource && $0.text == $0.key && $0.state == nil) })
        XCTAssertTrue(entries.allSatisfy { $0.table == "Localizable" })
        XCTAssertTrue(file.issues.isEmpty)
    }

    func testUnitsNestedInsideDeviceVariations() throws {
        let json = """
            {"sourceLanguage":"en","strings":{"k":{"localizations":{"en":{"variations":{"device":{"mac":{"variations":\
            {"plural":{"one":{"stringUnit":{"state":"new","value":"1 file"}}}}}}}}}}}}
            """
        let file = try LocalizationReader.parse(bytes: Array(json.utf8), path: "x.xcstrings")
        XCTAssertEqual(file.entries.map(\.key), ["k/device/mac/plural/one"])
        XCTAssertEqual(file.entries.map(\.text), ["1 file"])
    }
}
