import CopyText

/// A translation much longer than its source: it may not fit where the source fits.
package struct LengthExpansionRule: TranslationRule {
    public init() {}

    public static let ratio = RuleParameter(name: "expansion_ratio", defaultValue: 200,
                                            documentation: "how long a translation may be, in percent of its source, before the slack")
    public static let slack = RuleParameter(name: "expansion_slack", defaultValue: 10,
                                            documentation: "characters a translation may have beyond the ratio")

    public static let description = RuleDescription(
        identifier: "length_expansion",
        name: "Length expansion",
        description: "A button, menu item, bar item or alert title whose translation is wider on screen than twice its source plus ten columns (thresholds `expansion_ratio` in percent and `expansion_slack`) may be cut off. Width is counted in display columns (a Chinese or Japanese character takes two); text that wraps (messages, labels, strings of unknown role) is not checked.",
        guideline: "HIG-RULES Across localisations; 003 (Views): keep titles short",
        area: .localization,
        severity: .info,
        roles: Self.fixedWidthRoles,
        isFixable: false,
        parameters: [ratio, slack],
        nonTriggeringExamples: [
            Example("Einstellungen", locale: "de", source: "Settings"),
            Example("Abbrechen", locale: "de", source: "Cancel"),
            Example("Möchten Sie dieses Foto wirklich löschen?", role: .alertTitle, locale: "de", source: "Delete this photo?"),
            // Text that wraps has room to grow.
            Example("NFC-метка не является форматом NDEF (формат обмена данными NFC)", role: .label, locale: "ru", source: "NFC tag is not NDEF format"),
            Example("Dieses Foto wird von all Ihren Geräten entfernt", role: .alertMessage, locale: "de", source: "Delete Photo"),
        ],
        triggeringExamples: [
            Example("↓Dieses Foto wird von all Ihren Geräten entfernt", role: .button, locale: "de", source: "Delete Photo"),
            // Seventeen characters, thirty-four columns: more than twice the source’s six and ten.
            Example("↓この写真をすべてのデバイスから削除", role: .button, locale: "ja", source: "Delete"),
        ]
    )

    /// Where text does not wrap: a longer translation is cut off.
    private static let fixedWidthRoles: Set<Role> = Role.commands.union(Role.titles).union([.toolbarItem, .tabTitle, .navTitle, .sidebarItem])

    public func check(_ translation: Subject, source: Subject) -> [Diagnostic] {
        let ratio = translation.options.value(of: Self.ratio)
        let slack = translation.options.value(of: Self.slack)
        // Width on screen, as written (not trimmed): a CJK character is as wide as two Latin ones.
        let sourceLength = DisplayWidth.columns(source.text.scalars)
        let length = DisplayWidth.columns(translation.text.scalars)
        guard sourceLength > 0, length * 100 > sourceLength * ratio + slack * 100 else { return [] }
        return [diagnostic("The translation is \(length) columns wide, \(length * 100 / sourceLength)% of the source’s \(sourceLength): it may not fit.",
                           at: translation.text.trimmedRange)]
    }
}
