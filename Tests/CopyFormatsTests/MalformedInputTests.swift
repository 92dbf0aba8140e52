import CopyFormats
import Foundation
import XCTest

final class MalformedInputTests: XCTestCase {
    /// Each file under Fixtures/formats/malformed, with where the error is and what it says.
    private let expectations: [(file: String, line: Int, column: Int, message: String)] = [
        ("unterminated-string.strings", 2, 9, "unterminated string"),
        ("missing-semicolon.strings", 2, 10, "expected ';' after value"),
        ("missing-equals.strings", 2, 4, "expected '=' after key"),
        ("missing-value.strings", 1, 7, "expected a value after '='"),
        ("unterminated-comment.strings", 2, 1, "unterminated comment"),
        ("invalid-utf8.strings", 2, 11, "invalid UTF-8 byte 0xE9"),
        ("odd-length-utf16.strings", 2, 1, "odd number of bytes in UTF-16 text"),
        ("unpaired-surrogate.strings", 2, 8, "invalid UTF-16: unpaired high surrogate"),
        ("truncated-binary.strings", 1, 1, "invalid binary property list"),
        ("garbage-binary.stringsdict", 1, 1, "invalid binary property list"),
        ("truncated.xcstrings", 9, 23, "unterminated string"),
        ("missing-comma.xcstrings", 6, 7, "expected ',' or '}'"),
        ("wrong-type.xcstrings", 3, 15, "expected an object for \"strings\""),
        ("mismatched-tag.stringsdict", 5, 14, "expected '</string>'"),
        ("missing-value.stringsdict", 5, 1, "expected a value after </key>"),
        ("undefined-entity.xliff", 6, 20, "undefined reference '&nbsp;'"),
        ("truncated.xliff", 7, 1, "unexpected end of file; expected '</trans-unit>'"),
        ("junk-after-root.xliff", 3, 1, "expected end of file after the root element"),
    ]

    func testEachMalformedFixtureGivesItsError() throws {
        let listed = try FileManager.default.contentsOfDirectory(atPath: TestPaths.fixture("malformed")).sorted()
        XCTAssertEqual(listed, expectations.map(\.file).sorted())
        for expected in expectations {
            let path = TestPaths.fixture("malformed/" + expected.file)
            XCTAssertThrowsError(try LocalizationReader.read(path: path), expected.file) { error in
                guard let error = error as? ParseError else { return XCTFail("\(expected.file): \(error) is not a ParseError") }
                XCTAssertEqual(error.path, path)
                XCTAssertEqual(error.position, SourcePosition(line: expected.line, column: expected.column), expected.file)
                XCTAssertEqual(error.message, expected.message, expected.file)
                XCTAssertEqual(error.description, "\(path):\(expected.line):\(expected.column): error: \(expected.message)")
            }
        }
    }

    func testMoreSyntaxErrors() {
        let cases: [(path: String, text: String, line: Int, column: Int, message: String)] = [
            ("x.strings", "\"a\" = \"b\";\n= \"c\";", 2, 1, "expected a key"),
            ("x.strings", "\"a\" = (\"b\");", 1, 7, "expected a value after '='"),
            ("x.strings", "\"a\"", 1, 4, "expected '=' after key"),
            ("x.xcstrings", "", 1, 1, "unexpected end of file; expected a value"),
            ("x.xcstrings", "{\"sourceLanguage\" : \"en\"} x", 1, 27, "expected end of file after the JSON value"),
            ("x.xcstrings", "{\"strings\" : {}}", 1, 1, "expected a \"sourceLanguage\" string"),
            ("x.xcstrings", "{\"a\" : \"\\x\"}", 1, 9, "invalid escape in string"),
            ("x.xcstrings", "{\"a\" : \"\\u12\"}", 1, 9, "expected four hex digits after '\\u'"),
            ("x.xcstrings", "{\"a\" : \"tab\there\"}", 1, 12, "control character in string (write it as an escape)"),
            ("x.xcstrings", "{\"a\" : tru}", 1, 8, "expected a value"),
            ("x.xcstrings", "{\"a\" 1}", 1, 6, "expected ':' after key"),
            ("x.xcstrings", "[1, 2", 1, 6, "unexpected end of file; expected ',' or ']'"),
            ("x.xcstrings", "[-]", 1, 3, "expected a digit"),
            ("x.xliff", "", 1, 1, "expected a root element"),
            ("x.xliff", "<plist/>", 1, 1, "expected <xliff>"),
            ("x.xliff", "<xliff><file><body><trans-unit><source>a</source></trans-unit></body></file></xliff>", 1, 20,
             "expected an id attribute on <trans-unit>"),
            ("x.xliff", "<xliff a=b/>", 1, 10, "expected a quoted attribute value"),
            ("x.xliff", "<xliff a=\"<\"/>", 1, 11, "'<' in attribute value"),
            ("x.xliff", "<xliff>A & B</xliff>", 1, 10, "expected a reference after '&' (write '&amp;' for '&')"),
            ("x.xliff", "<xliff><!-- open", 1, 8, "unterminated comment"),
            ("x.xliff", "text", 1, 1, "expected '<'"),
            ("x.xliff", "<xliff></file></xliff>", 1, 8, "expected '</xliff>'"),
            ("x.stringsdict", "<plist><dict><string>a</string></dict></plist>", 1, 14, "expected <key>"),
            ("x.stringsdict", "<plist><dict><key>a</key><foo/></dict></plist>", 1, 26, "expected a property list value, found <foo>"),
            ("x.stringsdict", "<plist><dict/><dict/></plist>", 1, 15, "expected '</plist>'"),
            ("x.stringsdict", "<plist><dict>text</dict></plist>", 1, 14, "unexpected text; expected an element"),
        ]
        for item in cases {
            XCTAssertThrowsError(try LocalizationReader.parse(bytes: Array(item.text.utf8), path: item.path), item.text) { error in
                guard let error = error as? ParseError else { return XCTFail("\(item.text): \(error)") }
                XCTAssertEqual(error.position, SourcePosition(line: item.line, column: item.column), item.text)
                XCTAssertEqual(error.message, item.message, item.text)
            }
        }
    }

    func testUnreadableAndUnsupportedPaths() {
        XCTAssertThrowsError(try LocalizationReader.read(path: TestPaths.fixture("no-such-file.strings"))) { error in
            XCTAssertEqual((error as? ParseError)?.message, "cannot read the file: No such file or directory", "\(error)")
        }
        // A folder named like a file: opened, but not read.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("copylint-\(UUID().uuidString).strings").path
        XCTAssertNoThrow(try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false))
        defer { try? FileManager.default.removeItem(atPath: folder) }
        XCTAssertThrowsError(try LocalizationReader.read(path: folder)) { error in
            XCTAssertEqual((error as? ParseError)?.message, "cannot read the file: Is a directory", "\(error)")
        }
        XCTAssertThrowsError(try LocalizationReader.parse(bytes: [], path: "notes.txt")) { error in
            XCTAssertEqual((error as? ParseError)?.message, "not a .strings, .stringsdict, .xcstrings or .xliff file")
        }
    }

    func testDeepNestingIsAnErrorNotACrash() {
        let json = String(repeating: "[", count: 100_000)
        XCTAssertThrowsError(try LocalizationReader.parse(bytes: Array(json.utf8), path: "x.xcstrings")) { error in
            XCTAssertEqual((error as? ParseError)?.message, "JSON nested too deeply")
        }
        let plist = "<plist>" + String(repeating: "<array>", count: 100_000)
        XCTAssertThrowsError(try LocalizationReader.parse(bytes: Array(plist.utf8), path: "x.stringsdict")) { error in
            XCTAssertEqual((error as? ParseError)?.message, "property list nested too deeply")
        }
        let xliff = "<xliff><file>" + String(repeating: "<group>", count: 100_000)
        XCTAssertThrowsError(try LocalizationReader.parse(bytes: Array(xliff.utf8), path: "x.xliff")) { error in
            XCTAssertEqual((error as? ParseError)?.message, "XLIFF groups nested too deeply")
        }
    }
}
