import CopyText

/// A button title that does not start with a verb, apart from the standard titles (OK, Done, Cancel, …).
package struct ButtonVerbRule: StringRule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "button_verb",
        name: "Buttons start with a verb",
        description: "A button title says what the button does, starting with a verb (\"Delete\", \"Add to Favorites\", \"Don't Allow\"). The standard titles that need no verb (OK, Done, Cancel, Not Now, Next, Settings, …; `standard-buttons.txt`) are accepted. Runs on alert and action-sheet buttons whose role comes from code, Interface Builder, the configuration or a translator comment, and on other buttons only where the role is certain (code, Interface Builder, configuration): elsewhere (toolbars, pickers, swipe actions) a noun often names the action, and a role read from a key is a guess.",
        guideline: "004 (buttons: use verbs in titles), 003 (alert buttons: verbs and verb phrases tied to the alert), 002",
        area: .buttons,
        severity: .warning,
        roles: Role.buttons,
        locales: .english,
        isFixable: false,
        nonTriggeringExamples: [
            Example("Delete", role: .alertButton),
            Example("Add to Favorites", role: .alertButton),
            Example("Don't Save", role: .alertButton),
            Example("Don’t Allow", role: .alertButton),
            Example("Never Ask Again", role: .alertButton),
            Example("Always Allow", role: .alertButton),
            Example("OK", role: .alertButton),
            Example("Not Now", role: .alertButton),
            Example("Options…", role: .alertButton),
            Example("Learn More", role: .alertButton),
            Example("Sign In", role: .alertButton),
            Example("%@", role: .alertButton),
            Example("AirDrop", role: .alertButton),
            Example("Set Up Later", role: .alertButton),
            Example("Keep Both", role: .alertButton),
            Example("Resend Code", role: .alertButton),
            Example("Unmute Account", role: .alertButton),
            Example("Re-authenticate", role: .alertButton),
            Example("Heck Yes!", role: .menuItem),
            Example("Supprimer", role: .alertButton, locale: "fr"),
            Example("Privacy Policy", role: .button, confidence: .likely),
            Example("Awesome", role: .alertButton, confidence: .guess),
            Example("Quote", role: .actionSheetButton),
            Example("Reply", role: .actionSheetButton),
            Example("Bookmark", role: .actionSheetButton),
            Example("Unfavorite", role: .alertButton),
            Example("Favourite Post", role: .alertButton),
        ],
        triggeringExamples: [
            Example("↓Heck Yes!", role: .alertButton),
            Example("↓Privacy Policy", role: .alertButton),
            Example("↓Privacy Policy", role: .button),
            Example("↓Awesome", role: .alertButton, confidence: .likely),
            Example("↓Photos", role: .actionSheetButton),
            Example("↓Never Photos", role: .alertButton),
        ]
    )

    private static let standard = LocaleCache { data in data.set("standard-buttons") }
    /// Nouns used as verbs on buttons ("Bookmark", "Favorite"; `action-nouns.txt`).
    private static let actionNouns = LocaleCache { data in data.set("action-nouns") }

    /// Whether a word (folded) is a noun used as a verb, also with the `un` prefix ("Unfavorite").
    private static func isActionNoun(_ word: String, _ nouns: Set<String>) -> Bool {
        nouns.contains(word) || (word.hasPrefix("un") && nouns.contains(String(word.dropFirst(2))))
    }

    public func check(_ subject: Subject) -> [Diagnostic] {
        // A button outside an alert from a translator comment: a toolbar's or picker's noun, as often as not.
        if subject.role == .button, subject.roleConfidence < .certain { return [] }
        let text = subject.text
        guard let bounds = text.contentBounds else { return [] }
        let tokens = text.tokens
        let first = tokens[bounds.first]
        // A product name ("AirDrop") or an abbreviation ("O.K.") cannot be judged.
        guard first.isWord, first.shape != .mixed, !text.scalars[first.range].contains(".") else { return [] }
        let lexicon = subject.lexicon
        var verb = bounds.first
        if lexicon.classes(of: first, in: text).contains(.buttonOpener), let next = tokens[(bounds.first + 1)...].firstIndex(where: \.isWord) {
            verb = next
        }
        if lexicon.startsWithVerb(at: verb, text) { return [] }
        if Self.isActionNoun(lexicon.fold(text.text(of: tokens[verb])), Self.actionNouns(subject.locale)) { return [] }
        let standard = Self.standard(subject.locale)
        let title = lexicon.fold(text.text(first.range.lowerBound..<tokens[bounds.last].range.upperBound))
        if standard.contains(title) || standard.contains(lexicon.fold(text.text(of: first))) { return [] }
        return [diagnostic("Start a button title with a verb that says what it does: “\(text.text(of: tokens[verb]))” is not a verb.", at: first.range)]
    }
}
