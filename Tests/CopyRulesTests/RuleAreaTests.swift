import CopyRules
import Foundation
import XCTest

/// Each area is a folder of `Sources/CopyRules/Rules/`: every rule description in a folder names that folder's
/// area, and every folder is an area's.
final class RuleAreaTests: XCTestCase {
    func testRulesNameTheAreaOfTheirFolder() throws {
        let rules = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Sources/CopyRules/Rules").standardized
        let folders = try FileManager.default.contentsOfDirectory(atPath: rules.path).filter { !$0.hasPrefix(".") }
        XCTAssertEqual(Set(folders), Set(RuleArea.allCases.map(\.folder)))
        var named = 0
        for area in RuleArea.allCases {
            let folder = rules.appendingPathComponent(area.folder)
            for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) where file.hasSuffix(".swift") {
                let source = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                for match in source.matches(of: /area: \.(\w+)/) {
                    XCTAssertEqual(String(match.1), "\(area)", "\(area.folder)/\(file)")
                    named += 1
                }
            }
        }
        XCTAssertEqual(named, RuleRegistry.descriptions.count)
    }
}
