import CopyText

/// An alert title longer than one line.
package struct TitleLengthRule: StringRule {
    public init() {}

    /// The default limit, in display columns (wide characters count two); `title_length` in the configuration.
    public static let limit = RuleParameter(name: "title_length", defaultValue: 48, documentation: "the most display columns in an alert title (a wide character counts two)")

    public static let description = RuleDescription(
        identifier: "title_length",
        name: "Alert title length",
        description: "Keep an alert title to one line: long titles are hard to read at a glance and may be truncated. Fires above 48 display columns (a wide character counts two); the threshold is `title_length`.",
        guideline: "002 (alerts: keep the title short enough to fit on one line), 003 (keep titles to a single line where possible)",
        area: .alertText,
        severity: .info,
        roles: [.alertTitle],
        isFixable: false,
        parameters: [limit],
        translations: .sourceOnly,
        nonTriggeringExamples: [
            Example("Delete this photo?", role: .alertTitle),
            Example("Are you sure you want to delete this message?", role: .alertTitle),
            Example("この写真をすべてのデバイスから削除しますか？", role: .alertTitle, locale: "ja"),
            Example("Möchtest du die Konfiguration für CarPlay wirklich löschen?", role: .alertTitle, locale: "de", source: "Delete the CarPlay configuration?"),
            Example("Are you sure you want to delete CarPlay configuration? This can't be reverted", role: .alertMessage),
        ],
        triggeringExamples: [
            Example("↓Are you sure you want to delete CarPlay configuration? This can't be reverted", role: .alertTitle),
            Example("↓Are you really, really sure you want to block the entire %@? In most cases a few targeted blocks are enough.", role: .alertTitle),
            Example("↓このアルバムの写真とビデオをすべてのデバイスから完全に削除してもよろしいですか？", role: .alertTitle, locale: "ja"),
        ]
    )

    public func check(_ subject: Subject) -> [Diagnostic] {
        let limit = subject.options.value(of: Self.limit)
        let range = subject.text.trimmedRange
        guard let width = subject.text.columns(range, exceeding: limit) else { return [] }
        return [diagnostic("The title takes \(width) columns; keep it to one line (\(limit)).", at: range)]
    }
}
