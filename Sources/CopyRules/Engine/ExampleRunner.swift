/// Runs one rule on its own examples, as the generic example test and `copylint explain` do.
public final class ExampleRunner {
    private let store: DictionaryStore
    private var checkers: [String: Checker] = [:]

    public init(store: DictionaryStore = .bundled) {
        self.store = store
    }

    /// The rule's diagnostics for the example's text (markers removed).
    public func diagnostics(_ rule: any StringRule.Type, _ example: Example) -> [Diagnostic] {
        checker(rule, example).check(example.unmarked.text, role: example.role, locale: example.locale, isCancel: example.isCancel, group: example.group,
                                     pluralCategory: example.pluralCategory, source: example.source,
                                     sourceLocale: example.sourceLocale, confidence: example.confidence)
    }

    /// A group rule's diagnostics for the group made of the example's string (member 0) and its `group`.
    public func diagnostics(_ rule: any GroupRule.Type, _ example: Example) -> [GroupDiagnostic] {
        let members = [GroupMember(example.unmarked.text, role: example.role, isCancel: example.isCancel)] + example.group
        return checker(rule, example).checkGroup(members, locale: example.locale, confidence: example.confidence)
    }

    /// A translation rule's diagnostics for the example's text as a translation of its `source`.
    public func diagnostics(_ rule: any TranslationRule.Type, _ example: Example) -> [Diagnostic] {
        checker(rule, example).checkTranslation(example.unmarked.text, role: example.role, locale: example.locale, source: example.source ?? "", sourceLocale: example.sourceLocale, pluralCategory: example.pluralCategory, isCancel: example.isCancel, confidence: example.confidence)
    }

    /// The example's translation with the rule's fix-its applied until nothing changes.
    public func correctedTranslation(_ rule: any TranslationRule.Type, _ example: Example, text: String? = nil) -> String {
        checker(rule, example).fixTranslation(text ?? example.unmarked.text, role: example.role, locale: example.locale, source: example.source ?? "", sourceLocale: example.sourceLocale, pluralCategory: example.pluralCategory, isCancel: example.isCancel, confidence: example.confidence)
    }

    /// The example's text with the rule's fix-its applied until nothing changes.
    public func corrected(_ rule: any StringRule.Type, _ example: Example) -> String {
        corrected(rule, example, text: example.unmarked.text)
    }

    /// Some text, in the example's role and locale, with the rule's fix-its applied.
    public func corrected(_ rule: any StringRule.Type, _ example: Example, text: String) -> String {
        checker(rule, example).fix(text, role: example.role, locale: example.locale, isCancel: example.isCancel, group: example.group,
                                   pluralCategory: example.pluralCategory, source: example.source,
                                   sourceLocale: example.sourceLocale, confidence: example.confidence)
    }

    /// The same through the rule's fix-its alone, when it gives them directly (`DirectFixRule`); nil for other
    /// rules, and for a translation (the direct path checks lone strings, never against a source).
    public func correctedDirectly(_ rule: any StringRule.Type, _ example: Example, text: String) -> String? {
        let checker = checker(rule, example)
        // (The direct path takes the role as given and checks lone strings: an example whose role is less than
        // certain, or a translation, goes the other way.)
        guard checker.directFixRule != nil, example.confidence == .certain, example.source == nil else { return nil }
        return checker.fix(text, role: example.role, locale: example.locale, isCancel: example.isCancel, group: example.group, pluralCategory: example.pluralCategory,
                           remembering: false)
    }

    /// The same appended as UTF-8, as `copylint fix` writes it (`Checker.appendFixed`); nil for other rules.
    public func correctedDirectlyAsBytes(_ rule: any StringRule.Type, _ example: Example, text: String) -> [UInt8]? {
        let checker = checker(rule, example)
        // (The direct path takes the role as given and checks lone strings: an example whose role is less than
        // certain, or a translation, goes the other way.)
        guard checker.directFixRule != nil, example.confidence == .certain, example.source == nil else { return nil }
        var output: [UInt8] = []
        checker.appendFixed(text, role: example.role, locale: example.locale, isCancel: example.isCancel, group: example.group,
                            pluralCategory: example.pluralCategory, remembering: false, to: &output)
        return output
    }

    private func checker(_ rule: any Rule.Type, _ example: Example) -> Checker {
        let key = "\(rule.description.identifier)|\(example.platform.rawValue)|\(example.edition.rawValue)"
        if let checker = checkers[key] { return checker }
        let identifier = rule.description.identifier
        let pretranslation = RuleRegistry.pretranslationRules.contains { $0.description.identifier == identifier }
        let checker = Checker(store: store, options: RuleOptions(platform: example.platform, edition: example.edition), enabled: { $0 == identifier }, pretranslation: pretranslation)
        checkers[key] = checker
        return checker
    }
}
