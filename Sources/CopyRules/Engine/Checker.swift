import CopyText

/// Runs the rules on single strings: analyses each string once per locale and hands it to every rule that applies.
/// Holds one ICU analyser per locale; not thread-safe, so use one checker per thread.
public final class Checker {
    public let store: DictionaryStore
    public let options: RuleOptions
    private let rules: [any StringRule]
    private let groupRules: [any GroupRule]
    private let translationRules: [any TranslationRule]
    private var analyzers: [String: Analyzer] = [:]

    /// `enabled` filters rules by identifier (nil: every rule); `pretranslation` adds the rules for source strings
    /// before translation.
    public init(store: DictionaryStore = .bundled, options: RuleOptions = RuleOptions(), enabled: ((String) -> Bool)? = nil, pretranslation: Bool = false) {
        self.store = store
        self.options = options
        let stringRules = RuleRegistry.stringRules + (pretranslation ? RuleRegistry.pretranslationRules : [])
        rules = stringRules.filter { enabled?($0.description.identifier) ?? true }.map { $0.init() }
        groupRules = RuleRegistry.groupRules.filter { enabled?($0.description.identifier) ?? true }.map { $0.init() }
        translationRules = RuleRegistry.translationRules.filter { enabled?($0.description.identifier) ?? true }.map { $0.init() }
    }

    /// The analysed text for a locale, with the analyser reused.
    public func analyze(_ text: String, locale: String) -> AnalyzedText {
        let key = store.canonicalLocale(locale)
        if let analyzer = analyzers[key] { return analyzer.analyze(text) }
        let analyzer = Analyzer(locale: key)
        analyzers[key] = analyzer
        return analyzer.analyze(text)
    }

    /// Every diagnostic for one string, in order of position.
    public func check(_ text: String, role: Role, locale: String, isCancel: Bool = false, group: [GroupMember] = [], pluralCategory: String? = nil) -> [Diagnostic] {
        let data = store.locale(locale)
        let applicable = rules.filter { type(of: $0).applies(to: role, locale: data) }
        guard !applicable.isEmpty else { return [] }
        let subject = Subject(text: analyze(text, locale: locale), role: role, isCancel: isCancel, group: group, locale: data, options: options, pluralCategory: pluralCategory)
        return Self.withoutDuplicates(applicable.flatMap { $0.check(subject) })
    }

    /// Sorted by position; where two rules propose the same fix-it for the same range ("Ok" is both a
    /// misspelling and a title-style slip), only the more severe (then the first-registered) is kept.
    static func withoutDuplicates(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var kept: [Diagnostic] = []
        for diagnostic in diagnostics.enumerated().sorted(by: { ($1.element.severity, $0.offset) < ($0.element.severity, $1.offset) }).map(\.element) {
            let duplicate = !diagnostic.fixIts.isEmpty && kept.contains { $0.range == diagnostic.range && $0.fixIts == diagnostic.fixIts }
            if !duplicate { kept.append(diagnostic) }
        }
        return kept.sorted { ($0.range.lowerBound, $0.rule) < ($1.range.lowerBound, $1.rule) }
    }

    /// The translation rules' diagnostics for a translation of `source`.
    public func checkTranslation(_ text: String, role: Role, locale: String, source: String, sourceLocale: String, pluralCategory: String? = nil) -> [Diagnostic] {
        let data = store.locale(locale)
        let applicable = translationRules.filter { type(of: $0).applies(to: role, locale: data) }
        guard !applicable.isEmpty else { return [] }
        let translation = Subject(text: analyze(text, locale: locale), role: role, locale: data, options: options, pluralCategory: pluralCategory)
        let original = Subject(text: analyze(source, locale: sourceLocale), role: role, locale: store.locale(sourceLocale), options: options)
        return applicable.flatMap { $0.check(translation, source: original) }.sorted { ($0.range.lowerBound, $0.rule) < ($1.range.lowerBound, $1.rule) }
    }

    /// The translation with the translation rules' fix-its applied until stable.
    public func fixTranslation(_ text: String, role: Role, locale: String, source: String, sourceLocale: String, pluralCategory: String? = nil) -> String {
        var current = text
        for _ in 0..<4 {
            let fixIts = checkTranslation(current, role: role, locale: locale, source: source, sourceLocale: sourceLocale, pluralCategory: pluralCategory).flatMap(\.fixIts)
            let next = FixIt.apply(fixIts, to: current)
            if next == current { break }
            current = next
        }
        return current
    }

    /// The group rules' diagnostics for one alert or action sheet, by member index. Members share the first member's locale.
    public func checkGroup(_ members: [GroupMember], locale: String) -> [GroupDiagnostic] {
        guard !members.isEmpty, !groupRules.isEmpty else { return [] }
        let data = store.locale(locale)
        let subjects = members.enumerated().map { index, member in
            Subject(text: analyze(member.text, locale: locale), role: member.role, isCancel: member.isCancel,
                    group: members.enumerated().filter { $0.offset != index }.map(\.element), locale: data, options: options)
        }
        return groupRules.filter { type(of: $0).description.locales.includes(data) }.flatMap { $0.check(subjects) }
    }

    /// The string with every compatible fix-it applied.
    public func fix(_ text: String, role: Role, locale: String, isCancel: Bool = false, group: [GroupMember] = [], pluralCategory: String? = nil) -> String {
        // Fixes can expose further fixes (a trimmed space reveals a final period), so apply until stable.
        var current = text
        for _ in 0..<4 {
            let fixIts = check(current, role: role, locale: locale, isCancel: isCancel, group: group, pluralCategory: pluralCategory).flatMap(\.fixIts)
            let next = FixIt.apply(fixIts, to: current)
            if next == current { break }
            current = next
        }
        return current
    }
}
