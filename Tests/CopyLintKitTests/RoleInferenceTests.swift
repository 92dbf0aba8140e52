import CopyFormats
import CopyLintKit
import CopyRules
import CopyText
import XCTest

/// Each role signal on entries built here, and FINDINGS.md section 1's twenty examples without the corpus.
final class RoleInferenceTests: XCTestCase {
    private let inferrer = RoleInferrer()

    private func entry(_ key: String, _ text: String, comment: String? = nil, table: String = "Localizable") -> Entry {
        Entry(key: key, text: text, comment: comment, locale: "en", isSource: true, table: table)
    }

    /// The assignment of one entry read alone.
    private func assign(_ key: String, _ text: String, comment: String? = nil) -> RoleAssignment {
        inferrer.assign([entry(key, text, comment: comment)])[0]
    }

    private func assertRole(_ key: String, _ text: String, comment: String? = nil, _ role: Role, _ source: RoleSource,
                            file: StaticString = #filePath, line: UInt = #line) {
        let assignment = assign(key, text, comment: comment)
        XCTAssertEqual(assignment.role, role, "\(key) / \(comment ?? "")", file: file, line: line)
        XCTAssertEqual(assignment.source, source, "\(key) / \(comment ?? "")", file: file, line: line)
    }

    // MARK: - Interface Builder

    func testInterfaceBuilderClassAndProperty() {
        let cases: [(String, String, Role)] = [
            ("UIButton", "normalTitle", .button),
            ("NSMenuItem", "title", .menuItem),
            ("UIBarButtonItem", "title", .toolbarItem),
            ("UINavigationItem", "title", .navTitle),
            ("UITabBarItem", "title", .tabTitle),
            ("UILabel", "text", .label),
            ("NSTextFieldCell", "title", .label),
            ("UISearchBar", "placeholder", .searchBarPlaceholder),
            ("UITextField", "placeholder", .label),
            ("UIViewController", "title", .navTitle),
            ("UITableViewSection", "headerTitle", .label),
            ("UISegmentedControl", "segmentTitles[0]", .button),
        ]
        for (className, property, role) in cases {
            let comment = "Class = \"\(className)\"; \(property) = \"Title\"; ObjectID = \"abc-de-fgh\";"
            assertRole("abc-de-fgh.\(property)", "Title", comment: comment, role, .interfaceBuilder)
        }
    }

    func testInterfaceBuilderPropertiesThatAreNoTitle() {
        // A button's accessibility label is spoken, not shown: IB decides it has no role, and nothing weaker overrides.
        assertRole("7zN-Xh-yYi.accessibilityLabel", "Close", comment: "Class = \"UIButton\"; accessibilityLabel = \"Close\"; ObjectID = \"7zN-Xh-yYi\";",
                   .unknown, .interfaceBuilder)
        assertRole("7zN-Xh-yYi.accessibilityHint", "Closes the alert", comment: "Class = \"UIButton\"; accessibilityHint = \"Closes the alert\"; ObjectID = \"7zN-Xh-yYi\";",
                   .unknown, .interfaceBuilder)
    }

    func testNSButtonCellIsLeftUnknown() {
        // Push button ("Reset to Default") or checkbox ("Start at Login"): the comment does not say which.
        assertRole("3GX-gq-Yaq.title", "Reset to Default", comment: "Class = \"NSButtonCell\"; title = \"Reset to Default\"; ObjectID = \"3GX-gq-Yaq\";",
                   .unknown, .interfaceBuilder)
    }

    func testUnlistedClassDecidesNothingAndIsNotReadAsAPhrase() {
        // The text inside an IB comment is not a translator's phrase.
        assertRole("abc-de-fgh.title", "Alert title", comment: "Class = \"UIView\"; title = \"Alert title\"; ObjectID = \"abc-de-fgh\";", .unknown, .none)
    }

    func testInterfaceBuilderKeyWithoutComment() {
        assertRole("7zN-Xh-yYi.normalTitle", "Feedback teilen", .button, .interfaceBuilder)
        assertRole("2Az-3u-oGb.title", "Entfernen", .unknown, .none)
    }

    func testInterfaceBuilderFixtureFile() throws {
        let file = try LocalizationReader.read(path: RoleInferencePaths.fixture("en.lproj/Feedback.strings"))
        let roles = inferrer.assign(file.entries).map(\.role)
        XCTAssertEqual(roles, [.button, .unknown, .navTitle, .toolbarItem, .label, .label, .searchBarPlaceholder])
    }

    // MARK: - Translator comments

    func testCommentPhrases() {
        let cases: [(String, Role)] = [
            ("Title for alert shown when sync paused for an error", .alertTitle),
            ("Alert title", .alertTitle),
            ("Authentication Alert Title", .alertTitle),
            ("Title of an alert that informs the user that they have been signed out of their account", .alertTitle),
            ("Alert title informing the user that the OPML export has encountered an error.", .alertTitle),
            ("Title for sync error alert", .alertTitle),
            ("Title of the dialog to confirm deleting Sync server data", .alertTitle),
            ("Alert title explaining the message is shown by a website", .alertTitle),
            ("Alert message", .alertMessage),
            ("The body of an alert message asking the user if they want to continue", .alertMessage),
            ("Message/Body of an alert that explains that the user should tap a button", .alertMessage),
            ("Description for alert shown when sync error occurs", .alertMessage),
            ("Alert for general error message", .alertMessage),
            ("Delete action - button shown in alert", .alertButton),
            ("Confirmation button in alert", .alertButton),
            ("Learn more button in alert", .alertButton),
            ("Authentication Alert Sign In Button", .alertButton),
            ("Sync error alert action button title, takes the user to the sync settings page.", .alertButton),
            ("Cancel button for JavaScript alerts", .alertButton),
            ("Confirmation option presented when a user selects to subscribe to all podcasts in a list.", .alertButton),
            ("Button that takes the user to learn more about Duck Player.", .button),
            ("Button title for the confirmation prompt when reporting autofill is not working", .button),
            ("VPN disconnect button text", .button),
            ("Cancel button for auth when opening login list", .button),
            ("Menu item", .menuItem),
            ("New tab menu item opening a new tab", .menuItem),
            ("Title for text zoom menu item.", .menuItem),
            ("Title of an action sheet", .actionSheetTitle),
            ("Navigation bar Title for subscriptions", .navTitle),
            ("Home tab title", .tabTitle),
            ("Prompt for the toggle to include starred episodes when auto archiving.", .option),
            ("Placeholder in the add bookmark form", .label),
            ("Placeholder for search field on autofill login listing", .searchBarPlaceholder),
            ("Section header for settings related to data usage.", .label),
        ]
        for (comment, role) in cases {
            assertRole("some_key", "Some text", comment: comment, role, .comment)
        }
    }

    func testCommentsThatSayNothing() {
        for comment in [
            "MARK: Menu", // IceCubes section marker
            "No comment provided by engineer.",
            "Informs the user … Provides a prompt to tap the refresh button that is presented above this message box.",
            "Number of episodes. '%1$@' is a placeholder for the number of episodes.",
            "Title for the onboarding dialog popup", // a custom view, not an alert
            "Prompt to delete the selected item(s).", // Pocket Casts' "prompt" is any control
            "Alert shown when the title is empty", // the gap may not cross "shown when"
        ] {
            assertRole("some_key", "Some text", comment: comment, .unknown, .none)
        }
    }

    func testCommentThatRepeatsTheTextIsNotRead() {
        // KeepingYouAwake: key, value and comment are the same.
        let text = "Do you really want to reset the activation durations to the default values?"
        assertRole(text, text, comment: text, .unknown, .none)
        assertRole("Menu item", "Menu item", comment: "Menu item", .unknown, .none)
    }

    func testCommentThatNamesNoVisibleRoleStopsTheKey() {
        assertRole("settings.done.button", "Done", comment: "Accessibility label for the done button", .unknown, .comment)
    }

    func testCancelFromComment() {
        let assignment = assign("email.aliasAlert.decline", "Cancel", comment: "Cancel option for the email alias alert")
        XCTAssertEqual(assignment.role, .alertButton)
        XCTAssertTrue(assignment.isCancel)
        XCTAssertFalse(assign("alert.title", "Delete?", comment: "Alert title").isCancel)
    }

    // MARK: - Keys

    func testKeySegments() {
        let cases: [(String, String, Role)] = [
            ("Common.Alerts.DeletePost.Title", "Delete Post", .alertTitle),
            ("Common.Alerts.DeletePost.Message", "Are you sure?", .alertMessage),
            ("alerts.auth_required.title", "You must sign in to continue", .alertTitle),
            ("alerts.auth_required.message", "The server has rejected your credentials.", .alertMessage),
            ("onboarding.network_input.no_network.skip.alert.primary_button.title", "Cancel", .alertButton),
            ("improv.wifi.alert.connect_button", "Connect", .alertButton),
            ("alert.sync-paused-title", "Sync is Paused", .alertTitle),
            ("account_signed_out_alert_title", "You've been signed out.", .alertTitle),
            ("account_signed_out_alert_msg", "Sign in again.", .alertMessage),
            ("settings.debugging.reset_app.alert_title", "Delete all app data?", .alertTitle),
            ("bookmark.deleteFolderAlert.deleteButton", "Delete", .alertButton),
            ("alert.button.ok", "OK", .alertButton),
            ("alerts.confirm.cancel", "Cancel", .alertButton),
            ("url_handler.call_service.confirm.title", "Call service?", .alertTitle),
            ("folder_delete_prompt_title", "Are You Sure?", .alertTitle),
            ("alertTitleCloseTabs.withCount/tabs/one", "Close Tab?", .alertTitle),
            ("alertTitleCloseTabs.withCount/a/b/c", "Close Tab?", .alertTitle),
            ("löschen.alert.title/plural/one", "Löschen?", .alertTitle),
            ("Common.Alerts.PublishPostFailure.AttachmentsMessage.MoreThanOneVideo", "Cannot attach more than one video.", .alertMessage),
            ("alert.error", "Error!", .alertTitle),
            ("Common.Controls.Actions.Discard", "Discard", .button),
            ("Scene.ServerPicker.Button.SeeMore", "See More", .button),
            ("done.button", "Done", .button),
            ("onboarding.network_input.primary_button.title", "Next", .button),
            ("action.title.delete", "Delete", .button),
            ("menu.new-post", "New Post", .menuItem),
            ("status.media.contextmenu.copy", "Copy image", .menuItem),
            ("account.add.navigation-title", "Add Account", .navTitle),
            ("settings.search.prompt", "Search settings", .searchBarPlaceholder),
            ("bookmark.searchbar.placeholder", "Search", .searchBarPlaceholder),
            ("auth.alert.password.placeholder", "Password", .label),
        ]
        for (key, text, role) in cases {
            assertRole(key, text, role, .key)
        }
    }

    func testKeysThatSayNothing() {
        let cases: [(String, String)] = [
            ("settings_export_error", "Export Error"), // Pocket Casts: the key alone is mute
            ("Scene.Settings.Title", "Settings"), // `title` alone never means an alert title
            ("action.title.copy.message", "URL copied"), // DuckDuckGo: "title" is a button's, then a message: a toast
            ("episode_filter_title", "Filters"), // Pocket Casts: `_title` is a screen's
            ("component::alert::title", "Alert"), // Home Assistant: the "alert" integration's name
            ("settings_details.privacy.alerts.title", "Alerts"),
            ("app_intents.assist_prompt.title", "Assist prompt"),
            ("magic_item.require_confirmation.title", "Require confirmation"),
            ("onboarding.network_input.no_network.alert", "Network name required"),
            ("Scene.Settings.Notifications.Alert.Boosts", "Boosts"),
            ("settings.display.translate-button", "Show Translate Button"),
            ("filter.edit.action", "Filter Action"),
            ("settings_details.actions.footer", "Actions are used in the Apple Watch app."),
            ("Common.Alerts.Common.PleaseTryAgainLater", "Please try again later."),
            ("watch_main_menu", "Main Menu"),
            ("settings_details.general.visibility.options.menu_bar", "Menu Bar"),
            ("cancel", "Cancel"), // an answer alone is not enough
            ("Boost Button Behavior", "Boost Button Behavior"), // a key that is English text
            ("Delete alert title/one", "Delete"), // English text before a variation's path
            ("/alert.title", "Title"), // nothing before the variation's path
            ("account.action.block-user-confirmation", "Do you want to block this user?"),
        ]
        for (key, text) in cases {
            assertRole(key, text, .unknown, .none)
        }
        assertRole("accessibility.editor.button.poll", "Poll", .unknown, .key)
        assertRole("Common.Controls.Status.Actions.A11YLabels.Reblog", "Boost", .unknown, .key)
    }

    func testCancelFromKey() {
        XCTAssertTrue(assign("improv.wifi.alert.cancel_button", "Cancel").isCancel)
        XCTAssertTrue(assign("Common.Alerts.UnfollowUser.Cancel", "Cancel").isCancel)
        XCTAssertTrue(assign("webJSAlert.cancel.button", "Cancel").isCancel)
        XCTAssertFalse(assign("downloads.cancel-download.alert.yes", "Yes").isCancel)
        XCTAssertFalse(assign("downloads.cancel-download.alert.title", "Cancel download?").isCancel)
    }

    // MARK: - Siblings and groups

    func testVerbSiblingOfAnAlertIsItsButton() {
        let entries = [
            entry("Common.Alerts.UnfollowUser.Title", "Unfollow %@?"),
            entry("Common.Alerts.UnfollowUser.Unfollow", "Unfollow"),
            entry("Common.Alerts.UnfollowUser.Cancel", "Cancel"),
            entry("Common.Alerts.VoteFailure.Title", "Vote Failure"),
            entry("Common.Alerts.VoteFailure.PollEnded", "The poll has ended"),
            entry("Common.Alerts.Common.PleaseTryAgain", "Please try again."),
        ]
        let assignments = inferrer.assign(entries)
        let group = "Localizable:Common.Alerts.UnfollowUser"
        XCTAssertEqual(assignments[0], RoleAssignment(role: .alertTitle, source: .key, group: group))
        XCTAssertEqual(assignments[1], RoleAssignment(role: .alertButton, source: .sibling, group: group))
        XCTAssertEqual(assignments[2], RoleAssignment(role: .alertButton, source: .key, group: group, isCancel: true))
        XCTAssertEqual(assignments[4].role, .unknown, "a sentence is no button")
        XCTAssertEqual(assignments[5].role, .unknown, "no title or message beside it")
        // Alone, the verb says nothing.
        XCTAssertEqual(inferrer.assign([entries[1]])[0].role, .unknown)
    }

    /// A translation's entries that have a source string keep its assignment, whatever their own signals say;
    /// the others are inferred, with the inherited ones as their siblings.
    func testInheritedAssignmentsAreKeptAndAreSiblings() {
        let title = RoleAssignment(role: .alertTitle, source: .key, group: "Localizable:Common.Alerts.DeletePost")
        let entries = [
            entry("Common.Alerts.DeletePost.Title", "Beitrag löschen?"),
            entry("Common.Alerts.DeletePost.Delete", "Löschen"),  // no source string: the title beside it makes it a button
            entry("settings.button", "Tippe auf die Schaltfläche"),  // its source said no role: its own key is not read
            entry("login.alert.title", "Anmelden"),  // no source string, own key
        ]
        let inherited: [RoleAssignment?] = [title, nil, .unknown, nil]
        let assignments = RoleInferrer(inferFromText: true).assign(entries, inherited: inherited)
        XCTAssertEqual(assignments[0], title)
        XCTAssertEqual(assignments[1], RoleAssignment(role: .alertButton, source: .sibling, group: "Localizable:Common.Alerts.DeletePost"))
        XCTAssertEqual(assignments[2], .unknown, "neither the key nor the text shape overrides the source")
        XCTAssertEqual(assignments[3].role, .alertTitle)
        XCTAssertEqual(assignments[3].source, .key)
        // Without the inherited title, the verb beside nothing says nothing; without inheritance, the key decides.
        XCTAssertEqual(inferrer.assign(Array(entries[1...1]), inherited: [nil])[0].role, .unknown)
        XCTAssertEqual(inferrer.assign([entries[2]])[0].role, .button)
    }

    func testGroupsJoinTheStringsOfOneAlert() {
        let entries = [
            entry("improv.wifi.alert.title", "Connect to WiFi"),
            entry("improv.wifi.alert.description", "Please enter your SSID and password."),
            entry("improv.wifi.alert.connect_button", "Connect"),
            entry("improv.wifi.alert.cancel_button", "Cancel"),
            entry("alert.sync-paused-title", "Sync is Paused", comment: "Title for alert shown when sync paused for an error"),
            entry("alert.sync-paused-alert-ok-button", "OK", comment: "Confirmation button in alert"),
            entry("settings_export_error", "Export Error", comment: "Alert title informing the user that the OPML export has encountered an error."),
            entry("settings_export_error_msg", "Unable to export OPML.", comment: "Alert message informing the user that the OPML export has encountered an error."),
            entry("Common.Controls.Actions.Discard", "Discard"),
        ]
        let groups = inferrer.assign(entries).map(\.group)
        XCTAssertEqual(groups, [
            "Localizable:improv.wifi", "Localizable:improv.wifi", "Localizable:improv.wifi", "Localizable:improv.wifi",
            "Localizable:alert.sync-paused", "Localizable:alert.sync-paused",
            "Localizable:settings_export_error", "Localizable:settings_export_error",
            nil,
        ])
    }

    func testFixtureFileOfKeysAndComments() throws {
        let file = try LocalizationReader.read(path: RoleInferencePaths.fixture("en.lproj/Localizable.strings"))
        let assignments = inferrer.assign(file.entries)
        XCTAssertEqual(assignments.map(\.role), [
            .alertTitle, .alertMessage, .alertButton, .alertButton, .alertTitle, .alertButton, .menuItem, .unknown, .unknown,
        ])
        XCTAssertEqual(assignments.map(\.source), [.key, .key, .sibling, .key, .comment, .comment, .key, .none, .none])
        XCTAssertEqual(assignments.map(\.isCancel), [false, false, false, true, false, false, false, false, false])
    }

    // MARK: - Configuration and text

    func testConfigurationPatternsComeFirst() {
        let inferrer = RoleInferrer(patterns: [
            RolePattern(keyPattern: "Scene.*.Title", commentPattern: nil, role: .navTitle),
            RolePattern(keyPattern: "/_dialog_head$/", commentPattern: nil, role: .alertTitle),
            RolePattern(keyPattern: nil, commentPattern: "^toolbar", role: .toolbarItem),
            RolePattern(keyPattern: "prefs.*", commentPattern: "switch", role: .option),
        ])
        let roles = inferrer.assign([
            entry("Scene.Settings.Title", "Settings"),
            entry("delete_dialog_head", "Delete?"),
            entry("x", "Share", comment: "Toolbar share button"),
            entry("prefs.sync", "Sync over cellular", comment: "Switch for syncing"),
            entry("prefs.sync2", "Sync over cellular", comment: "Sync setting"),
            entry("Common.Alerts.DeletePost.Title", "Delete Post"),
        ])
        XCTAssertEqual(roles.map(\.role), [.navTitle, .alertTitle, .toolbarItem, .option, .unknown, .alertTitle])
        XCTAssertEqual(roles.map(\.source), [.config, .config, .config, .config, .none, .key])
    }

    func testGlobAndInvalidPatterns() {
        let glob = RolePattern(keyPattern: "a?c*", commentPattern: nil, role: .button)
        XCTAssertTrue(glob.matches(key: "abcdef", comment: nil))
        XCTAssertTrue(glob.matches(key: "axc", comment: nil))
        XCTAssertFalse(glob.matches(key: "ac", comment: nil))
        XCTAssertFalse(glob.matches(key: "xabc", comment: nil))
        XCTAssertNil(glob.problem)
        let invalid = RolePattern(keyPattern: "/(unclosed/", commentPattern: nil, role: .button)
        XCTAssertNotNil(invalid.problem)
        XCTAssertFalse(invalid.matches(key: "(unclosed", comment: nil))
        XCTAssertFalse(RolePattern(keyPattern: nil, commentPattern: nil, role: .button).matches(key: "x", comment: "y"))
    }

    func testTextShapeOnlyWhenAsked() {
        let question = entry("Do you really want to reset?", "Do you really want to reset?")
        XCTAssertEqual(RoleInferrer().assign([question])[0], RoleAssignment(role: .unknown, source: .none))
        XCTAssertEqual(RoleInferrer(inferFromText: true).assign([question])[0], RoleAssignment(role: .alertMessage, source: .text))
        // Text never overrides a signal.
        let title = entry("Common.Alerts.DeletePost.Title", "Are you sure?")
        XCTAssertEqual(RoleInferrer(inferFromText: true).assign([title])[0].source, .key)
    }

    func testStdinHelpersStillWork() {
        XCTAssertTrue(CancelSignal.marks(key: "alert.cancel", comment: nil))
        XCTAssertTrue(CancelSignal.marks(key: nil, comment: "Cancel button for the sheet"))
        XCTAssertFalse(CancelSignal.marks(key: "cancel_download", comment: nil))
        XCTAssertFalse(CancelSignal.marks(key: nil, comment: nil))
        XCTAssertEqual(TextShapeRole.guess(Analyzer(locale: "en").analyze("Delete this photo?")), .alertMessage)
        XCTAssertEqual(TextShapeRole.guess(Analyzer(locale: "en").analyze("Delete")), .unknown)
    }

    // MARK: - FINDINGS.md section 1, examples 1–20

    func testFindingsExamples() {
        let mastodon = inferrer.assign([
            entry("Common.Alerts.DeletePost.Message", "Are you sure you want to delete this post?"), // 2
            entry("Common.Alerts.DeletePost.Title", "Delete Post"), // 1
            entry("Common.Alerts.UnfollowUser.Title", "Unfollow %@?"),
            entry("Common.Alerts.UnfollowUser.Unfollow", "Unfollow"), // 3
            entry("Common.Controls.Actions.Discard", "Discard"), // 4
        ])
        XCTAssertEqual(mastodon[1], RoleAssignment(role: .alertTitle, source: .key, group: "Localizable:Common.Alerts.DeletePost"))
        XCTAssertEqual(mastodon[0], RoleAssignment(role: .alertMessage, source: .key, group: "Localizable:Common.Alerts.DeletePost"))
        XCTAssertEqual(mastodon[3], RoleAssignment(role: .alertButton, source: .sibling, group: "Localizable:Common.Alerts.UnfollowUser"))
        XCTAssertEqual(mastodon[4], RoleAssignment(role: .button, source: .key))

        assertRole("alerts.auth_required.title", "You must sign in to continue", .alertTitle, .key) // 5
        assertRole("alerts.auth_required.message", "The server has rejected your credentials, and you must sign in again to continue.", .alertMessage, .key) // 6
        assertRole("onboarding.network_input.no_network.skip.alert.primary_button.title", "Cancel", .alertButton, .key) // 7
        assertRole("improv.wifi.alert.connect_button", "Connect", .alertButton, .key) // 8
        assertRole("alert.button.ok", "OK", .alertButton, .key) // 9
        assertRole("menu.new-post", "New Post", comment: "MARK: Menu", .menuItem, .key) // 10

        assertRole("alert.sync-paused-title", "Sync is Paused", comment: "Title for alert shown when sync paused for an error", .alertTitle, .comment) // 11
        assertRole("alert.sync-paused-alert-ok-button", "OK", comment: "Confirmation button in alert", .alertButton, .comment) // 12
        assertRole("action.title.delete", "Delete", comment: "Delete action - button shown in alert", .alertButton, .comment) // 13
        assertRole("action.title.tab.new", "New Tab", comment: "New tab menu item opening a new tab", .menuItem, .comment) // 14
        assertRole("account_signed_out_alert_title", "You've been signed out.",
                   comment: "Title of an alert that informs the user that they have been signed out of their account", .alertTitle, .comment) // 15
        assertRole("settings_export_error", "Export Error",
                   comment: "Alert title informing the user that the OPML export has encountered an error. 'OPML' refers to the file type that will be exported.",
                   .alertTitle, .comment) // 16
        assertRole("bookmark_delete_warning_body", "Are you sure you want to delete these bookmarks?",
                   comment: "The body of an alert message asking the user if they want to continue with deleting the selected bookmarks", .alertMessage, .comment) // 17

        assertRole("7zN-Xh-yYi.normalTitle", "Feedback teilen", comment: "Class = \"UIButton\"; normalTitle = \"Share Feedback\"; ObjectID = \"7zN-Xh-yYi\";",
                   .button, .interfaceBuilder) // 18
        assertRole("2Az-3u-oGb.title", "Remove", comment: "Class = \"NSMenuItem\"; title = \"Remove\"; ObjectID = \"2Az-3u-oGb\";",
                   .menuItem, .interfaceBuilder) // 19
        assertRole("3GX-gq-Yaq.title", "Reset to Default", comment: "Class = \"NSButtonCell\"; title = \"Reset to Default\"; ObjectID = \"3GX-gq-Yaq\";",
                   .unknown, .interfaceBuilder) // 20
    }
}
