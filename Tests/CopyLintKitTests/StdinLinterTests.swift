import CopyLintKit
import CopyRules
import Foundation
import XCTest

/// The stdin path on several workers gives what one thread gives, in the same order, groups included.
final class StdinLinterTests: XCTestCase {
    /// The labelled English set (341 strings, many roles), repeated to span several chunks; every third record
    /// has no role (guessed from its shape), and records are grouped in threes so that some groups straddle chunks.
    private func records() throws -> [StdinRecord] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/english/labelled.jsonl")
        let labelled = try StdinReader.records(from: [UInt8](Data(contentsOf: url)), format: .jsonl)
        var records: [StdinRecord] = []
        for round in 0..<12 {
            for record in labelled {
                var record = record
                record.line = records.count + 1
                if records.count % 3 == 0 { record.role = nil }
                if round % 2 == 0 { record.group = "alert \(records.count / 3)" }
                records.append(record)
            }
        }
        return records
    }

    private func linters() -> (sequential: StdinLinter, parallel: StdinLinter) {
        let makeChecker = { Checker() }
        return (StdinLinter(checker: Checker(), defaultRole: nil, defaultLocale: "en"),
                StdinLinter(checker: Checker(), defaultRole: nil, defaultLocale: "en", makeChecker: makeChecker))
    }

    func testParallelCheckReportsWhatOneThreadReports() throws {
        let records = try records()
        XCTAssertGreaterThan(records.count, 3 * 1_024, "the input spans several chunks")
        let (sequential, parallel) = linters()
        let expected = JSONReporter().reportUTF8(sequential.check(records), summary: Summary())
        let found = JSONReporter().reportUTF8(parallel.check(records), summary: Summary())
        XCTAssertGreaterThan(expected.count, 5_000, "the input has findings to compare")
        XCTAssertEqual(found, expected)
    }

    func testParallelFixGivesWhatOneThreadGives() throws {
        let records = try records()
        let (sequential, parallel) = linters()
        let expected = sequential.fix(records)
        XCTAssertNotEqual(expected, records.map(\.text), "the input has fix-its")
        XCTAssertEqual(parallel.fix(records), expected)
    }

    /// `copylint fix` runs only the rules that offer fix-its: the fixed texts are those of a checker with every rule,
    /// and the rules left out (button_verb, personal_pronoun, …) are the ones that found something without a fix-it.
    func testFixingWithTheFixableRulesOnlyGivesWhatEveryRuleGives() throws {
        let records = try records()
        let everyRule = StdinLinter(checker: Checker(), defaultRole: nil, defaultLocale: "en")
        let fixableOnly = StdinLinter(checker: Checker(fixableOnly: true), defaultRole: nil, defaultLocale: "en")
        let expected = everyRule.fix(records)
        XCTAssertNotEqual(expected, records.map(\.text), "the input has fix-its")
        XCTAssertEqual(fixableOnly.fix(records), expected)
        let leftOut = Set(everyRule.check(records).map(\.diagnostic.rule)).subtracting(fixableOnly.check(records).map(\.diagnostic.rule))
        XCTAssertTrue(leftOut.isSuperset(of: ["button_verb", "personal_pronoun"]), "\(leftOut.sorted())")
        XCTAssertTrue(leftOut.allSatisfy { RuleRegistry.description(of: $0)?.isFixable == false }, "\(leftOut.sorted())")
    }

    /// A checker that only fixes tells rules it shows no messages: title case leaves its (one per word) empty, with
    /// the same ranges and fix-its as a checker whose diagnostics are shown, which words them.
    func testFixingCheckerLeavesTitleCaseMessagesUnworded() {
        let shown = Checker().check("save a copy of the file", in: StringContext(role: .menuItem, locale: "en")).filter { $0.rule == "title_case" }
        let applied = Checker(fixableOnly: true).check("save a copy of the file", in: StringContext(role: .menuItem, locale: "en")).filter { $0.rule == "title_case" }
        XCTAssertEqual(shown.map(\.range), [0..<4, 7..<11, 19..<23])  // "a", "of" and "the" stay lowercase
        XCTAssertTrue(shown.allSatisfy { $0.message.hasPrefix("Title style capitalizes") })
        XCTAssertEqual(applied.map(\.range), shown.map(\.range))
        XCTAssertEqual(applied.map(\.fixIts), shown.map(\.fixIts))
        XCTAssertTrue(applied.allSatisfy { $0.message.isEmpty })
        XCTAssertTrue(Checker().options.wordsMessages)
        XCTAssertFalse(Checker(fixableOnly: true).options.wordsMessages)
    }

    /// Plain lines that repeat an earlier line are not checked again (`RepeatedLines`): their findings and fixed
    /// texts are those of records checked one by one, each on its own line, on one thread and on several.
    func testRepeatedPlainLinesGetWhatEachLineGets() throws {
        // The labelled set's texts, each three times: in order, reversed, and in order again, so that repeats
        // fall in other chunks (and on other workers) than their first lines.
        let texts = try records().prefix(341).map(\.text)
        let lines = texts + texts.reversed() + texts + Array(repeating: "", count: 2) + Array(repeating: "Ok", count: 1_500)
        let input = Array(lines.joined(separator: "\n").utf8)
        let plain = try StdinReader.lineRecords(from: input)
        let repeats = try XCTUnwrap(plain.repeatedLines())
        XCTAssertEqual(repeats.original(of: 341 + 340), 0, "the reversed copy's last line repeats the first")
        XCTAssertNil(repeats.original(of: 0))
        let oneByOne = lines.enumerated().map { StdinRecord(line: $0.offset + 1, text: $0.element) }
        XCTAssertNil(oneByOne.repeatedLines(), "records other than plain lines are each checked")
        let (sequential, parallel) = linters()
        let expected = JSONReporter().reportUTF8(sequential.check(oneByOne), summary: Summary())
        XCTAssertGreaterThan(expected.count, 5_000, "the input has findings to compare")
        let fixedOneByOne = sequential.fix(oneByOne)
        for linter in [sequential, parallel] {
            XCTAssertEqual(JSONReporter().reportUTF8(linter.check(plain), summary: Summary()), expected)
            XCTAssertEqual(linter.fix(plain), fixedOneByOne)
            // As `copylint fix` writes them: each fixed line and a line feed, repeats in place.
            var written: [UInt8] = []
            linter.fixedLines(plain) { written += $0 }
            XCTAssertEqual(written, Array(fixedOneByOne.map { $0 + "\n" }.joined().utf8))
        }
        // Title case alone: the checker's one rule writes each fixed line itself.
        let titleCase = StdinLinter(checker: Checker(enabled: { $0 == "title_case" }), defaultRole: .menuItem, defaultLocale: "en",
                                    makeChecker: { Checker(enabled: { $0 == "title_case" }) })
        var written: [UInt8] = []
        titleCase.fixedLines(plain) { written += $0 }
        let titled = titleCase.fix(oneByOne)
        XCTAssertNotEqual(titled, lines, "title case changes some lines")
        XCTAssertEqual(written, Array(titled.map { $0 + "\n" }.joined().utf8))
        // The third copy is all repeats: some of them are fixed.
        XCTAssertNotEqual(Array(sequential.fix(oneByOne)[682..<1_023]), Array(texts), "the repeats have fix-its")
    }

    /// Group rules run on stdin groups, and an alert whose title ends one chunk and whose buttons open the next is one alert.
    func testGroupAcrossChunksIsOneGroup() {
        var records = (0..<1_023).map { StdinRecord(line: $0 + 1, text: "Fine.", role: .alertMessage) }
        records.append(StdinRecord(line: 1_024, text: "Delete this photo?", role: .alertTitle, group: "alert"))
        for (offset, button) in ["Delete", "Keep", "Share"].enumerated() {
            records.append(StdinRecord(line: 1_025 + offset, text: button, role: .alertButton, group: "alert"))
        }
        let (sequential, parallel) = linters()
        for linter in [sequential, parallel] {
            let findings = linter.check(records).filter { $0.diagnostic.rule == "alert_button_count" }
            XCTAssertEqual(findings.map(\.line), [1_024])
        }
    }

    /// String rules see the rest of a group of up to 64 strings (an alert, an action sheet); a larger group is not
    /// one alert, and its strings are checked alone, while the group rules still count its buttons.
    func testStringRulesSeeTheGroupOnlyWhenItCanBeOneAlert() {
        func records(buttons: Int) -> [StdinRecord] {
            [StdinRecord(line: 1, text: "Tap “Delete” to remove the photo.", role: .alertMessage, group: "g")]
                + (0..<buttons).map { StdinRecord(line: $0 + 2, text: $0 == 0 ? "Delete" : "Keep \($0)", role: .alertButton, group: "g") }
        }
        let linter = StdinLinter(checker: Checker(), defaultRole: nil, defaultLocale: "en")
        func rules(_ records: [StdinRecord]) -> [String] { linter.check(records).filter { $0.line == 1 }.map(\.diagnostic.rule) }
        XCTAssertEqual(GroupMember.largestSeenGroup, 64)
        XCTAssertTrue(rules(records(buttons: 63)).contains("quoted_button_name"))
        XCTAssertFalse(rules(records(buttons: 64)).contains("quoted_button_name"))
        XCTAssertEqual(linter.check(records(buttons: 64)).filter { $0.diagnostic.rule == "alert_button_count" }.map(\.line), [2])
        XCTAssertEqual(linter.check(records(buttons: 5_000)).filter { $0.diagnostic.rule == "alert_button_count" }.count, 1)
    }
}
