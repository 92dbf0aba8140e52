import SwiftParser
import SwiftSyntax

/// Reading what a Swift expression names: keys where they are defined, names of the accessors around them.
enum SwiftExpressions {
    /// Member names that keep the string they are read on (`L10n.Save.title.localized`). (Switches rather than
    /// sets, here and below: the reader asks this of every member and call it meets.)
    static func keepsText(_ member: String) -> Bool {
        switch member {
        case "localizedString", "localized", "string", "text", "key", "description", "trimmingCharacters": return true
        default: return false
        }
    }

    /// Member names that keep the string's words but set its case (`L10n.Save.title.uppercased()`): what is shown
    /// there is in the code's case, not the table's.
    static func changesCase(_ member: String) -> Bool {
        switch member {
        case "uppercased", "lowercased", "capitalized", "localizedUppercase", "localizedLowercase",
             "localizedCapitalized":
            return true
        default:
            return false
        }
    }

    /// Argument labels of initialisers that make a value of the string they are given (`.init(stringLiteral: s)`).
    static let sameTextLabels: Set<String> = ["stringLiteral", "verbatim"]

    /// Types whose value shows the string they are made of, with attributes (`NSAttributedString(string: L10n.x)`).
    static let attributed: Set<String> = ["NSAttributedString", "NSMutableAttributedString", "AttributedString"]

    /// Functions whose first argument is the string they return, formatted (`String(format: L10n.X, n)`).
    static let formatting: Set<String> = ["localizedStringWithFormat", "format", "localizedStringFormat"]

    /// The name a call is known by: a type's, function's, method's or modifier's last name.
    static func calleeName(_ call: FunctionCallExprSyntax) -> String? {
        name(of: call.calledExpression)
    }

    static func name(of expression: ExprSyntax) -> String? {
        // By kind first: a failed `as` makes and drops a node, and this is asked of every call in a file.
        switch expression.kind {
        case .declReferenceExpr:
            return expression.cast(DeclReferenceExprSyntax.self).baseName.text
        case .memberAccessExpr:
            let member = expression.cast(MemberAccessExprSyntax.self)
            let name = member.declName.baseName.text
            // `UIAlertAction.init(…)` and `Button<Text>.init(…)` are calls of the type.
            if name == "init", let base = member.base { return self.name(of: base) }
            return name
        case .genericSpecializationExpr:
            return name(of: expression.cast(GenericSpecializationExprSyntax.self).expression)
        default:
            return nil
        }
    }

    /// The value of a string literal without interpolations; nil for anything else.
    static func literal(_ expression: ExprSyntax) -> String? {
        guard let literal = expression.as(StringLiteralExprSyntax.self) else { return nil }
        return literal.representedLiteralValue
    }

    /// The keys a SwiftUI literal may stand for: interpolations become the format a `LocalizedStringKey` uses
    /// (`%@` for objects and strings, `%lld` for integers; which one is not known from the syntax alone).
    static func literalKeys(_ expression: ExprSyntax) -> [String] {
        guard let literal = expression.as(StringLiteralExprSyntax.self) else { return [] }
        if let value = literal.representedLiteralValue { return [value] }
        var objects = ""
        var integers = ""
        for segment in literal.segments {
            switch segment {
            case .stringSegment(let text):
                // The segment's source spelling: escapes are rare in keys, and `\n` would differ only there.
                objects += text.content.text
                integers += text.content.text
            case .expressionSegment:
                objects += "%@"
                integers += "%lld"
            }
        }
        return objects == integers ? [objects] : [objects, integers]
    }

    /// The argument of a call with a label (`"_"`: the first unlabelled one).
    static func argument(_ call: FunctionCallExprSyntax, _ label: String) -> ExprSyntax? {
        if label == "_" { return call.arguments.first { $0.label == nil }?.expression }
        return call.arguments.first { $0.label?.text == label }?.expression
    }

    /// The path of a chain of plain names, `L10n.Common.Title` → ["L10n", "Common", "Title"]; nil for other expressions.
    static func path(_ expression: ExprSyntax) -> [String]? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return [reference.baseName.text] }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base, let prefix = path(base) {
            return prefix + [member.declName.baseName.text]
        }
        return nil
    }

    /// The name of a type spelled as one plain name, optional or not (`OptionAction`, `OptionAction?`): nil for a
    /// generic, a collection, a function or a qualified type.
    static func plainTypeName(_ type: TypeSyntax) -> String? {
        var type = type
        if let optional = type.as(OptionalTypeSyntax.self) { type = optional.wrappedType }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { type = unwrapped.wrappedType }
        guard let name = type.as(IdentifierTypeSyntax.self), name.genericArgumentClause == nil,
              name.name.text.first?.isUppercase == true else { return nil }
        return name.name.text
    }

    /// The text a defining call gives its key, when it is a literal: `NSLocalizedString`'s `value:`, the
    /// `defaultValue:` of `String(localized:)`, `LocalizedStringResource` and App Intents' `.init(_:defaultValue:)`.
    static func defaultValue(_ call: FunctionCallExprSyntax) -> String? {
        let label = calleeName(call) == "NSLocalizedString" ? "value" : "defaultValue"
        return argument(call, label).flatMap(literal)
    }

    /// The key a defining call names: `NSLocalizedString("k", tableName: "T", …)`, `tr("T", "k", …)`,
    /// `String(localized: "k", table: "T")`, `LocalizedStringResource("k")`, `LocalizedStringKey("k")`.
    static func definedKey(_ call: FunctionCallExprSyntax) -> LocalizedKey?? {
        definedKey(call, callee: calleeName(call))
    }

    /// `definedKey(_:)` of a call whose callee's name (`calleeName`) is known.
    static func definedKey(_ call: FunctionCallExprSyntax, callee: String?) -> LocalizedKey?? {
        guard let name = callee else { return nil }
        let table = { (label: String) -> String in
            argument(call, label).flatMap(literal) ?? LocalizedKey.defaultTable
        }
        switch name {
        case "NSLocalizedString":
            guard let key = argument(call, "_").flatMap(literal) else { return .some(nil) }
            return LocalizedKey(table: table("tableName"), key: key)
        case "tr":
            // Not `arguments.filter`: filtering a syntax collection builds a new tree.
            let unlabelled = call.arguments.compactMap { $0.label == nil ? $0.expression : nil }
            guard unlabelled.count >= 2, let table = literal(unlabelled[0]), let key = literal(unlabelled[1]) else { return .some(nil) }
            return LocalizedKey(table: table, key: key)
        case "String":
            guard let first = call.arguments.first, first.label?.text == "localized" else { return nil }
            guard let key = literal(first.expression) else { return nil }
            return LocalizedKey(table: table("table"), key: key)
        case "LocalizedStringResource", "LocalizedStringKey":
            guard let key = argument(call, "_").flatMap(literal) else { return .some(nil) }
            return LocalizedKey(table: table("table"), key: key)
        case "init" where argument(call, "defaultValue") != nil:
            // `.init("key", defaultValue: "…")` where a LocalizedStringResource is expected (App Intents).
            guard let key = argument(call, "_").flatMap(literal) else { return nil }
            return LocalizedKey(table: table("table"), key: key)
        default:
            return nil
        }
    }
}
