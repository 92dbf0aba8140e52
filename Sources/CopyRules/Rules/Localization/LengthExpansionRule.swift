/// A translation much longer than its source: it may not fit where the source fits.
public struct LengthExpansionRule: TranslationRule {
    public init() {}

    public static let ratio = RuleParameter(name: "expansion_ratio", defaultValue: 200,
                                            documentation: "how long a translation may be, in percent of its source, before the slack")
    public static let slack = RuleParameter(name: "expansion_slack", defaultValue: 10,
                                            documentation: "characters a translation may have beyond the ratio")

    public static let description = RuleDescription(
        identifier: "length_expansion",
        name: "Length expansion",
        description: "A translation longer than twice its source plus ten characters (thresholds `expansion_ratio` in percent and `expansion_slack`) may be cut off in buttons, titles and menus.",
        guideline: "HIG-RULES Across localisations; 003 (Views): keep titles short",
        area: "Across localisations",
        severity: .info,
        roles: Role.all,
        isFixable: false,
        parameters: [ratio, slack],
        nonTriggeringExamples: [
            Example("Einstellungen", locale: "de", source: "Settings"),
            Example("Abbrechen", locale: "de", source: "Cancel"),
            Example("Möchten Sie dieses Foto wirklich löschen?", locale: "de", source: "Delete this photo?"),
        ],
        triggeringExamples: [
            Example("↓Dieses Foto wird von all Ihren Geräten entfernt", locale: "de", source: "Delete Photo"),
        ]
    )

    public func check(_ translation: Subject, source: Subject) -> [Diagnostic] {
        let ratio = translation.options.value(of: Self.ratio)
        let slack = translation.options.value(of: Self.slack)
        // Every character, as written (not trimmed): counting clusters only where some scalar joins another.
        let sourceLength = source.text.characters(in: source.text.scalars.indices)
        let length = translation.text.characters(in: translation.text.scalars.indices)
        guard sourceLength > 0, length * 100 > sourceLength * ratio + slack * 100 else { return [] }
        return [diagnostic("The translation has \(length) characters, \(length * 100 / sourceLength)% of the source’s \(sourceLength): it may not fit.", at: translation.text.trimmedRange)]
    }
}
