import CopyFormats
import Foundation
import XCTest
@testable import CopyLintKit

/// `lint` without `--fix` keeps only the values' bytes of a large file (`ProjectReader.parse`), and its findings are
/// where the whole file puts them; `--fix` keeps the whole text and writes.
final class LargeFileTextTests: XCTestCase {
    private func folder() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("large-\(UUID().uuidString)").path
        for locale in ["en", "de"] {
            let lproj = folder + "/\(locale).lproj"
            try FileManager.default.createDirectory(atPath: lproj, withIntermediateDirectories: true)
        }
        addTeardownBlock { try? FileManager.default.removeItem(atPath: folder) }
        return folder
    }

    /// A `.strings` table past `ProjectReader.textKeptBelow`, with CRLF line breaks, escapes, text beyond ASCII and
    /// values over two lines, each with an ellipsis finding somewhere in it.
    private func largeStrings(locale: String, directive: Bool = false) -> String {
        var text = directive ? "/* copylint:disable ellipsis */\r\n" : ""
        var index = 0
        while text.utf8.count < ProjectReader.textKeptBelow + 1_000 {
            let value = ["Rename \(index)...", "Caf\\u00e9 \\\"\(index)\\\"...", "Zwei\r\nZeilen \(index)...",
                         "\\t\(locale) é \(index)..."][index % 4]
            text += "/* menu.rename_\(index) */\r\n\"menu.rename_\(index)\" = \"\(value)\";\r\n"
            index += 1
        }
        return text
    }

    func testLintKeepsOnlyTheValuesOfALargeFile() throws {
        let folder = try folder()
        let path = folder + "/en.lproj/Localizable.strings"
        try largeStrings(locale: "en").write(toFile: path, atomically: true, encoding: .utf8)
        let reader = ProjectReader(options: LintOptions())
        XCTAssertFalse(try reader.parse(path: path, keepingText: false).isWhole)
        XCTAssertTrue(try reader.parse(path: path, keepingText: true).isWhole)
        // A directive is read in the whole text, and a small file is not worth it.
        let directed = folder + "/de.lproj/Localizable.strings"
        try largeStrings(locale: "de", directive: true).write(toFile: directed, atomically: true, encoding: .utf8)
        XCTAssertTrue(try reader.parse(path: directed, keepingText: false).isWhole)
        let small = folder + "/de.lproj/Small.strings"
        try "\"a\" = \"b...\";".write(toFile: small, atomically: true, encoding: .utf8)
        XCTAssertTrue(try reader.parse(path: small, keepingText: false).isWhole)
    }

    func testFindingsAreWhereTheWholeFilePutsThem() throws {
        let folder = try folder()
        for locale in ["en", "de"] {
            try largeStrings(locale: locale).write(toFile: folder + "/\(locale).lproj/Localizable.strings",
                                                   atomically: true, encoding: .utf8)
        }
        let linter = ProjectLinter()
        let results = linter.lint(try linter.files(under: [folder]))
        var checked = 0
        for result in results {
            let whole = try LocalizationReader.read(path: result.path)
            for finding in result.findings {
                let index = try XCTUnwrap(finding.entryIndex)
                let position = whole.position(ofEntry: index, scalarOffset: finding.diagnostic.range.lowerBound)
                XCTAssertEqual(SourcePosition(line: finding.line, column: finding.column), position, finding.key ?? "")
                checked += 1
            }
        }
        // Every string of both files has its ellipsis found (among whatever else is).
        XCTAssertGreaterThan(checked, 10_000)
        XCTAssertGreaterThan(results.flatMap(\.findings).filter { $0.diagnostic.rule == "ellipsis" }.count, 10_000)
    }

    func testFixKeepsTheWholeTextAndWrites() throws {
        let folder = try folder()
        let path = folder + "/en.lproj/Localizable.strings"
        try largeStrings(locale: "en").write(toFile: path, atomically: true, encoding: .utf8)
        let linter = ProjectLinter()
        let results = linter.lint(try linter.files(under: [folder]), fix: FixRequest())
        XCTAssertEqual(results.count, 1)
        XCTAssertNil(results[0].fixError)
        XCTAssertGreaterThan(results[0].fixedStrings, 10_000)
        XCTAssertFalse(linter.lint([path]).flatMap(\.findings).contains { $0.diagnostic.rule == "ellipsis" })
    }
}
