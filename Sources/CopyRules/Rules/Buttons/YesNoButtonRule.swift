import CopyText

/// "Yes" and "No" (in any locale) as alert buttons: buttons should name the action.
package struct YesNoButtonRule: StringRule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "yes_no_button",
        name: "Yes and No buttons",
        description: """
            Alert and action-sheet buttons should say what they do. Avoid Yes and No (and each locale's \
            equivalents), also as a first word (\"Yes, Delete\"). By default it runs where the string's role is \
            certain (the app's code, which is read unless `--no-sources`; Interface Builder; the configuration): on \
            roles guessed from keys or comments it was right too rarely. Named in `--only-rule`, `only_rules` or \
            `opt_in_rules`, it also runs where a translator comment names the role.
            """,
        guideline: "002 (alerts): avoid Yes and No; 003 (Views, alerts): prefer verbs and verb phrases tied to the alert",
        area: .buttons,
        severity: .warning,
        roles: Role.alertButtons,
        neededConfidence: .certain,
        confidenceWhenNamed: .likely,
        isFixable: true,
        // A translation of a source "Yes" says yes too: the finding is the source's, reported there once.
        translations: .beyondSource,
        nonTriggeringExamples: [
            Example("Ja, löschen", role: .alertButton, locale: "de", source: "Yes, Delete"),
            Example("Nee", role: .alertButton, locale: "nl", source: "No"),
            Example("Delete", role: .alertButton),
            Example("Cancel", role: .alertButton),
            Example("Yes", role: .button),
            Example("Nothing to Undo", role: .alertButton),
            Example("Löschen", role: .alertButton, locale: "de"),
            Example("Not Now", role: .alertButton),
            Example("No guardar", role: .alertButton, locale: "es"),
            Example("Nie zachowuj", role: .alertButton, locale: "pl"),
            Example("Heck Yes!", role: .alertButton),
        ],
        triggeringExamples: [
            Example("↓Yes", role: .alertButton),
            Example("↓No", role: .actionSheetButton),
            Example("↓Yes, Delete", role: .alertButton),
            Example("↓No!", role: .alertButton),
            Example("↓はい", role: .alertButton, locale: "ja"),
            Example("↓Ja", role: .alertButton, locale: "de"),
            Example("↓Oui", role: .alertButton, locale: "fr"),
            Example("↓Oui", role: .alertButton, locale: "fr", source: "Delete"),
        ],
        corrections: [
            Example("Yes", role: .alertButton, group: [GroupMember("Delete this photo?", role: .alertTitle)], corrected: "Delete"),
            Example("No", role: .alertButton, group: [GroupMember("Delete this photo?", role: .alertTitle)], corrected: "Cancel"),
            Example("Yes", role: .alertButton, group: [GroupMember("Are you sure you want to remove this download?", role: .alertTitle)], corrected: "Remove"),
            Example("Nein", role: .alertButton, locale: "de", group: [GroupMember("Foto löschen?", role: .alertTitle)], corrected: "Abbrechen"),
        ]
    )

    public func check(_ subject: Subject) -> [Diagnostic] {
        let locale = subject.locale
        guard let first = subject.text.words.first, isAnswer(first, in: subject.text) else { return [] }
        let written = subject.text.text(of: first)
        let word = LocaleCase.lower(written, locale: locale.locale)
        let answer: String
        if lowered(locale.standardCommands["Yes"], locale).contains(word) {
            answer = "Yes"
        } else if lowered(locale.standardCommands["No"], locale).contains(word) {
            answer = "No"
        } else {
            return []
        }
        let message = "Avoid “\(written)” on a button: use a verb that says what it does" + (answer == "No" ? ", or Cancel." : ".")
        return [diagnostic(message, at: first.range, fixIts: fixIts(answer: answer, subject))]
    }

    /// The word is an answer when it is the whole title or is set off by punctuation ("Yes, Delete", "No!"):
    /// "No guardar", "Nie zachowuj" (Don't Save) start with a negation, not an answer.
    private func isAnswer(_ word: Token, in text: AnalyzedText) -> Bool {
        guard let index = text.tokens.firstIndex(of: word) else { return false }
        let rest = text.tokens[(index + 1)...].filter { $0.kind != .space }
        guard let next = rest.first else { return true }
        return next.kind == .punctuation
    }

    /// Yes becomes the title's verb and No becomes Cancel, when the whole title is just the answer.
    private func fixIts(answer: String, _ subject: Subject) -> [FixIt] {
        let whole = subject.text.trimmedRange
        guard subject.text.words.count == 1, subject.groupTitle != nil else { return [] }
        let replacement: String?
        if answer == "No" {
            replacement = subject.locale.standardName("Cancel")
        } else {
            replacement = actionVerb(in: subject)
        }
        return replacement.map { [FixIt(range: whole, replacement: $0)] } ?? []
    }

    /// The first verb of the group's title that names an action, title-cased ("Delete this photo?" → "Delete").
    private func actionVerb(in subject: Subject) -> String? {
        guard let title = subject.groupTitle else { return nil }
        let locale = subject.locale
        // Without a verb list (most locales) there is no verb to find, and no lexicon to build for the locale.
        guard locale.provider(of: "verbs") != nil else { return nil }
        // The lexicon, which the other rules have built already, not a map of `verbs.txt`: making that map was
        // a visible cost of a project's lint, for the few alerts with a Yes button.
        let lexicon = subject.lexicon
        let skip = locale.set("finite-verbs").union(locale.set("non-action-verbs")).union(locale.set("subjects"))
        let analyzer = Analyzer(locale: locale.locale)
        let analyzed = analyzer.analyze(title.text)
        for word in analyzed.words {
            let lower = LocaleCase.lower(analyzed.text(of: word), locale: locale.locale)
            guard !skip.contains(lower), lexicon.isOwnVerbLemma(lower) else { continue }
            return LocaleCase.capitalizeFirst(lower, locale: locale.locale)
        }
        return nil
    }

    private func lowered(_ names: [String]?, _ locale: LocaleData) -> Set<String> {
        Set((names ?? []).map { LocaleCase.lower($0, locale: locale.locale) })
    }
}
