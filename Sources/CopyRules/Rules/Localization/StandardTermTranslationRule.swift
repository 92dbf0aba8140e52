import CopyText

/// A standard command or answer (OK, Cancel, Copy, …) translated other than the way Apple's own system translates it.
package struct StandardTermTranslationRule: TranslationRule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "standard_term_translation",
        name: "Standard term translation",
        description: "Buttons and menu commands whose source is a standard command (OK, Cancel, Done, Copy, Paste, Select All, Undo, …) should use the locale's standard name, as Apple's own apps do, so people recognise them. A command (Cut, Copy, Paste, Undo, Redo, …) translated as another command's standard name (Redo as Undo's, German Undo as “Kopieren”) does the wrong thing by its name: the worst error a menu can have. The names are Apple's UIKit (iOS) translations: with `--platform macos`, where AppKit names several commands differently (Catalan Undo “Desfés”, Finnish Undo “Kumoa”), only a command named as another command is reported. Other forms of the same word are accepted (Dutch infinitives, Korean “네” for Yes), and in a bare `pt` table, often European Portuguese, Apple's pt-PT names.",
        guideline: "004 (Controls, edit menus): standard commands; standard-commands.tsv (Apple's UIKit translations)",
        area: .localization,
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
            Example("Desfés", role: .editMenuItem, locale: "ca", platform: .macos, source: "Undo"),
            Example("Kumoa", role: .menuItem, locale: "fi", platform: .macos, source: "Undo"),
            Example("Tee uudelleen", role: .menuItem, locale: "fi", platform: .macos, source: "Redo"),
            // Another form of Apple's word (`standard-term-variants.txt`), or Arabic with its optional marks.
            Example("Annuleren", role: .alertButton, locale: "nl", source: "Cancel"),
            Example("Sluiten", role: .button, locale: "nl", source: "Close"),
            Example("Okay", role: .alertButton, locale: "da", source: "OK"),
            Example("تمّ", role: .button, locale: "ar", source: "Done"),
            Example("Mégse", role: .alertButton, locale: "hu", source: "Cancel"),
            Example("Cancel·la", role: .button, locale: "ca", source: "Cancel"),
            Example("Copia", role: .menuItem, locale: "ca", source: "Copy"),
            Example("Копіювати", role: .button, locale: "uk", source: "Copy"),
            Example("Копировать", role: .button, locale: "ru", source: "Copy"),
            Example("Hủy bỏ", role: .alertButton, locale: "vi", source: "Cancel"),
            Example("Klart", role: .button, locale: "sv", source: "Done"),
            Example("Geri al", role: .editMenuItem, locale: "tr", source: "Undo"),
            Example("Kopiere", role: .button, locale: "nb", source: "Copy"),
            Example("Terminer", role: .button, locale: "fr-CA", source: "Done"),
            // A bare `pt` table is read as pt-BR, but is often European Portuguese: Apple's pt-PT name is right.
            Example("Guardar", role: .button, locale: "pt", source: "Save"),
            Example("네", role: .alertButton, locale: "ko", source: "Yes"),
            Example("Anulați", role: .button, locale: "ro", source: "Undo"),
            // Apple's name with a typewriter apostrophe: straight_quotes' finding, not another term.
            Example("D'acord", role: .alertButton, locale: "ca", source: "OK"),
            // "OK" in Latin letters looks exactly like Apple's Cyrillic and Greek names.
            Example("OK", role: .alertButton, locale: "ru", source: "OK"),
            Example("OK", role: .alertButton, locale: "el", source: "OK"),
        ],
        triggeringExamples: [
            Example("↓Abbruch", role: .alertButton, locale: "de", source: "Cancel"),
            Example("↓Alle auswählen", role: .editMenuItem, locale: "de", source: "Select All"),
            Example("↓geri al", role: .editMenuItem, locale: "tr", corrected: "Geri Al", source: "Undo"),
            Example("↓Cancelar operación", role: .button, locale: "es", source: "Cancel"),
            Example("↓Kopieren", role: .editMenuItem, locale: "de", source: "Undo"),
            Example("↓Widerrufen", role: .menuItem, locale: "de", source: "Redo"),
            Example("↓Annuler", role: .editMenuItem, locale: "fr", source: "Redo"),
            Example("↓Desfés", role: .editMenuItem, locale: "ca", source: "Undo"),
            Example("↓Kumoa", role: .editMenuItem, locale: "fi", source: "Undo"),
            Example("↓Kopioi", role: .menuItem, locale: "fi", platform: .macos, source: "Undo"),
            Example("↓Afbreken", role: .alertButton, locale: "nl", source: "Cancel"),
            Example("↓Klaar", role: .button, locale: "nl", source: "Done"),
            Example("↓Gravar", role: .button, locale: "pt", source: "Save"),
            Example("↓Копія", role: .button, locale: "uk", source: "Copy"),
            Example("↓Хорошо", role: .alertButton, locale: "ru", source: "OK"),
            Example("↓Εντάξει", role: .alertButton, locale: "el", source: "OK"),
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
        // translation.
        let named = source.locale.isStandardName(source.text) ? source.locale.standardCommands.first(where: { $0.value.contains(sourceText) })?.key : nil
        guard let key = named ?? (source.locale.standardCommands[sourceText] != nil ? sourceText : nil),
              let names = translation.locale.standardCommands[key], let preferred = names.first else { return [] }
        let range = translation.text.trimmedRange
        let text = translation.text.text(range)
        // Another form of the same word (Dutch "Annuleren" for "Annuleer", Danish "Okay"): not another term, even
        // where the form is another command's name (Romanian "Anulați", Apple's Cancel, is a form of its Undo).
        if StandardTermVariants.isForm(text, of: key, in: translation.locale) { return [] }
        if translation.locale.isStandardName(text) {
            // Its own name; or, for an answer, another answer ("Abbrechen" for a cancel button the source wrongly
            // titled "No"): the translator fixing the source, not flagged. A command named as another command is.
            // On macOS only another action counts: AppKit's name for a command can be UIKit's for an answer
            // (Finnish Undo is “Kumoa” on macOS, Cancel on iOS).
            let isMac = translation.options.platform == .macos
            guard !names.contains(text), Self.actions.contains(key), let other = translation.locale.standardCommands.first(where: {
                $0.key != key && $0.value.contains(text) && (!isMac || Self.actions.contains($0.key))
            })?.key else { return [] }
            // (On macOS without a fix-it: the name to use is AppKit's, which the data do not hold.)
            let use = isMac ? "use this command's own name" : "use “\(preferred)”"
            return [diagnostic("“\(sourceText)” is translated as “\(text)”, the standard name of \(other) in \(translation.locale.locale): \(use).",
                               at: range, fixIts: isMac ? [] : [FixIt(range: range, replacement: preferred)])]
        }
        // The data are UIKit's names; AppKit's differ in several languages, so on macOS none is demanded.
        if translation.options.platform == .macos { return [] }
        return [diagnostic("“\(sourceText)” is “\(preferred)” in \(translation.locale.locale)’s standard commands.", at: range, fixIts: [FixIt(range: range, replacement: preferred)])]
    }
}
