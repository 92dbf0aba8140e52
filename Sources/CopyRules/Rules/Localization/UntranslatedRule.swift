import CopyText

/// A translation identical to its source: likely left in the source language.
package struct UntranslatedRule: TranslationRule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "untranslated",
        name: "Untranslated string",
        description: "A translation identical to a source of more than one word was probably never translated. Terms whose spelling is fixed (product names) are allowed.",
        guideline: "HIG-RULES Across localisations",
        area: .localization,
        severity: .warning,
        roles: Role.all,
        isFixable: false,
        nonTriggeringExamples: [
            Example("Foto löschen", locale: "de", source: "Delete Photo"),
            Example("OK", locale: "de", source: "OK"),
            Example("iCloud Drive", locale: "de", source: "iCloud Drive"),
            Example("Apple Watch", locale: "fr", source: "Apple Watch"),
            Example("Add to Favourites", locale: "en-GB", source: "Add to Favorites"),
            Example("%@ (%@)", locale: "de", source: "%@ (%@)"),
        ],
        triggeringExamples: [
            Example("↓Delete Photo", locale: "de", source: "Delete Photo"),
            Example("↓Are you sure you want to quit?", locale: "ja", source: "Are you sure you want to quit?"),
        ]
    )

    public func check(_ translation: Subject, source: Subject) -> [Diagnostic] {
        // (Locale identifiers are ASCII: their first two bytes are their first two characters, compared without a
        // Character walk.)
        guard translation.text.string == source.text.string,
              !translation.locale.locale.utf8.prefix(2).elementsEqual(source.locale.locale.utf8.prefix(2)) else { return [] }
        // The words are read in place: a source left untranslated is met again in every locale that left it.
        let tokens = source.text.tokens
        guard tokens.indices.lazy.filter({ tokens[$0].isWord }).dropFirst().first != nil else { return [] }
        // Allow strings made only of fixed terms (product names), whose spelling is the same everywhere.
        let terms = Self.terms(source.locale)
        if terms.containsWhole(source.text) { return [] }
        if tokens.indices.allSatisfy({ !tokens[$0].isWord || terms.contains(tokens[$0], in: source.text) }) { return [] }
        return [diagnostic("The translation is the same as the source text: is it translated?", at: translation.text.trimmedRange)]
    }

    private static let terms = LocaleCache(FixedTerms.init)
}
