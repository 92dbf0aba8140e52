import CopyLintKit
import CopyRules
import Foundation
import XCTest

/// Role patterns are the configuration's, run on keys and comments a pull request writes (issue 45: `(a+)+b`
/// took over a minute on 20 characters). Each search has a budget; one that runs out matches nothing.
final class RolePatternBudgetTests: XCTestCase {
    func testCatastrophicBacktrackingGivesUpQuickly() {
        let pattern = RolePattern(keyPattern: nil, commentPattern: "(a+)+b", role: .alertTitle)
        XCTAssertNil(pattern.problem)
        let start = Date()
        XCTAssertFalse(pattern.matches(key: "k", comment: String(repeating: "a", count: 40)))
        XCTAssertTrue(pattern.matches(key: "k", comment: "aaab"))
        XCTAssertLessThan(Date().timeIntervalSince(start), 2)
    }

    func testDotStarOnALongCommentIsBounded() {
        let pattern = RolePattern(keyPattern: "/.*x.*y.*z/", commentPattern: nil, role: .alertTitle)
        let start = Date()
        for _ in 0..<20 { XCTAssertFalse(pattern.matches(key: String(repeating: "x", count: 100_000), comment: nil)) }
        XCTAssertLessThan(Date().timeIntervalSince(start), 5)
    }

    func testOrdinaryPatternsStillMatch() {
        let pattern = RolePattern(keyPattern: "/_alert_title$/", commentPattern: "alert (title|heading)", role: .alertTitle)
        XCTAssertTrue(pattern.matches(key: "delete_alert_title", comment: "The Alert Title for deleting"))
        XCTAssertFalse(pattern.matches(key: "delete_alert_title_x", comment: "The alert title"))
        XCTAssertNotNil(RolePattern(keyPattern: nil, commentPattern: "(unclosed", role: .alertTitle).problem)
    }
}
