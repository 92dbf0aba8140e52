import CopyFormats
import XCTest

/// A file's entries are held in an array of their number: grown by doubling while read, a large file's array had
/// room for up to twice as many, held for as long as the file was linted.
final class FittedEntriesTests: XCTestCase {
    private let count = 1_100  // past a power of two, where doubling leaves the most room unused

    private func assertFitted(_ file: LocalizationFile, file path: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(file.entries.count, count, file: path, line: line)
        XCTAssertLessThanOrEqual(file.entries.capacity, count + count / 16, file: path, line: line)
    }

    func testAStringsFilesEntriesAreHeldInAnArrayOfTheirNumber() throws {
        let text = (0..<count).map { "\"key.\($0)\" = \"Value \($0)\";" }.joined(separator: "\n")
        let file = try LocalizationReader.parse(bytes: Array(text.utf8), path: "/tmp/en.lproj/Localizable.strings")
        assertFitted(file)
        // Still every entry, in order, each where it is in the file.
        XCTAssertEqual(file.entries.map(\.key), (0..<count).map { "key.\($0)" })
        XCTAssertEqual(file.entries.map(\.position.line), Array(1...count))
        XCTAssertEqual(file.position(ofEntry: count - 1, scalarOffset: 6), SourcePosition(line: count, column: 21))
    }

    func testACatalogsEntriesAreHeldInAnArrayOfTheirNumber() throws {
        let strings = (0..<count).map { "\"key.\($0)\": {\"localizations\": {\"en\": {\"stringUnit\": {\"state\": \"translated\", \"value\": \"Value \($0)\"}}}}" }
        let text = "{\"sourceLanguage\": \"en\", \"version\": \"1.0\", \"strings\": {" + strings.joined(separator: ",\n") + "}}"
        let file = try LocalizationReader.parse(bytes: Array(text.utf8), path: "/tmp/Localizable.xcstrings")
        assertFitted(file)
    }
}
