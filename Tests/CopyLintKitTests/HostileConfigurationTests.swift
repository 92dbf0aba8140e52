@testable import CopyLintKit
import Foundation
import XCTest

/// Configurations a pull request can write (issue 45): nesting that overflowed the YAML parser's stack, aliases
/// that expand without limit, and the file size limit.
final class HostileConfigurationTests: XCTestCase {
    private func errors(_ yaml: String) -> [ConfigurationError] {
        Configuration.parseReportingAll(yaml: yaml, path: ".copylint.yml", knownRules: Configuration.registeredRules, optInRules: []).1
    }

    func testDeepFlowNestingIsAnErrorWithItsPosition() {
        let found = errors("roles: " + String(repeating: "[", count: 5_000))
        XCTAssertEqual(found.count, 1)
        XCTAssertEqual(found.first?.line, 1)
        XCTAssertTrue((8..<8 + YAMLNesting.maximumDepth).contains(found.first?.column ?? 0), "\(found)")
        XCTAssertTrue(found.first?.message.contains("nests more than") == true, "\(found)")
    }

    func testDeepBlockNestingIsAnError() {
        let sequences = "excluded:\n  " + String(repeating: "- ", count: 5_000) + "x\n"
        XCTAssertEqual(errors(sequences).first?.line, 2)
        var mappings = ""
        for level in 0..<200 { mappings += String(repeating: " ", count: level) + "k\(level):\n" }
        XCTAssertTrue(errors(mappings).first?.message.contains("nests more than") == true)
    }

    func testOrdinaryNestingIsRead() {
        let yaml = """
        roles:
          - key: "*.alert.title"
            comment_regex: "alert [title]"
            role: alert.title
        groups:
          - name: delete
            keys: [a, b, {c: [d]}]
        words:
          en:
            terms: ["Wi-Fi: yes", 'a - b']
        """
        XCTAssertFalse(errors(yaml).contains { $0.message.contains("nests") }, "\(errors(yaml))")
    }

    func testWideFlowCollectionsOnOneLineAreNotDeep() {
        // Forty groups on one line: four levels, forty keys; each key was counted as a level.
        let groups = (0..<40).map { "{name: g\($0), keys: [a\($0), b\($0)], cancel: b\($0)}" }.joined(separator: ", ")
        XCTAssertFalse(errors("groups: [\(groups)]\n").contains { $0.message.contains("nests") }, "\(errors(groups))")
        // A key inside `[…]` opens a mapping of its own: counted, once a bracket.
        let pairs = "roles: " + String(repeating: "[a: ", count: 40) + "x" + String(repeating: "]", count: 40) + "\n"
        XCTAssertTrue(errors(pairs).first?.message.contains("nests more than") == true, "\(errors(pairs))")
    }

    /// Nine aliases of nine aliases … nine levels deep ("billion laughs"): 600 bytes that hold 3 billion strings.
    static func laughs() -> String {
        var yaml = "words:\n  en:\n    l0: &l0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
        for level in 1...9 {
            let aliases = Array(repeating: "*l\(level - 1)", count: 9).joined(separator: ", ")
            yaml += "    l\(level): &l\(level) [\(aliases)]\n"
        }
        return yaml
    }

    /// `width` locales that are each an alias of `width` word lists that are each an alias of `width` words: the
    /// settings are read that many levels deep, so `width`³ words (8 million from 6 KB: a minute's reading).
    static func aliasedWords(width: Int) -> String {
        let words = Array(repeating: "w", count: width).joined(separator: ", ")
        var yaml = "words:\n  aa-1: &lists\n    l1: &words [\(words)]\n"
        for list in 2...width { yaml += "    l\(list): *words\n" }
        for locale in 2...width { yaml += "  aa-\(locale): *lists\n" }
        return yaml
    }

    func testAliasesThatExpandPastTheBudgetAreAnErrorWithItsPosition() {
        for yaml in [Self.laughs(), Self.aliasedWords(width: 200)] {
            let found = errors(yaml)
            XCTAssertEqual(found.count, 1, "\(found)")
            XCTAssertTrue(found.first?.message.contains("aliases (`*name`) expand it past") == true, "\(found)")
            XCTAssertGreaterThan(found.first?.line ?? 0, 1, "\(found)")
            XCTAssertGreaterThan(found.first?.column ?? 0, 0)
        }
    }

    func testLongUnknownNamesAndAliasesOfThemAreQuick() {
        // A 64 KB rule name aliased 20,000 times: 1.3 GB of names to quote, each compared with every rule's.
        let name = String(repeating: "x", count: 65_536)
        let aliased = errors("disabled_rules: [&n \(name)" + String(repeating: ", *n", count: 20_000) + "]\n")
        XCTAssertEqual(aliased.count, 1)
        XCTAssertTrue(aliased.first?.message.contains("expand it past") == true, "\(aliased.first?.message.prefix(200) ?? "")")
        // Without aliases: sixteen 64 KB names.
        let start = Date()
        let names = (0..<16).map { "r\($0)" + name }.joined(separator: ", ")
        XCTAssertEqual(errors("disabled_rules: [\(names)]\n").count, 16)
        XCTAssertLessThan(Date().timeIntervalSince(start), 30)
        XCTAssertEqual(ConfigurationParser.suggestion(for: "title_cse", among: ["title_case", "ellipsis"]), "title_case")
    }

    func testAHundredThousandTermsAreAddedQuickly() {
        var configuration = Configuration()
        configuration.terms = (0..<100_000).map { "zzq\($0)" } + ["zzq1"]
        let start = Date()
        let files = configuration.dictionaryFiles(store: .bundled)
        XCTAssertLessThan(Date().timeIntervalSince(start), 30)
        let lines = files["en/terms.txt"]?.split(separator: "\n") ?? []
        XCTAssertEqual(lines.filter { $0.hasPrefix("zzq") }.count, 100_000, "each once")
    }

    func testAliasesWithinTheBudgetAreRead() throws {
        let yaml = "included: &paths [App, Shared]\nsources: {included: *paths}\nterms: &brand [MyBrand, SuperSync]\n"
            + "words: {de: {terms: *brand}}\n"
        let (configuration, found) = Configuration.parseReportingAll(
            yaml: yaml, path: ".copylint.yml", knownRules: Configuration.registeredRules, optInRules: [])
        XCTAssertEqual(found, [])
        XCTAssertEqual(configuration.sources.included, ["App", "Shared"])
        XCTAssertEqual(configuration.words["de"]?["terms"], ["MyBrand", "SuperSync"])
    }

    func testMaxFileSizeIsReadInMegabytes() throws {
        let (configuration, found) = Configuration.parseReportingAll(yaml: "max_file_size: 2\n", path: ".copylint.yml",
                                                                     knownRules: Configuration.registeredRules, optInRules: [])
        XCTAssertEqual(found, [])
        XCTAssertEqual(configuration.lintOptions().maximumFileBytes, 2 << 20)
        XCTAssertEqual(errors("max_file_size: none\n").count, 1)
    }
}
