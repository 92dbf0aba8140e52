import XCTest
import CopyRules

/// Every rule's fix-its together: the checker's fix reaches the right string, and fixing again changes nothing,
/// also where two rules' fix-its touch the same words (title_case with menu_article, ok_spelling, quoted_button_name).
final class EnglishFixPointTests: XCTestCase {
    struct Case {
        let text: String
        let role: Role
        let expected: String
        var isCancel = false
        var group: [GroupMember] = []
        var options = RuleOptions()
    }

    let cases: [Case] = [
        Case(text: "add to favorites", role: .button, expected: "Add to Favorites"),
        Case(text: "Add To Favorites.", role: .button, expected: "Add to Favorites"),
        Case(text: "add the photo", role: .menuItem, expected: "Add Photo"),
        Case(text: "the latest posts...", role: .menuItem, expected: "Latest Posts…"),
        Case(text: "Add The Photo To an Album", role: .menuItem, expected: "Add Photo to Album"),
        Case(text: "Failed To Connect.", role: .alertTitle, expected: "Failed to Connect"),
        Case(text: "are you sure you want to quit", role: .alertTitle, expected: "Are you sure you want to quit?"),
        Case(text: "Are You Sure?", role: .alertTitle, expected: "Are you sure?"),
        Case(text: "check your Inbox.", role: .alertTitle, expected: "Check Your Inbox"),
        Case(text: "This can't be reverted", role: .alertTitle, expected: "This can't be reverted."),
        Case(text: "This photo will be deleted ", role: .alertMessage, expected: "This photo will be deleted."),
        Case(text: "Heck Yes!", role: .alertButton, expected: "Heck Yes"),
        Case(text: "select all", role: .editMenuItem, expected: "Select All"),
        Case(text: "Settings...", role: .menuItem, expected: "Settings…"),
        Case(text: "ok", role: .alertButton, expected: "OK"),
        Case(text: "Okay.", role: .alertButton, expected: "OK"),
        Case(text: "Delete this photo ?", role: .alertTitle, expected: "Delete this photo?"),
        Case(text: "Delete \"%@\"?", role: .alertTitle, expected: "Delete “%@”?"),
        Case(text: "Tap \"delete\" to remove it", role: .alertMessage, expected: "Tap Delete to remove it.", group: [GroupMember("Delete", role: .alertButton)]),
        Case(text: "Click OK to continue", role: .alertMessage, expected: "Tap OK to continue."),
        Case(text: "never mind", role: .alertButton, expected: "Cancel"),
        Case(text: "Yes", role: .alertButton, expected: "Delete", group: [GroupMember("Delete this photo?", role: .alertTitle)]),
        Case(text: "No", role: .alertButton, expected: "Cancel", isCancel: true, group: [GroupMember("Delete this photo?", role: .alertTitle)]),
        Case(text: "Show Displays in Menu Bar", role: .option, expected: "Show displays in menu bar"),
        Case(text: "set up your mac mini", role: .button, expected: "Set Up Your Mac mini"),
        Case(text: "Your account has been locked.", role: .alertTitle, expected: "Your Account Has Been Locked", options: RuleOptions(edition: .legacy)),
        Case(text: "Tap OK to continue", role: .alertMessage, expected: "Click OK to continue.", options: RuleOptions(platform: .macos)),
    ]

    func testFixReachesAFixedPoint() {
        for item in cases {
            let checker = Checker(options: item.options)
            let fixed = checker.fix(item.text, in: StringContext(role: item.role, locale: "en", isCancel: item.isCancel, group: item.group))
            XCTAssertEqual(fixed, item.expected, "fix of \(item.text.debugDescription) as \(item.role.rawValue)")
            XCTAssertEqual(checker.fix(fixed, in: StringContext(role: item.role, locale: "en", isCancel: item.isCancel, group: item.group)), fixed, "fixing \(fixed.debugDescription) again")
            let left = checker.check(fixed, in: StringContext(role: item.role, locale: "en", isCancel: item.isCancel, group: item.group)).filter { !$0.fixIts.isEmpty }
            XCTAssertEqual(left.map(\.rule), [], "fix-its left on \(fixed.debugDescription)")
        }
    }

    /// The English rule pack (capitalization, punctuation, alert text, buttons, edit menu; not the four first rules).
    static let pack: Set<String> = [
        "title_case", "sentence_case", "title_terminal_punctuation", "title_sentence_punctuation", "question_mark",
        "message_terminal_punctuation", "menu_article", "button_terminal_punctuation", "straight_quotes", "single_word_title",
        "title_length", "message_length", "personal_pronoun", "judgmental_tone", "tap_verb", "quoted_button_name", "button_verb",
        "button_length", "cancel_label", "alert_button_count", "action_sheet_cancel", "edit_menu_standard_name", "edit_menu_custom_name",
    ]

    func testPackIsRegistered() {
        let registered = Set(RuleRegistry.all.map { $0.description.identifier })
        XCTAssertEqual(Self.pack.subtracting(registered), [])
    }

    /// The pack's own cost per string, the analysis excluded: a few microseconds for all its rules together (release build).
    func testRulesAreCheap() {
        let strings: [(String, Role)] = [
            ("Add to Favorites", .button), ("Delete this photo?", .alertTitle), ("Failed to Connect", .alertTitle),
            ("This photo will be deleted from iCloud Photos on all your devices.", .alertMessage), ("Select All", .editMenuItem),
            ("Go to Page…", .menuItem), ("Are you sure you want to quit?", .alertMessage), ("Don't Save", .alertButton),
            ("Sign In to iCloud", .menuItem), ("Show displays in menu bar", .option),
        ]
        let checker = Checker(enabled: { Self.pack.contains($0) })
        let rounds = 2_000
        for (text, role) in strings { _ = checker.check(text, in: StringContext(role: role, locale: "en")) }
        let clock = ContinuousClock()
        let all = clock.measure {
            for _ in 0..<rounds { for (text, role) in strings { _ = checker.check(text, in: StringContext(role: role, locale: "en")) } }
        }
        let analysisOnly = clock.measure {
            for _ in 0..<rounds { for (text, _) in strings { _ = checker.analyze(text, locale: "en") } }
        }
        let perString = (all - analysisOnly) / (rounds * strings.count)
        print("rules: \(perString) per string (analysis excluded); analysis: \(analysisOnly / (rounds * strings.count))")
        #if !DEBUG
        XCTAssertLessThan(perString, .microseconds(8))
        #endif
    }
}
