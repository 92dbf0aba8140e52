import Foundation
import XCTest
import CopyLintKit

/// The README's rule tables are generated from the rules' descriptions: they must not drift.
final class ReadmeTests: XCTestCase {
    func testRuleTablesMatchTheRegistry() throws {
        let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        let start = try XCTUnwrap(text.range(of: "<!-- rules:begin -->\n"))
        let end = try XCTUnwrap(text.range(of: "<!-- rules:end -->"))
        let table = String(text[start.upperBound..<end.lowerBound])
        XCTAssertEqual(table.trimmingCharacters(in: .newlines), RuleTable.markdown().trimmingCharacters(in: .newlines),
                       "README rule tables are stale: run Scripts/update_readme_rules.sh")
    }
}
