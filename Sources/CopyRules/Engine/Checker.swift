import CopyLowLevel
import CopyText

/// Runs the rules on single strings: analyses a string once, runs the rules that apply to it, drops duplicate
/// proposals and applies fix-its until the text is stable. Each call takes the text and its `StringContext`.
/// Holds one ICU analyser per locale; not thread-safe, so use one checker per thread.
///
/// What only pays over many strings (a cache of results, skipping strings no rule can judge, one round of
/// fixing, a rule writing its fixed text directly) is the kit's `BatchChecker`, which wraps a checker.
public final class Checker {
    public let store: DictionaryStore
    public let options: RuleOptions
    private let rules: [Registered<any StringRule>]
    private let groupRules: [Registered<any GroupRule>]
    private let translationRules: [Registered<any TranslationRule>]
    /// The string rules that judge a translation against its source's findings, by identifier (`.own` left out).
    private let translationJudgements: [String: TranslationJudgement]
    /// The descriptions of the string rules it runs, in the order they run: where a batch of strings reads the
    /// traits the rules declare (`RuleDescription.fixesInOneRound`, `needsCasedLetter`).
    package let stringRuleDescriptions: [RuleDescription]

    /// What the checker remembers between strings (contexts, analyses, sources' findings), in one cell that its
    /// one thread reads several times a string (`OwnedState`).
    private let state = OwnedState(State())

    private struct State {
        /// Per locale spelling as given: its data, its analyser, and the rules that apply by role (computed once).
        var locales: [String: LocaleContext] = [:]
        /// The contexts of the last two locales asked for: a translation is checked in its locale and its source's,
        /// in turn, and most calls name the locale of the call before.
        /// (Each in its own field, not an optional pair: a pair was copied out, its string and context retained,
        /// to be compared.)
        var lastLocale = "", lastContext: LocaleContext?
        var previousLocale = "", previousContext: LocaleContext?
        /// The last source analysed or found with its context: a translation's string rules and its translation
        /// rules ask for the same source in turn.
        var lastSourceAnalysis: (locale: ObjectIdentifier, text: AnalyzedText)?

        /// The last two locales' contexts, in the order of their last use.
        mutating func swapLocales() {
            swap(&lastLocale, &previousLocale)
            swap(&lastContext, &previousContext)
        }

        mutating func remember(_ locale: String, _ context: LocaleContext) {
            swapLocales()
            lastLocale = locale
            lastContext = context
        }
        /// The last string analysed: a translation is checked alone and then against its source, one analysis
        /// for both. (Two optionals, not an optional pair: the text is handed back to the analyser in place,
        /// `Analyzer.recycle`.)
        var lastAnalysisContext: ObjectIdentifier?
        var lastAnalysis: AnalyzedText?
        /// Source strings analysed, by locale and text: each is compared with its translation in every locale.
        var sourceAnalyses: [TextKey: AnalyzedText] = [:]
        /// Sources as their translations' string rules see them, with their own findings: worked out once for
        /// every translation of a source, not once per translation.
        var sources: [SourceKey: SourceContext] = [:]
        /// The analyses of the strings checked as members of a group, for the check of their group as a whole,
        /// which comes after its file's strings.
        var memberAnalyses: [TextKey: AnalyzedText] = [:]
        /// Runs of strings share a role and a locale: the rules that applied to the last.
        var lastApplicable: (role: RoleKey, context: LocaleContext, rules: [any StringRule])?
        /// The messages of the diagnostics made so far, each held once.
        var messages = SharedMessages()
    }

    /// A text in a locale's context, compared by its bytes (offsets are of scalars, so two canonically
    /// equivalent spellings are different texts here).
    private struct TextKey: Hashable {
        let locale: ObjectIdentifier
        let text: ByteKey

        init(_ context: LocaleContext, _ text: String) {
            locale = ObjectIdentifier(context)
            self.text = ByteKey(text)
        }
    }

    /// What a source's findings depend on besides its text and locale.
    private struct SourceKey: Hashable {
        let text: TextKey
        let role: RoleKey
        let isCancel: Bool
        let pluralCategory: String?
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

        /// Its place in a table of every role at every confidence (`LocaleContext`): looked up for every string.
        var slot: Int { Int(role.ordinal) * Self.confidences + confidence.rank }

        static let confidences = RoleConfidence.allCases.count
        static let slots = Role.allCases.count * confidences
    }

    private final class LocaleContext {
        let data: LocaleData
        let analyzer: Analyzer
        /// The rules that apply, by `RoleKey.slot`; nil until first asked.
        var stringRules = [[any StringRule]?](repeating: nil, count: RoleKey.slots)
        var translationRules = [[any TranslationRule]?](repeating: nil, count: RoleKey.slots)
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
    public init(store: DictionaryStore = .bundled, options: RuleOptions = RuleOptions(),
                enabled: ((String) -> Bool)? = nil, named: ((String) -> Bool)? = nil,
                pretranslation: Bool = false, fixableOnly: Bool = false) {
        self.store = store
        var options = options
        if fixableOnly { options.wordsMessages = false }
        self.options = options
        func runs(_ description: RuleDescription) -> Bool {
            (enabled?(description.identifier) ?? true) && (!fixableOnly || description.isFixable)
        }
        func isNamed(_ description: RuleDescription) -> Bool {
            enabled == nil || named?(description.identifier) == true
        }
        let stringRules = RuleRegistry.stringRules + (pretranslation ? RuleRegistry.pretranslationRules : [])
        let runningStringRules = stringRules.filter { runs($0.description) }
        stringRuleDescriptions = runningStringRules.map { $0.description }
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
    }

    private func context(_ locale: String) -> LocaleContext {
        if state.value.lastLocale == locale, let last = state.value.lastContext { return last }
        if state.value.previousLocale == locale, let previous = state.value.previousContext {
            state.value.swapLocales()
            return previous
        }
        if let context = state.value.locales[locale] {
            state.value.remember(locale, context)
            return context
        }
        // Tags that ask for nothing their locale's data and ICU don't give (`en-X1`) share that locale's context.
        let key = store.dataLocale(locale)
        let context = state.value.locales[key]
            ?? LocaleContext(data: store.locale(key), analyzer: Analyzer(locale: key))
        state.value.locales[locale] = context
        state.value.locales[key] = context
        return context
    }

    /// Which locale context a locale spelling is checked in: two spellings with the same identity get the same
    /// answers (a key for a cache of results, `BatchChecker`).
    package func localeIdentity(_ locale: String) -> ObjectIdentifier {
        ObjectIdentifier(context(locale))
    }

    /// What builds the lexicon of `locale`'s data, to run on another thread while the caller does other work
    /// (reads its input): the first string that reads the lexicon otherwise builds it while every other worker
    /// waits. Building is the same, and shared, whichever thread does it first; so is the locale's data, read
    /// there too.
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
        if let last = state.value.lastAnalysis, state.value.lastAnalysisContext == ObjectIdentifier(context),
           sameBytes(last.string, text) {
            return last
        }
        // The last analysis, which nothing else holds once its rules are done, gives its arrays to the next.
        let analyzer = context.analyzer
        analyzer.recycle(&state.value.lastAnalysis)
        let analyzed = analyzer.analyzeSegmentingLater(text)
        state.value.lastAnalysisContext = ObjectIdentifier(context)
        state.value.lastAnalysis = analyzed
        return analyzed
    }

    /// A source string's analysis, made once for all its translations.
    private func sourceAnalysis(_ text: String, _ context: LocaleContext) -> AnalyzedText {
        if let last = state.value.lastSourceAnalysis, last.locale == ObjectIdentifier(context),
           sameBytes(last.text.string, text) {
            return last.text
        }
        let key = TextKey(context, text)
        if let cached = state.value.sourceAnalyses[key] {
            state.value.lastSourceAnalysis = (ObjectIdentifier(context), cached)
            return cached
        }
        let analyzed = context.analyzer.analyzeSegmentingLater(text)
        state.value.lastSourceAnalysis = (ObjectIdentifier(context), analyzed)
        // A bound on memory (`sourceCacheLimit`).
        if state.value.sourceAnalyses.count >= Self.sourceCacheLimit { state.value.sourceAnalyses.removeAll() }
        state.value.sourceAnalyses[key] = analyzed
        return analyzed
    }

    /// Every diagnostic the string rules find in one string, deduplicated, in order of position.
    /// For a translation (`context.source`), the findings are judged against its source's
    /// (`RuleDescription.translations`); the translation rules are `checkTranslation`'s.
    public func check(_ text: String, in context: StringContext) -> [Diagnostic] {
        // A translation identical to its source is the source's text (left untranslated, or the same in both):
        // judged in the source's locale, as the source is ("Delete local data?" is no Spanish question that
        // lacks "¿"), and then against the source's findings as any translation.
        let source = context.source
        let judgedLocale = source.map { sameBytes($0.text, text) } == true ? source!.locale : context.locale
        let localeContext = self.context(judgedLocale)
        let applicable = applicableStringRules(RoleKey(role: context.role, confidence: context.roleConfidence),
                                               localeContext)
        if applicable.isEmpty { return [] }
        // The source first: checking it may analyse it, and the translation's analysis is then the last one.
        let sourceContext = source.map { self.sourceContext($0, of: context) }
        let analyzed = analysis(text, localeContext)
        if context.isGroupMember {
            // A bound on memory: a file's alerts fit many times over.
            if state.value.memberAnalyses.count >= 2_048 {
                state.value.memberAnalyses.removeAll(keepingCapacity: true)
            }
            state.value.memberAnalyses[TextKey(localeContext, text)] = analyzed
        }
        let subject = Subject(text: analyzed, role: context.role, isCancel: context.isCancel, group: context.group,
                              locale: localeContext.data, options: options, pluralCategory: context.pluralCategory,
                              source: sourceContext, lexiconSlot: localeContext.lexicon,
                              roleConfidence: context.roleConfidence)
        var diagnostics = Self.gathered(applicable) { $0.check(subject) }
        if let sourceContext, !diagnostics.isEmpty {
            // A copy of its source keeps only the fixes it shares with it (so one `--fix` mends both); what needs
            // rewording is reported once, on the source.
            let isCopy = sameBytes(sourceContext.text.string, text)
            diagnostics.removeAll { !keeps($0, source: sourceContext) || (isCopy && $0.fixIts.isEmpty) }
        }
        var kept = diagnostics.count > 1 ? Self.withoutDuplicates(diagnostics) : diagnostics
        state.value.messages.share(&kept)
        return Self.withoutSplitCharacters(kept, subject.text)
    }

    /// The source of a translation as its string rules see it: its analysis and the string rules' findings in it
    /// (in the translation's role, as a lone string).
    private func sourceContext(_ source: TranslationSource, of translation: StringContext) -> SourceContext {
        let localeContext = context(source.locale)
        let key = SourceKey(text: TextKey(localeContext, source.text),
                            role: RoleKey(role: translation.role, confidence: translation.roleConfidence),
                            isCancel: translation.isCancel, pluralCategory: translation.pluralCategory)
        if let known = state.value.sources[key] {
            state.value.lastSourceAnalysis = (ObjectIdentifier(localeContext), known.text)
            return known
        }
        let findings = check(source.text, in: StringContext(role: translation.role, locale: source.locale,
                                                            roleConfidence: translation.roleConfidence,
                                                            isCancel: translation.isCancel,
                                                            pluralCategory: translation.pluralCategory))
        let found = SourceContext(text: sourceAnalysis(source.text, localeContext), role: translation.role,
                                  locale: localeContext.data, findings: Set(findings.map(\.rule)))
        // A bound on memory, as for the sources' analyses.
        if state.value.sources.count >= Self.sourceCacheLimit { state.value.sources.removeAll() }
        state.value.sources[key] = found
        return found
    }

    /// Whether a rule's finding in a translation stands against its source's findings (`TranslationJudgement`).
    private func keeps(_ diagnostic: Diagnostic, source: SourceContext) -> Bool {
        guard let judgement = translationJudgements[diagnostic.rule] else { return true }
        return judgement.keeps(sourceHasFinding: source.findings.contains(diagnostic.rule))
    }

    /// The subject the string rules read for a lone string (no source), with the analysis of `check`; nil when
    /// no string rule applies to it. For a batch whose one rule gives its fix-its directly (`DirectFixRule`).
    package func subject(_ text: String, in context: StringContext) -> Subject? {
        let localeContext = self.context(context.locale)
        let role = RoleKey(role: context.role, confidence: context.roleConfidence)
        guard !applicableStringRules(role, localeContext).isEmpty else { return nil }
        return Subject(text: analysis(text, localeContext), role: context.role, isCancel: context.isCancel,
                       group: context.group, locale: localeContext.data, options: options,
                       pluralCategory: context.pluralCategory, lexiconSlot: localeContext.lexicon,
                       roleConfidence: context.roleConfidence)
    }

    /// The one string rule the checker runs, if it runs exactly one.
    package var soleStringRule: (any StringRule)? {
        rules.count == 1 ? rules[0].rule : nil
    }

    /// The rules' findings in rule order. Usually no rule finds anything, or one does: its array is kept as it
    /// is, not copied into a new one. Each rule is read in place (`forEachInPlace`), not copied out of the array.
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
        guard diagnostics.contains(where: { !$0.fixIts.isEmpty }), let isBoundary = characterBoundaries(text) else {
            return diagnostics
        }
        return diagnostics.map { diagnostic in
            var diagnostic = diagnostic
            diagnostic.fixIts.removeAll { !isBoundary($0.range.lowerBound) || !isBoundary($0.range.upperBound) }
            return diagnostic
        }
    }

    /// The same for fix-its alone.
    package static func withoutSplitCharacters(_ fixIts: [FixIt], _ text: AnalyzedText) -> [FixIt] {
        guard !fixIts.isEmpty, let isBoundary = characterBoundaries(text) else { return fixIts }
        return fixIts.filter { isBoundary($0.range.lowerBound) && isBoundary($0.range.upperBound) }
    }

    /// Whether some scalar offset of `text` falls inside a user-perceived character (else every offset starts one).
    package static func hasCharactersOfSeveralScalars(_ text: AnalyzedText) -> Bool {
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

    private func applicableStringRules(_ role: RoleKey, _ context: LocaleContext) -> [any StringRule] {
        // Runs of strings share a role and a locale: the last answer first, then the context's table.
        if let last = state.value.lastApplicable, last.role == role, last.context === context { return last.rules }
        let applicable = Self.applicable(rules, role, context.data, table: &context.stringRules)
        state.value.lastApplicable = (role, context, applicable)
        return applicable
    }

    /// The registered rules that apply to a role in a locale, worked out once per context and kept in `table`.
    private static func applicable<R>(_ registered: [Registered<R>], _ role: RoleKey, _ data: LocaleData,
                                      table: inout [[R]?]) -> [R] {
        if let cached = table[role.slot] { return cached }
        let applicable = registered.filter { $0.applies(to: role, data) }.map(\.rule)
        table[role.slot] = applicable
        return applicable
    }

    /// Sorted by position; where two rules propose the same fix-it for the same range ("Ok" is both a
    /// misspelling and a title-style slip), only the more severe (then the first-registered) is kept.
    public static func withoutDuplicates(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        // Only fix-its over the same range can be the same proposal. Without two such ranges (the usual case:
        // title case proposes one fix per word) nothing is dropped, and the severity order below would only
        // reorder diagnostics of one rule at one offset, which share a severity: a plain sort gives the same.
        // (The sort is stable: diagnostics already in order, the usual case, are returned as they are.)
        // (A plain loop over indices: Swift 6.3's optimiser crashed on a span of diagnostics read in a closure.)
        var isSorted = true
        for index in diagnostics.indices.dropFirst() {
            let start = diagnostics[index].range.lowerBound, previous = diagnostics[index - 1].range.lowerBound
            if !(start > previous || start == previous && diagnostics[index].rule >= diagnostics[index - 1].rule) {
                isSorted = false
                break
            }
        }
        let inPositionOrder = isSorted ? diagnostics : diagnostics.sorted(by: Diagnostic.isOrderedBefore)
        if proposalsStartInOrder(diagnostics) { return inPositionOrder }
        var ranges: [Range<Int>] = []
        for index in diagnostics.indices where !diagnostics[index].fixIts.isEmpty {
            ranges.append(diagnostics[index].range)
        }
        ranges.sort { ($0.lowerBound, $0.upperBound) < ($1.lowerBound, $1.upperBound) }
        if !zip(ranges, ranges.dropFirst()).contains(where: { $0 == $1 }) { return inPositionOrder }
        struct Proposal: Hashable {
            var range: Range<Int>
            var fixIts: [FixIt]
        }
        var kept: [Diagnostic] = []
        var proposals = Set<Proposal>()
        let bySeverity = diagnostics.enumerated()
            .sorted { ($1.element.severity, $0.offset) < ($0.element.severity, $1.offset) }.map(\.element)
        for diagnostic in bySeverity {
            let proposal = Proposal(range: diagnostic.range, fixIts: diagnostic.fixIts)
            if diagnostic.fixIts.isEmpty || proposals.insert(proposal).inserted {
                kept.append(diagnostic)
            }
        }
        return kept.sorted(by: Diagnostic.isOrderedBefore)
    }

    /// Whether each diagnostic that proposes fix-its starts after the one before it that does: their ranges
    /// then all differ, and none can be a duplicate (so too when fewer than two propose any). A rule reports in
    /// order of position, so a string with one rule's findings is answered in one pass.
    private static func proposalsStartInOrder(_ all: [Diagnostic]) -> Bool {
        var previous = Int.min
        for index in all.indices where !all[index].fixIts.isEmpty {
            guard all[index].range.lowerBound > previous else { return false }
            previous = all[index].range.lowerBound
        }
        return true
    }

    /// The translation rules' diagnostics for a translation of `context.source` (none without a source).
    public func checkTranslation(_ text: String, in context: StringContext) -> [Diagnostic] {
        guard let source = context.source else { return [] }
        let localeContext = self.context(context.locale)
        let role = RoleKey(role: context.role, confidence: context.roleConfidence)
        let applicable = Self.applicable(translationRules, role, localeContext.data,
                                         table: &localeContext.translationRules)
        guard !applicable.isEmpty else { return [] }
        let sourceContext = self.context(source.locale)
        let translation = Subject(text: analysis(text, localeContext), role: context.role, isCancel: context.isCancel,
                                  locale: localeContext.data, options: options, pluralCategory: context.pluralCategory,
                                  lexiconSlot: localeContext.lexicon)
        let original = Subject(text: sourceAnalysis(source.text, sourceContext), role: context.role,
                               isCancel: context.isCancel, locale: sourceContext.data, options: options,
                               arguments: source.arguments.map { sourceContext.analyzer.analyzeSegmentingLater($0) },
                               lexiconSlot: sourceContext.lexicon)
        let diagnostics = Self.gathered(applicable) { $0.check(translation, source: original) }
        guard diagnostics.count > 1 else { return diagnostics }
        return diagnostics.sorted(by: Diagnostic.isOrderedBefore)
    }

    /// The translation with the translation rules' fix-its applied until stable; `skipping` names suppressed rules.
    public func fixTranslation(_ text: String, in context: StringContext,
                               skipping: (String) -> Bool = { _ in false }) -> String {
        Self.fixUntilStable(text, skipping: skipping) { checkTranslation($0, in: context) }
    }

    /// The group rules' diagnostics for one alert or action sheet, by member index. Members share the first
    /// member's locale. `confidence`: how far the grouping is trusted; group rules that need more are skipped.
    public func checkGroup(_ members: [GroupMember], locale: String,
                           confidence: RoleConfidence = .certain) -> [GroupDiagnostic] {
        guard !members.isEmpty, !groupRules.isEmpty else { return [] }
        let context = context(locale)
        // Each subject sees the others only in a group small enough to be one alert: all subjects are held at
        // once, so every one holding all the others took memory as the square of the group.
        let seesOthers = members.count <= GroupMember.largestSeenGroup
        let subjects = members.enumerated().map { index, member in
            let analyzed = state.value.memberAnalyses[TextKey(context, member.text)]
                ?? context.analyzer.analyzeSegmentingLater(member.text)
            let others = seesOthers ? members.enumerated().filter { $0.offset != index }.map(\.element) : []
            return Subject(text: analyzed, role: member.role, isCancel: member.isCancel, group: others,
                           locale: context.data, options: options, lexiconSlot: context.lexicon)
        }
        return groupRules.filter { $0.locales.includes(context.data) && confidence >= $0.neededConfidence }
            .flatMap { $0.rule.check(subjects) }
    }

    /// The string with every compatible fix-it applied until nothing changes; `skipping` names suppressed rules,
    /// whose fix-its are left out.
    public func fix(_ text: String, in context: StringContext, skipping: (String) -> Bool = { _ in false }) -> String {
        Self.fixUntilStable(text, skipping: skipping) { check($0, in: context) }
    }

    /// Applies fix-its round after round until nothing changes: a fix can expose another (a trimmed space
    /// reveals a final period; "Save. . . . ." loses one separated mark a round). Rules that disagree would
    /// loop, so a text seen before ends it, and so does a bound far above what any real string needs (`rounds`).
    /// `skipping` names suppressed rules, whose fix-its are left out.
    package static func fixUntilStable(_ text: String, rounds: Int = maximumFixRounds, skipping: (String) -> Bool,
                                       _ diagnose: (String) -> [Diagnostic]) -> String {
        fixUntilStable(text, rounds: rounds) { current in
            let diagnostics = diagnose(current)
            // Nothing found leaves the text as it is (most strings), before any array is made.
            if diagnostics.isEmpty { return [] }
            var fixIts: [FixIt] = []
            // Most diagnostics bring one fix-it: one allocation, not one growth per diagnostic.
            fixIts.reserveCapacity(diagnostics.count)
            for diagnostic in diagnostics where !diagnostic.fixIts.isEmpty && !skipping(diagnostic.rule) {
                fixIts += diagnostic.fixIts
            }
            return fixIts
        }
    }

    /// The same, given each round's fix-its.
    package static func fixUntilStable(_ text: String, rounds: Int = maximumFixRounds,
                                       _ fixItsOf: (String) -> [FixIt]) -> String {
        var current = text
        // The texts between `text` and `current`, compared with `==` as a set would: a few rounds at most, so a
        // list, and no hashing. Empty until a second change (most fixed strings change once).
        var between: [String] = []
        for round in 0..<rounds {
            let fixIts = fixItsOf(current)
            // Nothing to apply (no findings, findings without fix-its, or only suppressed rules') leaves the text.
            if fixIts.isEmpty { break }
            let next = FixIt.apply(fixIts, to: current)
            if next == current { break }
            if round > 0 { between.append(current) }
            current = next
            // (In the first round `text` is the text just compared with: no second comparison.)
            if (round > 0 && next == text) || between.contains(next) { break }
        }
        return current
    }

    /// Rounds of fixing at most: each round changes the text, and no rule needs many in a row.
    package static let maximumFixRounds = 64

    /// Past this many source strings (analyses, or sources with their findings) a checker forgets the ones it
    /// has and starts again: a bound on memory. Each source is looked up once per translation of it, and the
    /// translations of one table come in runs, so a project's sources rarely outgrow it; a 200,000-string table
    /// looks each up once, and its caches held 70 MB that no lookup used.
    static let sourceCacheLimit = 20_000
}
