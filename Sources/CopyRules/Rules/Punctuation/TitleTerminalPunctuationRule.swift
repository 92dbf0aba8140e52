import CopyText

/// An alert title that is a sentence fragment, ending in a period, exclamation mark, colon or semicolon.
package struct TitleTerminalPunctuationRule: StringRule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "title_terminal_punctuation",
        name: "No ending punctuation on fragment titles",
        description: "An alert or action-sheet title that is a sentence fragment (\"Failed to Connect\") takes no ending punctuation: no period, exclamation mark, colon or semicolon. With the 2014 edition, a single complete sentence that is not a question is treated the same way.",
        guideline: "002 (alerts: fragment or single sentence → title style, no ending punctuation), 003 (a fragment title takes no ending punctuation)",
        area: .punctuation,
        severity: .warning,
        roles: Role.titles,
        locales: .english,
        isFixable: true,
        translations: .beyondSource,
        nonTriggeringExamples: [
            Example("Failed to Connect", role: .alertTitle),
            Example("Delete Post", role: .alertTitle),
            Example("Connecting…", role: .alertTitle),
            Example("Delete this photo?", role: .alertTitle),
            Example("You've been signed out.", role: .alertTitle),
            Example("That's a lot of podcasts!", role: .alertTitle),
            Example("Thank you for beta testing!", role: .alertTitle),
            Example("Are you sure? This can't be undone.", role: .alertTitle),
            Example("Storage Almost Full", role: .actionSheetTitle),
            Example("Failed to Connect.", role: .alertMessage),
            Example("Save.", role: .button),
        ],
        triggeringExamples: [
            Example("Failed to Connect↓.", role: .alertTitle),
            Example("Check your Inbox↓.", role: .alertTitle),
            Example("Error↓!", role: .alertTitle),
            Example("Thanks↓!", role: .alertTitle),
            Example("Choose a Backup↓:", role: .actionSheetTitle),
            Example("Download Failed↓!!", role: .alertTitle),
            Example("Your Account Has Been Locked↓.", role: .alertTitle, edition: .legacy),
        ],
        corrections: [
            Example("Failed to Connect.", role: .alertTitle, corrected: "Failed to Connect"),
            Example("Error!", role: .alertTitle, corrected: "Error"),
            Example("Download Failed!!", role: .alertTitle, corrected: "Download Failed"),
            Example("Choose a Backup :", role: .actionSheetTitle, corrected: "Choose a Backup"),
            Example("Your Account Has Been Locked.", role: .alertTitle, edition: .legacy, corrected: "Your Account Has Been Locked"),
        ]
    )

    public func check(_ subject: Subject) -> [Diagnostic] {
        let text = subject.text
        guard [.fullStop, .exclamation, .colon, .semicolon].contains(text.terminal) else { return [] }
        let kind = ClauseKind.of(text, lexicon: subject.lexicon, locale: subject.locale)
        guard kind.wantsTitleStyle(subject.options.edition), let marks = TerminalMarks.run(in: text) else { return [] }
        let mark = text.text(marks.marks)
        return [diagnostic("A title that is a sentence fragment takes no ending punctuation: remove “\(mark)”.", at: marks.marks, fixIts: [FixIt(range: marks.removal, replacement: "")])]
    }
}
