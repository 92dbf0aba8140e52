import SwiftSyntax

/// What a control's call says about the texts it shows, beyond the table's row: whether it is a command at all,
/// and which of the texts in its label is its title.
enum ControlShape {
    /// Controls whose action can be read from the call: the trailing closure, or an `action:`/`handler:` argument.
    static let controlsWithAction: Set<String> = ["Button", "UIAction"]

    /// The roles of a command, which a control whose action does nothing does not have.
    static let commandRoles: Set<String> = ["button", "menu.item", "toolbar.item"]

    /// The role a text that no command owns is shown in.
    static let shownRole = "label"

    /// The role of a choice among others.
    static let choiceRole = "option"

    /// Stored properties that say a view or value is selected or not: what it shows is one choice among others
    /// (a radio-style row, an option of a picker), not a command.
    static let selectionProperties: Set<String> = ["isSelected", "selected", "isChecked", "checked"]

    /// Whether a type's stored properties (name → declared type) include a selected state.
    static func isChoice(_ properties: [String: String]?) -> Bool {
        guard let properties else { return false }
        return selectionProperties.contains { properties[$0] == "Bool" }
    }

    /// Whether the control's action is an empty closure (`Button { /* no-op */ } label: { … }`, a disabled
    /// `UIAction(title: …, attributes: [.disabled], handler: { _ in })`): a sentence drawn in a link's style or a
    /// menu's placeholder for an empty list, not a command, so its text is not a command's title. (An alert's
    /// `Button("OK") { }` does act: the alert closes. Its role is an alert button's, which is not left out here.)
    static func hasEmptyAction(_ call: FunctionCallExprSyntax) -> Bool {
        guard let callee = SwiftExpressions.calleeName(call), controlsWithAction.contains(callee) else { return false }
        if let action = call.arguments.first(where: { $0.label?.text == "action" || $0.label?.text == "handler" }) {
            return action.expression.as(ClosureExprSyntax.self)?.statements.isEmpty ?? false
        }
        return call.trailingClosure?.statements.isEmpty ?? false
    }

    /// Whether `text`, a call shown inside `label` (a button's label closure), is one of several texts there and
    /// not the first: a row's subtitle under its title (`VStack { Text(title); Text(subtitle) }`), which explains
    /// the command and is not its title.
    static func isLaterText(_ text: Syntax, in label: Syntax) -> Bool {
        let finder = TextCalls(viewMode: .sourceAccurate)
        finder.walk(label)
        return finder.calls.count > 1 && finder.calls.first != text.id && finder.calls.contains(text.id)
    }
}

/// The texts shown together under a node, in source order: its `Text(…)` calls and the `Label(…)`s given their
/// title (a `Label { Text(…) } icon: { … }` is counted by its `Text`). Texts in the branches of an `if` or a
/// `switch` are not shown together (a button's title while it works and when it is idle), and are not counted.
private final class TextCalls: SyntaxVisitor {
    var calls: [SyntaxIdentifier] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        switch SwiftExpressions.calleeName(node) {
        case "Text": calls.append(node.id)
        case "Label" where !node.arguments.isEmpty: calls.append(node.id)
        default: break
        }
        return .visitChildren
    }

    override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
