/// Every rule copylint has; the one list `copylint rules`, the generic example test and the checker read.
public enum RuleRegistry {
    public static let stringRules: [any StringRule.Type] = [
        WhitespaceRule.self,
        EllipsisRule.self,
        OKSpellingRule.self,
        YesNoButtonRule.self,
        // Capitalization
        TitleCaseRule.self,
        SentenceCaseRule.self,
        // Punctuation
        TitleTerminalPunctuationRule.self,
        TitleSentencePunctuationRule.self,
        QuestionMarkRule.self,
        MessageTerminalPunctuationRule.self,
        MenuArticleRule.self,
        ButtonTerminalPunctuationRule.self,
        StraightQuotesRule.self,
        // Alert text
        SingleWordTitleRule.self,
        TitleLengthRule.self,
        MessageLengthRule.self,
        PersonalPronounRule.self,
        JudgmentalToneRule.self,
        TapVerbRule.self,
        QuotedButtonNameRule.self,
        // Buttons
        ButtonVerbRule.self,
        ButtonLengthRule.self,
        CancelLabelRule.self,
        // Edit menu
        EditMenuStandardNameRule.self,
        EditMenuCustomNameRule.self,
    ]

    public static let groupRules: [any GroupRule.Type] = [
        AlertButtonCountRule.self,
        ActionSheetCancelRule.self,
    ]

    /// Rules for source strings before they go to translators (`copylint pretranslate`), run with every source-language rule.
    public static let pretranslationRules: [any StringRule.Type] = [
        PositionalPlaceholdersRule.self,
        ConcatenationFragmentRule.self,
        PluralCandidateRule.self,
    ]

    /// Rules that compare a translation with its source string.
    public static let translationRules: [any TranslationRule.Type] = [
        PlaceholderMismatchRule.self,
        UntranslatedRule.self,
        PunctuationMismatchRule.self,
        StandardTermTranslationRule.self,
        LengthExpansionRule.self,
        WhitespaceMismatchRule.self,
    ]

    /// Every rule type: string, group and translation rules.
    public static var all: [any Rule.Type] {
        (stringRules + pretranslationRules).map { $0 as any Rule.Type } + groupRules.map { $0 as any Rule.Type }
            + translationRules.map { $0 as any Rule.Type }
    }

    /// The descriptions of every rule, project rules included, sorted by identifier.
    public static var descriptions: [RuleDescription] {
        (all.map { $0.description } + ProjectRules.all + DirectiveRules.all).sorted { $0.identifier < $1.identifier }
    }

    public static func description(of identifier: String) -> RuleDescription? {
        descriptions.first { $0.identifier == identifier }
    }
}
