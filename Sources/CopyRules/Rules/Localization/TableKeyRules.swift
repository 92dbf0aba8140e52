/// The project rules of the catalogue's "Across localisations" area: whether every locale has the source table's
/// keys, and nothing more (see `ProjectRules`).
extension ProjectRules {
    /// The share of a table's keys from which a locale counts as complete and each missing key is reported.
    public static let missingTranslationCoverage = RuleParameter(
        name: "missing_translation_coverage", defaultValue: 90,
        documentation: "the percentage of a table's keys from which each missing key of a locale is reported")

    public static let missingTranslation = RuleDescription(
        identifier: "missing_translation", name: "Missing translation",
        description: "A source key with no translation in a locale that has the table (an .lproj file, a catalog localization, an XLIFF target). A locale with less than `missing_translation_coverage` percent of the table's keys (default 90) is a partial translation, reported once with its count and coverage; so is a locale that has the keys but leaves more than a third of them as the source text unchanged (its per-key `standard_term_translation` and `untranslated` findings on those copies are left out too). Each missing key is reported where the locale is otherwise complete.",
        guideline: "HIG-RULES Across localisations", area: .localization, severity: .warning, roles: Role.all, isFixable: false,
        parameters: [missingTranslationCoverage],
        nonTriggeringExamples: [
            Example("de.lproj/Localizable.strings has every key of en.lproj/Localizable.strings"),
            Example("ko.lproj/Localizable.strings has 15 of 2,500 keys: one finding for the partial locale, not 2,485"),
            Example("he.lproj/Localizable.strings has 2,480 of 2,500 keys, 2,300 of them English copies: one finding for the partial locale"),
        ],
        triggeringExamples: [
            Example("ja.lproj/Localizable.strings lacks \"button.share_photos\" and has every other key"),
            Example("ko.lproj/Localizable.strings has 15 of 2,500 keys (one finding: 0% coverage, 2,485 missing)"),
        ]
    )

    public static let extraTranslation = RuleDescription(
        identifier: "extra_translation", name: "Extra translation",
        description: "A translated key that the source table does not have: an old or misspelled key that is never shown. Not reported when the development language's table is empty or absent (its text lives in code or Interface Builder).",
        guideline: "HIG-RULES Across localisations", area: .localization, severity: .warning, roles: Role.all, isFixable: false,
        nonTriggeringExamples: [
            Example("de.lproj/Localizable.strings has only keys of en.lproj/Localizable.strings"),
            Example("de.lproj/Main.strings has keys, en.lproj/Main.strings is empty (the English is in Main.storyboard)"),
        ],
        triggeringExamples: [Example("de.lproj/Localizable.strings has \"button.unused\", which en.lproj does not")]
    )
}
