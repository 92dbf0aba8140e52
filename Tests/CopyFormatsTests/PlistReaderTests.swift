import CopyFormats
import XCTest

final class PlistReaderTests: XCTestCase {
    func testStringsFileWrittenAsXMLPlist() throws {
        let file = try readFixture("App/es.lproj/Localizable.strings")
        XCTAssertEqual(file.format, .stringsPlist)
        XCTAssertEqual(rows(file), [
            Row("alert.delete.title", "¿Eliminar publicación?", locale: "es", 7, 13),
            Row("alert.delete.confirm", "Eliminar", locale: "es", 9, 13),
            Row("terms", "Términos & condiciones <b>", locale: "es", 11, 13),
            Row("two.lines", "Línea uno\nLínea dos\nfin", locale: "es", 13, 13),
            // `<string/>` has no content bytes to rewrite; its position is just after the tag.
            Row("empty", "", locale: "es", 16, 14),
        ])
        XCTAssertEqual(file.entries.map(\.isEditable), [true, true, true, true, false])
    }

    func testBinaryPlistIsReadButNotEditable() throws {
        let file = try readFixture("App/it.lproj/Localizable.strings")
        XCTAssertEqual(file.format, .stringsPlist)
        XCTAssertEqual(rows(file), [
            Row("alert.delete.confirm", "Elimina", locale: "it", 1, 1),
            Row("alert.delete.title", "Eliminare il post?", locale: "it", 1, 1),
        ])
        XCTAssertFalse(file.entries.contains { $0.isEditable })
        XCTAssertEqual(try file.applying([]), file.bytes)
        XCTAssertThrowsError(try file.applying([TextEdit(entryIndex: 0, range: 0..<1, replacement: "e")])) { error in
            XCTAssertTrue(error is EditError)
        }
    }

    func testStringsdictGivesOneEntryPerVariant() throws {
        let file = try readFixture("App/en.lproj/Localizable.stringsdict")
        XCTAssertEqual(file.format, .stringsdict)
        XCTAssertEqual(rows(file), [
            Row("photos.count/NSStringLocalizedFormatKey", "%#@photos@", locale: "en", 8, 11),
            Row("photos.count/photos/one", "%d photo", locale: "en", 16, 12),
            Row("photos.count/photos/other", "%d photos", locale: "en", 18, 12),
            Row("delete.items/NSStringLocalizedFormatKey", "Delete %#@items@?", locale: "en", 24, 11),
            Row("delete.items/items/zero", "nothing", locale: "en", 32, 12),
            Row("delete.items/items/one", "\"%d\" item & its copies", locale: "en", 34, 12),
            Row("delete.items/items/other", "%d items", locale: "en", 36, 12),
        ])
        XCTAssertTrue(file.entries.allSatisfy { $0.table == "Localizable" && $0.isEditable })
    }

    func testPlistWithoutPlistElementArraysAndOtherValues() throws {
        let xml = """
            <dict><key>a</key><array><string>x</string><integer>1</integer><string>y</string></array>\
            <key>b</key><true/><key>c</key><string><![CDATA[<raw>]]></string></dict>
            """
        let file = try LocalizationReader.parse(bytes: Array(xml.utf8), path: "x.stringsdict")
        XCTAssertEqual(file.entries.map(\.key), ["a/0", "a/2", "c"])
        XCTAssertEqual(file.entries.map(\.text), ["x", "y", "<raw>"])
        XCTAssertEqual(file.entries.map(\.isEditable), [true, true, false])
    }
}
