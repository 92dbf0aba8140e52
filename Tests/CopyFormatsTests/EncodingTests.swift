import CopyFormats
import CopyLowLevel
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

/// `UTF8Bytes.firstInvalidByte` decides what the file readers and standard input accept: it must agree with the
/// standard library's validation on every sequence of up to three bytes, on every four-byte sequence that starts
/// a scalar, and on random mixtures around its eight-byte ASCII skip.
final class UTF8ValidationTests: XCTestCase {
    private func agrees(_ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) {
        let expected = String(validating: bytes, as: UTF8.self) != nil
        let found = bytes.withUnsafeBufferPointer { UTF8Bytes.firstInvalidByte(in: $0, from: 0) == nil }
        if expected != found { XCTFail("\(bytes.map { String($0, radix: 16) }): expected \(expected)", file: file, line: line) }
    }

    func testEveryShortSequence() {
        for a in 0...255 {
            agrees([UInt8(a)])
            for b in 0...255 {
                agrees([UInt8(a), UInt8(b)])
                // Three bytes: every lead that needs them, with every second byte and the third at the edges of its range.
                guard a >= 0xE0 else { continue }
                for c in [0x00, 0x41, 0x7F, 0x80, 0x9F, 0xA0, 0xBF, 0xC0, 0xFF] { agrees([UInt8(a), UInt8(b), UInt8(c)]) }
            }
        }
        for a in 0xF0...0xF7 {
            for b in 0x80...0xC0 {
                for c in [0x7F, 0x80, 0xBF, 0xC0] { for d in [0x7F, 0x80, 0xBF, 0xC0] { agrees([UInt8(a), UInt8(b), UInt8(c), UInt8(d)]) } }
            }
        }
    }

    func testRandomMixturesAroundTheASCIISkip() {
        var generator = SystemRandomNumberGenerator()
        let pieces: [[UInt8]] = [Array("abcdefgh".utf8), Array("é".utf8), Array("写".utf8), Array("😀".utf8), [0x80], [0xC0, 0x80],
                                 [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x80], [0xFF], [0x0A]]
        for _ in 0..<20_000 {
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 0...6, using: &generator) {
                bytes += Array(repeating: 0x61, count: Int.random(in: 0...9, using: &generator))
                bytes += pieces.randomElement(using: &generator)!
            }
            agrees(bytes)
        }
    }

    /// Counting line feeds while checking (standard input's lines): the count is that of the line feeds before the
    /// first invalid byte, all of them in valid text, and the answer is the one without counting; in ASCII runs
    /// read eight bytes at a time, in runs of other scalars and around them.
    func testLineFeedsAreCountedUpToTheFirstInvalidByte() {
        var generator = SystemRandomNumberGenerator()
        let pieces: [[UInt8]] = [Array("ab\ncdefgh".utf8), Array("\n\n\n\n\n\n\n\n".utf8), Array("é\n".utf8), Array("写".utf8), Array("😀".utf8),
                                 [0x0A], [0x0D, 0x0A], [0x8A], [0xFF], [0xE2, 0x80]]
        for _ in 0..<20_000 {
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 0...8, using: &generator) {
                bytes += Array(repeating: 0x61, count: Int.random(in: 0...9, using: &generator))
                bytes += pieces.randomElement(using: &generator)!
            }
            let start = Int.random(in: 0...min(3, bytes.count), using: &generator)
            var lineFeeds = 0
            let found = bytes.withUnsafeBufferPointer { UTF8Bytes.firstInvalidByte(in: $0, from: start, lineFeeds: &lineFeeds) }
            XCTAssertEqual(found, bytes.withUnsafeBufferPointer { UTF8Bytes.firstInvalidByte(in: $0, from: start) })
            XCTAssertEqual(lineFeeds, bytes[start..<(found ?? bytes.count)].filter { $0 == 0x0A }.count, "\(bytes) from \(start)")
        }
    }
}
