import CopyFormats
import CopyLowLevel
@testable import CopyLintKit
import CopyRules
import Foundation
import Synchronization
import XCTest

/// A rule that claims `fixesInOneRound` is fixed in one round when it runs alone. The claim must hold on real
/// copy: every distinct string of ../shared/corpus (when it is there), in its own locale and as English (how
/// the benchmark title-cases them all), in a message and a command role where the rule checks them.
/// Fixed once, a string (changed or not) must leave the rule no fix-it; where the claim fails,
/// `copylint fix --only-rule` would leave work for a second run.
/// A rule that also gives its fix-its directly (`DirectFixRule`, as `copylint fix` of stdin asks for them) must
/// fix every string as its diagnostics do.
final class OneRoundFixCorpusTests: XCTestCase {
    func testRulesThatClaimOneRoundLeaveNothingToFix() throws {
        let strings = try CorpusStrings.distinct()
        XCTAssertGreaterThan(strings.count, 100_000)
        let claiming = (RuleRegistry.stringRules + RuleRegistry.pretranslationRules).filter { $0.description.fixesInOneRound }
        XCTAssertFalse(claiming.isEmpty)
        for rule in claiming {
            let description = rule.description
            XCTAssertEqual(BatchChecker(Checker(enabled: { $0 == description.identifier })).fixRounds, 1, description.identifier)
            // A command role checks every string; a title role checks fewer (those that are fragments) the same way.
            let roles = [Role.messages, Role.commands].compactMap { $0.intersection(description.roles).min { $0.rawValue < $1.rawValue } }
            // Two halves on two threads, a checker each: quicker in a debug build, as CI runs it.
            let halves = [strings[..<(strings.count / 2)], strings[(strings.count / 2)...]]
            let found = Mutex<(fixed: Int, failures: [String])>((0, []))
            DispatchQueue.concurrentPerform(iterations: halves.count) { half in
                let checker = Checker(enabled: { $0 == description.identifier }, fixableOnly: true)
                let batch = BatchChecker(Checker(enabled: { $0 == description.identifier }, fixableOnly: true))
                let isDirect = batch.directFixRule != nil
                var fixed = 0, failures: [String] = []
                for role in roles {
                    for (text, locale) in halves[half] {
                        let context = StringContext(role: role, locale: locale)
                        let once = batch.fix(text, in: context)
                        if once != text { fixed += 1 }
                        if isDirect, case let direct = batch.fix(text, in: context, remembering: false), !sameBytes(direct, once) {
                            failures.append("\(role.rawValue) in \(locale): \(text.debugDescription) → \(once.debugDescription), directly \(direct.debugDescription)")
                        }
                        // Unchanged strings too: a fix-it that changes nothing is a finding with nothing to fix.
                        // Checked by the plain checker: the batch's own cache and skip cannot hide what is left.
                        let left = checker.check(once, in: context).filter { !$0.fixIts.isEmpty }
                        if !left.isEmpty {
                            failures.append("\(role.rawValue) in \(locale): \(text.debugDescription) → \(once.debugDescription), then \(left.flatMap(\.fixIts).map(\.replacement))")
                        }
                    }
                }
                found.withLock { $0.fixed += fixed; $0.failures += failures }
            }
            let (fixed, failures) = found.withLock { $0 }
            XCTAssertEqual(failures.count, 0, "\(description.identifier) left fix-its after one round, or fixed otherwise directly; the first: \(failures.prefix(10).joined(separator: "\n"))")
            // The claim was tried on strings the rule changed, not only on strings it leaves alone.
            XCTAssertGreaterThan(fixed, 1_000, description.identifier)
            print("\(description.identifier): \(fixed) strings fixed in one round, as \(roles.map(\.rawValue).joined(separator: ", "))")
        }
    }
}
