import CopyFormats
import XCTest

final class XLIFFReaderTests: XCTestCase {
    private let path = "Export/de.xcloc/Localized Contents/de.xliff"

    func testSourceAndTargetEntries() throws {
        let file = try readFixture(path)
        XCTAssertEqual(file.format, .xliff)
        let title = "Title of the alert shown when deleting a post"
        let tooltip = "Click to allow sleep\nRight click to show menu"
        XCTAssertEqual(rows(file), [
            Row("CFBundleName", "Copylint Demo", comment: "Bundle name", locale: "en", 9, 17),
            Row("alert.delete.title", "Delete Post?", comment: title, locale: "en", 20, 17),
            Row("alert.delete.title", "Beitrag löschen?", comment: title, locale: "de", 21, 36),
            Row(tooltip, tooltip, comment: "Tooltip & menu hint", locale: "en", 25, 17),
            Row(tooltip, "Klicken, um den Ruhezustand zu erlauben\nRechtsklick für Menü", comment: "Tooltip & menu hint", locale: "de", 27, 50),
            Row("terms", "Terms & Conditions <1>", locale: "en", 32, 17),
            Row("terms", "AGB & <Bedingungen>", locale: "de", 33, 36),
            Row("CFBundleName", "Copylint", locale: "en", 36, 17),
            Row("CFBundleName", "", locale: "de", 37, 30),
        ])
    }

    func testTablesStatesSourceTextAndEditability() throws {
        let entries = try readFixture(path).entries
        XCTAssertEqual(entries.map(\.table), ["InfoPlist"] + Array(repeating: "Localizable", count: 8))
        XCTAssertEqual(entries.map(\.isSource), [true, true, false, true, false, true, false, true, false])
        XCTAssertEqual(entries.map(\.state), [nil, nil, "translated", nil, "needs-review-translation", nil, "translated", nil, "new"])
        XCTAssertEqual(entries[2].sourceText, "Delete Post?")
        XCTAssertEqual(entries[6].sourceText, "Terms & Conditions <1>")
        // A CDATA section and an empty `<target/>` cannot be rewritten in place.
        XCTAssertEqual(entries.map(\.isEditable), [true, true, true, true, true, true, false, true, false])
    }

    func testDuplicateIdsAreScopedToTheirFileElement() throws {
        XCTAssertTrue(try readFixture(path).issues.isEmpty)
        let xliff = """
            <xliff version="1.2"><file original="a.strings" source-language="en" target-language="fr"><body>
            <trans-unit id="x"><source>A</source></trans-unit>
            <group><trans-unit id="x"><source>B</source></trans-unit></group>
            </body></file></xliff>
            """
        let file = try LocalizationReader.parse(bytes: Array(xliff.utf8), path: "fr.xliff")
        XCTAssertEqual(file.entries.map(\.text), ["A", "B"])
        XCTAssertEqual(file.issues.map(\.position), [SourcePosition(line: 3, column: 35)])
        XCTAssertEqual(file.issues.first?.otherPosition, SourcePosition(line: 2, column: 28))
    }
}
