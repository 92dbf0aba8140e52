import XCTest
@testable import CopyLintKit
import CopyFormats

/// Which rules line directives silence on which lines: regions per rule, all-rule regions, nesting, lines.
final class SuppressionsTests: XCTestCase {
    private func suppressions(_ lines: [String]) throws -> Suppressions {
        Suppressions(try LocalizationReader.parse(bytes: Array(lines.joined(separator: "\n").utf8), path: "App/en.lproj/L.strings"))
    }

    func testRegionsAndLines() throws {
        let suppressions = try suppressions([
            "/* copylint:disable ellipsis */",                 // 1
            "\"a\" = \"x...\";",                               // 2
            "/* copylint:disable title_case sentence_case */", // 3
            "\"b\" = \"y\";",                                  // 4
            "/* copylint:enable ellipsis */",                  // 5
            "\"c\" = \"z\";",                                  // 6
            "/* copylint:disable */",                          // 7
            "\"d\" = \"w\";",                                  // 8
            "/* copylint:enable */",                           // 9
            "\"e\" = \"v\"; // copylint:disable-line whitespace", // 10
            "/* copylint:disable-next-line ok_spelling */",    // 11
            "\"f\" = \"Ok\";",                                 // 12
            "/* copylint:disable ellipsis */",                 // 13
            "\"g\" = \"u...\";",                               // 14
        ])
        func silenced(_ rule: String) -> [Int] { (1...16).filter { suppressions.suppresses(rule: rule, key: "k", line: $0) } }
        XCTAssertEqual(silenced("ellipsis"), [1, 2, 3, 4, 5, 7, 8, 9, 13, 14, 15, 16])  // 13 on: open to the end
        XCTAssertEqual(silenced("title_case"), [3, 4, 5, 6, 7, 8, 9])  // closed by the enable of every rule
        XCTAssertEqual(silenced("sentence_case"), [3, 4, 5, 6, 7, 8, 9])
        XCTAssertEqual(silenced("whitespace"), [7, 8, 9, 10])
        XCTAssertEqual(silenced("ok_spelling"), [7, 8, 9, 12])
        XCTAssertEqual(silenced("button_verb"), [7, 8, 9])
        XCTAssertFalse(suppressions.isEmpty)
        XCTAssertTrue(try self.suppressions(["\"a\" = \"b\";"]).isEmpty)
    }

    /// Overlapping regions of one rule are one region.
    func testOverlappingRegions() throws {
        let suppressions = try suppressions([
            "/* copylint:disable-next-line ellipsis */",  // 1
            "/* copylint:disable ellipsis */",            // 2: silenced by line 1, and opens a region
            "/* copylint:disable-next-line ellipsis */",  // 3
            "\"a\" = \"x...\";",                          // 4
            "/* copylint:enable ellipsis */",             // 5
            "\"b\" = \"y...\";",                          // 6
        ])
        XCTAssertEqual((1...7).filter { suppressions.suppresses(rule: "ellipsis", key: "k", line: $0) }, [2, 3, 4, 5])
    }
}
