import CopyLowLevel
import CopyText

/// A button's title in quotation marks in the alert's message.
package struct QuotedButtonNameRule: StringRule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "quoted_button_name",
        name: "Unquoted button names",
        description: "When an alert message refers to one of its buttons, write the title exactly as the button shows it, capitalized and without quotation marks: \"Tap Delete to remove it\", not \"Tap “Delete”\".",
        guideline: "002 (alerts: don't put button titles in quotation marks; keep their capitalization), 003",
        area: .alertText,
        severity: .warning,
        roles: Role.messages,
        isFixable: true,
        nonTriggeringExamples: [
            Example("Tap Delete to remove the photo.", role: .alertMessage, group: [GroupMember("Delete", role: .alertButton)]),
            Example("The file “Notes” will be deleted.", role: .alertMessage, group: [GroupMember("Delete", role: .alertButton)]),
            Example("Tap “Delete” to remove the photo.", role: .alertMessage),
            Example("Tap “Delete” to remove the photo.", role: .alertTitle, group: [GroupMember("Delete", role: .alertButton)]),
        ],
        triggeringExamples: [
            Example("Tap ↓“Delete” to remove the photo.", role: .alertMessage, group: [GroupMember("Delete", role: .alertButton), GroupMember("Cancel", role: .alertButton, isCancel: true)]),
            Example("Choose ↓\"Keep Both\" to save a copy.", role: .actionSheetMessage, group: [GroupMember("Keep Both", role: .actionSheetButton)]),
            Example("Tap ↓‘delete’ to remove it.", role: .alertMessage, group: [GroupMember("Delete", role: .alertButton)]),
        ],
        corrections: [
            Example("Tap “Delete” to remove the photo.", role: .alertMessage, group: [GroupMember("Delete", role: .alertButton)], corrected: "Tap Delete to remove the photo."),
            Example("Tap \"delete\" to remove it.", role: .alertMessage, group: [GroupMember("Delete", role: .alertButton)], corrected: "Tap Delete to remove it."),
            Example("To keep a copy, tap “Keep Both.”", role: .alertMessage, group: [GroupMember("Keep Both", role: .alertButton)], corrected: "To keep a copy, tap Keep Both."),
        ]
    )

    public func check(_ subject: Subject) -> [Diagnostic] {
        let buttons = subject.group.filter { Role.buttons.contains($0.role) }.map { Self.normalized($0.text) }
        guard !buttons.isEmpty else { return [] }
        let lexicon = subject.lexicon
        let foldedButtons = buttons.map { lexicon.fold($0) }
        let text = subject.text
        var diagnostics: [Diagnostic] = []
        for span in text.quotedSpans {
            var inner = Self.normalized(text.text(span.inner))
            var trailing = ""
            if let last = inner.last, last == "." || last == "," {
                trailing = String(last)
                inner.removeLast()
            }
            guard let match = foldedButtons.firstIndex(of: lexicon.fold(inner)) else { continue }
            let range = span.open..<(span.close + 1)
            diagnostics.append(diagnostic("Refer to the button as \(buttons[match]), without quotation marks.", at: range, fixIts: [FixIt(range: range, replacement: buttons[match] + trailing)]))
        }
        return diagnostics
    }

    /// A title without surrounding white space or a trailing ellipsis.
    private static func normalized(_ title: String) -> String {
        var scalars = Array(title.unicodeScalars)
        while let last = scalars.last, last.flags.contains(.whitespace) || last == "…" { scalars.removeLast() }
        while let first = scalars.first, first.flags.contains(.whitespace) { scalars.removeFirst() }
        return String(String.UnicodeScalarView(scalars))
    }
}
