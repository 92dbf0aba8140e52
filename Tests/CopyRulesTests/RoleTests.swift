import CopyRules
import XCTest

/// `Role` hashes its position in the declaration, and `RoleSet` keeps a bit per role: both must tell every case
/// apart and agree with `Set<Role>`.
final class RoleTests: XCTestCase {
    func testEveryCaseHasItsOwnBit() {
        XCTAssertEqual(Set(Role.allCases.map { RoleSet($0).rawValue }).count, Role.allCases.count)
        XCTAssertEqual(Set(Role.allCases.map(\.hashValue)).count, Role.allCases.count)
    }

    func testSetsAndTablesFindEveryRole() {
        let table = Dictionary(uniqueKeysWithValues: Role.allCases.map { ($0, $0.rawValue) })
        for role in Role.allCases {
            XCTAssertEqual(table[role], role.rawValue)
            XCTAssertTrue(Role.all.contains(role))
            XCTAssertEqual(Role.titles.contains(role), [.alertTitle, .actionSheetTitle].contains(role))
        }
    }

    func testRoleSetsAgreeWithSets() {
        for roles in [Role.all, Role.titles, Role.messages, Role.buttons, Role.commands, Role.alertParts, [], [.label]] {
            let bits = RoleSet(roles)
            XCTAssertEqual(Set(bits.roles), roles)
            for role in Role.allCases { XCTAssertEqual(bits.contains(role), roles.contains(role), "\(role)") }
        }
        for description in RuleRegistry.descriptions { XCTAssertEqual(Set(description.roleSet.roles), description.roles) }
    }
}
