/// Rules that look at whole tables rather than strings: missing and extra keys, duplicates, comments and
/// ambiguity among source strings. copylint's project linter runs them; their examples describe file sets,
/// and the project linter's tests run them on fixture trees.
public enum ProjectRules {
    /// The share of a table's keys from which a locale counts as complete and each missing key is reported.
    public static let missingTranslationCoverage = RuleParameter(
        name: "missing_translation_coverage", defaultValue: 90,
        documentation: "the percentage of a table's keys from which each missing key of a locale is reported")

    public static let missingTranslation = RuleDescription(
        identifier: "missing_translation", name: "Missing translation",
        description: "A source key with no translation in a locale that has the table (an .lproj file, a catalog localization, an XLIFF target). A locale with less than `missing_translation_coverage` percent of the table's keys (default 90) is a partial translation, reported once with its count and coverage; each missing key is reported where the locale is otherwise complete.",
        guideline: "HIG-RULES Across localisations", area: "Across localisations", severity: .warning, roles: Role.all, isFixable: false,
        parameters: [missingTranslationCoverage],
        nonTriggeringExamples: [
            Example("de.lproj/Localizable.strings has every key of en.lproj/Localizable.strings"),
            Example("ko.lproj/Localizable.strings has 15 of 2,500 keys: one finding for the partial locale, not 2,485"),
        ],
        triggeringExamples: [
            Example("ja.lproj/Localizable.strings lacks \"button.share_photos\" and has every other key"),
            Example("ko.lproj/Localizable.strings has 15 of 2,500 keys (one finding: 0% coverage, 2,485 missing)"),
        ]
    )

    public static let extraTranslation = RuleDescription(
        identifier: "extra_translation", name: "Extra translation",
        description: "A translated key that the source table does not have: an old or misspelled key that is never shown. Not reported when the development language's table is empty or absent (its text lives in code or Interface Builder).",
        guideline: "HIG-RULES Across localisations", area: "Across localisations", severity: .warning, roles: Role.all, isFixable: false,
        nonTriggeringExamples: [
            Example("de.lproj/Localizable.strings has only keys of en.lproj/Localizable.strings"),
            Example("de.lproj/Main.strings has keys, en.lproj/Main.strings is empty (the English is in Main.storyboard)"),
        ],
        triggeringExamples: [Example("de.lproj/Localizable.strings has \"button.unused\", which en.lproj does not")]
    )

    public static let duplicateKey = RuleDescription(
        identifier: "duplicate_key", name: "Duplicate key",
        description: "A key defined twice in one file: only one of the values is ever shown.",
        guideline: "Apple .strings format", area: "Files", severity: .warning, roles: Role.all, isFixable: false,
        nonTriggeringExamples: [Example("\"a\" = \"A\";\n\"b\" = \"B\";")],
        triggeringExamples: [Example("\"a\" = \"A\";\n\"a\" = \"B\";")]
    )

    public static let missingComment = RuleDescription(
        identifier: "missing_comment", name: "Missing translator comment",
        description: "A source string of three words or fewer, or one used under several keys, needs a translator comment saying where it appears and what it means (\"Open\" the verb or the adjective?). A comment that repeats the text or is Interface Builder's object description does not count.",
        guideline: "HIG-RULES Before translation; Apple Localization: add comments for translators", area: "Before translation",
        severity: .warning, roles: Role.all, isFixable: false,
        nonTriggeringExamples: [Example("/* Button that opens the selected album */ \"album.open\" = \"Open\";")],
        triggeringExamples: [Example("\"album.open\" = \"Open\";"), Example("/* Open */ \"album.open\" = \"Open\";")]
    )

    public static let ambiguousSource = RuleDescription(
        identifier: "ambiguous_source", name: "Ambiguous source",
        description: "The same source text under several keys with no comments that tell them apart: translators cannot know whether the meanings differ.",
        guideline: "HIG-RULES Before translation", area: "Before translation", severity: .warning, roles: Role.all, isFixable: false,
        nonTriggeringExamples: [Example("/* Verb: button that opens a file */ \"open.button\" = \"Open\"; /* Adjective: status of a ticket */ \"status.open\" = \"Open\";")],
        triggeringExamples: [Example("\"open.button\" = \"Open\"; \"status.open\" = \"Open\";")]
    )

    public static let all: [RuleDescription] = [missingTranslation, extraTranslation, duplicateKey, missingComment, ambiguousSource]
}
