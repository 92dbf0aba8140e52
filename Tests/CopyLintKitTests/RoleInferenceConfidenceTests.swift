import CopyFormats
import CopyLintKit
import CopyRules
import XCTest

/// Each role's source and confidence, and what rules do with a role that is only a guess.
final class RoleInferenceConfidenceTests: XCTestCase {
    private func entry(_ key: String, _ text: String, comment: String? = nil) -> Entry {
        Entry(key: key, text: text, comment: comment, locale: "en", isSource: true, table: "Localizable")
    }

    private func assign(_ entries: [Entry], patterns: [RolePattern] = []) -> [RoleAssignment] {
        RoleInferrer(patterns: patterns).assign(entries)
    }

    func testConfidenceFollowsTheSource() {
        let pattern = RolePattern(keyPattern: "settings.reset", commentPattern: nil, role: .alertButton)
        let assignments = assign([
            entry("7zN-Xh-yYi.normalTitle", "Share", comment: "Class = \"UIButton\"; normalTitle = \"Share\"; ObjectID = \"7zN-Xh-yYi\";"),
            entry("settings.reset", "Reset"),
            entry("photo.remove", "Remove", comment: "Button that removes the photo"),
            entry("delete_alert.title", "Delete this photo?"),
            entry("note", "Some text"),
        ], patterns: [pattern])
        XCTAssertEqual(assignments.map(\.source), [.interfaceBuilder, .config, .comment, .key, .none])
        XCTAssertEqual(assignments.map(\.confidence), [.certain, .certain, .likely, .guess, .guess])
    }

    func testGroupsFromKeyPrefixesAreGuesses() {
        let assignments = assign([
            entry("delete_alert.title", "Delete this photo?"),
            entry("delete_alert.button.delete", "Delete"),
            entry("delete_alert.button.cancel", "Cancel"),
        ])
        XCTAssertEqual(assignments[0].group, "Localizable:delete_alert")
        XCTAssertTrue(assignments.allSatisfy { $0.groupConfidence == .guess })
        // A role from the configuration is certain; its group, still made from the key's prefix, is not.
        let configured = assign([entry("delete_alert.title", "Delete this photo?")],
                                patterns: [RolePattern(keyPattern: "*.title", commentPattern: nil, role: .alertTitle)])[0]
        XCTAssertEqual(configured.confidence, .certain)
        XCTAssertEqual(configured.groupConfidence, .guess)
    }

    func testSentencePiecesGetNoRole() {
        for key in ["welcome_action_part1", "welcome_action_part2", "onboarding.confirm.prompt.part1", "alert.title.fragment"] {
            let assignment = assign([entry(key, "Tap here to")])[0]
            XCTAssertEqual(assignment.role, .unknown, key)
            XCTAssertEqual(assignment.source, .key, key)
        }
    }

    func testAccessibilityTextIsNeverAButton() {
        let assignments = assign([
            entry("player.button.accessibility", "Play"),
            entry("toolbar.share.a11y_hint", "Shares the photo"),
            entry("share.button", "Share", comment: "VoiceOver label for the share button"),
        ])
        XCTAssertEqual(assignments.map(\.role), [.unknown, .unknown, .unknown])
        XCTAssertFalse(assignments.contains { $0.source == .none })
    }

    /// A rule for a role runs on a likely or certain role, not on a guess; rules for every role run on all.
    func testCheckerSkipsRulesThatNeedMore() {
        let checker = Checker()
        let rules: (RoleConfidence) -> Set<String> = { confidence in
            Set(checker.check("Ok...", in: StringContext(role: .alertButton, locale: "en", roleConfidence: confidence)).map(\.rule))
        }
        XCTAssertTrue(rules(.certain).contains("ok_spelling"))
        XCTAssertTrue(rules(.likely).contains("ok_spelling"))
        XCTAssertFalse(rules(.guess).contains("ok_spelling"))
        // `ellipsis` runs on every role, so on a guess too.
        XCTAssertTrue(rules(.guess).contains("ellipsis"))
    }

    func testGroupRulesNeedACertainGroup() {
        let members = ["Save changes?", "Save", "Don't Save", "Cancel"].enumerated().map {
            GroupMember($0.element, role: $0.offset == 0 ? .alertTitle : .alertButton, isCancel: $0.element == "Cancel")
        }
        let checker = Checker()
        XCTAssertEqual(checker.checkGroup(members, locale: "en", confidence: .certain).map(\.diagnostic.rule), ["alert_button_count"])
        XCTAssertEqual(checker.checkGroup(members, locale: "en", confidence: .likely).count, 0)
        XCTAssertEqual(checker.checkGroup(members, locale: "en", confidence: .guess).count, 0)
    }

    func testRuleDescriptionsDeclareWhatTheyNeed() {
        for description in RuleRegistry.descriptions {
            if description.roles == Role.all {
                XCTAssertEqual(description.neededConfidence, .guess, description.identifier)
            }
        }
        for rule in RuleRegistry.groupRules {
            XCTAssertEqual(rule.description.neededConfidence, .certain, rule.description.identifier)
        }
        XCTAssertEqual(RuleRegistry.description(of: "button_verb")?.neededConfidence, .likely)
        XCTAssertEqual(RuleTable.neededConfidence(AlertButtonCountRule.description), "group certain")
    }
}

/// `copylint entries | copylint check`: the confidence `entries` prints travels with the role and the group.
final class StdinRoleConfidenceTests: XCTestCase {
    private func rules(_ jsonLines: String) throws -> [String] {
        let records = try StdinReader.records(from: Array(jsonLines.utf8), format: .jsonl)
        return StdinLinter(checker: Checker(), defaultRole: nil, defaultLocale: "en").check(records).map(\.diagnostic.rule).sorted()
    }

    func testAGuessedRoleRunsOnlyTheRulesForEveryRole() throws {
        let certain = #"{"text":"Ok...","role":"alert.button","role_confidence":"certain"}"#
        let guess = #"{"text":"Ok...","role":"alert.button","role_confidence":"guess"}"#
        let given = #"{"text":"Ok...","role":"alert.button"}"#
        XCTAssertTrue(try rules(certain).contains("ok_spelling"))
        XCTAssertTrue(try rules(given).contains("ok_spelling"))
        XCTAssertEqual(try rules(guess), ["ellipsis"])
    }

    func testAGroupFromKeyPrefixesIsNoGroup() throws {
        func alert(_ confidence: String) -> String {
            ["Save changes?", "Save", "Don't Save", "Cancel"].enumerated().map { index, text in
                let role = index == 0 ? "alert.title" : "alert.button"
                return #"{"text":"\#(text)","role":"\#(role)","group":"g","group_confidence":"\#(confidence)"}"#
            }.joined(separator: "\n")
        }
        XCTAssertTrue(try rules(alert("certain")).contains("alert_button_count"))
        XCTAssertFalse(try rules(alert("guess")).contains("alert_button_count"))
    }
}
