import CopyText

/// A standard edit-menu command written with the wrong case or spacing, or under a known synonym.
package struct EditMenuStandardNameRule: StringRule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "edit_menu_standard_name",
        name: "Standard edit-menu names",
        description: "The standard edit-menu commands (Cut, Copy, Paste, Select, Select All, Delete, Undo, Redo, …) keep the locale's standard names exactly: not \"Select all\", \"SelectAll\" or \"copy\", and not a synonym such as \"Erase\" or \"Copy to Clipboard\".",
        guideline: "000 (edit menu: the standard Cut, Copy, Paste, Select, Select All commands), 004 (edit menus: Cut, Copy, Paste, Select, Select All, Delete; support Undo and Redo)",
        area: .editMenu,
        severity: .error,
        roles: [.editMenuItem],
        isFixable: true,
        nonTriggeringExamples: [
            Example("Select All", role: .editMenuItem),
            Example("Copy", role: .editMenuItem),
            Example("Replace…", role: .editMenuItem),
            Example("Look Up", role: .editMenuItem),
            Example("Get Directions", role: .editMenuItem),
            Example("Select all", role: .menuItem),
            Example("Tout sélectionner", role: .editMenuItem, locale: "fr"),
            Example("すべてを選択", role: .editMenuItem, locale: "ja"),
        ],
        triggeringExamples: [
            Example("↓Select all", role: .editMenuItem),
            Example("↓SelectAll", role: .editMenuItem),
            Example("↓copy", role: .editMenuItem),
            Example("↓PASTE", role: .editMenuItem),
            Example("↓Erase", role: .editMenuItem),
            Example("↓Copy to Clipboard", role: .editMenuItem),
            Example("↓Tout Sélectionner", role: .editMenuItem, locale: "fr"),
        ],
        corrections: [
            Example("Select all", role: .editMenuItem, corrected: "Select All"),
            Example("select-all", role: .editMenuItem, corrected: "Select All"),
            Example("copy", role: .editMenuItem, corrected: "Copy"),
            Example("Clear", role: .editMenuItem, corrected: "Delete"),
            Example("replace...", role: .editMenuItem, corrected: "Replace…"),
            Example("tout sélectionner", role: .editMenuItem, locale: "fr", corrected: "Tout sélectionner"),
        ]
    )

    public func check(_ subject: Subject) -> [Diagnostic] {
        let text = subject.text
        let range = text.trimmedRange
        guard !range.isEmpty else { return [] }
        let item = text.trimmedText
        let lexicon = subject.lexicon
        guard let command = EditMenuCommands.cache(subject.locale).command(for: item, lexicon: lexicon), !command.isExact,
              let standard = subject.locale.standardName(command.key) else { return [] }
        return [diagnostic("Use the standard edit-menu name “\(standard)”, not “\(item)”.", at: range, fixIts: [FixIt(range: range, replacement: standard)])]
    }
}
