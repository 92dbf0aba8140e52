import CopyRules
import XCTest

/// `Role` hashes the byte a case is stored as: that byte must tell every case apart.
final class RoleTests: XCTestCase {
    func testEveryCaseIsStoredAsItsOwnByte() {
        XCTAssertEqual(MemoryLayout<Role>.size, 1)
        let bytes = Role.allCases.map { role in withUnsafeBytes(of: role) { $0[0] } }
        XCTAssertEqual(Set(bytes).count, Role.allCases.count)
    }

    func testSetsAndTablesFindEveryRole() {
        let table = Dictionary(uniqueKeysWithValues: Role.allCases.map { ($0, $0.rawValue) })
        for role in Role.allCases {
            XCTAssertEqual(table[role], role.rawValue)
            XCTAssertTrue(Role.all.contains(role))
            XCTAssertEqual(Role.titles.contains(role), [.alertTitle, .actionSheetTitle].contains(role))
        }
    }
}
