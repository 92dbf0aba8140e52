@testable import CopyLintKit
import XCTest

/// Configurations a pull request can write (issue 45): nesting that overflowed the YAML parser's stack, and the
/// file size limit.
final class HostileConfigurationTests: XCTestCase {
    private func errors(_ yaml: String) -> [ConfigurationError] {
        Configuration.parseReportingAll(yaml: yaml, path: ".copylint.yml", knownRules: Configuration.registeredRules, optInRules: []).1
    }

    func testDeepFlowNestingIsAnErrorWithItsPosition() {
        let found = errors("roles: " + String(repeating: "[", count: 5_000))
        XCTAssertEqual(found.count, 1)
        XCTAssertEqual(found.first?.line, 1)
        XCTAssertTrue((8..<8 + YAMLNesting.maximumDepth).contains(found.first?.column ?? 0), "\(found)")
        XCTAssertTrue(found.first?.message.contains("nests more than") == true, "\(found)")
    }

    func testDeepBlockNestingIsAnError() {
        let sequences = "excluded:\n  " + String(repeating: "- ", count: 5_000) + "x\n"
        XCTAssertEqual(errors(sequences).first?.line, 2)
        var mappings = ""
        for level in 0..<200 { mappings += String(repeating: " ", count: level) + "k\(level):\n" }
        XCTAssertTrue(errors(mappings).first?.message.contains("nests more than") == true)
    }

    func testOrdinaryNestingIsRead() {
        let yaml = """
        roles:
          - key: "*.alert.title"
            comment_regex: "alert [title]"
            role: alert.title
        groups:
          - name: delete
            keys: [a, b, {c: [d]}]
        words:
          en:
            terms: ["Wi-Fi: yes", 'a - b']
        """
        XCTAssertFalse(errors(yaml).contains { $0.message.contains("nests") }, "\(errors(yaml))")
    }

    func testMaxFileSizeIsReadInMegabytes() throws {
        let (configuration, found) = Configuration.parseReportingAll(yaml: "max_file_size: 2\n", path: ".copylint.yml",
                                                                     knownRules: Configuration.registeredRules, optInRules: [])
        XCTAssertEqual(found, [])
        XCTAssertEqual(configuration.lintOptions().maximumFileBytes, 2 << 20)
        XCTAssertEqual(errors("max_file_size: none\n").count, 1)
    }
}
