import CopyText

/// A cancelling button whose title is not the locale's "Cancel".
public struct CancelLabelRule: StringRule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "cancel_label",
        name: "Cancel buttons say Cancel",
        description: "Always title a button that cancels the alert's action \"Cancel\" (the locale's standard name). Fires on a cancel button with another title, and on any button titled with a known synonym (\"Never Mind\", \"Abort\"; `cancel-synonyms.txt`).",
        guideline: "003 (label cancel buttons appropriately: always “Cancel”), 002 (action sheets: a Cancel button)",
        area: "Buttons",
        severity: .warning,
        roles: Role.buttons,
        isFixable: true,
        nonTriggeringExamples: [
            Example("Cancel", role: .alertButton, isCancel: true),
            Example("cancel", role: .alertButton, isCancel: true),
            Example("Not Now", role: .alertButton),
            Example("Annuler", role: .alertButton, locale: "fr", isCancel: true),
            Example("キャンセル", role: .actionSheetButton, locale: "ja", isCancel: true),
            Example("Отмена", role: .alertButton, locale: "ru", isCancel: true),
        ],
        triggeringExamples: [
            Example("↓Dismiss", role: .alertButton, isCancel: true),
            Example("↓No", role: .alertButton, isCancel: true),
            Example("↓Never Mind", role: .alertButton),
            Example("↓Fermer", role: .alertButton, locale: "fr", isCancel: true),
        ],
        corrections: [
            Example("Dismiss", role: .alertButton, isCancel: true, corrected: "Cancel"),
            Example("Never Mind", role: .actionSheetButton, corrected: "Cancel"),
            Example("Fermer", role: .alertButton, locale: "fr", isCancel: true, corrected: "Annuler"),
            Example("Schließen", role: .alertButton, locale: "de", isCancel: true, corrected: "Abbrechen"),
        ]
    )

    private static let synonyms = LocaleCache { data in Set(data.rows("cancel-synonyms").map { Lexicon.of(data).fold($0[0]) }) }

    public func check(_ subject: Subject) -> [Diagnostic] {
        guard let cancel = subject.locale.standardName("Cancel") else { return [] }
        let text = subject.text
        let range = text.trimmedRange
        guard !range.isEmpty else { return [] }
        let lexicon = subject.lexicon
        let synonyms = Self.synonyms(subject.locale)
        guard subject.isCancel || !synonyms.isEmpty else { return [] }
        let title = lexicon.fold(text.trimmedText)
        // Every name Apple uses for Cancel in the locale is right (ru: Отменить and Отмена).
        let names = subject.locale.standardCommands["Cancel"] ?? [cancel]
        guard !names.contains(where: { lexicon.fold($0) == title }), subject.isCancel || synonyms.contains(title) else { return [] }
        return [diagnostic("Title the button that cancels “\(cancel)”, not “\(text.text(range))”.", at: range, fixIts: [FixIt(range: range, replacement: cancel)])]
    }
}
