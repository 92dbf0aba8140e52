import CopyFormats
import XCTest

final class EncodingTests: XCTestCase {
    func testUTF16LittleEndianWithBOMAndCRLF() throws {
        let file = try readFixture("App/de.lproj/Localizable.strings")
        XCTAssertEqual(file.encoding, .utf16LittleEndian)
        XCTAssertTrue(file.hasBOM)
        XCTAssertEqual(rows(file), [
            Row("alert.delete.title", "Beitrag löschen?", comment: "Title of the alert shown when deleting a post", locale: "de", 2, 25),
            Row("alert.delete.confirm", "Löschen", comment: "Button that confirms the deletion", locale: "de", 5, 27),
            // A literal CRLF inside a value is kept, as CoreFoundation keeps it, and counts as one line break.
            Row("multi", "Zeile eins\r\nZeile zwei", locale: "de", 6, 12),
        ])
        XCTAssertEqual(file.position(ofEntry: 2, scalarOffset: 12), SourcePosition(line: 7, column: 1))
    }

    func testUTF16BigEndianWithBOM() throws {
        let file = try readFixture("App/fr.lproj/Localizable.strings")
        XCTAssertEqual(file.encoding, .utf16BigEndian)
        XCTAssertTrue(file.hasBOM)
        XCTAssertEqual(rows(file), [
            Row("alert.delete.title", "Supprimer la publication ?", comment: "Title of the alert shown when deleting a post", locale: "fr", 2, 25),
            Row("alert.delete.confirm", "Supprimer", locale: "fr", 3, 27),
        ])
    }

    func testUTF16WithoutBOMIsDetectedFromNULBytes() throws {
        let little = try readFixture("App/ja.lproj/Localizable.strings")
        XCTAssertEqual(little.encoding, .utf16LittleEndian)
        XCTAssertFalse(little.hasBOM)
        XCTAssertEqual(rows(little), [
            Row("alert.delete.title", "投稿を削除しますか？", locale: "ja", 1, 25),
            Row("alert.delete.confirm", "削除", locale: "ja", 2, 27),
        ])
        let big = try readFixture("App/ko.lproj/Localizable.strings")
        XCTAssertEqual(big.encoding, .utf16BigEndian)
        XCTAssertFalse(big.hasBOM)
        XCTAssertEqual(big.entries.map(\.text), ["게시물을 삭제할까요?", "삭제"])
    }

    func testUTF8WithBOM() throws {
        let file = try LocalizationReader.parse(bytes: [0xEF, 0xBB, 0xBF] + Array("\"a\" = \"é\";".utf8), path: "en.lproj/x.strings")
        XCTAssertEqual(file.encoding, .utf8)
        XCTAssertTrue(file.hasBOM)
        XCTAssertEqual(rows(file), [Row("a", "é", locale: "en", 1, 8)])
    }

    func testSupplementaryCharactersInUTF16() throws {
        let text = "\"k\" = \"a😀b\";\n\"n\" = \"😀\";"
        let file = try LocalizationReader.parse(bytes: [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }, path: "x.strings")
        XCTAssertEqual(file.entries.map(\.text), ["a😀b", "😀"])
        XCTAssertEqual(file.position(ofEntry: 0, scalarOffset: 2), SourcePosition(line: 1, column: 10))
        XCTAssertEqual(try file.applying([]), file.bytes)
    }
}
