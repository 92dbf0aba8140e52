import XCTest
import CopyLintKit
import CopyRules

/// Every problem in a configuration is an error naming its line and column.
final class ConfigurationErrorTests: XCTestCase {
    /// The errors parsing `yaml` reports, as `line:column: message`.
    private func problems(_ yaml: String, knownRules: Set<String> = Configuration.registeredRules, file: StaticString = #filePath, line: UInt = #line) -> [String] {
        do {
            _ = try Configuration.parse(yaml: yaml, path: "/p/.copylint.yml", knownRules: knownRules)
            XCTFail("no error for \(yaml.debugDescription)", file: file, line: line)
            return []
        } catch let error as ConfigurationError {
            return error.all.map { "\($0.line):\($0.column): \($0.message)" }
        } catch {
            XCTFail("unexpected error \(error)", file: file, line: line)
            return []
        }
    }

    private func assertProblem(_ yaml: String, _ expected: String, knownRules: Set<String> = Configuration.registeredRules, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(problems(yaml, knownRules: knownRules, file: file, line: line), [expected], file: file, line: line)
    }

    func testDescriptionIsCompilerStyle() {
        let error = ConfigurationError(path: "a/.copylint.yml", line: 3, column: 5, message: "unknown rule 'x'")
        XCTAssertEqual(error.description, "a/.copylint.yml:3:5: error: unknown rule 'x'")
        let unplaced = ConfigurationError(path: "a.yml", line: 0, column: 0, message: "no configuration file at this path")
        XCTAssertEqual(unplaced.description, "a.yml: error: no configuration file at this path")
    }

    func testUnknownTopLevelKeySuggestsTheClosest() {
        assertProblem("platform: ios\ndisabled_rule: [whitespace]\n", "2:1: unknown setting 'disabled_rule'; did you mean 'disabled_rules'?")
        assertProblem("threshold:\n  title_length: 3\n", "1:1: unknown setting 'threshold'; did you mean 'thresholds'?")
        assertProblem("Platform: ios\n", "1:1: unknown setting 'Platform'; did you mean 'platform'?")
        assertProblem("only-rules: [whitespace]\n", "1:1: unknown setting 'only-rules'; did you mean 'only_rules'?")
        assertProblem("whitespac: {severity: error}\n", "1:1: unknown setting 'whitespac'; did you mean 'whitespace'?")
        let far = problems("reporter: json\n")
        XCTAssertEqual(far.count, 1)
        XCTAssertTrue(far[0].hasPrefix("1:1: unknown setting 'reporter'; expected one of disabled_rules, "), far[0])
    }

    func testUnknownRuleIdsAnywhere() {
        assertProblem("disabled_rules: [whitespace, elipsis]\n", "1:30: unknown rule 'elipsis'; did you mean 'ellipsis'?")
        assertProblem("opt_in_rules:\n  - ok_speling\n", "2:5: unknown rule 'ok_speling'; did you mean 'ok_spelling'?")
        assertProblem("only_rules: [frobnicate]\n", "1:14: unknown rule 'frobnicate'; `copylint rules` lists them")
        assertProblem("severity:\n  whitespace: error\n  untranslatd: info\n", "3:3: unknown rule 'untranslatd'; did you mean 'untranslated'?")
    }

    func testBadSeverityPlatformEditionRole() {
        assertProblem("severity:\n  whitespace: fatal\n", "2:15: invalid severity 'fatal' for 'whitespace'; expected error, warning or info")
        assertProblem("severity:\n  whitespace: warn\n", "2:15: invalid severity 'warn' for 'whitespace'; did you mean 'warning'?; expected error, warning or info")
        assertProblem("ellipsis:\n  severity: eror\n", "2:13: invalid severity 'eror' for 'ellipsis'; did you mean 'error'?; expected error, warning or info")
        assertProblem("platform: iphone\n", "1:11: invalid platform 'iphone'; expected one of ios, ipados, macos, visionos, watchos or tvos")
        assertProblem("platform: mac_os\n", "1:11: invalid platform 'mac_os'; did you mean 'macos'?; expected one of ios, ipados, macos, visionos, watchos or tvos")
        assertProblem("edition: 2020\n", "1:10: invalid edition '2020'; expected 2021 or 2014")
        assertProblem("source_locale: english!\n", "1:16: invalid source_locale 'english!'; expected a locale such as en, de or pt-BR")
        assertProblem("infer_roles_from_text: maybe\n", "1:24: 'infer_roles_from_text' expects true or false, found the string 'maybe'")
        let role = problems("roles:\n  - key: a.*\n    role: alert.titel\n")
        XCTAssertEqual(role, ["3:11: invalid role 'alert.titel'; did you mean 'alert.title'?; expected one of \(Role.names)"])
    }

    func testThresholdsMustBeWholeNumbers() {
        assertProblem("thresholds:\n  title_length: 40.5\n", "2:17: threshold 'title_length' must be a whole number, found the number 40.5")
        assertProblem("thresholds:\n  title_length: \"40\"\n", "2:17: threshold 'title_length' must be a whole number, found the quoted string '40'")
        assertProblem("thresholds:\n  title_length: [40]\n", "2:17: threshold 'title_length' must be a whole number, found a list")
        assertProblem("thresholds:\n  title_length: -1\n", "2:17: threshold 'title_length' must not be negative, found -1")
        assertProblem("title_length:\n  max: forty\n", "2:8: threshold 'title_length' must be a whole number, found the string 'forty'")
        assertProblem("thresholds:\n  title_lenght: 40\n", "2:3: unknown threshold 'title_lenght'; did you mean 'title_length'?")
        assertProblem("thresholds:\n  title_length: 40\ntitle_length:\n  max: 30\n", "4:8: threshold 'title_length' is set twice, to 40 at line 2 and to 30 here")
    }

    func testPerRuleBlocks() {
        // title_length is a threshold; were there no rule of that name, it would take no severity
        assertProblem("title_length:\n  severity: error\n  max: 40\n",
                      "2:3: 'title_length' is a threshold, not a rule, so it takes no severity; set the severity of the rule that reads it",
                      knownRules: ["ellipsis"])
        XCTAssertEqual(problems("ellipsis:\n  max: 3\n").first,
                       "2:3: 'ellipsis' has no threshold called 'max'; name the threshold instead: alert_button_count, button_length, button_words, edit_menu_words, expansion_ratio, expansion_slack, message_length, message_sentences or title_length")
        assertProblem("ellipsis:\n  severty: error\n", "2:3: unknown setting 'severty' for 'ellipsis'; did you mean 'severity'?")
        assertProblem("ellipsis: [error]\n", "1:11: expected a block of settings for 'ellipsis' (`severity:`, `max:`, thresholds), found a list")
        assertProblem("ellipsis: 3\n", "1:11: invalid severity '3' for 'ellipsis'; expected error, warning or info")
        assertProblem("severity: {ellipsis: error}\nellipsis: warning\n", "2:11: the severity of 'ellipsis' is set twice, to error at line 1 and to warning here")
    }

    func testWrongTypes() {
        assertProblem("disabled_rules: length_expansion\n", "1:17: 'disabled_rules' expects a list of rule identifiers, found the string 'length_expansion'; write [length_expansion]")
        assertProblem("excluded: Pods\n", "1:11: 'excluded' expects a list of paths or globs, found the string 'Pods'; write [Pods]")
        assertProblem("terms: {MyBrand: 1}\n", "1:8: 'terms' expects a list of entries, found a mapping")
        assertProblem("severity: [whitespace]\n", "1:11: expected a mapping of rule identifiers to severities, found a list")
        assertProblem("platform: [ios]\n", "1:11: expected a platform, found a list")
        assertProblem("disabled_rules: [[whitespace]]\n", "1:18: expected a rule identifier, found a list")
        assertProblem("- whitespace\n", "1:1: expected a mapping of settings (`disabled_rules: […]`, `platform: ios`, …), found a list")
        assertProblem("just text\n", "1:1: expected a mapping of settings (`disabled_rules: […]`, `platform: ios`, …), found the string 'just text'")
    }

    func testInvalidRegexesAndGlobs() {
        let key = problems("roles:\n  - key_regex: \"^(unclosed\"\n    role: alert.title\n")
        XCTAssertEqual(key.count, 1)
        XCTAssertTrue(key[0].hasPrefix("2:16: invalid regular expression in key_regex: '^(unclosed' ("), key[0])
        let comment = problems("roles:\n  - comment_regex: \"[a-\"\n    role: button\n")
        XCTAssertEqual(comment.count, 1)
        XCTAssertTrue(comment[0].hasPrefix("2:20: invalid regular expression in comment_regex: '[a-' ("), comment[0])
        assertProblem("roles:\n  - key: \"a.[b\"\n    role: button\n", "2:10: invalid key glob 'a.[b': '[' at offset 2 is never closed")
        assertProblem("excluded: [\"Pods/[x\"]\n", "1:12: invalid glob 'Pods/[x' in 'excluded': '[' at offset 5 is never closed")
    }

    func testRolePatternShape() {
        assertProblem("roles:\n  - key: a\n", "2:5: a role pattern needs `role:` (one of \(Role.names))")
        assertProblem("roles:\n  - role: button\n", "2:5: a role pattern needs `key`, `key_regex` or `comment_regex`")
        assertProblem("roles:\n  - key: a\n    key_regex: b\n    role: button\n", "2:5: a role pattern takes `key` (a glob) or `key_regex`, not both")
        assertProblem("roles:\n  - keys: a\n    role: button\n", "2:5: unknown setting 'keys' in a role pattern; did you mean 'key'?")
        assertProblem("roles:\n  key: a\n  role: button\n", "2:3: 'roles' expects a list of role patterns, found a mapping")
    }

    func testGroupProblems() {
        assertProblem("groups:\n  - name: a\n    keys: [a.title, a.ok]\n    cancel: a.cancel\n", "4:13: cancel key 'a.cancel' is not one of the group's keys")
        assertProblem("groups:\n  - name: a\n    keys: []\n", "3:11: a group needs at least one key")
        assertProblem("groups:\n  - keys: [x]\n", "2:5: a group needs `name:`")
        assertProblem("groups:\n  - name: a\n", "2:5: a group needs `keys:` (a list of the keys of its strings)")
        assertProblem("groups:\n  - {name: a, keys: [x]}\n  - {name: b, keys: [y, x]}\n", "3:25: key 'x' is already in group 'a' (line 2)")
        assertProblem("groups:\n  - {name: a, keys: [x]}\n  - {name: a, keys: [y]}\n", "3:12: group 'a' is defined twice (first at line 2)")
    }

    func testWordProblems() {
        assertProblem("words:\n  judgmental: [dumb]\n", "2:3: 'judgmental' is not a locale; word lists go under a locale: `words: {en: {judgmental: […]}}`")
        assertProblem("words:\n  en:\n    judgmental: dumb\n", "3:17: 'judgmental' expects a list of entries, found the string 'dumb'; write [dumb]")
        assertProblem("words:\n  en:\n    ../etc: [x]\n", "3:5: invalid word-list name '../etc'; names are the files of Dictionaries/en/ without .txt, such as terms or judgmental")
        assertProblem("terms: [\"#hashtag\"]\n", "1:9: an entry of 'terms' must not start with '#' (word lists read it as a comment)")
    }

    func testContradictoryRuleLists() {
        assertProblem("only_rules: [whitespace]\ndisabled_rules: [whitespace]\n", "2:18: 'whitespace' is both in disabled_rules and only_rules")
        assertProblem("opt_in_rules: [ellipsis]\ndisabled_rules: [ellipsis]\n", "2:18: 'ellipsis' is both in disabled_rules and opt_in_rules")
    }

    func testDuplicateKeys() {
        assertProblem("platform: ios\nplatform: macos\n", "2:1: duplicate key 'platform' (first at line 1)")
    }

    func testYAMLSyntaxErrorsCarryYamsPosition() {
        XCTAssertEqual(problems("disabled_rules: [whitespace\nplatform: ios\n"),
                       ["2:9: invalid YAML: did not find expected ',' or ']' (while parsing a flow sequence at line 1, column 17)"])

        let tab = problems("platform: ios\n\tedition: 2021\n")
        XCTAssertEqual(tab.count, 1)
        XCTAssertTrue(tab[0].hasPrefix("2:"), tab[0])
        XCTAssertTrue(tab[0].contains("invalid YAML: "), tab[0])

        let alias = problems("roles:\n  - key: *.alert.title\n    role: alert.title\n")
        XCTAssertEqual(alias.count, 1)
        XCTAssertTrue(alias[0].hasPrefix("2:11: invalid YAML: "), alias[0])
        XCTAssertTrue(alias[0].hasSuffix("; quote a value that starts with '*', as in \"*.alert.title\""), alias[0])

        XCTAssertEqual(problems("roles:\n  - key: *title\n    role: alert.title\n"),
                       ["2:10: invalid YAML: found undefined alias; quote a value that starts with '*', as in \"*.alert.title\""])

        XCTAssertEqual(problems("platform: ios\n---\nedition: 2021\n"), ["2:1: invalid YAML: a configuration is one YAML document, but a second one starts here"])
    }

    func testEveryProblemIsReportedInFileOrder() throws {
        let yaml = """
            platform: iphone
            disabled_rules: [nope]
            thresholds:
              title_length: lots
            colour: red
            """
        XCTAssertThrowsError(try Configuration.parse(yaml: yaml, path: "x/.copylint.yml")) { error in
            guard let error = error as? ConfigurationError else { return XCTFail("\(error)") }
            XCTAssertEqual(error.all.map(\.line), [1, 2, 4, 5])
            XCTAssertEqual([error.line, error.column], [1, 11])
            let lines = error.description.split(separator: "\n")
            XCTAssertEqual(lines.count, 4)
            XCTAssertTrue(lines.allSatisfy { $0.hasPrefix("x/.copylint.yml:") && $0.contains(": error: ") })
        }
        let (configuration, errors) = Configuration.parseReportingAll(yaml: yaml, path: "x/.copylint.yml")
        XCTAssertEqual(errors.count, 4)
        XCTAssertNil(configuration.platform)
    }

    func testLoadReportsMissingAndUnreadableFiles() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("copylint-config-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }

        XCTAssertThrowsError(try Configuration.load(path: folder.appendingPathComponent("missing.yml").path)) { error in
            XCTAssertTrue("\(error)".hasSuffix(": error: no configuration file at this path"), "\(error)")
        }
        XCTAssertThrowsError(try Configuration.load(path: folder.path)) { error in
            XCTAssertTrue("\(error)".hasSuffix(": error: is a folder, not a configuration file"), "\(error)")
        }
        let latin1 = folder.appendingPathComponent("latin1.yml")
        try Data([0x74, 0x65, 0x72, 0x6D, 0x73, 0x3A, 0x20, 0x5B, 0xE9, 0x5D, 0x0A]).write(to: latin1)
        XCTAssertThrowsError(try Configuration.load(path: latin1.path)) { error in
            XCTAssertTrue("\(error)".hasSuffix(": error: the configuration file is not UTF-8 text"), "\(error)")
        }
        let bad = folder.appendingPathComponent("bad.yml")
        try "platform: ios\nedition: 1999\n".write(to: bad, atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try Configuration.load(path: bad.path)) { error in
            XCTAssertEqual("\(error)", "\(bad.path):2:10: error: invalid edition '1999'; expected 2021 or 2014")
        }
    }
}
