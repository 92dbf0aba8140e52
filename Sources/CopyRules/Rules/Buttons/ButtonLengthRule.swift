import CopyText

/// A button title of more than three words or 24 characters.
package struct ButtonLengthRule: StringRule {
    public init() {}

    /// The default limits: words (`button_words`) and characters (`button_length`).
    public static let words = RuleParameter(name: "button_words", defaultValue: 3, documentation: "the most words in a button title")
    public static let length = RuleParameter(name: "button_length", defaultValue: 24, documentation: "the most display columns in a button title")

    public static let description = RuleDescription(
        identifier: "button_length",
        name: "Short button titles",
        description: "The best button titles are one or two words. Fires on more than three words (`button_words`) or more than 24 characters (`button_length`).",
        guideline: "003 (alert buttons: the best titles are one or two words), 002 (short, logical titles)",
        area: .buttons,
        severity: .info,
        roles: Role.buttons,
        isFixable: false,
        parameters: [words, length],
        translations: .sourceOnly,
        nonTriggeringExamples: [
            Example("Delete", role: .alertButton),
            Example("Add to Favorites", role: .button),
            Example("Turn Off Sync…", role: .button),
            Example("Delete %lld Photos", role: .actionSheetButton),
            Example("Open in a New Window Now", role: .menuItem),
            // A translation is as long as its language needs: the source is judged.
            Example("In neuem Fenster öffnen", role: .button, locale: "de", source: "Open Window"),
            Example("Datenschutzeinstellungen", role: .button, locale: "de", source: "Privacy Settings"),
            // A long source is reported once, on the source, not in each translation.
            Example("Ja, alle meine Fotos löschen", role: .alertButton, locale: "de", source: "Yes, Delete All My Photos"),
        ],
        triggeringExamples: [
            Example("↓Open in a New Window Now", role: .button),
            Example("↓Turn Off Sync & Backup…", role: .button),
            Example("↓Yes, Delete All My Photos", role: .alertButton),
            Example("↓Unsubscribe-from-newsletters-forever", role: .button),
        ]
    )

    public func check(_ subject: Subject) -> [Diagnostic] {
        let wordLimit = subject.options.value(of: Self.words)
        let lengthLimit = subject.options.value(of: Self.length)
        let words = subject.text.wordGroups.count
        // Characters never outnumber scalars: count graphemes only when the scalars exceed the limit.
        let characters = subject.text.scalars.count > lengthLimit ? subject.text.characterCount : 0
        guard words > wordLimit || characters > lengthLimit else { return [] }
        return [diagnostic("Keep button titles to one or two words: this one has \(words) words and \(subject.text.characterCount) characters.", at: subject.text.trimmedRange)]
    }
}
