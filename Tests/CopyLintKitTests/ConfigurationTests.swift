import XCTest
import CopyLintKit
import CopyRules

/// Rule identifiers the documented example names: the registered rules and those the example assumes.
let exampleRules = Configuration.registeredRules.union(["title_case", "title_length", "ellipsis", "length_expansion"])

/// `Fixtures/config/<name>`.
func configFixture(_ name: String) -> String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/config/\(name)").path
}

final class ConfigurationTests: XCTestCase {
    func testFullExampleSetsEveryField() throws {
        let path = configFixture("full.copylint.yml")
        let configuration = try Configuration.load(path: path, knownRules: exampleRules)

        XCTAssertEqual(configuration.path, path)
        XCTAssertEqual(configuration.rootDirectory, URL(fileURLWithPath: path).deletingLastPathComponent().path)
        XCTAssertEqual(configuration.disabledRules, ["length_expansion"])
        XCTAssertEqual(configuration.optInRules, [])
        XCTAssertEqual(configuration.onlyRules, ["title_case", "ellipsis"])
        XCTAssertEqual(configuration.severities, ["title_case": .error, "title_length": .error])
        XCTAssertEqual(configuration.thresholds, ["title_length": 40])
        XCTAssertEqual(configuration.included, ["App/Resources"])
        XCTAssertEqual(configuration.excluded, ["Pods", "**/Generated/**"])
        XCTAssertEqual(configuration.sourceLocale, "en")
        XCTAssertEqual(configuration.platform, .ios)
        XCTAssertEqual(configuration.edition, .current)
        XCTAssertEqual(configuration.inferRolesFromText, false)

        XCTAssertEqual(configuration.roles.count, 3)
        XCTAssertEqual(configuration.roles[0].keyGlob, "*.alert.title")
        XCTAssertEqual(configuration.roles[0].role, .alertTitle)
        XCTAssertEqual(configuration.roles[0].line, 19)
        XCTAssertEqual(configuration.roles[1].keyRegex, #"^Common\.Alerts\.[^.]+\.Title$"#)
        XCTAssertEqual(configuration.roles[1].role, .alertTitle)
        XCTAssertEqual(configuration.roles[2].commentRegex, "(?i)destructive button")
        XCTAssertEqual(configuration.roles[2].role, .alertButton)

        XCTAssertEqual(configuration.groups, [Configuration.Group(
            name: "delete_photo",
            keys: ["delete_photo.title", "delete_photo.message", "delete_photo.ok", "delete_photo.cancel"],
            cancel: "delete_photo.cancel", line: 26
        )])
        XCTAssertEqual(configuration.terms, ["MyBrand", "SuperSync"])
        XCTAssertEqual(configuration.words, ["en": ["judgmental": ["dumb"]], "de": ["terms": ["MeinProdukt"]]])

        XCTAssertTrue(configuration.isEnabled("title_case"))
        XCTAssertTrue(configuration.isEnabled("ellipsis"))
        XCTAssertFalse(configuration.isEnabled("length_expansion"))
        XCTAssertFalse(configuration.isEnabled("whitespace"))

        let options = configuration.ruleOptions
        XCTAssertEqual(options.platform, .ios)
        XCTAssertEqual(options.edition, .current)
        XCTAssertEqual(options.thresholds, ["title_length": 40])
    }

    func testFullExampleIsValidAgainstTheRegistry() throws {
        let named: Set<String> = ["title_case", "title_length", "ellipsis", "length_expansion"]
        try XCTSkipUnless(named.isSubset(of: Configuration.registeredRules), "the registry lacks \(named.subtracting(Configuration.registeredRules))")
        let configuration = try Configuration.load(path: configFixture("full.copylint.yml"))
        XCTAssertEqual(configuration.severity(for: "title_length", default: .warning), .error)
        XCTAssertEqual(configuration.thresholds["title_length"], 40)
    }

    func testEmptyFileIsTheDefaultConfiguration() throws {
        for text in ["", "\n", "# nothing here\n", "---\n", "~\n"] {
            let configuration = try Configuration.parse(yaml: text, path: "/p/.copylint.yml")
            XCTAssertEqual(configuration, Configuration(path: "/p/.copylint.yml"), text.debugDescription)
            XCTAssertEqual(configuration.rootDirectory, "/p")
            XCTAssertTrue(configuration.isEnabled("ellipsis"))
            XCTAssertNil(configuration.platform)
            XCTAssertEqual(configuration.ruleOptions.platform, .ios)
        }
    }

    func testEmptyValuesMeanUnset() throws {
        let configuration = try Configuration.parse(yaml: """
            disabled_rules:
            severity:
            platform:
            roles: []
            words:
              en:
            """, path: "/p/.copylint.yml")
        XCTAssertEqual(configuration.disabledRules, [])
        XCTAssertNil(configuration.platform)
        XCTAssertEqual(configuration.roles, [])
        XCTAssertEqual(configuration.words, [:])
    }

    func testRelativeConfigPathAnchorsAtTheCurrentFolder() throws {
        let configuration = try Configuration.parse(yaml: "", path: "sub/.copylint.yml")
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL.path
        XCTAssertEqual(configuration.rootDirectory, cwd + "/sub")
    }

    func testPlatformEditionAndStringsAsWritten() throws {
        let configuration = try Configuration.parse(yaml: """
            platform: macOS
            edition: "2014"
            source_locale: no
            infer_roles_from_text: yes
            """, path: "/p/.copylint.yml")
        XCTAssertEqual(configuration.platform, .macos)
        XCTAssertEqual(configuration.edition, .legacy)
        XCTAssertEqual(configuration.sourceLocale, "no", "Norwegian, not false")
        XCTAssertEqual(configuration.inferRolesFromText, true)
        XCTAssertEqual(configuration.ruleOptions.platform, .macos)
        XCTAssertEqual(configuration.ruleOptions.edition, .legacy)
    }

    // MARK: - Rules

    func testIsEnabledWithDisabledRules() throws {
        let configuration = try Configuration.parse(yaml: "disabled_rules: [whitespace, ellipsis]", path: "/p/c.yml")
        XCTAssertFalse(configuration.isEnabled("whitespace"))
        XCTAssertFalse(configuration.isEnabled("ellipsis"))
        XCTAssertTrue(configuration.isEnabled("ok_spelling"))
    }

    func testIsEnabledWithOptInRules() throws {
        let optIn: Set<String> = ["ok_spelling", "yes_no_button"]
        let none = try Configuration.parse(yaml: "", path: "/p/c.yml", optInRules: optIn)
        XCTAssertFalse(none.isEnabled("ok_spelling"))
        XCTAssertFalse(none.isEnabled("yes_no_button"))
        XCTAssertTrue(none.isEnabled("whitespace"))

        let some = try Configuration.parse(yaml: "opt_in_rules: [ok_spelling]\ndisabled_rules: [ellipsis]", path: "/p/c.yml", optInRules: optIn)
        XCTAssertTrue(some.isEnabled("ok_spelling"))
        XCTAssertFalse(some.isEnabled("yes_no_button"))
        XCTAssertFalse(some.isEnabled("ellipsis"))
        XCTAssertTrue(some.isEnabled("whitespace"))

        // listing a rule that is on anyway is accepted and changes nothing
        let redundant = try Configuration.parse(yaml: "opt_in_rules: [whitespace]", path: "/p/c.yml", optInRules: optIn)
        XCTAssertTrue(redundant.isEnabled("whitespace"))
    }

    func testIsEnabledWithOnlyRules() throws {
        let optIn: Set<String> = ["ok_spelling"]
        let configuration = try Configuration.parse(yaml: """
            only_rules: [whitespace, ok_spelling, ellipsis]
            disabled_rules: [untranslated]
            """, path: "/p/c.yml", optInRules: optIn)
        XCTAssertTrue(configuration.isEnabled("whitespace"))
        XCTAssertTrue(configuration.isEnabled("ok_spelling"), "only_rules turns opt-in rules on")
        XCTAssertFalse(configuration.isEnabled("yes_no_button"))
        XCTAssertFalse(configuration.isEnabled("untranslated"))

        let empty = try Configuration.parse(yaml: "only_rules: []", path: "/p/c.yml")
        XCTAssertTrue(empty.isEnabled("ellipsis"), "an empty only_rules restricts nothing")
    }

    func testSeverityOverrides() throws {
        let configuration = try Configuration.parse(yaml: """
            severity:
              whitespace: error
              ellipsis: INFO
            ok_spelling:
              severity: warning
            untranslated: info
            """, path: "/p/c.yml")
        XCTAssertEqual(configuration.severity(for: "whitespace", default: .warning), .error)
        XCTAssertEqual(configuration.severity(for: "ellipsis", default: .warning), .info)
        XCTAssertEqual(configuration.severity(for: "ok_spelling", default: .error), .warning)
        XCTAssertEqual(configuration.severity(for: "untranslated", default: .warning), .info)
        XCTAssertEqual(configuration.severity(for: "yes_no_button", default: .warning), .warning)
        XCTAssertEqual(configuration.severity(for: "yes_no_button", default: .error), .error)
    }

    func testThresholdsFromEveryForm() throws {
        let configuration = try Configuration.parse(yaml: """
            thresholds:
              title_length: 40
              button_words: 4
            message_length:
              max: 120
            length_expansion:
              severity: error
              expansion_ratio: 250
              expansion_slack: 0
            button_length: 30
            """, path: "/p/c.yml")
        XCTAssertEqual(configuration.thresholds, [
            "title_length": 40, "button_words": 4, "message_length": 120,
            "expansion_ratio": 250, "expansion_slack": 0, "button_length": 30,
        ])
        XCTAssertEqual(configuration.severity(for: "length_expansion", default: .warning), .error)
        XCTAssertEqual(configuration.ruleOptions.thresholds["expansion_ratio"], 250)
    }

    func testThresholdSetTwiceToTheSameValueIsFine() throws {
        let configuration = try Configuration.parse(yaml: """
            thresholds: {title_length: 40}
            title_length: {max: 40}
            """, path: "/p/c.yml")
        XCTAssertEqual(configuration.thresholds, ["title_length": 40])
    }

    // MARK: - Roles and groups

    func testRolePatternsFirstMatchWins() throws {
        let configuration = try Configuration.parse(yaml: #"""
            roles:
              - key: "*.alert.title"
                role: alert.title
              - key_regex: "^Common\\.Alerts\\.[^.]+\\.Title$"
                role: alert.title
              - comment_regex: "(?i)destructive button"
                role: alert.button
              - key: "Settings.*"
                comment_regex: "menu"
                role: menu.item
              - key: "*"
                role: label
            """#, path: "/p/c.yml")
        XCTAssertEqual(configuration.role(forKey: "photos.delete.alert.title", comment: nil), .alertTitle)
        XCTAssertEqual(configuration.role(forKey: "Common.Alerts.Delete.Title", comment: nil), .alertTitle)
        XCTAssertEqual(configuration.role(forKey: "Common.Alerts.Delete.Sub.Title", comment: nil), .label)
        XCTAssertEqual(configuration.role(forKey: "x", comment: "The Destructive Button of the alert"), .alertButton)
        XCTAssertEqual(configuration.role(forKey: "Settings.export", comment: "A menu item"), .menuItem)
        XCTAssertEqual(configuration.role(forKey: "Settings.export", comment: nil), .label, "both conditions must hold")
        XCTAssertNil(configuration.role(forKey: nil, comment: "nothing"))

        XCTAssertEqual(configuration.roles[0].keyPattern, #"^.*\.alert\.title$"#)
        XCTAssertEqual(configuration.roles[1].keyPattern, #"^Common\.Alerts\.[^.]+\.Title$"#)
        XCTAssertNil(configuration.roles[2].keyPattern)
        XCTAssertEqual(configuration.roles[2].commentPattern, "(?i)destructive button")

        // what the linter's matcher is given
        XCTAssertEqual(configuration.roles[0].rolePattern.keyPattern, "*.alert.title")
        XCTAssertEqual(configuration.roles[1].rolePattern.keyPattern, #"/^Common\.Alerts\.[^.]+\.Title$/"#)
        XCTAssertNil(configuration.roles[2].rolePattern.keyPattern)
        XCTAssertEqual(configuration.roles[2].rolePattern.commentPattern, "(?i)destructive button")
        XCTAssertEqual(configuration.roles[3].rolePattern.role, .menuItem)
        XCTAssertEqual(RolePatternSpec(keyGlob: "a[0-9].*", role: .button).rolePattern.keyPattern, #"/^a[0-9]\..*$/"#)
        XCTAssertEqual(RolePatternSpec(keyGlob: "/x/", role: .button).rolePattern.keyPattern, "/^/x/$/")
        XCTAssertTrue(RolePatternSpec(keyGlob: "/x/", role: .button).matches(key: "/x/", comment: nil))
        XCTAssertFalse(RolePatternSpec(keyGlob: "/x/", role: .button).matches(key: "x", comment: nil))
    }

    func testKeyGlobClassesAndEscapes() {
        let spec = RolePatternSpec(keyGlob: #"btn_[a-c]?\*"#, role: .button)
        XCTAssertTrue(spec.matches(key: "btn_bx*", comment: nil))
        XCTAssertFalse(spec.matches(key: "btn_dx*", comment: nil))
        XCTAssertFalse(spec.matches(key: "btn_bxy", comment: nil))
        XCTAssertEqual(spec.keyPattern, #"^btn_[a-c].\*$"#)
        let negated = RolePatternSpec(keyGlob: "[!x]*", role: .button)
        XCTAssertTrue(negated.matches(key: "abc", comment: nil))
        XCTAssertFalse(negated.matches(key: "xbc", comment: nil))
    }

    func testGroups() throws {
        let configuration = try Configuration.parse(yaml: """
            groups:
              - name: delete_photo
                keys: [delete_photo.title, delete_photo.message, delete_photo.ok, delete_photo.cancel]
                cancel: delete_photo.cancel
              - name: sign_out
                keys:
                  - sign_out.title
                  - sign_out.confirm
            """, path: "/p/c.yml")
        XCTAssertEqual(configuration.groups.map(\.name), ["delete_photo", "sign_out"])
        XCTAssertEqual(configuration.groups[1].keys, ["sign_out.title", "sign_out.confirm"])
        XCTAssertNil(configuration.groups[1].cancel)
        XCTAssertEqual(configuration.group(containing: "delete_photo.ok")?.name, "delete_photo")
        XCTAssertEqual(configuration.group(containing: "delete_photo.ok")?.cancel, "delete_photo.cancel")
        XCTAssertNil(configuration.group(containing: "other"))
    }
}
