import Foundation
import XCTest
import CopyLintKit

/// docs/rules.md's rule tables are generated from the rules' descriptions: they must not drift. (The README's
/// quick-start output is checked against the built command by CLITests' ReadmeOutputTests.)
final class ReadmeTests: XCTestCase {
    func testRuleTablesMatchTheRegistry() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let text = try String(contentsOf: root.appendingPathComponent("docs/rules.md"), encoding: .utf8)
        let start = try XCTUnwrap(text.range(of: "<!-- rules:begin -->\n"))
        let end = try XCTUnwrap(text.range(of: "<!-- rules:end -->"))
        let table = String(text[start.upperBound..<end.lowerBound])
        XCTAssertEqual(table.trimmingCharacters(in: .newlines), RuleTable.markdown().trimmingCharacters(in: .newlines),
                       "docs/rules.md's rule tables are stale: run Scripts/update_rules_doc.sh")
    }
}
