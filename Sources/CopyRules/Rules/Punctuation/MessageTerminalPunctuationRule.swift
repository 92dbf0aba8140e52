import CopyText

/// An alert message whose last sentence has no ending punctuation.
package struct MessageTerminalPunctuationRule: StringRule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "message_terminal_punctuation",
        name: "Ending punctuation on messages",
        description: "An alert or action-sheet message is written in complete sentences with appropriate punctuation: its last sentence ends with a period (the locale's full stop), a question mark, an exclamation mark or an ellipsis. Locales that write no full stop (Thai) are left alone, and so is a message of one word (a status such as \"Connected\", not a sentence).",
        guideline: "002 (alert messages: short complete sentences, sentence style, appropriate punctuation), 003",
        area: .punctuation,
        severity: .warning,
        roles: Role.messages,
        isFixable: true,
        translations: .beyondSource,
        nonTriggeringExamples: [
            Example("This photo will be deleted from all your devices.", role: .alertMessage),
            Example("Checking for new software…", role: .alertMessage),
            Example("Do you want to continue?", role: .actionSheetMessage),
            Example("Welcome back!", role: .alertMessage),
            Example("The server said: %@", role: .alertMessage),
            Example("Choose an option:", role: .alertMessage),
            Example("Check your email :)", role: .alertMessage),
            Example("All set 🎉", role: .alertMessage),
            Example("(Optional.)", role: .alertMessage),
            Example("写真はすべてのデバイスから削除されます。", role: .alertMessage, locale: "ja"),
            Example("รูปภาพนี้จะถูกลบ", role: .alertMessage, locale: "th"),
            Example("This photo will be deleted", role: .alertTitle),
            // A translation is not asked for a stop its source does not have.
            Example("Exemple : 20:35", role: .alertMessage, locale: "fr", source: "Example: 20:35"),
            Example("Die Verbindung wurde getrennt", role: .alertMessage, locale: "de", source: "The connection was lost"),
            // One word is a status, not a sentence (a row's text, shown as the message of its details alert).
            Example("Authenticating", role: .alertMessage),
            Example("Verbunden", role: .alertMessage, locale: "de", source: "Connected"),
        ],
        triggeringExamples: [
            Example("This photo will be deleted from all your devices↓", role: .alertMessage),
            Example("You can restore it later. It stays in Recently Deleted for 30 days↓", role: .alertMessage),
            Example("Visit https://apple.com/support↓", role: .actionSheetMessage),
            Example("Tap “Done”↓", role: .alertMessage),
            Example("Saved to Cafe\u{301}↓", role: .alertMessage),
            Example("You have %lld unread messages↓", role: .alertMessage),
            Example("写真はすべてのデバイスから削除されます↓", role: .alertMessage, locale: "ja"),
            Example("Authenticating with %@↓", role: .alertMessage),
            Example("Die Verbindung wurde getrennt↓", role: .alertMessage, locale: "de", source: "The connection was lost."),
        ],
        corrections: [
            Example("This photo will be deleted from all your devices", role: .alertMessage, corrected: "This photo will be deleted from all your devices."),
            Example("It stays in Recently Deleted (30 days) ", role: .alertMessage, corrected: "It stays in Recently Deleted (30 days). "),
            Example("写真はすべてのデバイスから削除されます", role: .alertMessage, locale: "ja", corrected: "写真はすべてのデバイスから削除されます。"),
            Example("Saved to Cafe\u{301}", role: .alertMessage, corrected: "Saved to Cafe\u{301}."),
        ]
    )

    public func check(_ subject: Subject) -> [Diagnostic] {
        // A translation is not asked for a stop its source does not have ("Example: 20:35").
        if let source = subject.source, source.text.terminal == .none { return [] }
        guard let fullStop = subject.locale.sentenceFullStop, let end = TerminalMarks.missingStop(in: subject.text) else { return [] }
        if Self.isOneCasedWord(subject.text) { return [] }
        // Most messages that lack a stop lack a ".": that message is made once.
        let message = fullStop == "." ? Self.periodMessage : Self.message(fullStop)
        return [diagnostic(message, at: end..<end, fixIts: [FixIt(range: end..<end, replacement: fullStop)])]
    }

    /// Whether the text is one word of a cased script and nothing else ("Authenticating"): a status shown in a row
    /// and, as a fallback, as an alert's message, not a sentence. (Scripts written without spaces, whose tokens
    /// can span a whole sentence, are not asked.)
    private static func isOneCasedWord(_ text: AnalyzedText) -> Bool {
        var word: Token?
        for token in text.tokens where token.kind != .space {
            guard token.isWord, word == nil else { return false }
            word = token
        }
        guard let word else { return false }
        return word.shape != .uncased
    }

    private static func message(_ fullStop: String) -> String { "The message ends without punctuation: add “\(fullStop)”." }
    private static let periodMessage = message(".")
}
