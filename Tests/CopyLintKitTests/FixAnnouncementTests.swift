import CopyLintKit
import CopyRules
import XCTest

/// The lines a fixing run announces (`FixAnnouncement.lines`): one per applied finding, in the findings' order,
/// also for a file with enough fixes to have its lines made in parts on every core.
final class FixAnnouncementTests: XCTestCase {
    func testEachAppliedFindingIsAnnouncedInOrder() {
        for count in [1, 5_000] {
            let path = "en.lproj/Localizable.strings"
            var result = FileResult(path: path)
            result.applied = (0..<count).map { number in
                let safe = number % 3 != 0
                let fixIt = FixIt(range: 6..<9, replacement: "…", level: safe ? .safe : .suggested)
                let diagnostic = Diagnostic(rule: "ellipsis", severity: .warning, message: "Three periods",
                                            range: 6..<9, fixIts: [fixIt])
                return Finding(diagnostic: diagnostic, file: path, line: number + 1, column: 20,
                               key: "k\(number)", locale: "en", role: .button, text: "Export...")
            }
            let lines = FixAnnouncement.lines(result)
            XCTAssertEqual(lines.count, count)
            for (number, line) in lines.enumerated() {
                let level = number % 3 != 0 ? "safe" : "suggested"
                XCTAssertEqual(line, "en.lproj/Localizable.strings:\(number + 1):20: fixed: Replace “...” with “…” "
                                   + "[ellipsis, \(level)]")
            }
            XCTAssertTrue(FixAnnouncement.lines(result, dryRun: true).allSatisfy { $0.contains(": would fix: ") })
        }
    }
}
