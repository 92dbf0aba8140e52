import CopyText

/// An action sheet with no Cancel button.
package struct ActionSheetCancelRule: GroupRule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "action_sheet_cancel",
        name: "Action sheets have a Cancel button",
        description: "Give an action sheet a Cancel button, so people can back out of the task they started. Fires when no button of the sheet is marked as cancelling or titled with the locale's \"Cancel\". The diagnostic goes on the sheet's title, or its first button.",
        guideline: "002 (action sheets: include a Cancel button in compact environments), 003 (provide a Cancel button), 000 (iPad: unless the sheet is in a popover)",
        area: .buttons,
        severity: .warning,
        roles: [.actionSheetTitle, .actionSheetMessage, .actionSheetButton],
        neededConfidence: .certain,
        isFixable: false,
        nonTriggeringExamples: [
            Example("Delete Photo", role: .actionSheetButton, group: [GroupMember("Cancel", role: .actionSheetButton, isCancel: true)]),
            Example("Delete Photo", role: .actionSheetButton, group: [GroupMember("Cancel", role: .actionSheetButton)]),
            Example("Foto löschen", role: .actionSheetButton, locale: "de", group: [GroupMember("Abbrechen", role: .actionSheetButton)]),
            Example("Delete this photo?", role: .alertTitle, group: [GroupMember("Delete", role: .alertButton)]),
        ],
        triggeringExamples: [
            Example("Share Photo", role: .actionSheetTitle, group: [GroupMember("Messages", role: .actionSheetButton), GroupMember("Mail", role: .actionSheetButton)]),
            Example("Delete Photo", role: .actionSheetButton, group: [GroupMember("Keep Photo", role: .actionSheetButton)]),
        ]
    )

    public func check(_ group: [Subject]) -> [GroupDiagnostic] {
        let buttons = group.indices.filter { group[$0].role == .actionSheetButton }
        guard let firstButton = buttons.first, let locale = group.first?.locale else { return [] }
        let lexicon = Lexicon.of(locale)
        let cancel = locale.standardName("Cancel").map { lexicon.fold($0) }
        let hasCancel = buttons.contains { index in
            group[index].isCancel || lexicon.fold(group[index].text.text(group[index].text.trimmedRange)) == cancel
        }
        guard !hasCancel else { return [] }
        let member = group.firstIndex { $0.role == .actionSheetTitle } ?? firstButton
        return [GroupDiagnostic(member: member, diagnostic: diagnostic("Give the action sheet a Cancel button, so people can back out.", at: group[member].text.trimmedRange))]
    }
}
