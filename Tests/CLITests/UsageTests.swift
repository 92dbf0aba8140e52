import Foundation
import XCTest
import CopyLintKit
import CopyRules

/// The command line's own behaviour: usage errors, the default subcommand, empty folders, the summary line,
/// `rules` under a configuration, `explain`, completions.
final class UsageTests: XCTestCase {
    private let strings = ["App/en.lproj/Localizable.strings": "/* Button that deletes the photo */\n\"delete.ok\" = \"Ok\";\n"]

    func testUnknownRuleIsAUsageErrorWithASuggestion() throws {
        // Without a configuration file (the case that printed nothing and exited 0) and with one.
        for files in [strings, strings.merging([".copylint.yml": "disabled_rules: [ellipsis]\n"]) { $1 }] {
            let tree = try TemporaryTree(files)
            let lint = try tree.run("lint", "--only-rule", "ok_speling")
            XCTAssertEqual(lint.status, 64)
            XCTAssertTrue(lint.stderr.contains("unknown rule 'ok_speling'; did you mean 'ok_spelling'?"), lint.stderr)
            XCTAssertEqual(lint.stdout, "")
        }
        let explain = try TemporaryTree([:]).run("explain", "ok_speling")
        XCTAssertEqual(explain.status, 64)
        XCTAssertTrue(explain.stderr.contains("did you mean 'ok_spelling'?"), explain.stderr)
        let check = try TemporaryTree([:]).run("check", "--only-rule", "titel_case", "-", input: "Ok\n")
        XCTAssertEqual(check.status, 64)
        XCTAssertTrue(check.stderr.contains("did you mean 'title_case'?"), check.stderr)
    }

    func testNoSubcommandRunsLint() throws {
        let tree = try TemporaryTree(strings)
        let bare = try tree.run()
        let lint = try tree.run("lint")
        XCTAssertEqual(bare.status, 1)
        XCTAssertEqual(bare.stdout, lint.stdout)
        XCTAssertTrue(bare.stdout.contains("[ok_spelling]"), bare.stdout)
    }

    func testAFolderWithoutLocalisationFiles() throws {
        let tree = try TemporaryTree(["README.md": "# nothing to lint\n"])
        let empty = try tree.run("lint")
        XCTAssertEqual(empty.status, 66)
        XCTAssertTrue(empty.stderr.contains("no localisation files found"), empty.stderr)
        let allowed = try tree.run("lint", "--allow-empty")
        XCTAssertEqual(allowed.status, 0)
        XCTAssertEqual(allowed.stderr, "0 errors, 0 warnings, 0 infos in 0 strings (0 fixable)\n")
    }

    func testTheSummaryLineIsAlwaysPrintedAndCountsInTheSingular() throws {
        let clean = try TemporaryTree(["App/en.lproj/Localizable.strings": "/* Button that deletes the photo */\n\"delete.ok\" = \"Delete\";\n"])
        let cleanRun = try clean.run("lint")
        XCTAssertEqual(cleanRun.status, 0)
        XCTAssertEqual(cleanRun.stdout, "")
        XCTAssertEqual(cleanRun.stderr, "0 errors, 0 warnings, 0 infos in 1 string of 1 file (0 fixable)\n")
        let one = try TemporaryTree(strings).run("lint", "--only-rule", "ok_spelling")
        XCTAssertEqual(one.status, 1)
        XCTAssertEqual(one.stderr, "1 error, 0 warnings, 0 infos in 1 string of 1 file (1 fixable)\n")
        let check = try TemporaryTree([:]).run("check", "--role", "alert.button", "-", input: "Ok\nDelete\n")
        XCTAssertTrue(check.stderr.hasSuffix("in 2 strings (1 fixable)\n"), check.stderr)
        XCTAssertFalse(check.stderr.contains("1 errors") || check.stderr.contains("1 infos"), check.stderr)
    }

    func testRulesShowsWhatTheConfigurationEnablesAndAtWhatSeverity() throws {
        let tree = try TemporaryTree([".copylint.yml": "disabled_rules: [ellipsis]\nseverity: {question_mark: error, sentence_case: error}\n"])
        let rules = try tree.run("rules")
        XCTAssertEqual(rules.status, 0)
        let rows = Dictionary(uniqueKeysWithValues: rules.stdout.split(separator: "\n").map { line -> (String, [Substring]) in
            let fields = line.split(separator: "\t")
            return (String(fields[0]), Array(fields.dropFirst()))
        })
        XCTAssertEqual(rows["ellipsis"]?.prefix(2), ["disabled", "warning"])
        XCTAssertEqual(rows["question_mark"]?.prefix(2), ["enabled", "error"])
        XCTAssertEqual(rows["sentence_case"]?.prefix(2), ["disabled", "error"], "an opt-in rule the configuration did not opt into")
        XCTAssertEqual(rows["ok_spelling"]?.prefix(2), ["enabled", "error"])
        let bare = try TemporaryTree([:]).run("rules")
        XCTAssertTrue(bare.stdout.contains("question_mark\tenabled\twarning\t"), bare.stdout)
        let only = try TemporaryTree([:]).run("rules", "--only-rule", "ellipsis")
        XCTAssertTrue(only.stdout.contains("question_mark\tdisabled\t"), only.stdout)
    }

    func testExplainCitesHIGPagesParametersAndPrintsPlainQuotes() throws {
        let tree = try TemporaryTree([:])
        let personal = try tree.run("explain", "personal_pronoun")
        XCTAssertEqual(personal.status, 0)
        XCTAssertTrue(personal.stdout.contains("  Alerts: https://developer.apple.com/design/human-interface-guidelines/alerts\n"), personal.stdout)
        XCTAssertFalse(personal.stdout.contains("\\'"), personal.stdout)
        let title = try tree.run("explain", "title_length")
        XCTAssertTrue(title.stdout.contains("  title_length: 48 — "), title.stdout)
        let editMenu = try tree.run("explain", "edit_menu_custom_name")
        XCTAssertTrue(editMenu.stdout.contains("  edit_menu_words: 3 — "), editMenu.stdout)
        XCTAssertTrue(editMenu.stdout.contains("human-interface-guidelines/edit-menus"), editMenu.stdout)
    }

    func testCompletionsOfferOptionValues() throws {
        let script = try TemporaryTree([:]).run("--generate-completion-script", "bash")
        XCTAssertEqual(script.status, 0)
        for value in ["codeclimate", "sarif", "alert.title", "macos", "ok_spelling", "jsonl", "2014"] {
            XCTAssertTrue(script.stdout.contains(value), "completions lack \(value)")
        }
    }

    func testOptionValuesAreCheckedByTheirTypes() throws {
        let tree = try TemporaryTree(strings)
        for arguments in [["lint", "--format", "yaml"], ["lint", "--platform", "windows"], ["check", "--role", "alert.tittle", "-"]] {
            let run = try CommandRunner.run(arguments, in: tree.url)
            XCTAssertEqual(run.status, 64, arguments.joined(separator: " "))
        }
    }

    func testEveryRuleParameterIsAConfigurationSettingTheRuleReads() throws {
        // Declared once, in the rules' descriptions: the parser accepts each name (it rejected these two).
        let parameters = RuleRegistry.descriptions.flatMap(\.parameters)
        XCTAssertTrue(Set(parameters.map(\.name)).isSuperset(of: ["edit_menu_words", "alert_button_count", "title_length"]))
        let yaml = "thresholds:\n" + parameters.map { "  \($0.name): \($0.defaultValue)\n" }.joined()
        XCTAssertEqual(try Configuration.parse(yaml: yaml, path: "c.yml").thresholds.count, parameters.count)

        let input = "Add Bookmark Here\n"
        let unset = try TemporaryTree([:]).run("check", "--role", "editmenu.item", "--only-rule", "edit_menu_custom_name", "-", input: input)
        XCTAssertEqual(unset.status, 0, unset.stdout + unset.stderr)
        let tree = try TemporaryTree([".copylint.yml": "thresholds:\n  edit_menu_words: 2\n  alert_button_count: 4\n"])
        let set = try tree.run("check", "--role", "editmenu.item", "--only-rule", "edit_menu_custom_name", "--format", "json", "-", input: input)
        XCTAssertEqual(set.status, 0, set.stderr)
        XCTAssertTrue(set.stdout.contains(#""rule":"edit_menu_custom_name""#), set.stdout)
    }

    func testTheDocsListEveryRuleParameterWithItsDefault() throws {
        let docs = try String(contentsOf: CommandRunner.packageRoot.appendingPathComponent("docs/cli.md"), encoding: .utf8)
        for rule in RuleRegistry.descriptions {
            for parameter in rule.parameters {
                // The whole row, its documentation too: the table is the descriptions' text, not a copy that drifts.
                let row = "| `\(parameter.name)` | \(parameter.defaultValue) | `\(rule.identifier)`: \(parameter.documentation) |"
                XCTAssertTrue(docs.contains(row), "docs/cli.md lacks the row \(row)")
            }
        }
    }
}
