import CopyFormats
import CopyRules
import XCTest
@testable import CopyLintKit

/// `FixApplication.fixedTexts` applies each entry's fix-its of the level asked for, in the order of the findings
/// that carry them, once: as a table of each entry's fix-its, filled in the findings' order, would.
final class FixedTextsTests: XCTestCase {
    /// The plain way: every finding's fix-its of the level appended to its entry's, each entry's applied.
    private func plainFixedTexts(_ read: ReadFile, findings: [Finding], level: FixLevel) -> [Int: String] {
        var byEntry: [Int: [FixIt]] = [:]
        for finding in findings {
            guard let index = finding.entryIndex else { continue }
            let taken = finding.diagnostic.fixIts.filter { $0.level <= level }
            if !taken.isEmpty { byEntry[index, default: []] += taken }
        }
        var fixed: [Int: String] = [:]
        for (index, fixIts) in byEntry
        where read.file.entries.indices.contains(index) && read.file.entries[index].isEditable {
            let text = read.file.entries[index].text
            let new = FixIt.apply(fixIts, to: text)
            if new != text { fixed[index] = new }
        }
        return fixed
    }

    func testFixedTextsAreThoseOfATableOfEachEntrysFixIts() throws {
        let file = try LocalizationReader.parse(bytes: Array(TranslationsOfFixedSourcesTests.catalog.utf8),
                                                path: "/tmp/Localizable.xcstrings")
        let read = ProjectReader(options: LintOptions(), store: .bundled).understand(file, sources: SourceIndex())
        var random = SystemRandomNumberGenerator()
        for round in 0..<200 {
            var findings: [Finding] = []
            for _ in 0..<Int.random(in: 0...30, using: &random) {
                // Entries past the file's end, and findings of no entry, are left out.
                let index = Int.random(in: -1...(file.entries.count), using: &random)
                let text = index >= 0 && index < file.entries.count ? file.entries[index].text : "x"
                let length = text.unicodeScalars.count
                let lower = Int.random(in: 0...length, using: &random)
                let upper = Int.random(in: lower...min(length, lower + 3), using: &random)
                let fixIts = (0..<Int.random(in: 0...2, using: &random)).map { _ in
                    FixIt(range: lower..<upper, replacement: ["", "…", "OK", "x y"].randomElement(using: &random)!,
                          level: FixLevel.allCases.randomElement(using: &random)!)
                }
                let diagnostic = Diagnostic(rule: "r", severity: .warning, message: "m", range: lower..<upper,
                                            fixIts: fixIts)
                findings.append(Finding(diagnostic: diagnostic, entryIndex: index < 0 ? nil : index, file: "f",
                                        line: 1, column: 1, key: nil, locale: "en", role: .unknown, text: text))
            }
            for level in FixLevel.allCases {
                let expected = plainFixedTexts(read, findings: findings, level: level)
                XCTAssertEqual(FixApplication.fixedTexts(read, findings: findings, level: level), expected, "\(round)")
                XCTAssertEqual(FixApplication.fixedTexts(read, findings: findings, level: level, threads: 3), expected,
                               "\(round)")
            }
        }
    }
}
