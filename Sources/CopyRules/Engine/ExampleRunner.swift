/// Runs one rule on its own examples, as the generic example test and `copylint explain` do.
public final class ExampleRunner {
    private let store: DictionaryStore
    private var checkers: [String: Checker] = [:]

    public init(store: DictionaryStore = .bundled) {
        self.store = store
    }

    /// The rule's diagnostics for the example's text (markers removed).
    public func diagnostics(_ rule: any StringRule.Type, _ example: Example) -> [Diagnostic] {
        checker(for: rule, example).check(example.unmarked.text, in: example.context)
    }

    /// A group rule's diagnostics for the group made of the example's string (member 0) and its `group`.
    public func diagnostics(_ rule: any GroupRule.Type, _ example: Example) -> [GroupDiagnostic] {
        let member = GroupMember(example.unmarked.text, role: example.role, isCancel: example.isCancel)
        let members = [member] + example.group
        return checker(for: rule, example).checkGroup(members, locale: example.locale, confidence: example.confidence)
    }

    /// A translation rule's diagnostics for the example's text as a translation of its `source` (an empty
    /// source when it gives none).
    public func diagnostics(_ rule: any TranslationRule.Type, _ example: Example) -> [Diagnostic] {
        checker(for: rule, example).checkTranslation(example.unmarked.text, in: Self.translationContext(example))
    }

    /// The example's translation with the rule's fix-its applied until nothing changes.
    public func correctedTranslation(_ rule: any TranslationRule.Type, _ example: Example,
                                     text: String? = nil) -> String {
        checker(for: rule, example).fixTranslation(text ?? example.unmarked.text, in: Self.translationContext(example))
    }

    /// The example's context as a translation: of its source, or of an empty one.
    private static func translationContext(_ example: Example) -> StringContext {
        var context = example.context
        context.source = TranslationSource(example.source ?? "", locale: example.sourceLocale)
        return context
    }

    /// The example's text with the rule's fix-its applied until nothing changes.
    public func corrected(_ rule: any StringRule.Type, _ example: Example) -> String {
        corrected(rule, example, text: example.unmarked.text)
    }

    /// Some text, in the example's role and locale, with the rule's fix-its applied.
    public func corrected(_ rule: any StringRule.Type, _ example: Example, text: String) -> String {
        checker(for: rule, example).fix(text, in: example.context)
    }

    /// The checker that runs `rule` alone, on the example's platform and edition (one per rule, platform and
    /// edition, kept).
    public func checker(for rule: any Rule.Type, _ example: Example) -> Checker {
        let key = "\(rule.description.identifier)|\(example.platform.rawValue)|\(example.edition.rawValue)"
        if let checker = checkers[key] { return checker }
        let identifier = rule.description.identifier
        let pretranslation = RuleRegistry.pretranslationRules.contains { $0.description.identifier == identifier }
        let checker = Checker(store: store, options: RuleOptions(platform: example.platform, edition: example.edition),
                              enabled: { $0 == identifier }, pretranslation: pretranslation)
        checkers[key] = checker
        return checker
    }
}
