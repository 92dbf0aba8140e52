import CopyText

/// An alert with three or more buttons.
package struct AlertButtonCountRule: GroupRule {
    public init() {}

    /// The default number of buttons that fires; `alert_button_count` in the configuration.
    public static let limit = RuleParameter(name: "alert_button_count", defaultValue: 3, documentation: "the number of buttons from which an alert is reported")

    public static let description = RuleDescription(
        identifier: "alert_button_count",
        name: "Two-button alerts",
        description: "Prefer two buttons in an alert: a choice between two is easiest. Three or more make an alert complex (and may scroll); offer more choices in an action sheet. The diagnostic goes on the alert's title, or its first button.",
        guideline: "002 (alerts: generally use two-button alerts; avoid three or more), 003 (consider an action sheet for more than two choices)",
        area: .buttons,
        severity: .warning,
        roles: [.alertTitle, .alertMessage, .alertButton],
        neededConfidence: .certain,
        isFixable: false,
        parameters: [limit],
        nonTriggeringExamples: [
            Example("Delete this photo?", role: .alertTitle, group: [GroupMember("Delete", role: .alertButton), GroupMember("Cancel", role: .alertButton, isCancel: true)]),
            Example("Choose a Backup", role: .actionSheetTitle, group: [
                GroupMember("Today", role: .actionSheetButton), GroupMember("Yesterday", role: .actionSheetButton),
                GroupMember("Last Week", role: .actionSheetButton), GroupMember("Cancel", role: .actionSheetButton, isCancel: true),
            ]),
            Example("Delete", role: .alertButton),
            // The group made from key prefixes alone (`settings.*`): not an alert.
            Example("Settings", role: .alertTitle, confidence: .guess, group: [
                GroupMember("Save", role: .alertButton), GroupMember("Don't Save", role: .alertButton), GroupMember("Cancel", role: .alertButton, isCancel: true),
            ]),
        ],
        triggeringExamples: [
            Example("Save changes to “Untitled”?", role: .alertTitle, group: [
                GroupMember("Save", role: .alertButton), GroupMember("Don't Save", role: .alertButton), GroupMember("Cancel", role: .alertButton, isCancel: true),
            ]),
            Example("Keep Both", role: .alertButton, group: [
                GroupMember("Replace", role: .alertButton), GroupMember("Stop", role: .alertButton), GroupMember("Skip", role: .alertButton),
            ]),
        ]
    )

    public func check(_ group: [Subject]) -> [GroupDiagnostic] {
        let limit = group.first?.options.value(of: Self.limit) ?? Self.limit.defaultValue
        let buttons = group.indices.filter { group[$0].role == .alertButton }
        guard buttons.count >= limit else { return [] }
        let member = group.firstIndex { $0.role == .alertTitle } ?? buttons[0]
        let message = "This alert has \(buttons.count) buttons: prefer two, and offer more choices in an action sheet."
        return [GroupDiagnostic(member: member, diagnostic: diagnostic(message, at: group[member].text.trimmedRange))]
    }
}
