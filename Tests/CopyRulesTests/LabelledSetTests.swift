import Foundation
import XCTest
import CopyRules

/// The English rules against a labelled set of real-style copy (`Fixtures/english/labelled.jsonl`):
/// micro-averaged precision and recall over (string, rule) pairs.
final class LabelledSetTests: XCTestCase {
    struct Member: Decodable {
        let text: String
        let role: String
        let cancel: Bool?
    }

    struct Labelled: Decodable {
        let text: String
        let role: String
        let cancel: Bool?
        let platform: String?
        let edition: String?
        let group: [Member]?
        let expect: [String]
    }

    static let fixture = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/english/labelled.jsonl")

    func testPrecisionAndRecall() throws {
        let lines = try String(contentsOf: Self.fixture, encoding: .utf8).split(separator: "\n")
        let decoder = JSONDecoder()
        var checkers: [String: Checker] = [:]
        var truePositives = 0, falsePositives = 0, falseNegatives = 0
        var misses: [String] = []
        for line in lines where !line.isEmpty {
            let item = try decoder.decode(Labelled.self, from: Data(line.utf8))
            let role = try XCTUnwrap(Role(rawValue: item.role), "unknown role \(item.role)")
            let platform = try XCTUnwrap(Platform(rawValue: item.platform ?? "ios"))
            let edition = try XCTUnwrap(Edition(rawValue: item.edition ?? "2021"))
            let key = "\(platform.rawValue)|\(edition.rawValue)"
            let checker = checkers[key] ?? Checker(options: RuleOptions(platform: platform, edition: edition))
            checkers[key] = checker
            let group = try (item.group ?? []).map { member in
                GroupMember(member.text, role: try XCTUnwrap(Role(rawValue: member.role)), isCancel: member.cancel ?? false)
            }
            var fired = Set(checker.check(item.text, in: StringContext(role: role, locale: "en", isCancel: item.cancel ?? false, group: group)).map(\.rule))
            if !group.isEmpty {
                let members = [GroupMember(item.text, role: role, isCancel: item.cancel ?? false)] + group
                fired.formUnion(checker.checkGroup(members, locale: "en").filter { $0.member == 0 }.map(\.diagnostic.rule))
            }
            let expected = Set(item.expect)
            truePositives += fired.intersection(expected).count
            falsePositives += fired.subtracting(expected).count
            falseNegatives += expected.subtracting(fired).count
            if fired != expected {
                misses.append("\(item.role) \(item.text.debugDescription): expected \(expected.sorted()), got \(fired.sorted())")
            }
        }
        let precision = Double(truePositives) / Double(max(1, truePositives + falsePositives))
        let recall = Double(truePositives) / Double(max(1, truePositives + falseNegatives))
        print("labelled set: \(lines.count) strings, precision \(String(format: "%.3f", precision)), recall \(String(format: "%.3f", recall)) (TP \(truePositives), FP \(falsePositives), FN \(falseNegatives))")
        for miss in misses { print("  mismatch: \(miss)") }
        XCTAssertGreaterThanOrEqual(lines.count, 150)
        XCTAssertGreaterThanOrEqual(precision, 0.95)
        XCTAssertGreaterThanOrEqual(recall, 0.95)
    }
}
