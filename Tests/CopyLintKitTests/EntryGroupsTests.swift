import CopyFormats
import CopyRules
import XCTest
@testable import CopyLintKit

/// A file's groups: each with its members in file order, the groups in the order of their first members, and
/// group names and locales told apart by their bytes, as keys are.
final class EntryGroupsTests: XCTestCase {
    func testGroupsInTheOrderOfTheirFirstMembersWithTheirMembersInFileOrder() {
        let groups = ["b", "a", nil, "b", "c", "a", "b"]
        let fileEntries = groups.indices.map { Entry(key: "k\($0)", text: "Text \($0)", locale: "en") }
        let entries = groups.enumerated().map { index, group in
            var entry = LintedEntry(fileEntries: fileEntries, index: index, locale: index == 6 ? "de" : "en",
                                    isSource: true)
            entry.assignment = RoleAssignment(role: .button, source: .key, group: group)
            return entry
        }
        let found = EntryGroups(entries) { $0.index != 5 }
        XCTAssertEqual(found.keys.map(\.group), ["b", "a", "c", "b"])
        XCTAssertEqual(found.keys.map(\.locale), ["en", "en", "en", "de"])
        XCTAssertEqual((0..<found.count).map { found.members(ofGroup: $0).map(\.index) }, [[0, 3], [1], [4], [6]])
        XCTAssertEqual(found[LocaleGroup(locale: "en", group: "b")]?.map(\.member.text), ["Text 0", "Text 3"])
        XCTAssertNil(found[LocaleGroup(locale: "fr", group: "b")])
    }

    func testGroupNamesAndLocalesAreComparedByTheirBytes() {
        let composed = LocaleGroup(locale: "en", group: "caf\u{E9}")
        let decomposed = LocaleGroup(locale: "en", group: "cafe\u{301}")
        XCTAssertEqual(composed, LocaleGroup(locale: "en", group: "caf\u{E9}"))
        XCTAssertNotEqual(composed, decomposed, "canonically equivalent, other bytes")
        XCTAssertNotEqual(composed, LocaleGroup(locale: "fr", group: "caf\u{E9}"))
        XCTAssertNotEqual(LocaleGroup(locale: "ab", group: "c"), LocaleGroup(locale: "a", group: "bc"))
        let table: Set = [composed, decomposed, LocaleGroup(locale: "en", group: "caf\u{E9}")]
        XCTAssertEqual(table.count, 2)
    }
}
