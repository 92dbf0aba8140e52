import CopyText

/// A custom edit-menu command that is not a verb, or longer than a short phrase.
package struct EditMenuCustomNameRule: StringRule {
    public init() {}

    /// The default number of words above which a custom command is too long; `edit_menu_words` in the configuration.
    public static let words = RuleParameter(name: "edit_menu_words", defaultValue: 3, documentation: "the most words in a custom edit-menu command")

    public static let description = RuleDescription(
        identifier: "edit_menu_custom_name",
        name: "Custom edit-menu commands",
        description: "Name a custom edit-menu command with a verb that says exactly what it does: one capitalized verb is best (\"Highlight\", \"Define\"), a short phrase at most (\"Add Bookmark\"). Fires when the first word is not a verb, or on more than three words (`edit_menu_words`).",
        guideline: "000 (edit menu: custom items are named with a verb describing the action; one capitalized word is best, a short phrase takes title style), 004",
        area: .editMenu,
        severity: .warning,
        roles: [.editMenuItem],
        locales: .english,
        isFixable: false,
        parameters: [words],
        nonTriggeringExamples: [
            Example("Highlight", role: .editMenuItem),
            Example("Unhighlight", role: .editMenuItem),
            Example("Add Bookmark", role: .editMenuItem),
            Example("Look Up", role: .editMenuItem),
            Example("Select All", role: .editMenuItem),
            Example("Select all", role: .editMenuItem),
            Example("Erase", role: .editMenuItem),
            Example("Translate “%@”", role: .editMenuItem),
            Example("Bookmark", role: .menuItem),
        ],
        triggeringExamples: [
            Example("↓Bookmark Settings", role: .editMenuItem),
            Example("↓Definition", role: .editMenuItem),
            Example("↓Add This Text to My Reading List", role: .editMenuItem),
        ]
    )

    public func check(_ subject: Subject) -> [Diagnostic] {
        let text = subject.text
        let range = text.trimmedRange
        guard let bounds = text.contentBounds else { return [] }
        let lexicon = subject.lexicon
        if EditMenuCommands.cache(subject.locale).command(for: text.trimmedText, lexicon: lexicon) != nil { return [] }
        let first = text.tokens[bounds.first]
        let limit = subject.options.value(of: Self.words)
        let words = text.wordGroups.count
        if first.isWord, first.shape != .mixed, !lexicon.startsWithVerb(at: bounds.first, text) {
            return [diagnostic("Name a custom edit-menu command with a verb: “\(text.text(of: first))” is not one.", at: first.range)]
        }
        if words > limit {
            return [diagnostic("Keep a custom edit-menu command to one verb or a short phrase: this one has \(words) words.", at: range)]
        }
        return []
    }
}
