import CopyText

/// An alert title that is a complete sentence (2021 edition) or several sentences, with no ending punctuation.
package struct TitleSentencePunctuationRule: StringRule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "title_sentence_punctuation",
        name: "Ending punctuation on sentence titles",
        description: "An alert or action-sheet title that is a complete sentence (\"This can't be reverted\") takes sentence style and ending punctuation; so does the last of several sentences. With the 2014 edition only titles of several sentences need it.",
        guideline: "003 (a complete-sentence title takes sentence-style capitalization and appropriate ending punctuation), 002 (several sentences: appropriate punctuation)",
        area: .punctuation,
        severity: .warning,
        roles: Role.titles,
        locales: .english,
        isFixable: true,
        translations: .beyondSource,
        nonTriggeringExamples: [
            Example("This can't be reverted.", role: .alertTitle),
            Example("Failed to Connect", role: .alertTitle),
            Example("Delete this photo?", role: .alertTitle),
            Example("You're all set!", role: .alertTitle),
            Example("Sync is paused.", role: .alertTitle),
            Example("Sync Is Paused", role: .alertTitle, edition: .legacy),
            Example("Can't Connect to Server", role: .alertTitle),
            Example("Check Your Inbox", role: .alertTitle),
            Example("Update Available", role: .actionSheetTitle),
            Example("The operation failed: %@", role: .alertTitle),
            Example("This can't be reverted", role: .alertMessage),
        ],
        triggeringExamples: [
            Example("This can't be reverted↓", role: .alertTitle),
            Example("You must sign in to continue↓", role: .alertTitle),
            Example("Sync is paused↓", role: .alertTitle),
            Example("Are you sure you want to delete CarPlay configuration? This can't be reverted↓", role: .alertTitle),
            Example("Are you sure? This can't be undone↓", role: .alertTitle, edition: .legacy),
            Example("Your iPhone is locked↓", role: .actionSheetTitle),
        ],
        corrections: [
            Example("This can't be reverted", role: .alertTitle, corrected: "This can't be reverted."),
            Example("You must sign in to continue ", role: .alertTitle, corrected: "You must sign in to continue. "),
            Example("Are you sure you want to delete CarPlay configuration? This can't be reverted", role: .alertTitle, corrected: "Are you sure you want to delete CarPlay configuration? This can't be reverted."),
            Example("Your photo “%@” is shared", role: .alertTitle, corrected: "Your photo “%@” is shared."),
        ]
    )

    public func check(_ subject: Subject) -> [Diagnostic] {
        let text = subject.text
        // A translation is not asked for a stop its source does not have (a title read as a message).
        if let source = subject.source, source.text.terminal == .none { return [] }
        guard text.terminal == .none, let fullStop = subject.locale.sentenceFullStop else { return [] }
        let kind = ClauseKind.of(text, lexicon: subject.lexicon, locale: subject.locale)
        switch kind {
        case .sentence where subject.options.edition == .current, .sentences: break
        default: return []
        }
        guard let end = TerminalMarks.missingStop(in: text) else { return [] }
        return [diagnostic("A title that is a complete sentence ends with punctuation: add “\(fullStop)”.", at: end..<end, fixIts: [FixIt(range: end..<end, replacement: fullStop)])]
    }
}
