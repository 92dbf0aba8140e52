@testable import CopyFormats
import XCTest

final class PositionTests: XCTestCase {
    func testPositionsInsideValuesFollowEscapesAndLineBreaks() throws {
        let file = try readFixture("App/en.lproj/Localizable.strings")
        let escapes = try index(of: "escapes", locale: "en", in: file)
        // "Tab\tQuote…": the tab is the two characters `\t` at column 17; "Q" follows at 19.
        XCTAssertEqual(file.position(ofEntry: escapes, scalarOffset: 0), SourcePosition(line: 12, column: 14))
        XCTAssertEqual(file.position(ofEntry: escapes, scalarOffset: 3), SourcePosition(line: 12, column: 17))
        XCTAssertEqual(file.position(ofEntry: escapes, scalarOffset: 4), SourcePosition(line: 12, column: 19))
        // The second "é" is `\u00e9`, the emoji is `\UD83D\UDE00`.
        XCTAssertEqual(file.position(ofEntry: escapes, scalarOffset: 26), SourcePosition(line: 12, column: 48))
        XCTAssertEqual(file.position(ofEntry: escapes, scalarOffset: 33), SourcePosition(line: 12, column: 60))
        let continued = try index(of: "continued", locale: "en", in: file)
        XCTAssertEqual(file.position(ofEntry: continued, scalarOffset: 11), SourcePosition(line: 16, column: 1))
        let literal = try index(of: "literal", locale: "en", in: file)
        XCTAssertEqual(file.position(ofEntry: literal, scalarOffset: 9), SourcePosition(line: 18, column: 1))
        // Past the end: where the value ends.
        XCTAssertEqual(file.position(ofEntry: literal, scalarOffset: 17), SourcePosition(line: 18, column: 9))
    }

    func testPositionsInXMLAndJSONValues() throws {
        let plist = try readFixture("App/es.lproj/Localizable.strings")
        let terms = try index(of: "terms", locale: "es", in: plist)
        XCTAssertEqual(plist.position(ofEntry: terms, scalarOffset: 11), SourcePosition(line: 11, column: 28))
        let twoLines = try index(of: "two.lines", locale: "es", in: plist)
        XCTAssertEqual(plist.position(ofEntry: twoLines, scalarOffset: 20), SourcePosition(line: 14, column: 15))
        let catalog = try readFixture("App/Localizable.xcstrings")
        let escapes = try index(of: "escapes", locale: "en", in: catalog)
        XCTAssertEqual(catalog.position(ofEntry: escapes, scalarOffset: 7), SourcePosition(line: 151, column: 32))
        XCTAssertEqual(catalog.position(ofEntry: escapes, scalarOffset: 30), SourcePosition(line: 151, column: 62))
    }

    /// A single offset is found by its own walk (which stops at it, and reads a value without escapes by its
    /// bytes): it lands where the walk for several offsets puts it, for every offset of every value of every
    /// format fixture, and for offsets before and past the value.
    func testOneOffsetLandsWhereSeveralDo() throws {
        let paths = try FileDiscovery.localizationFiles(under: [TestPaths.fixtures])
        XCTAssertGreaterThan(paths.count, 10)
        var checked = 0
        for path in paths {
            guard let file = try? LocalizationReader.read(path: path) else { continue }
            for (index, entry) in file.entries.enumerated() {
                let count = entry.text.unicodeScalars.count
                for offset in -1...(count + 1) {
                    XCTAssertEqual(file.positions(ofEntry: index, scalarOffsets: [offset]), Array(file.positions(ofEntry: index, scalarOffsets: [offset, offset]).dropLast()),
                                   "\(path) \(entry.key) \(offset)")
                    checked += 1
                }
            }
        }
        XCTAssertGreaterThan(checked, 1_000)
    }

    func testBinaryPlistEntriesStayAtTheirPosition() throws {
        let file = try readFixture("App/it.lproj/Localizable.strings")
        XCTAssertEqual(file.position(ofEntry: 1, scalarOffset: 5), SourcePosition(line: 1, column: 1))
    }
}

/// `PositionCursor` reads eight bytes at a time, line breaks included: it must count lines and columns as a walk
/// over every byte does, for line breaks, CRLF split across words and multi-byte characters at every offset, with
/// targets next to each other and far apart.
final class PositionCursorTests: XCTestCase {
    private func reference(_ bytes: [UInt8], _ target: Int) -> (Int, Int) {
        var line = 1, column = 1
        for i in 0..<target {
            if bytes[i] == 0x0A { if i == 0 || bytes[i - 1] != 0x0D { line += 1 }; column = 1 }
            else if bytes[i] == 0x0D { line += 1; column = 1 }
            else if bytes[i] & 0xC0 != 0x80 { column += 1 }
        }
        return (line, column)
    }

    func testAgreesWithAByteWalk() {
        let pieces = ["abcdefghij", "é", "写真", "😀", "\n", "\r\n", "\r", "\r\r\n", " ", "\u{2028}", "ÿ"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<300 {
            let text = (0..<Int.random(in: 0...40, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let bytes = Array(text.utf8)
            var cursor = PositionCursor(start: 0)
            // Targets in increasing order, as readers ask; every scalar start.
            for target in bytes.indices where bytes[target] & 0xC0 != 0x80 {
                let found = bytes.withUnsafeBufferPointer { cursor.position(at: target, in: $0) }
                let expected = reference(bytes, target)
                XCTAssertEqual([found.line, found.column], [expected.0, expected.1], "\(text.debugDescription) at \(target)")
            }
            // Targets far apart, as a file's values are: the cursor crosses many bytes (and words of them) at once.
            var sparse = PositionCursor(start: 0)
            var target = 0
            while target < bytes.count {
                target = min(bytes.count, target + Int.random(in: 1...40, using: &generator))
                while target < bytes.count, bytes[target] & 0xC0 == 0x80 { target += 1 }
                let found = bytes.withUnsafeBufferPointer { sparse.position(at: target, in: $0) }
                let expected = reference(bytes, target)
                XCTAssertEqual([found.line, found.column], [expected.0, expected.1], "\(text.debugDescription) at \(target), sparse")
            }
        }
    }
}
