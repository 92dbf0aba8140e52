import XCTest
import CopyRules

/// The examples are the tests: every rule's triggering, non-triggering and correction examples, run the same way.
final class RuleExamplesTests: XCTestCase {
    let runner = ExampleRunner()

    func testEveryRuleHasExamples() {
        for rule in RuleRegistry.all {
            let description = rule.description
            XCTAssertFalse(description.triggeringExamples.isEmpty, "\(description.identifier) has no triggering examples")
            XCTAssertFalse(description.nonTriggeringExamples.isEmpty, "\(description.identifier) has no non-triggering examples")
            if description.isFixable {
                XCTAssertFalse(description.corrections.isEmpty, "\(description.identifier) is fixable but has no corrections")
            }
        }
    }

    /// A rule that says it is not fixable offers no fix-it: `copylint fix` leaves such rules out, so a fix-it
    /// from one would be dropped.
    func testRulesThatAreNotFixableOfferNoFixIts() {
        let runner = runner
        let stringRules = (RuleRegistry.stringRules + RuleRegistry.pretranslationRules).map { rule in
            (rule.description, { (example: Example) in runner.diagnostics(rule, example).contains { !$0.fixIts.isEmpty } })
        }
        let groupRules = RuleRegistry.groupRules.map { rule in
            (rule.description, { (example: Example) in runner.diagnostics(rule, example).contains { !$0.diagnostic.fixIts.isEmpty } })
        }
        let translationRules = RuleRegistry.translationRules.map { rule in
            (rule.description, { (example: Example) in runner.diagnostics(rule, example).contains { !$0.fixIts.isEmpty } })
        }
        for (description, offersFixIt) in stringRules + groupRules + translationRules where !description.isFixable {
            for example in description.triggeringExamples {
                XCTAssertFalse(offersFixIt(example), "\(description.identifier) is not fixable but offers a fix-it", file: example.file, line: example.line)
            }
        }
    }

    func testNonTriggeringExamples() {
        for rule in RuleRegistry.stringRules + RuleRegistry.pretranslationRules {
            for example in rule.description.nonTriggeringExamples {
                let found = runner.diagnostics(rule, example)
                XCTAssertEqual(found, [], "\(rule.description.identifier) fired on \(example.text.debugDescription): \(found.map(\.message))", file: example.file, line: example.line)
            }
        }
    }

    func testTriggeringExamples() {
        for rule in RuleRegistry.stringRules + RuleRegistry.pretranslationRules {
            let id = rule.description.identifier
            for example in rule.description.triggeringExamples {
                let found = runner.diagnostics(rule, example)
                XCTAssertFalse(found.isEmpty, "\(id) did not fire on \(example.text.debugDescription)", file: example.file, line: example.line)
                let markers = example.unmarked.markers
                if !markers.isEmpty {
                    XCTAssertEqual(found.map(\.range.lowerBound), markers, "\(id) on \(example.text.debugDescription): positions", file: example.file, line: example.line)
                }
                for diagnostic in found {
                    XCTAssertEqual(diagnostic.rule, id, file: example.file, line: example.line)
                    assertWellFormed(diagnostic, in: example.unmarked.text, example)
                }
            }
        }
    }

    func testCorrections() {
        for rule in RuleRegistry.stringRules + RuleRegistry.pretranslationRules {
            let id = rule.description.identifier
            for example in rule.description.corrections {
                let fixed = runner.corrected(rule, example)
                XCTAssertEqual(fixed, example.corrected, "\(id) correction of \(example.text.debugDescription)", file: example.file, line: example.line)
                XCTAssertEqual(runner.corrected(rule, example, text: fixed), fixed, "\(id): fixing twice differs from fixing once", file: example.file, line: example.line)
                XCTAssertEqual(runner.diagnostics(rule, Example(fixed, role: example.role, locale: example.locale, platform: example.platform, edition: example.edition, isCancel: example.isCancel, group: example.group)).filter { !$0.fixIts.isEmpty }, [],
                               "\(id) still has fix-its after fixing \(example.text.debugDescription)", file: example.file, line: example.line)
            }
        }
    }

    func testGroupRuleExamples() {
        for rule in RuleRegistry.groupRules {
            let id = rule.description.identifier
            for example in rule.description.nonTriggeringExamples {
                let found = runner.diagnostics(rule, example)
                XCTAssertEqual(found, [], "\(id) fired on the group of \(example.text.debugDescription)", file: example.file, line: example.line)
            }
            for example in rule.description.triggeringExamples {
                let found = runner.diagnostics(rule, example)
                XCTAssertFalse(found.isEmpty, "\(id) did not fire on the group of \(example.text.debugDescription)", file: example.file, line: example.line)
                XCTAssertTrue(found.allSatisfy { $0.diagnostic.rule == id && $0.member <= example.group.count }, file: example.file, line: example.line)
            }
        }
    }

    func testTranslationRuleExamples() {
        for rule in RuleRegistry.translationRules {
            let id = rule.description.identifier
            for example in rule.description.nonTriggeringExamples {
                let found = runner.diagnostics(rule, example)
                XCTAssertEqual(found, [], "\(id) fired on \(example.text.debugDescription) translating \(example.source.debugDescription): \(found.map(\.message))", file: example.file, line: example.line)
            }
            for example in rule.description.triggeringExamples {
                let found = runner.diagnostics(rule, example)
                XCTAssertFalse(found.isEmpty, "\(id) did not fire on \(example.text.debugDescription) translating \(example.source.debugDescription)", file: example.file, line: example.line)
                let markers = example.unmarked.markers
                if !markers.isEmpty {
                    XCTAssertEqual(found.map(\.range.lowerBound), markers, "\(id) on \(example.text.debugDescription): positions", file: example.file, line: example.line)
                }
                found.forEach { assertWellFormed($0, in: example.unmarked.text, example) }
            }
            for example in rule.description.corrections {
                let fixed = runner.correctedTranslation(rule, example)
                XCTAssertEqual(fixed, example.corrected, "\(id) correction of \(example.text.debugDescription)", file: example.file, line: example.line)
                XCTAssertEqual(runner.correctedTranslation(rule, example, text: fixed), fixed, "\(id): fixing twice differs from fixing once", file: example.file, line: example.line)
            }
        }
    }

    /// Ranges stay inside the string and never split a grapheme cluster; fix-its change something.
    private func assertWellFormed(_ diagnostic: Diagnostic, in text: String, _ example: Example) {
        let scalarCount = text.unicodeScalars.count
        var boundaries = Set<Int>([0])
        var offset = 0
        for character in text {
            offset += character.unicodeScalars.count
            boundaries.insert(offset)
        }
        // A fix-it changes something: one that writes what is there already offers a fix for nothing.
        let scalars = Array(text.unicodeScalars)
        for fixIt in diagnostic.fixIts where fixIt.range.lowerBound >= 0 && fixIt.range.upperBound <= scalarCount {
            XCTAssertNotEqual(Array(scalars[fixIt.range]), Array(fixIt.replacement.unicodeScalars),
                              "\(diagnostic.rule): fix-it \(fixIt.range) changes nothing in \(text.debugDescription)", file: example.file, line: example.line)
        }
        for range in [diagnostic.range] + diagnostic.fixIts.map(\.range) {
            XCTAssertTrue(range.lowerBound >= 0 && range.upperBound <= scalarCount, "\(diagnostic.rule): range \(range) outside \(text.debugDescription)", file: example.file, line: example.line)
            XCTAssertTrue(boundaries.contains(range.lowerBound) && boundaries.contains(range.upperBound), "\(diagnostic.rule): range \(range) splits a character in \(text.debugDescription)", file: example.file, line: example.line)
        }
    }
}
