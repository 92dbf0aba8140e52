@testable import CopyLintKit
import CopyRules
import Foundation
import XCTest

/// A batch checker answers as the plain checker does: each acceleration (the result cache, the remembered
/// translations, the skip of uncased strings, one round of fixing, a rule's direct fix-its and fixed text) is
/// held to the plain answer here, and on the whole corpus by `CasedLetterCorpusTests` and `OneRoundFixCorpusTests`.
final class BatchCheckerTests: XCTestCase {
    private func batch(_ identifiers: Set<String>?, pretranslation: Bool = false, fixableOnly: Bool = false) -> BatchChecker {
        BatchChecker(Checker(enabled: identifiers.map { ids in { ids.contains($0) } }, pretranslation: pretranslation,
                             fixableOnly: fixableOnly))
    }

    /// One round only for a checker whose one string rule claims it (`RuleDescription.fixesInOneRound`).
    func testOneRoundOnlyForASoleRuleThatClaimsIt() {
        func rounds(_ identifiers: Set<String>?, fixableOnly: Bool = false) -> Int {
            batch(identifiers, fixableOnly: fixableOnly).fixRounds
        }
        XCTAssertEqual(rounds(["title_case"]), 1)
        XCTAssertEqual(rounds(["sentence_case"], fixableOnly: true), 1)
        XCTAssertEqual(rounds(["title_case", "sentence_case"]), Checker.maximumFixRounds)
        XCTAssertEqual(rounds(["title_case", "button_verb"]), Checker.maximumFixRounds)
        // Left out as not fixable, a second rule leaves title_case alone.
        XCTAssertEqual(rounds(["title_case", "button_verb"], fixableOnly: true), 1)
        XCTAssertEqual(rounds(["button_terminal_punctuation"]), Checker.maximumFixRounds)
        XCTAssertEqual(rounds([]), Checker.maximumFixRounds)
        XCTAssertEqual(rounds(nil), Checker.maximumFixRounds)
    }

    /// Strings without a cased letter are answered unanalysed only by a checker whose string rules all claim
    /// `RuleDescription.needsCasedLetter`.
    func testUncasedStringsSkippedOnlyWhenEveryRuleNeedsACasedLetter() {
        func skips(_ identifiers: Set<String>?, fixableOnly: Bool = false) -> Bool {
            batch(identifiers, fixableOnly: fixableOnly).skipsUncasedStrings
        }
        XCTAssertTrue(skips(["title_case"]))
        XCTAssertTrue(skips(["title_case", "sentence_case"]))
        XCTAssertFalse(skips(nil))
        XCTAssertFalse(skips(["title_case", "button_verb"]))
        // Left out as not fixable, a rule that needs no cased letter no longer stops the skip.
        XCTAssertTrue(skips(["title_case", "button_verb"], fixableOnly: true))
        XCTAssertFalse(skips(["title_case", "ellipsis"]))
        // No string rule at all: nothing to skip for.
        XCTAssertFalse(skips([]))
    }

    /// The direct path is taken only by a checker whose one string rule gives its fix-its directly.
    func testDirectFixesOnlyForASoleDirectRule() {
        XCTAssertNotNil(batch(["title_case"]).directFixRule)
        XCTAssertNotNil(batch(["sentence_case"]).directFixRule)
        XCTAssertNil(batch(["title_case", "sentence_case"]).directFixRule)
        XCTAssertNil(batch(["ellipsis"]).directFixRule)
        XCTAssertNil(batch(nil).directFixRule)
    }

    /// A rule that gives its fix-its directly (`DirectFixRule`) fixes each of its examples as its diagnostics do,
    /// as a string and as the bytes `copylint fix` writes.
    func testDirectFixItsFixAsTheDiagnosticsDo() {
        let runner = ExampleRunner()
        var compared = 0
        for rule in RuleRegistry.stringRules + RuleRegistry.pretranslationRules {
            let id = rule.description.identifier
            let examples = rule.description.triggeringExamples + rule.description.nonTriggeringExamples + rule.description.corrections
            for example in examples {
                let batch = BatchChecker(runner.checker(for: rule, example))
                // (The direct path takes the role as given and checks lone strings: an example whose role is less
                // than certain, or a translation, goes the other way.)
                guard batch.directFixRule != nil, example.confidence == .certain, example.source == nil else { continue }
                let text = example.unmarked.text
                let direct = batch.fix(text, in: example.context, remembering: false)
                XCTAssertEqual(direct, runner.corrected(rule, example, text: text), "\(id): \(text.debugDescription)",
                               file: example.file, line: example.line)
                var bytes: [UInt8] = []
                batch.appendFixed(text, in: example.context, remembering: false, to: &bytes)
                XCTAssertEqual(bytes, Array(direct.utf8), "\(id): \(text.debugDescription)", file: example.file, line: example.line)
                compared += 1
            }
        }
        XCTAssertGreaterThan(compared, 100, "title_case and sentence_case give their fix-its directly")
    }

    /// python-titlecase's suite (`Fixtures/english/python-titlecase-pairs.tsv`, its first column): the direct
    /// writer of `copylint fix --only-rule title_case` gives the plain checker's fixed text for every input.
    func testTitleCaseSuiteDirectlyAsThePlainChecker() throws {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures/english/python-titlecase-pairs.tsv")
        let inputs = try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
            .filter { !$0.hasPrefix("#") && !$0.hasPrefix("input\t") }
            .map { String($0.split(separator: "\t", omittingEmptySubsequences: false)[0]) }
            .filter { !$0.contains("\\") }
        XCTAssertGreaterThan(inputs.count, 50)
        let plain = Checker(enabled: { $0 == "title_case" })
        let batch = BatchChecker(Checker(enabled: { $0 == "title_case" }))
        let context = StringContext(role: .menuItem)
        for input in inputs {
            var bytes: [UInt8] = []
            batch.appendFixed(input, in: context, remembering: false, to: &bytes)
            XCTAssertEqual(String(decoding: bytes, as: UTF8.self), plain.fix(input, in: context), input)
        }
    }

    /// The result cache keys by bytes: canonically equivalent spellings (whose scalar offsets differ) get their
    /// own diagnostics; a repeat gets the same diagnostics as the first check; role and locale are part of the key.
    func testResultCacheKeepsSpellingsRolesAndLocalesApart() {
        let checker = BatchChecker(Checker())
        let message = StringContext(role: .alertMessage, locale: "en")
        let composed = "Photo saved to Café", decomposed = "Photo saved to Cafe\u{301}"
        XCTAssertEqual(composed, decomposed)  // equal as Strings, different as bytes
        let first = checker.check(composed, in: message)
        let second = checker.check(decomposed, in: message)
        XCTAssertEqual(first.first { $0.rule == "message_terminal_punctuation" }?.range, 19..<19)
        XCTAssertEqual(second.first { $0.rule == "message_terminal_punctuation" }?.range, 20..<20)
        XCTAssertEqual(checker.check(composed, in: message), first)
        XCTAssertEqual(checker.check(decomposed, in: message), second)
        XCTAssertEqual(checker.check(composed, in: message), Checker().check(composed, in: message))
        XCTAssertNotEqual(checker.check("cancel", in: StringContext(role: .button)), checker.check("cancel", in: message))
        XCTAssertEqual(checker.check("Ok", in: StringContext(role: .button, locale: "en")).map(\.rule), ["ok_spelling"])
        XCTAssertEqual(checker.check("Ok", in: StringContext(role: .button, locale: "nl")).map(\.rule), [])
        // A translation's answer depends on its source: the same text against two sources.
        let against = { (source: String) in
            StringContext(role: .button, locale: "de", source: TranslationSource(source))
        }
        XCTAssertEqual(checker.check("Ok", in: against("OK")), Checker().check("Ok", in: against("OK")))
        XCTAssertEqual(checker.check("Ok", in: against("Ok")), Checker().check("Ok", in: against("Ok")))
    }

    /// Two generations: entries of the young generation survive one turnover, and a hit in the old generation
    /// brings an entry back.
    func testResultCacheGenerations() {
        var cache = ResultCache(generationSize: 2)
        func key(_ text: String) -> ResultCache.Key {
            ResultCache.Key(context: ObjectIdentifier(Checker.self), role: .button, isCancel: false, pluralCategory: nil, text: text)
        }
        let marker = [Diagnostic(rule: "r", severity: .warning, message: "m", range: 0..<1)]
        cache.insert(marker, for: key("a"))
        cache.insert(marker, for: key("b"))
        cache.insert(marker, for: key("c"))  // a, b become the old generation
        XCTAssertNotNil(cache.diagnostics(for: key("a")))  // found in the old one, brought back
        cache.insert(marker, for: key("d"))  // c, a become old; b is dropped
        XCTAssertNil(cache.diagnostics(for: key("b")))
        XCTAssertNotNil(cache.diagnostics(for: key("a")))
        XCTAssertNotNil(cache.diagnostics(for: key("c")))
        XCTAssertNil(cache.diagnostics(for: key("never")))
    }

    /// Many turnovers: the last two generations are found with their own diagnostics, older ones are gone, and
    /// a new young generation holds nothing of the generation it replaced.
    func testResultCacheTurnovers() {
        var cache = ResultCache(generationSize: 8)
        func key(_ number: Int) -> ResultCache.Key {
            ResultCache.Key(context: ObjectIdentifier(Checker.self), role: .button, isCancel: false, pluralCategory: nil, text: "string \(number)")
        }
        func diagnostics(_ number: Int) -> [Diagnostic] {
            [Diagnostic(rule: "r\(number)", severity: .warning, message: "m", range: 0..<1)]
        }
        for number in 0..<100 {
            XCTAssertNil(cache.diagnostics(for: key(number)))
            cache.insert(diagnostics(number), for: key(number))
        }
        // Young: 96..<100; old: 88..<96. Misses change nothing; hits in the old generation come back to the young.
        for number in 0..<88 { XCTAssertNil(cache.diagnostics(for: key(number)), "\(number)") }
        for number in 88..<100 where !(92..<96).contains(number) {
            XCTAssertEqual(cache.diagnostics(for: key(number)), diagnostics(number), "\(number)")
        }
        // Young: 96..<100 and 88..<92, full. Bringing 92 back turns it over: the old generation (88..<96) is
        // dropped, and the new young one holds 92 only.
        XCTAssertEqual(cache.diagnostics(for: key(92)), diagnostics(92))
        for number in 93..<96 { XCTAssertNil(cache.diagnostics(for: key(number)), "\(number)") }
        for number in [88, 91, 92, 96, 99] { XCTAssertEqual(cache.diagnostics(for: key(number)), diagnostics(number), "\(number)") }
    }
}
