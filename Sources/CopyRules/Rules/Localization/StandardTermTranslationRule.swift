import CopyText

/// A standard command or answer (OK, Cancel, Copy, …) translated other than the way Apple's own system translates it.
public struct StandardTermTranslationRule: TranslationRule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "standard_term_translation",
        name: "Standard term translation",
        description: "Buttons and menu commands whose source is a standard command (OK, Cancel, Done, Copy, Paste, Select All, Undo, …) should use the locale's standard name, as Apple's own apps do, so people recognise them. A command (Cut, Copy, Paste, Undo, Redo, …) translated as another command's standard name (Redo as Undo's, German Undo as “Kopieren”) does the wrong thing by its name: the worst error a menu can have.",
        guideline: "004 (Controls, edit menus): standard commands; standard-commands.tsv (Apple's UIKit translations)",
        area: "Across localisations",
        severity: .error,
        roles: Role.commands,
        isFixable: true,
        nonTriggeringExamples: [
            Example("Abbrechen", role: .alertButton, locale: "de", source: "Cancel"),
            Example("Annuler", role: .button, locale: "fr", source: "Cancel"),
            Example("Alles auswählen", role: .editMenuItem, locale: "de", source: "Select All"),
            Example("キャンセル", role: .alertButton, locale: "ja", source: "Cancel"),
            Example("Foto löschen", role: .button, locale: "de", source: "Delete Photo"),
            Example("Abbruch", role: .label, locale: "de", source: "Cancel"),
            Example("Abbrechen", role: .alertButton, locale: "de", source: "No"),
            Example("Abbruch", role: .alertButton, locale: "de", isCancel: true, source: "No"),
            Example("Annuler", role: .editMenuItem, locale: "fr", source: "Undo"),
            Example("Widerrufen", role: .editMenuItem, locale: "de", source: "Undo"),
            Example("Kopieren", role: .editMenuItem, confidence: .guess, locale: "de", source: "Undo"),
        ],
        triggeringExamples: [
            Example("↓Abbruch", role: .alertButton, locale: "de", source: "Cancel"),
            Example("↓Alle auswählen", role: .editMenuItem, locale: "de", source: "Select All"),
            Example("↓Cancelar operación", role: .button, locale: "es", source: "Cancel"),
            Example("↓Kopieren", role: .editMenuItem, locale: "de", source: "Undo"),
            Example("↓Widerrufen", role: .menuItem, locale: "de", source: "Redo"),
            Example("↓Annuler", role: .editMenuItem, locale: "fr", source: "Redo"),
        ],
        corrections: [
            Example("Abbruch", role: .alertButton, locale: "de", corrected: "Abbrechen", source: "Cancel"),
            Example("Alle auswählen", role: .editMenuItem, locale: "de", corrected: "Alles auswählen", source: "Select All"),
            Example("Kopieren", role: .editMenuItem, locale: "de", corrected: "Widerrufen", source: "Undo"),
        ]
    )

    /// The commands that act (unlike the answers OK, Cancel, Done, Yes, No): one named as another does the wrong thing.
    static let actions: Set<String> = ["Cut", "Copy", "Paste", "Select", "Select All", "Delete", "Undo", "Redo", "Replace", "Replace…", "Share", "Share…"]

    public func check(_ translation: Subject, source: Subject) -> [Diagnostic] {
        // A cancel button's standard name is cancel_label's to enforce, whatever its source says ("No").
        guard !translation.isCancel else { return [] }
        let sourceText = source.text.text(source.text.trimmedRange)
        // The commands are searched for the source's name only when it is one (most sources are told from their
        // length or their hash without a string compared): the search compared it with every name, for every
        // translation, 1.4% of DuckDuckGo's lint.
        let named = source.locale.isStandardName(source.text) ? source.locale.standardCommands.first(where: { $0.value.contains(sourceText) })?.key : nil
        guard let key = named ?? (source.locale.standardCommands[sourceText] != nil ? sourceText : nil),
              let names = translation.locale.standardCommands[key], let preferred = names.first else { return [] }
        let range = translation.text.trimmedRange
        let text = translation.text.text(range)
        if translation.locale.isStandardName(text) {
            // Its own name; or, for an answer, another answer ("Abbrechen" for a cancel button the source wrongly
            // titled "No"): the translator fixing the source, not flagged. A command named as another command is.
            guard !names.contains(text), Self.actions.contains(key),
                  let other = translation.locale.standardCommands.first(where: { $0.key != key && $0.value.contains(text) })?.key else { return [] }
            return [diagnostic("“\(sourceText)” is translated as “\(text)”, the standard name of \(other) in \(translation.locale.locale): use “\(preferred)”.",
                               at: range, fixIts: [FixIt(range: range, replacement: preferred)])]
        }
        return [diagnostic("“\(sourceText)” is “\(preferred)” in \(translation.locale.locale)’s standard commands.", at: range, fixIts: [FixIt(range: range, replacement: preferred)])]
    }
}
