import CopyRules
import CopyText
import Foundation
import XCTest

/// A rule that claims `needsCasedLetter` finds nothing in a string without a cased letter, so a checker that
/// runs only such rules skips those strings unanalysed. The claim must hold on real copy: every distinct string
/// of ../shared/corpus without a cased letter (when the corpus is there), in its own locale and as English (how
/// the benchmark title-cases them all), in every role the rule checks. The rule is run directly on each string's
/// analysis, so the skip itself cannot hide a finding.
final class CasedLetterCorpusTests: XCTestCase {
    func testRulesThatNeedACasedLetterFindNothingWithout() throws {
        let strings = try CorpusStrings.distinct { !CaseShape.hasCasedLetter($0) }
        // Chinese, Japanese, Korean, Thai, Arabic, Hebrew, Hindi… and numbers and symbols.
        XCTAssertGreaterThan(strings.count, 20_000)
        let claiming = (RuleRegistry.stringRules + RuleRegistry.pretranslationRules).filter { $0.description.needsCasedLetter }
        XCTAssertFalse(claiming.isEmpty)
        let checker = Checker()
        let store = DictionaryStore.bundled
        var failures: [String] = []
        var checked = 0
        for (text, locale) in strings {
            let analyzed = checker.analyze(text, locale: locale)
            let data = store.locale(store.dataLocale(locale))
            for ruleType in claiming {
                let description = ruleType.description
                guard description.locales.includes(data) else { continue }
                let rule = ruleType.init()
                for role in Role.allCases where description.roles.contains(role) {
                    let found = rule.check(Subject(text: analyzed, role: role, locale: data))
                    checked += 1
                    if !found.isEmpty {
                        failures.append("\(description.identifier) (\(role.rawValue), \(locale)): \(text.debugDescription): \(found.map(\.message))")
                    }
                }
            }
        }
        XCTAssertEqual(failures.count, 0, "rules that need a cased letter found something without one; the first: \(failures.prefix(10).joined(separator: "\n"))")
        XCTAssertGreaterThan(checked, 100_000)
        print("needsCasedLetter: \(strings.count) strings without a cased letter, \(checked) rule checks, \(failures.count) with findings")
    }
}
