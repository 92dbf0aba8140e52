import CopyLowLevel
import CopyRules
import CopyText

/// A checker for many strings (a project's files, a stream on standard input): the plain `Checker`'s answers,
/// with what only pays over many strings, each behind a trait the rules declare in their descriptions:
///
/// - a cache of results: copy repeats ("OK" and "Cancel" in every alert, English fallbacks in every locale);
/// - strings without a cased letter answered unanalysed when every rule run needs one
///   (`RuleDescription.needsCasedLetter`);
/// - one round of fixing when the one rule run leaves nothing to fix after one (`RuleDescription.fixesInOneRound`);
/// - that one rule's fix-its, or its fixed text, taken without diagnostics when it gives them directly
///   (`DirectFixRule`), as `copylint fix --only-rule title_case` asks.
///
/// Each is held by a test to the plain checker's answer. Not thread-safe: one per thread, as checkers.
public final class BatchChecker {
    public let checker: Checker
    /// Rounds of fixing a string: one when the checker runs a single string rule that claims its fix-its leave
    /// it nothing to fix, so the fixed text is not checked again.
    let fixRounds: Int
    /// Whether every string rule the checker runs finds nothing in a string without a cased letter: such
    /// strings are then answered without analysis.
    let skipsUncasedStrings: Bool
    /// The one string rule the checker runs, when that rule gives its fix-its directly.
    let directFixRule: DirectFix?
    /// Strings already checked: a repeated string is not analysed again. (Read for every string, from the one
    /// thread that uses the batch: `OwnedState`.)
    private let results = OwnedState(ResultCache())

    /// A direct-fix rule and its identifier, read once: the identifier is read for every string fixed (for
    /// suppressions), and through the rule's type its whole description was copied. A class, so that binding
    /// it for each string copies one reference.
    final class DirectFix {
        let rule: any DirectFixRule
        let identifier: String

        init(_ rule: any DirectFixRule, identifier: String) {
            self.rule = rule
            self.identifier = identifier
        }
    }

    public init(_ checker: Checker) {
        self.checker = checker
        let descriptions = checker.stringRuleDescriptions
        fixRounds = descriptions.count == 1 && descriptions[0].fixesInOneRound ? 1 : Checker.maximumFixRounds
        skipsUncasedStrings = !descriptions.isEmpty && descriptions.allSatisfy(\.needsCasedLetter)
        directFixRule = (checker.soleStringRule as? any DirectFixRule).map {
            DirectFix($0, identifier: descriptions[0].identifier)
        }
    }

    /// The plain checker's `check`. `remembering`: whether the result goes into (and is looked up in) the cache
    /// of strings checked; false for a caller that never checks a string twice (`StdinLinter` with
    /// `RepeatedLines`), where it would only miss.
    public func check(_ text: String, in context: StringContext, remembering: Bool = true) -> [Diagnostic] {
        if isSkipped(text) { return [] }
        // Group rules' members make a string's result depend on its neighbours: those are not cached.
        guard context.group.isEmpty, remembering else { return checker.check(text, in: context) }
        let key = ResultCache.Key(context: checker.localeIdentity(context.locale), role: context.role,
                                  confidence: context.roleConfidence, isCancel: context.isCancel,
                                  pluralCategory: context.pluralCategory, text: text, source: context.source?.text,
                                  sourceContext: context.source.map { checker.localeIdentity($0.locale) })
        if let cached = results.value.diagnostics(for: key) { return cached }
        let result = checker.check(text, in: context)
        results.value.insert(result, for: key)
        return result
    }

    /// The plain checker's `checkTranslation`.
    public func checkTranslation(_ text: String, in context: StringContext) -> [Diagnostic] {
        checker.checkTranslation(text, in: context)
    }

    /// Runs `body`. Translations' answers were remembered while it ran, for `lint --fix`, which checked each
    /// translation again in its report; that check now keeps the first check's answers itself, and looking them
    /// up cost about three times what it saved.
    @available(*, deprecated, message: "translations' answers are no longer remembered: call body directly")
    public func rememberingTranslations<Result>(_ body: () throws -> Result) rethrows -> Result {
        try body()
    }

    /// The plain checker's `checkGroup`.
    public func checkGroup(_ members: [GroupMember], locale: String,
                           confidence: RoleConfidence = .certain) -> [GroupDiagnostic] {
        checker.checkGroup(members, locale: locale, confidence: confidence)
    }

    /// The string with every compatible fix-it applied, as the plain checker's `fix`; `skipping` names
    /// suppressed rules. `remembering`: as for `check`. A checker that runs one `DirectFixRule` and does not
    /// remember results (each string comes once) takes the rule's fix-its without diagnostics.
    public func fix(_ text: String, in context: StringContext, remembering: Bool = true,
                    skipping: (String) -> Bool = { _ in false }) -> String {
        if !remembering, let direct = takesDirectFixes(context) {
            guard !skipping(direct.identifier) else { return text }
            if fixRounds == 1, let fixed = directFixedText(direct.rule, text, context) { return fixed }
            // The closures read the context through a reference: Swift 6.3.1's optimiser crashed (release
            // builds) on closures here that borrowed the context value.
            let held = HeldContext(context)
            return Checker.fixUntilStable(text, rounds: fixRounds) { directFixIts(direct.rule, $0, held.context) }
        }
        let held = HeldContext(context)
        return Checker.fixUntilStable(text, rounds: fixRounds, skipping: skipping) {
            check($0, in: held.context, remembering: remembering)
        }
    }

    /// `fix`'s fixed text appended to `output` as UTF-8 (what `copylint fix` writes): a checker's one direct-fix
    /// rule, in one round, appends it itself (`DirectFixRule.appendFixedText`), with no string made for it.
    public func appendFixed(_ text: String, in context: StringContext, remembering: Bool = true,
                            to output: inout [UInt8]) {
        if !remembering, fixRounds == 1, let direct = takesDirectFixes(context) {
            switch appendDirectFix(direct.rule, text, context, to: &output) {
            case .written: return
            case .none:
                output += text.utf8
                return
            // The fix-its' path below decides.
            case .cutsCharacter: break
            }
        }
        output += fix(text, in: context, remembering: remembering).utf8
    }

    /// The direct-fix rule, for a string it may fix directly: a lone string (no group, no source) whose role is
    /// certain (the direct path takes the role as given).
    private func takesDirectFixes(_ context: StringContext) -> DirectFix? {
        guard let directFixRule, context.group.isEmpty, context.roleConfidence == .certain, context.source == nil else {
            return nil
        }
        return directFixRule
    }

    /// Whether no rule the checker runs can find anything in the string: every one needs a cased letter, and
    /// the string has none.
    private func isSkipped(_ text: String) -> Bool {
        skipsUncasedStrings && !CaseShape.hasCasedLetter(text)
    }

    /// The subject the direct-fix rule reads; nil when it does not apply to the text.
    private func directSubject(_ text: String, _ context: StringContext) -> Subject? {
        isSkipped(text) ? nil : checker.subject(text, in: context)
    }

    /// The fix-its of `check`'s diagnostics for a checker whose one string rule is `rule`, without the diagnostics.
    private func directFixIts(_ rule: any DirectFixRule, _ text: String, _ context: StringContext) -> [FixIt] {
        guard let subject = directSubject(text, context) else { return [] }
        return Checker.withoutSplitCharacters(rule.fixIts(subject), subject.text)
    }

    /// One round of `directFixIts` applied, as the rule writes its fixed text (`appendDirectFix`); nil where a
    /// fix-it could cut a character.
    private func directFixedText(_ rule: any DirectFixRule, _ text: String, _ context: StringContext) -> String? {
        var bytes: [UInt8] = []
        switch appendDirectFix(rule, text, context, to: &bytes) {
        case .none: return text
        case .cutsCharacter: return nil
        case .written:
            // As `fixUntilStable` ends its round: a fixed text equal to the text keeps the text.
            let fixed = String(decoding: bytes, as: UTF8.self)
            return fixed != text ? fixed : text
        }
    }

    /// What `appendDirectFix` did.
    private enum DirectFixResult {
        /// No fix applies: nothing appended.
        case none
        /// The fixed text appended.
        case written
        /// Nothing appended: a fix-it could cut a character, which only the fix-its' path drops.
        case cutsCharacter
    }

    /// One round of the checker's one direct-fix rule, its fixed text appended to `output` as the rule writes it
    /// (`DirectFixRule.appendFixedText`): the one path of `fix` (as a string) and `appendFixed` (as bytes).
    private func appendDirectFix(_ rule: any DirectFixRule, _ text: String, _ context: StringContext,
                                 to output: inout [UInt8]) -> DirectFixResult {
        guard let subject = directSubject(text, context) else { return .none }
        let start = output.count
        guard rule.appendFixedText(subject, to: &output) else { return .none }
        // (Asked only of a text with fixes, as `withoutSplitCharacters` asks only of fix-its.)
        guard Checker.hasCharactersOfSeveralScalars(subject.text) else { return .written }
        output.removeSubrange(start...)
        return .cutsCharacter
    }
}

/// A string's context held by reference, for a closure that must not borrow the value (see `BatchChecker.fix`).
private final class HeldContext {
    let context: StringContext

    init(_ context: StringContext) {
        self.context = context
    }
}
