import CopyLowLevel
import CopyText
#if canImport(Darwin)
import Darwin
#else
import Glibc
#endif

/// Runs the rules on single strings: analyses each string once per locale and hands it to every rule that applies.
/// Holds one ICU analyser per locale; not thread-safe, so use one checker per thread.
///
/// Its state is `@exclusivity(unchecked)`: checked at run time, each access to a class's stored property cost
/// a call into the runtime (some 60 instructions), eight or so per string checked, 1.3% of `check`'s instructions. A
/// checker belongs to one thread, and none of these properties is passed `inout` while another access to it is open.
public final class Checker {
    public let store: DictionaryStore
    public let options: RuleOptions
    private let rules: [Registered<any StringRule>]
    private let groupRules: [Registered<any GroupRule>]
    private let translationRules: [Registered<any TranslationRule>]
    /// The string rules that judge a translation against its source's findings, by identifier (`.own` left out).
    private let translationJudgements: [String: TranslationJudgement]
    /// Rounds of fixing a string: one when the checker runs a single string rule whose fix-its leave it nothing
    /// to fix (`RuleDescription.fixesInOneRound`), where checking the fixed text again was a third of
    /// `copylint fix --only-rule title_case`.
    let fixRounds: Int
    /// Whether every string rule it runs finds nothing in a string without a cased letter
    /// (`RuleDescription.needsCasedLetter`): such strings are then answered without analysis.
    let skipsUncasedStrings: Bool
    /// The one string rule the checker runs, when that rule gives its fix-its directly (`DirectFixRule`), with
    /// its identifier (read through the rule's type, its description was copied whole: 2% of title-casing).
    let directFixRule: DirectFix?

    /// A direct-fix rule and its identifier, in a class: bound for each string, an optional tuple of an existential
    /// and a string was copied and destroyed through the optional's generic value witnesses (1.3% of title-casing).
    final class DirectFix {
        let rule: any DirectFixRule
        let identifier: String

        init(_ rule: any DirectFixRule, identifier: String) {
            self.rule = rule
            self.identifier = identifier
        }
    }
    /// Per locale spelling as given: its data, its analyser, and the rules that apply by role (computed once).
    @exclusivity(unchecked) private var locales: [String: LocaleContext] = [:]
    /// The contexts of the last two locales asked for: a translation is checked in its locale and its source's, in turn.
    @exclusivity(unchecked) private var lastContext: (locale: String, context: LocaleContext)?
    @exclusivity(unchecked) private var previousContext: (locale: String, context: LocaleContext)?
    /// The last string analysed: a translation is checked alone and then against its source, one analysis for both.
    /// (Two optionals, not an optional pair: the text is handed back to the analyser in place, `Analyzer.recycle`.)
    /// (The context's identity: the checker holds its contexts for as long as it lives, and a reference was
    /// retained and released for every string.)
    @exclusivity(unchecked) private var lastAnalysisContext: ObjectIdentifier?
    @exclusivity(unchecked) private var lastAnalysis: AnalyzedText?
    /// Source strings analysed, by locale and text: each is compared with its translation in every locale.
    @exclusivity(unchecked) private var sourceAnalyses: [TextKey: AnalyzedText] = [:]
    /// The analyses of the strings checked as members of a group, for the check of their group as a whole, which
    /// comes after its file's strings (analysing each member again was a twentieth of the analyses of a project).
    @exclusivity(unchecked) private var memberAnalyses: [TextKey: AnalyzedText] = [:]
    @exclusivity(unchecked) private var lastApplicable: (role: RoleKey, context: LocaleContext, rules: [any StringRule])?
    /// Whether the direct-fix rule applied to the last role and context asked about (`directRuleApplies`).
    @exclusivity(unchecked) private var lastDirectApplies: (role: RoleKey, context: ObjectIdentifier, applies: Bool)?
    /// Strings already checked: a repeated string is not analysed again.
    @exclusivity(unchecked) private var results = ResultCache()
    /// Translations already checked, while `rememberingTranslations` runs.
    @exclusivity(unchecked) private var translationResults = TranslationResults()

    /// A text in a locale's context, hashed and compared by its bytes (see `ByteKey`).
    private struct TextKey: Hashable {
        let locale: ObjectIdentifier
        let text: ByteKey

        init(_ context: LocaleContext, _ text: String) {
            locale = ObjectIdentifier(context)
            self.text = ByteKey(text)
        }

        func _rawHashValue(seed: Int) -> Int {
            ByteHash.mixed(text.hash ^ UInt64(UInt(bitPattern: locale)) &* 0x9E37_79B9_7F4A_7C15, seed: seed)
        }
    }

    /// A rule with what decides where it applies, read once from its description.
    private struct Registered<R> {
        let rule: R
        let roles: Set<Role>
        let neededConfidence: RoleConfidence
        let locales: LocaleScope

        init(_ rule: R, _ description: RuleDescription, named: Bool) {
            self.rule = rule
            roles = description.roles
            neededConfidence = named ? description.confidenceWhenNamed ?? description.neededConfidence
                : description.neededConfidence
            locales = description.locales
        }

        func applies(to role: RoleKey, _ data: LocaleData) -> Bool {
            roles.contains(role.role) && role.confidence >= neededConfidence && locales.includes(data)
        }
    }

    /// A role with how far it is trusted: what decides which rules apply to a string.
    struct RoleKey: Hashable {
        let role: Role
        let confidence: RoleConfidence
    }

    private final class LocaleContext {
        let data: LocaleData
        let analyzer: Analyzer
        var stringRules: [RoleKey: [any StringRule]] = [:]
        var translationRules: [RoleKey: [any TranslationRule]] = [:]
        /// Built when a rule first reads it, so a locale whose rules never do builds no lexicon.
        let lexicon: LexiconSlot

        init(data: LocaleData, analyzer: Analyzer) {
            self.data = data
            self.analyzer = analyzer
            lexicon = LexiconSlot(data)
        }
    }

    /// `enabled` filters rules by identifier (nil: every rule); `pretranslation` adds the rules for source strings
    /// before translation; `fixableOnly` leaves out the rules that never offer a fix-it, for a checker whose
    /// diagnostics are only applied, never shown (`copylint fix`), and tells rules so (`RuleOptions.wordsMessages`).
    /// `named` says which rules the user asked for by name (`RuleDescription.confidenceWhenNamed`); with no
    /// `enabled`, every rule runs, as if each were named.
    public init(store: DictionaryStore = .bundled, options: RuleOptions = RuleOptions(), enabled: ((String) -> Bool)? = nil,
                named: ((String) -> Bool)? = nil, pretranslation: Bool = false, fixableOnly: Bool = false) {
        self.store = store
        var options = options
        if fixableOnly { options.wordsMessages = false }
        self.options = options
        func runs(_ description: RuleDescription) -> Bool {
            (enabled?(description.identifier) ?? true) && (!fixableOnly || description.isFixable)
        }
        let stringRules = RuleRegistry.stringRules + (pretranslation ? RuleRegistry.pretranslationRules : [])
        let runningStringRules = stringRules.filter { runs($0.description) }
        func isNamed(_ description: RuleDescription) -> Bool {
            enabled == nil || named?(description.identifier) == true
        }
        rules = runningStringRules.map { Registered($0.init(), $0.description, named: isNamed($0.description)) }
        translationJudgements = Dictionary(uniqueKeysWithValues: runningStringRules.compactMap { rule in
            let description = rule.description
            if case .own = description.translations { return nil }
            return (description.identifier, description.translations)
        })
        groupRules = RuleRegistry.groupRules.filter { runs($0.description) }
            .map { Registered($0.init(), $0.description, named: isNamed($0.description)) }
        translationRules = RuleRegistry.translationRules.filter { runs($0.description) }
            .map { Registered($0.init(), $0.description, named: isNamed($0.description)) }
        fixRounds = runningStringRules.count == 1 && runningStringRules[0].description.fixesInOneRound ? 1 : Self.maximumFixRounds
        skipsUncasedStrings = !runningStringRules.isEmpty && runningStringRules.allSatisfy { $0.description.needsCasedLetter }
        directFixRule = (rules.count == 1 ? rules[0].rule as? any DirectFixRule : nil).map { DirectFix($0, identifier: runningStringRules[0].description.identifier) }
    }

    private func context(_ locale: String) -> LocaleContext {
        // Most calls name the locale of the call before: one string comparison instead of a hash.
        if let last = lastContext, last.locale == locale { return last.context }
        if let previous = previousContext, previous.locale == locale {
            swap(&lastContext, &previousContext)
            return previous.context
        }
        if let context = locales[locale] {
            previousContext = lastContext
            lastContext = (locale, context)
            return context
        }
        // Tags that ask for nothing their locale's data and ICU don't give (`en-X1`) share that locale's context.
        let key = store.dataLocale(locale)
        let context = locales[key] ?? LocaleContext(data: store.locale(key), analyzer: Analyzer(locale: key))
        locales[locale] = context
        locales[key] = context
        return context
    }

    /// What builds the lexicon of `locale`'s data, to run on another thread while the caller does other work
    /// (reads its input): the first string that reads the lexicon otherwise builds it while every other worker
    /// waits. Building is the same, and shared, whichever thread does it first; so is the locale's data, read
    /// there too (a third of a millisecond of the caller's).
    public func lexiconBuild(for locale: String) -> @Sendable () -> Void {
        let store = store
        return { _ = Lexicon.of(store.locale(locale)) }
    }

    /// The analysed text for a locale, with the analyser reused.
    public func analyze(_ text: String, locale: String) -> AnalyzedText {
        context(locale).analyzer.analyze(text)
    }

    /// The text analysed in a context, reusing the last analysis when it was of the same text.
    /// (Strings compare by canonical equivalence, so a hit is also compared byte for byte: offsets are of scalars.)
    private func analysis(_ text: String, _ context: LocaleContext) -> AnalyzedText {
        if let last = lastAnalysis, lastAnalysisContext == ObjectIdentifier(context), sameBytes(last.string, text) { return last }
        // The last analysis, which nothing else holds once its rules are done, gives its arrays to the next.
        let analyzer = context.analyzer
        analyzer.recycle(&lastAnalysis)
        let analyzed = analyzer.analyzeSegmentingLater(text)
        lastAnalysisContext = ObjectIdentifier(context)
        lastAnalysis = analyzed
        return analyzed
    }

    /// A source string's analysis, made once for all its translations.
    private func sourceAnalysis(_ text: String, _ context: LocaleContext) -> AnalyzedText {
        let key = TextKey(context, text)
        if let cached = sourceAnalyses[key] { return cached }
        let analyzed = context.analyzer.analyzeSegmentingLater(text)
        // A bound on memory for runs over many projects; a project's sources fit many times over.
        if sourceAnalyses.count >= 100_000 { sourceAnalyses.removeAll() }
        sourceAnalyses[key] = analyzed
        return analyzed
    }

    /// Every diagnostic for one string, in order of position.
    /// `source`: for a translation, the source string it renders (in `sourceLocale`), which its rules judge it
    /// against (`Subject.source`, `RuleDescription.translations`).
    /// `isGroupMember`: the string's group is checked after it (`checkGroup`), which then reuses its analysis.
    /// `remembering`: whether the result goes into (and is looked up in) the cache of strings checked; false for a
    /// caller that never checks a string twice (`StdinLinter` with `RepeatedLines`), where it would only miss.
    /// `confidence`: how far the role is trusted; rules that need more are skipped (a role given by the caller is certain).
    public func check(_ text: String, role: Role, locale: String, isCancel: Bool = false, group: [GroupMember] = [], pluralCategory: String? = nil,
                      source: String? = nil, sourceLocale: String = "en", isGroupMember: Bool = false, remembering: Bool = true,
                      confidence: RoleConfidence = .certain) -> [Diagnostic] {
        // A translation identical to its source is the source's text (left untranslated, or the same in both):
        // judged in the source's locale, as the source is ("Delete local data?" is no Spanish question that
        // lacks "¿"), and then against the source's findings as any translation (see `diagnose`).
        let judgedLocale = source.map { sameBytes($0, text) } == true ? sourceLocale : locale
        let roleKey = RoleKey(role: role, confidence: confidence)
        guard let (context, applicable) = rulesToRun(text, role: roleKey, locale: judgedLocale) else { return [] }
        let sourceLocaleContext = source == nil ? nil : self.context(sourceLocale)
        let sourceText = source.map { (text: $0, locale: sourceLocale) }
        // Group rules' members make a string's result depend on its neighbours: those are not cached.
        // Nor are the strings of a caller that checks each once.
        guard group.isEmpty, remembering else {
            return diagnose(text, role: role, isCancel: isCancel, group: group, pluralCategory: pluralCategory, context, applicable,
                            source: sourceText, keepingAnalysis: isGroupMember, confidence: confidence)
        }
        // (Not an optional key: unwrapping one copied it, with its strings.)
        let key = ResultCache.Key(context: ObjectIdentifier(context), role: role, confidence: confidence, isCancel: isCancel,
                                  pluralCategory: pluralCategory, text: text,
                                  source: source, sourceContext: sourceLocaleContext.map(ObjectIdentifier.init))
        if let cached = results.diagnostics(for: key) { return cached }
        let result = diagnose(text, role: role, isCancel: isCancel, group: group, pluralCategory: pluralCategory, context, applicable,
                              source: sourceText, keepingAnalysis: isGroupMember, confidence: confidence)
        results.insert(result, for: key)
        return result
    }

    /// The source of a translation as its rules see it: its analysis and the string rules' findings in it.
    private func sourceContext(_ source: String, locale: String, role: Role, isCancel: Bool,
                               pluralCategory: String?, confidence: RoleConfidence) -> SourceContext {
        let findings = check(source, role: role, locale: locale, isCancel: isCancel, pluralCategory: pluralCategory,
                             confidence: confidence)
        let context = context(locale)
        return SourceContext(text: sourceAnalysis(source, context), role: role, locale: context.data,
                             findings: Set(findings.map(\.rule)))
    }

    /// Whether a rule's finding in a translation stands against its source's findings (`TranslationJudgement`).
    private func keeps(_ diagnostic: Diagnostic, source: SourceContext) -> Bool {
        guard let judgement = translationJudgements[diagnostic.rule] else { return true }
        return judgement.keeps(sourceHasFinding: source.findings.contains(diagnostic.rule))
    }

    /// Whether no rule the checker runs can find anything in the string: every one needs a cased letter, and the
    /// string has none (`skipsUncasedStrings`).
    private func isSkipped(_ text: String) -> Bool {
        skipsUncasedStrings && !CaseShape.hasCasedLetter(text)
    }

    /// The string's locale context and the string rules that apply to it; nil when none does, or when every rule
    /// the checker runs needs a cased letter and the string has none (`skipsUncasedStrings`).
    private func rulesToRun(_ text: String, role: RoleKey, locale: String) -> (LocaleContext, [any StringRule])? {
        if isSkipped(text) { return nil }
        let context = context(locale)
        let applicable = applicableStringRules(role, context)
        return applicable.isEmpty ? nil : (context, applicable)
    }

    /// The applicable rules' diagnostics for one string, deduplicated, in order of position.
    private func diagnose(_ text: String, role: Role, isCancel: Bool, group: [GroupMember], pluralCategory: String?, _ context: LocaleContext,
                          _ applicable: [any StringRule], source: (text: String, locale: String)? = nil, keepingAnalysis: Bool = false,
                          confidence: RoleConfidence = .certain) -> [Diagnostic] {
        // The source first: checking it may analyse it, and the translation's analysis is then the last one.
        let sourceContext = source.map {
            self.sourceContext($0.text, locale: $0.locale, role: role, isCancel: isCancel, pluralCategory: pluralCategory,
                               confidence: confidence)
        }
        let analyzed = analysis(text, context)
        if keepingAnalysis {
            // A bound on memory: a file's alerts fit many times over.
            if memberAnalyses.count >= 2_048 { memberAnalyses.removeAll(keepingCapacity: true) }
            memberAnalyses[TextKey(context, text)] = analyzed
        }
        let subject = Subject(text: analyzed, role: role, isCancel: isCancel, group: group, locale: context.data, options: options, pluralCategory: pluralCategory,
                              source: sourceContext, lexiconSlot: context.lexicon, roleConfidence: confidence)
        var diagnostics = Self.gathered(applicable) { $0.check(subject) }
        if let sourceContext, !diagnostics.isEmpty {
            // A copy of its source keeps only the fixes it shares with it (so one `--fix` mends both); what needs
            // rewording is reported once, on the source.
            let isCopy = sameBytes(sourceContext.text.string, text)
            diagnostics.removeAll { !keeps($0, source: sourceContext) || (isCopy && $0.fixIts.isEmpty) }
        }
        let kept = diagnostics.count > 1 ? Self.withoutDuplicates(diagnostics) : diagnostics
        return Self.withoutSplitCharacters(kept, subject.text)
    }

    /// The rules' findings in rule order. Usually no rule finds anything, or one does: its array is kept as it
    /// is, not copied into a new one. Each rule is read in place (`forEachInPlace`): taken from the array, each
    /// rule's existential was copied out through its value witnesses and destroyed, for every rule and string.
    @inline(__always)
    private static func gathered<R>(_ rules: [R], _ check: (inout R) -> [Diagnostic]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        rules.forEachInPlace { rule, _ in
            let found = check(&rule)
            if diagnostics.isEmpty { diagnostics = found } else if !found.isEmpty { diagnostics += found }
        }
        return diagnostics
    }

    /// Drops fix-its whose range would cut a user-perceived character (a combining accent after the word a
    /// fix rewrites, an emoji sequence): applying them would leave the accent on another letter. The
    /// diagnostic stays. Only non-ASCII text with fix-its pays for the grapheme walk.
    static func withoutSplitCharacters(_ diagnostics: [Diagnostic], _ text: AnalyzedText) -> [Diagnostic] {
        guard diagnostics.contains(where: { !$0.fixIts.isEmpty }), let isBoundary = characterBoundaries(text) else { return diagnostics }
        return diagnostics.map { diagnostic in
            var diagnostic = diagnostic
            diagnostic.fixIts.removeAll { !isBoundary($0.range.lowerBound) || !isBoundary($0.range.upperBound) }
            return diagnostic
        }
    }

    /// The same for fix-its alone.
    static func withoutSplitCharacters(_ fixIts: [FixIt], _ text: AnalyzedText) -> [FixIt] {
        guard !fixIts.isEmpty, let isBoundary = characterBoundaries(text) else { return fixIts }
        return fixIts.filter { isBoundary($0.range.lowerBound) && isBoundary($0.range.upperBound) }
    }

    /// Whether some scalar offset of `text` falls inside a user-perceived character (else every offset starts one).
    private static func hasCharactersOfSeveralScalars(_ text: AnalyzedText) -> Bool {
        // (ASCII: as many UTF-8 bytes as scalars, a count the string keeps, so no byte is read.) Without a scalar
        // that can join a neighbour, every scalar offset is a character boundary.
        text.string.utf8.count != text.scalars.count && text.hasJoiningScalars
    }

    /// Whether a scalar offset starts a user-perceived character; nil when every offset does.
    private static func characterBoundaries(_ text: AnalyzedText) -> ((Int) -> Bool)? {
        guard hasCharactersOfSeveralScalars(text) else { return nil }
        // Which scalar offsets start a character, as a table (a set's hashing cost more than the walk).
        var boundaries = [Bool](repeating: false, count: text.scalars.count + 1)
        boundaries[0] = true
        var offset = 0
        for character in text.string {
            offset += character.unicodeScalars.count
            boundaries[offset] = true
        }
        return { offset in offset >= 0 && offset < boundaries.count && boundaries[offset] }
    }

    /// Whether the checker's one string rule, its direct-fix rule, applies to a role in a context: the answer of
    /// `applicableStringRules` without its array, which was retained and released for every string fixed.
    private func directRuleApplies(_ role: RoleKey, _ context: LocaleContext) -> Bool {
        if let last = lastDirectApplies, last.role == role, last.context == ObjectIdentifier(context) { return last.applies }
        let applies = !applicableStringRules(role, context).isEmpty
        lastDirectApplies = (role, ObjectIdentifier(context), applies)
        return applies
    }

    private func applicableStringRules(_ role: RoleKey, _ context: LocaleContext) -> [any StringRule] {
        // Runs of strings share a role and a locale: the last answer first, then the context's table.
        if let last = lastApplicable, last.role == role, last.context === context { return last.rules }
        let applicable = Self.applicable(rules, role, context.data, table: &context.stringRules)
        lastApplicable = (role, context, applicable)
        return applicable
    }

    /// The registered rules that apply to a role in a locale, worked out once per context and kept in `table`.
    private static func applicable<R>(_ registered: [Registered<R>], _ role: RoleKey, _ data: LocaleData, table: inout [RoleKey: [R]]) -> [R] {
        if let cached = table[role] { return cached }
        let applicable = registered.filter { $0.applies(to: role, data) }.map(\.rule)
        table[role] = applicable
        return applicable
    }

    /// Sorted by position; where two rules propose the same fix-it for the same range ("Ok" is both a
    /// misspelling and a title-style slip), only the more severe (then the first-registered) is kept.
    public static func withoutDuplicates(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        // Only fix-its over the same range can be the same proposal. Without two such ranges (the usual case:
        // title case proposes one fix per word) nothing is dropped, and the severity order below would only
        // reorder diagnostics of one rule at one offset, which share a severity: a plain sort gives the same.
        // (The sort is stable: diagnostics already in order, the usual case, are returned as they are.)
        let inOrder = Diagnostic.isOrderedBefore
        // Read through a pointer, field by field: iterating the array (or zipping it with itself) copied every
        // diagnostic, retaining its strings and fix-its.
        func sortedByPosition(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
            let ordered = diagnostics.withUnsafeBufferPointer { all in
                all.indices.dropFirst().allSatisfy { index in
                    let start = all[index].range.lowerBound, previous = all[index - 1].range.lowerBound
                    return start > previous || start == previous && all[index].rule >= all[index - 1].rule
                }
            }
            return ordered ? diagnostics : diagnostics.sorted(by: inOrder)
        }
        if proposalsStartInOrder(diagnostics) { return sortedByPosition(diagnostics) }
        // (Ranges read in place: filtering first copied every diagnostic with its strings and fix-its.)
        let ranges = diagnostics.withUnsafeBufferPointer { all in all.indices.compactMap { all[$0].fixIts.isEmpty ? nil : all[$0].range } }
            .sorted { ($0.lowerBound, $0.upperBound) < ($1.lowerBound, $1.upperBound) }
        if !zip(ranges, ranges.dropFirst()).contains(where: { $0 == $1 }) {
            return sortedByPosition(diagnostics)
        }
        struct Proposal: Hashable {
            var range: Range<Int>
            var fixIts: [FixIt]
        }
        var kept: [Diagnostic] = []
        var proposals = Set<Proposal>()
        for diagnostic in diagnostics.enumerated().sorted(by: { ($1.element.severity, $0.offset) < ($0.element.severity, $1.offset) }).map(\.element) {
            if diagnostic.fixIts.isEmpty || proposals.insert(Proposal(range: diagnostic.range, fixIts: diagnostic.fixIts)).inserted {
                kept.append(diagnostic)
            }
        }
        return kept.sorted(by: inOrder)
    }

    /// Whether each diagnostic that proposes fix-its starts after the one before it that does: their ranges
    /// then all differ, and none can be a duplicate (so too when fewer than two propose any). A rule reports in
    /// order of position, so a string with one rule's findings (title case's one per word, the usual case) is
    /// answered in one pass, without the sorted copy of the ranges below.
    private static func proposalsStartInOrder(_ diagnostics: [Diagnostic]) -> Bool {
        diagnostics.withUnsafeBufferPointer { all in
            var previous = Int.min
            for index in all.indices where !all[index].fixIts.isEmpty {
                guard all[index].range.lowerBound > previous else { return false }
                previous = all[index].range.lowerBound
            }
            return true
        }
    }

    /// The translation rules' diagnostics for a translation of `source`.
    /// `arguments` is the text whose specifiers define the arguments, when it is not `source` (a catalog key).
    public func checkTranslation(_ text: String, role: Role, locale: String, source: String, sourceLocale: String, pluralCategory: String? = nil,
                                 isCancel: Bool = false, arguments: String? = nil, confidence: RoleConfidence = .certain) -> [Diagnostic] {
        let context = context(locale)
        let applicable = Self.applicable(translationRules, RoleKey(role: role, confidence: confidence), context.data, table: &context.translationRules)
        guard !applicable.isEmpty else { return [] }
        let sourceContext = self.context(sourceLocale)
        let key = !translationResults.isOn ? nil
            : TranslationResults.Key(context: ObjectIdentifier(context), sourceContext: ObjectIdentifier(sourceContext), role: role,
                                     confidence: confidence, isCancel: isCancel,
                                     pluralCategory: pluralCategory, text: ByteKey(text), source: ByteKey(source), arguments: arguments.map(ByteKey.init))
        if let key, let known = translationResults[key] { return known }
        let found = diagnoseTranslation(text, role: role, context, source: source, sourceContext, pluralCategory: pluralCategory, isCancel: isCancel,
                                        arguments: arguments, applicable)
        if let key { translationResults[key] = found }
        return found
    }

    /// Runs `body` with the translation rules' answers remembered, for a caller that checks the same translations
    /// twice in it (see `TranslationResults`); they are let go after. Not nested: the inner call's end lets go.
    public func rememberingTranslations<Result>(_ body: () throws -> Result) rethrows -> Result {
        translationResults.isOn = true
        defer { translationResults = TranslationResults() }
        return try body()
    }

    private func diagnoseTranslation(_ text: String, role: Role, _ context: LocaleContext, source: String, _ sourceContext: LocaleContext,
                                     pluralCategory: String?, isCancel: Bool, arguments: String?,
                                     _ applicable: [any TranslationRule]) -> [Diagnostic] {
        let translation = Subject(text: analysis(text, context), role: role, isCancel: isCancel, locale: context.data, options: options, pluralCategory: pluralCategory,
                              lexiconSlot: context.lexicon)
        let original = Subject(text: sourceAnalysis(source, sourceContext), role: role, isCancel: isCancel, locale: sourceContext.data, options: options,
                               arguments: arguments.map { sourceContext.analyzer.analyzeSegmentingLater($0) }, lexiconSlot: sourceContext.lexicon)
        let diagnostics = Self.gathered(applicable) { $0.check(translation, source: original) }
        guard diagnostics.count > 1 else { return diagnostics }
        return diagnostics.sorted(by: Diagnostic.isOrderedBefore)
    }

    /// The translation with the translation rules' fix-its applied until stable; `skipping` names suppressed rules.
    public func fixTranslation(_ text: String, role: Role, locale: String, source: String, sourceLocale: String, pluralCategory: String? = nil,
                               isCancel: Bool = false, confidence: RoleConfidence = .certain, skipping: (String) -> Bool = { _ in false }) -> String {
        Self.fixUntilStable(text, skipping: skipping) {
            checkTranslation($0, role: role, locale: locale, source: source, sourceLocale: sourceLocale, pluralCategory: pluralCategory, isCancel: isCancel,
                             confidence: confidence)
        }
    }

    /// The group rules' diagnostics for one alert or action sheet, by member index. Members share the first member's locale.
    /// `confidence`: how far the grouping is trusted; group rules that need more are skipped.
    public func checkGroup(_ members: [GroupMember], locale: String, confidence: RoleConfidence = .certain) -> [GroupDiagnostic] {
        guard !members.isEmpty, !groupRules.isEmpty else { return [] }
        let context = context(locale)
        // Each subject sees the others only in a group small enough to be one alert: all subjects are held at
        // once, so every one holding all the others took memory as the square of the group.
        let seesOthers = members.count <= GroupMember.largestSeenGroup
        let subjects = members.enumerated().map { index, member in
            Subject(text: memberAnalyses[TextKey(context, member.text)] ?? context.analyzer.analyzeSegmentingLater(member.text), role: member.role, isCancel: member.isCancel,
                    group: seesOthers ? members.enumerated().filter { $0.offset != index }.map(\.element) : [], locale: context.data,
                    options: options, lexiconSlot: context.lexicon)
        }
        return groupRules.filter { $0.locales.includes(context.data) && confidence >= $0.neededConfidence }.flatMap { $0.rule.check(subjects) }
    }

    /// The string with every compatible fix-it applied; `skipping` names suppressed rules, whose fix-its are left out.
    /// `remembering`: as for `check`. A checker that runs one `DirectFixRule` and does not remember results
    /// (each string comes once) takes the rule's fix-its without diagnostics (`directFixIts`).
    public func fix(_ text: String, role: Role, locale: String, isCancel: Bool = false, group: [GroupMember] = [], pluralCategory: String? = nil,
                    source: String? = nil, sourceLocale: String = "en", remembering: Bool = true,
                    confidence: RoleConfidence = .certain, skipping: (String) -> Bool = { _ in false }) -> String {
        if !remembering, group.isEmpty, confidence == .certain, source == nil, let direct = directFixRule {
            guard !skipping(direct.identifier) else { return text }
            if fixRounds == 1, let fixed = directFixedText(direct.rule, text, role: role, locale: locale, isCancel: isCancel, pluralCategory: pluralCategory) {
                return fixed
            }
            return Self.fixUntilStable(text, rounds: fixRounds) {
                directFixIts(direct.rule, $0, role: role, locale: locale, isCancel: isCancel, pluralCategory: pluralCategory)
            }
        }
        return Self.fixUntilStable(text, rounds: fixRounds, skipping: skipping) {
            check($0, role: role, locale: locale, isCancel: isCancel, group: group, pluralCategory: pluralCategory,
                  source: source, sourceLocale: sourceLocale, remembering: remembering, confidence: confidence)
        }
    }

    /// `fix`'s fixed text appended to `output` as UTF-8 (what `copylint fix` writes): a checker's one direct-fix
    /// rule, in one round, appends it itself (`DirectFixRule.appendFixedText`), with no string made for it.
    public func appendFixed(_ text: String, role: Role, locale: String, isCancel: Bool = false, group: [GroupMember] = [],
                            pluralCategory: String? = nil, remembering: Bool = true, confidence: RoleConfidence = .certain, to output: inout [UInt8]) {
        if !remembering, group.isEmpty, fixRounds == 1, confidence == .certain, let direct = directFixRule {
            switch appendDirectFix(direct.rule, text, role: role, locale: locale, isCancel: isCancel, pluralCategory: pluralCategory, to: &output) {
            case .written: return
            case .none: return UTF8Bytes.withBytes(of: text) { output.append(contentsOf: $0) }
            // The fix-its' path below decides.
            case .cutsCharacter: break
            }
        }
        let fixed = fix(text, role: role, locale: locale, isCancel: isCancel, group: group, pluralCategory: pluralCategory, remembering: remembering,
                        confidence: confidence)
        UTF8Bytes.withBytes(of: fixed) { output.append(contentsOf: $0) }
    }

    /// The fix-its of `check`'s diagnostics for a checker whose one string rule is `rule`, without the diagnostics.
    private func directFixIts(_ rule: any DirectFixRule, _ text: String, role: Role, locale: String, isCancel: Bool, pluralCategory: String?) -> [FixIt] {
        guard let subject = directSubject(text, role: role, locale: locale, isCancel: isCancel, pluralCategory: pluralCategory) else { return [] }
        return Self.withoutSplitCharacters(rule.fixIts(subject), subject.text)
    }

    /// The subject a checker's one direct-fix rule reads (a string of no group); nil when no rule runs on the text.
    private func directSubject(_ text: String, role: Role, locale: String, isCancel: Bool, pluralCategory: String?) -> Subject? {
        if isSkipped(text) { return nil }
        let context = context(locale)
        guard directRuleApplies(RoleKey(role: role, confidence: .certain), context) else { return nil }
        return Subject(text: analysis(text, context), role: role, isCancel: isCancel, group: [], locale: context.data, options: options,
                       pluralCategory: pluralCategory, lexiconSlot: context.lexicon)
    }

    /// One round of `directFixIts` applied, as the rule writes its fixed text (`appendDirectFix`); nil where a
    /// fix-it could cut a character.
    private func directFixedText(_ rule: any DirectFixRule, _ text: String, role: Role, locale: String, isCancel: Bool, pluralCategory: String?) -> String? {
        var bytes: [UInt8] = []
        switch appendDirectFix(rule, text, role: role, locale: locale, isCancel: isCancel, pluralCategory: pluralCategory, to: &bytes) {
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
        /// Nothing appended: a fix-it could cut a character, which only the fix-its' path drops (`withoutSplitCharacters`).
        case cutsCharacter
    }

    /// One round of the checker's one direct-fix rule, its fixed text appended to `output` as the rule writes it
    /// (`DirectFixRule.appendFixedText`): the one path of `fix` (as a string) and `appendFixed` (as bytes).
    private func appendDirectFix(_ rule: any DirectFixRule, _ text: String, role: Role, locale: String, isCancel: Bool, pluralCategory: String?,
                                 to output: inout [UInt8]) -> DirectFixResult {
        guard let subject = directSubject(text, role: role, locale: locale, isCancel: isCancel, pluralCategory: pluralCategory) else { return .none }
        let start = output.count
        guard rule.appendFixedText(subject, to: &output) else { return .none }
        // (Asked only of a text with fixes, as `withoutSplitCharacters` asks only of fix-its; the characters
        // themselves are walked only on the fix-its' path.)
        guard Self.hasCharactersOfSeveralScalars(subject.text) else { return .written }
        output.removeSubrange(start...)
        return .cutsCharacter
    }

    /// Applies fix-its round after round until nothing changes: a fix can expose another (a trimmed space
    /// reveals a final period; "Save. . . . ." loses one separated mark a round). Rules that disagree would
    /// loop, so a text seen before ends it, and so does a bound far above what any real string needs (`rounds`).
    /// `skipping` names suppressed rules, whose fix-its are left out.
    static func fixUntilStable(_ text: String, rounds: Int = maximumFixRounds, skipping: (String) -> Bool, _ diagnose: (String) -> [Diagnostic]) -> String {
        fixUntilStable(text, rounds: rounds) { current in
            let diagnostics = diagnose(current)
            // Nothing found leaves the text as it is (most strings), before any array is made.
            if diagnostics.isEmpty { return [] }
            var fixIts: [FixIt] = []
            // Most diagnostics bring one fix-it: one allocation, not one growth per diagnostic.
            fixIts.reserveCapacity(diagnostics.count)
            for diagnostic in diagnostics where !diagnostic.fixIts.isEmpty && !skipping(diagnostic.rule) { fixIts += diagnostic.fixIts }
            return fixIts
        }
    }

    /// The same, given each round's fix-its.
    static func fixUntilStable(_ text: String, rounds: Int = maximumFixRounds, _ fixItsOf: (String) -> [FixIt]) -> String {
        var current = text
        // The texts between `text` and `current`, compared with `==` as a set would: a few rounds at most, so a
        // list, and no hashing. Empty until a second change (most fixed strings change once).
        var between: [String] = []
        for round in 0..<rounds {
            let fixIts = fixItsOf(current)
            // Nothing to apply (no findings, findings without fix-its, or only suppressed rules') leaves the text as it is.
            if fixIts.isEmpty { break }
            let next = FixIt.apply(fixIts, to: current)
            if next == current { break }
            if round > 0 { between.append(current) }
            current = next
            // (In the first round `text` is the text just compared with: a second comparison, with Unicode's
            // equivalence, was 1% of title-casing the corpus.)
            if (round > 0 && next == text) || between.contains(next) { break }
        }
        return current
    }

    /// Rounds of fixing at most: each round changes the text, and no rule needs many in a row.
    static let maximumFixRounds = 64
}
