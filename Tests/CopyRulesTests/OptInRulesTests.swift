import CopyRules
import XCTest

/// The rules off by default are registered rules, each with its reason.
final class OptInRulesTests: XCTestCase {
    func testEveryOptInRuleIsARegisteredRuleWithAReason() {
        let registered = Set(RuleRegistry.descriptions.map(\.identifier))
        for (rule, reason) in OptInRules.reasons {
            XCTAssertTrue(registered.contains(rule), "\(rule) is not a registered rule")
            XCTAssertFalse(reason.isEmpty, rule)
        }
        XCTAssertNil(RuleRegistry.description(of: "ellipsis")?.optInReason)
        XCTAssertNotNil(RuleRegistry.description(of: "button_verb")?.optInReason)
        // Right where the role is certain: on by default, on certain roles only.
        XCTAssertNil(RuleRegistry.description(of: "yes_no_button")?.optInReason)
        XCTAssertEqual(RuleRegistry.description(of: "yes_no_button")?.neededConfidence, .certain)
    }
}
