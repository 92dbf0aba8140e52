import CopyLowLevel
import SwiftParser
import SwiftSyntax

/// Reads one Swift file with swift-syntax: the localised strings it defines (accessors, `static let` holders)
/// and the UI calls it passes them to, with roles from the API table. Names are resolved later, across files.
final class SwiftSourceReader: SyntaxVisitor {
    private let table: APIRoleTable
    /// The file's text as the tree was parsed from it, and where its lines start.
    private let source: [UInt8]
    private let lines: LineTable
    private(set) var scan: FileScan

    /// The types the visit is inside, outermost first.
    private var typePath: [String] = []
    /// Local bindings by block, innermost last.
    private var scopes: [[String: Binding]] = [[:]]
    /// The function (or closure at file level) each use is in, for alert groups made through a variable.
    private var functions: [Int] = [0]
    /// Inside a definition's value, whose keys are defined, not used.
    private var definitionDepth = 0
    private var useIndicesByCall: [SyntaxIdentifier: [Int]] = [:]
    private var groupsByCall: [SyntaxIdentifier: String] = [:]
    private var sheetGroups: Set<String> = []
    private var functionOfUse: [Int] = []
    private var memberCounts: [String: Int] = [:]
    /// Texts a view shows in a label, and what VoiceOver is told of each type (see `ButtonView`).
    private var shownTexts: [ShownText] = []
    private var buttonViews: [[String]: ButtonView] = [:]
    private var setterMarks = ShownTextSetterMarks()

    private struct Binding {
        var references: [ValueReference]
        /// Uses made by the value (a `UIAlertAction` the binding holds) and the group it starts.
        var uses: [Int] = []
        var group: String?
        /// The type the value is made of, when it is a type's initialiser (`let cell = SettingsCell()`).
        var type: String?
    }

    static func read(path: String, text: String, table: APIRoleTable) -> FileScan {
        let source = Array(text.utf8)
        let tree = Parser.parse(source: text)
        let reader = SwiftSourceReader(path: path, source: source, table: table)
        reader.walk(tree)
        reader.finish()
        reader.scan.shownTextSetters = reader.setterMarks.setters()
        return reader.scan
    }

    private init(path: String, source: [UInt8], table: APIRoleTable) {
        self.table = table
        self.source = source
        lines = LineTable(source, returnsBreakLines: true)
        scan = FileScan(path: path)
        super.init(viewMode: .sourceAccurate)
    }

    /// Line and column of a place in the file, as swift-syntax's `SourceLocationConverter` gives them.
    private func place(of position: AbsolutePosition) -> (line: Int, column: Int) {
        lines.position(of: position.utf8Offset)
    }

    /// A node as it is written, without the trivia before its first token and after its last: what
    /// `trimmedDescription` gives, read from the file rather than from a copy of the tree.
    func spelling(_ node: some SyntaxProtocol) -> String {
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = max(start, node.endPositionBeforeTrailingTrivia.utf8Offset)
        return String(decoding: source[start..<end], as: UTF8.self)
    }

    /// The spelling of a method's receiver (`alert` of `alert.addButton(withTitle:)`), nil without one.
    private func receiver(of call: FunctionCallExprSyntax) -> String? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base
        else { return nil }
        return spelling(base)
    }

    // MARK: Types and scopes

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
    override func visitPost(_ node: StructDeclSyntax) { typePath.removeLast() }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        setterMarks.readOwner(after: node.classKeyword)
        return enter(node.name.text)
    }
    override func visitPost(_ node: ClassDeclSyntax) { typePath.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
    override func visitPost(_ node: EnumDeclSyntax) { typePath.removeLast() }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
    override func visitPost(_ node: ActorDeclSyntax) { typePath.removeLast() }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
    override func visitPost(_ node: ProtocolDeclSyntax) { typePath.removeLast() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        setterMarks.readOwner(after: node.extensionKeyword)
        let names = spelling(node.extendedType).split(separator: ".").map(String.init)
        typePath.append(contentsOf: names)
        extensionDepths.append(names.count)
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { typePath.removeLast(extensionDepths.removeLast()) }
    private var extensionDepths: [Int] = []

    private func enter(_ name: String) -> SyntaxVisitorContinueKind {
        typePath.append(name)
        return .visitChildren
    }

    override func visit(_ node: CodeBlockItemListSyntax) -> SyntaxVisitorContinueKind {
        scopes.append([:])
        declaresMembers.append(node.parent?.is(SourceFileSyntax.self) ?? false)
        return .visitChildren
    }
    override func visitPost(_ node: CodeBlockItemListSyntax) {
        scopes.removeLast()
        declaresMembers.removeLast()
    }
    override func visit(_ node: MemberBlockItemListSyntax) -> SyntaxVisitorContinueKind {
        declaresMembers.append(true)
        return .visitChildren
    }
    override func visitPost(_ node: MemberBlockItemListSyntax) { declaresMembers.removeLast() }

    /// For each list of statements or members the visit is in, innermost last: whether a declaration there is a
    /// member of a type or of the file rather than a local one (see `isMember`).
    private var declaresMembers: [Bool] = []

    /// The functions the visit is inside, innermost last: name and parameters (their names → labels).
    private var signatures: [(name: String, parameters: [String: String], types: [String: String])] = []

    private static func parameters(_ clause: FunctionParameterClauseSyntax) -> [String: String] {
        var parameters: [String: String] = [:]
        for parameter in clause.parameters {
            let label = parameter.firstName.text
            parameters[(parameter.secondName ?? parameter.firstName).text] = label == "_" ? "_" : label
        }
        return parameters
    }

    /// The parameters' types where each is one plain name (`action: OptionAction`), by the parameter's name.
    private static func parameterTypes(_ clause: FunctionParameterClauseSyntax) -> [String: String] {
        var types: [String: String] = [:]
        for parameter in clause.parameters {
            if let type = SwiftExpressions.plainTypeName(parameter.type) {
                types[(parameter.secondName ?? parameter.firstName).text] = type
            }
        }
        return types
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let clause = node.signature.parameterClause
        signatures.append((node.name.text, Self.parameters(clause), Self.parameterTypes(clause)))
        functions.append(node.position.utf8Offset)
        var leaves = false
        if isMember, let body = node.body {
            returnsOwnParameter = false
            let references = returned(body.statements)
            if !references.isEmpty {
                define(node.name.text, references, isStatic: Self.isStatic(node.modifiers))
                definitionDepth += 1
            }
            // The definition is left as the body would read without the function's own parameters, which also
            // leaves one that returns a parameter (`func title(_ t: String) -> String { t }`), though it was not
            // entered: that changes which keys count as read, and is to be mended on its own.
            leaves = !references.isEmpty || returnsOwnParameter
        }
        leavesDefinition.append(leaves)
        return .visitChildren
    }
    override func visitPost(_ node: FunctionDeclSyntax) {
        signatures.removeLast()
        functions.removeLast()
        if leavesDefinition.removeLast() { definitionDepth -= 1 }
    }
    /// Whether leaving each function the visit is inside leaves a definition (see `definitionDepth`), innermost last.
    private var leavesDefinition: [Bool] = []
    /// Whether a name read since this was last reset was a parameter of the innermost function only.
    private var returnsOwnParameter = false
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        // An initialiser is called by its type's name: `MenuAction(title:)`.
        let clause = node.signature.parameterClause
        signatures.append((typePath.last ?? "init", Self.parameters(clause), Self.parameterTypes(clause)))
        functions.append(node.position.utf8Offset)
        return .visitChildren
    }
    override func visitPost(_ node: InitializerDeclSyntax) {
        signatures.removeLast()
        functions.removeLast()
    }
    override func visit(_ node: AccessorDeclSyntax) -> SyntaxVisitorContinueKind {
        functions.append(node.position.utf8Offset)
        return .visitChildren
    }
    override func visitPost(_ node: AccessorDeclSyntax) { functions.removeLast() }

    // MARK: Definitions and bindings

    private var definingVariables: [SyntaxIdentifier] = []
    /// Stored properties without a value, by type: what the type's initialiser takes (`SettingsCell(label:)`).
    private var storedProperties: [[String]: [String: String]] = [:]
    /// Uses and calls whose value is a property of the type they are in, checked when the file is read (the
    /// property may be declared below): a stored one makes the type's initialiser an API (`forward`).
    private var propertyForwards: [(type: [String], forward: Forward)] = []
    private var propertyCalls: [(type: [String], name: String, call: Int)] = []
    /// The parameter label of the type's initialiser that sets each of its stored properties, where it is not the
    /// property's name (`init(_ text: String) { self.text = text }`).
    private var initialiserLabels: [[String]: [String: String]] = [:]
    /// Properties with a plain type by the type they are in (`let action: OptionAction`), and uses whose value is a
    /// property of such a property (`action.label`), checked when the file is read: see `forward`.
    private var propertyTypes: [[String]: [String: String]] = [:]
    private var memberForwards: [(type: [String], property: String, forward: Forward)] = []

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard isMember else { return .visitChildren }
        var defines = false
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            if binding.initializer == nil, binding.accessorBlock == nil, !typePath.isEmpty,
               !Self.isStatic(node.modifiers), let type = binding.typeAnnotation.map({ spelling($0.type) }) {
                storedProperties[typePath, default: [:]][name] = type
            }
            if !typePath.isEmpty, !Self.isStatic(node.modifiers), let annotation = binding.typeAnnotation?.type,
               let type = SwiftExpressions.plainTypeName(annotation) {
                propertyTypes[typePath, default: [:]][name] = type
            }
            var references: [ValueReference] = []
            if let value = binding.initializer?.value {
                references = self.references(value, literalIsKey: false)
            } else if let accessors = binding.accessorBlock {
                switch accessors.accessors {
                case .getter(let statements): references = returned(statements)
                case .accessors(let list):
                    for accessor in list where accessor.accessorSpecifier.tokenKind == .keyword(.get) {
                        if let body = accessor.body { references += returned(body.statements) }
                    }
                }
            }
            if !references.isEmpty {
                define(name, references, isStatic: Self.isStatic(node.modifiers))
                defines = true
            }
        }
        if defines {
            definitionDepth += 1
            definingVariables.append(node.id)
        }
        return .visitChildren
    }

    override func visitPost(_ node: VariableDeclSyntax) {
        if definingVariables.last == node.id {
            definingVariables.removeLast()
            definitionDepth -= 1
            return
        }
        guard !isMember else { return }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            guard let value = binding.initializer?.value else {
                // `let title: String` given its value below, in branches (`title = …`): see `assign`.
                scopes[scopes.count - 1][name] = Binding(references: [])
                continue
            }
            var local = Binding(references: references(value, literalIsKey: false))
            if let call = value.as(FunctionCallExprSyntax.self) {
                local.uses = useIndicesByCall[call.id] ?? []
                local.group = groupsByCall[call.id]
                if let callee = SwiftExpressions.calleeName(call), callee.first?.isUppercase == true {
                    local.type = callee
                }
            }
            scopes[scopes.count - 1][name] = local
        }
    }

    /// Whether the declaration being visited is a type's member or the file's, not a local one: the list of
    /// statements or members it is in says.
    private var isMember: Bool { declaresMembers.last ?? false }

    /// A member's definition; an instance member is also found by its name alone, as `model.title` reads it
    /// (static members are read through their type's name).
    private func define(_ name: String, _ references: [ValueReference], isStatic: Bool) {
        scan.definitions[typePath + [name], default: []] += references
        guard !isStatic || typePath.isEmpty else { return }
        memberCounts[name, default: 0] += 1
        scan.members[name, default: []] += references
    }

    private static func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
    }

    /// What a body returns: its `return` values, or the value of a body that is one expression (a `switch` over
    /// cases each of which is one), not looking into closures or nested functions.
    private func returned(_ statements: CodeBlockItemListSyntax) -> [ValueReference] {
        if statements.count == 1, let item = statements.first {
            if let expression = item.item.as(ExprSyntax.self) { return returnedValue(expression) }
            if let statement = item.item.as(ExpressionStmtSyntax.self) { return returnedValue(statement.expression) }
        }
        // Each `return` of the body is found by its bytes, and its statement from its token: the statements
        // around it are not walked (most of a body holds none).
        let end = statements.endPosition.utf8Offset
        let bytes = source
        var found: [ValueReference] = []
        var offset = statements.position.utf8Offset
        while let start = UTF8Bytes.firstIndex(of: UInt8(ascii: "r"), in: bytes.span, from: offset, to: end) {
            offset = start + 1
            guard UTF8Bytes.matches(bytes.span, at: start, "return"),
                  let token = statements.token(at: AbsolutePosition(utf8Offset: start)),
                  token.tokenKind == .keyword(.return), token.positionAfterSkippingLeadingTrivia.utf8Offset == start,
                  let statement = token.parent?.as(ReturnStmtSyntax.self), Self.returns(statement, from: statements)
            else { continue }
            found += statement.expression.map { references($0, literalIsKey: false) } ?? []
        }
        return found
    }

    /// Whether a return statement inside a body returns from it: not from a closure or a function declared in it,
    /// nor from inside an expression other than `if` and `switch` (which hold statements outside a closure).
    private static func returns(_ statement: ReturnStmtSyntax, from statements: CodeBlockItemListSyntax) -> Bool {
        var current = statement.parent
        while let node = current, node.id != statements.id {
            switch node.kind {
            case .closureExpr, .functionDecl: return false
            case .ifExpr, .switchExpr: break
            default: if node.is(ExprSyntax.self) || node.is(TypeSyntax.self) { return false }
            }
            current = node.parent
        }
        return current != nil
    }

    private func returnedValue(_ expression: ExprSyntax) -> [ValueReference] {
        if let switchExpression = expression.as(SwitchExprSyntax.self) {
            return switchExpression.cases.flatMap { $0.as(SwitchCaseSyntax.self).map { returned($0.statements) } ?? [] }
        }
        if let ifExpression = expression.as(IfExprSyntax.self) {
            var found = returned(ifExpression.body.statements)
            switch ifExpression.elseBody {
            case .codeBlock(let block): found += returned(block.statements)
            case .ifExpr(let next): found += returnedValue(ExprSyntax(next))
            case nil: break
            }
            return found
        }
        return references(expression, literalIsKey: false)
    }

    // MARK: What an expression names

    func references(_ expression: ExprSyntax, literalIsKey: Bool) -> [ValueReference] {
        // By kind: a failed `as` makes and drops a node, and every argument of every call is asked.
        switch expression.kind {
        case .stringLiteralExpr:
            guard literalIsKey else { return [] }
            return SwiftExpressions.literalKeys(expression).map { .key(LocalizedKey(table: LocalizedKey.defaultTable, key: $0)) }
        case .ternaryExpr:
            let ternary = expression.cast(TernaryExprSyntax.self)
            return references(ternary.thenExpression, literalIsKey: literalIsKey) + references(ternary.elseExpression, literalIsKey: literalIsKey)
        case .sequenceExpr:
            let elements = Array(expression.cast(SequenceExprSyntax.self).elements)
            return references(unfolded: elements, literalIsKey: literalIsKey)
        case .infixOperatorExpr:
            let infix = expression.cast(InfixOperatorExprSyntax.self)
            if infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "??" {
                return references(infix.leftOperand, literalIsKey: literalIsKey) + references(infix.rightOperand, literalIsKey: literalIsKey)
            }
            return []
        case .tupleExpr:
            let tuple = expression.cast(TupleExprSyntax.self)
            guard tuple.elements.count == 1, let only = tuple.elements.first else { return [] }
            return references(only.expression, literalIsKey: literalIsKey)
        case .forceUnwrapExpr:
            return references(expression.cast(ForceUnwrapExprSyntax.self).expression, literalIsKey: literalIsKey)
        case .optionalChainingExpr:
            return references(expression.cast(OptionalChainingExprSyntax.self).expression, literalIsKey: literalIsKey)
        case .asExpr:
            return references(expression.cast(AsExprSyntax.self).expression, literalIsKey: literalIsKey)
        case .tryExpr:
            return references(expression.cast(TryExprSyntax.self).expression, literalIsKey: literalIsKey)
        case .awaitExpr:
            return references(expression.cast(AwaitExprSyntax.self).expression, literalIsKey: literalIsKey)
        case .functionCallExpr:
            return references(expression.cast(FunctionCallExprSyntax.self))
        case .declReferenceExpr:
            let reference = expression.cast(DeclReferenceExprSyntax.self)
            let name = reference.baseName.text
            for scope in scopes.reversed() {
                if let binding = scope[name] { return binding.references }
            }
            // A parameter names what its callers pass (see `forward`), not a member of the same name.
            if signatures.last?.parameters[name] != nil {
                if signatures.dropLast().last?.parameters[name] == nil { returnsOwnParameter = true }
                return []
            }
            return [.scoped(type: typePath, name: name)]
        case .memberAccessExpr:
            let member = expression.cast(MemberAccessExprSyntax.self)
            let name = member.declName.baseName.text
            guard let base = member.base else { return [] }
            if SwiftExpressions.keepsText(name) { return references(base, literalIsKey: literalIsKey) }
            if SwiftExpressions.changesCase(name) {
                return references(base, literalIsKey: literalIsKey).map(\.caseSet)
            }
            if let path = SwiftExpressions.path(base) {
                if path == ["self"] || path == ["Self"] { return [.scoped(type: typePath, name: name)] }
                if let first = path.first?.unicodeScalars.first, first.properties.isUppercase, !isLocal(path[0]) {
                    return [.name(path + [name])]
                }
            }
            return [.fileMember(name)]
        default:
            return []
        }
    }

    /// What an unfolded sequence names, as the parser leaves operators: `a ?? b`, `c ? a : b`; any other operator
    /// makes a new string.
    private func references(unfolded elements: [ExprSyntax], literalIsKey: Bool) -> [ValueReference] {
        if let ternary = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }), ternary + 1 < elements.count {
            let then = elements[ternary].as(UnresolvedTernaryExprSyntax.self)!.thenExpression
            return references(then, literalIsKey: literalIsKey) + references(elements[ternary + 1], literalIsKey: literalIsKey)
        }
        let operators = elements.compactMap { $0.as(BinaryOperatorExprSyntax.self)?.operator.text }
        guard !operators.isEmpty, operators.allSatisfy({ $0 == "??" }) else { return [] }
        return elements.filter { !$0.is(BinaryOperatorExprSyntax.self) }.flatMap { references($0, literalIsKey: literalIsKey) }
    }

    private func isLocal(_ name: String) -> Bool {
        scopes.contains { $0[name] != nil }
    }

    private func references(_ call: FunctionCallExprSyntax) -> [ValueReference] {
        let callee = SwiftExpressions.calleeName(call)
        return references(call, callee: callee, defined: SwiftExpressions.definedKey(call, callee: callee))
    }

    /// `references(_:)` of a call whose callee's name and defined key (`SwiftExpressions.definedKey`) are known.
    private func references(_ call: FunctionCallExprSyntax, callee: String?, defined: LocalizedKey??)
        -> [ValueReference] {
        if let defined {
            return defined.map { [.key($0)] } ?? []
        }
        guard let name = callee else { return [] }
        if SwiftExpressions.formatting.contains(name) || (name == "String" && call.arguments.first?.label?.text == "format") {
            return call.arguments.first.map { references($0.expression, literalIsKey: false) } ?? []
        }
        if name == "String", call.arguments.count == 1, let only = call.arguments.first, only.label == nil {
            return references(only.expression, literalIsKey: false)
        }
        if call.arguments.count == 1, let only = call.arguments.first, let label = only.label?.text,
           SwiftExpressions.sameTextLabels.contains(label) {
            return references(only.expression, literalIsKey: false)
        }
        if SwiftExpressions.attributed.contains(name), let first = call.arguments.first,
           first.label == nil || first.label?.text == "string" {
            return references(first.expression, literalIsKey: false)
        }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
            if SwiftExpressions.keepsText(name) { return references(base, literalIsKey: false) }
            if SwiftExpressions.changesCase(name) {
                return references(base, literalIsKey: false).map(\.caseSet)
            }
            // An accessor with arguments: `L10n.Common.Alerts.BlockDomain.title(domain)`.
            if let path = SwiftExpressions.path(base), let first = path.first?.unicodeScalars.first, first.properties.isUppercase,
               !isLocal(path[0]) {
                return [.name(path + [name])]
            }
            return []
        }
        if call.calledExpression.is(DeclReferenceExprSyntax.self), let first = name.unicodeScalars.first, !first.properties.isUppercase {
            return [.scoped(type: typePath, name: name)]
        }
        return []
    }

    // MARK: Uses

    override func visitPost(_ node: MemberAccessExprSyntax) {
        setterMarks.read(node)
        guard definitionDepth == 0 else { return }
        let parent = node.parent
        guard parent?.kind != .memberAccessExpr,
              parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id != node.id else { return }
        scan.references += references(ExprSyntax(node), literalIsKey: false).filter(\.isNamed)
    }

    override func visitPost(_ node: StringLiteralExprSyntax) {
        guard definitionDepth == 0 else { return }
        for key in SwiftExpressions.literalKeys(ExprSyntax(node)) {
            scan.references.append(.key(LocalizedKey(table: LocalizedKey.defaultTable, key: key)))
        }
    }

    override func visitPost(_ node: FunctionCallExprSyntax) {
        let calleeName = SwiftExpressions.calleeName(node)
        let defined = SwiftExpressions.definedKey(node, callee: calleeName)
        if let defined, let key = defined, let text = SwiftExpressions.defaultValue(node) {
            scan.defaultValues.append(CodeDefaultValue(key: key, text: text))
        }
        if definitionDepth == 0 {
            let made = references(node, callee: calleeName, defined: defined)
            if made.contains(where: { !$0.isScoped }) { scan.references += made }
        }
        guard let callee = calleeName else { return }
        if callee == "addAction" || callee == "addActions" {
            addActions(node)
        }
        guard table.hasCall(callee) else {
            pend(node, callee: callee)
            return
        }
        let receiver = receiver(of: node).map(selfNamed)
        var sawUnlabelled = false
        var made: [Int] = []
        for argument in node.arguments {
            var label = argument.label?.text ?? "_"
            if label == "_" {
                if sawUnlabelled { label = "_2" }
                sawUnlabelled = true
            }
            guard let row = table.call(callee, argument: label, receiver: receiver) else { continue }
            let found = references(argument.expression, literalIsKey: row.literalIsKey)
            let isParameter = parameterLabel(argument.expression) != nil
            guard !found.isEmpty || isParameter else { continue }
            var (role, group, style) = placed(row.role, at: Syntax(node))
            if ControlShape.commandRoles.contains(role), ControlShape.hasEmptyAction(node) {
                role = ControlShape.shownRole
            }
            if row.startsGroup { group = group ?? groupStarted(by: node) }
            if row.joinsReceiverGroup, let receiver { group = functionGroup(receiver) }
            if group != nil, isSheet(node) { sheetGroups.insert(group!) }
            let location = place(of: argument.expression.positionAfterSkippingLeadingTrivia)
            let use = KeyUse(role: role, origin: .code, location: SourceLocation(file: scan.path, line: location.line, column: location.column),
                             group: group, isCancel: style.isCancel || buttonStyle(of: node).isCancel || row.isCancel,
                             isDestructive: style.isDestructive || buttonStyle(of: node).isDestructive)
            // A parameter passed on makes its function an API (`forward`); its value is known at the callers.
            forward(argument.expression, use: use, row: row)
            if !found.isEmpty { made.append(record(found, use)) }
        }
        if !made.isEmpty { useIndicesByCall[node.id] = made }
    }

    /// The parameter of the enclosing function an expression is, as its label: nil for anything else.
    private func parameterLabel(_ expression: ExprSyntax) -> (function: String, label: String)? {
        guard let reference = expression.as(DeclReferenceExprSyntax.self), let signature = signatures.last,
              !isLocal(reference.baseName.text), let label = signature.parameters[reference.baseName.text] else { return nil }
        return (signature.name, label)
    }

    /// A use whose value is a parameter makes the function an API of its own (`showAlert(title:)`).
    /// A use whose value is a stored property of the type it is in makes the type's initialiser one
    /// (`struct SettingsCell { let label: String … Text(label) }`: `SettingsCell(label:)`).
    private func forward(_ expression: ExprSyntax, use: KeyUse, row: APIRoleTable.Row) {
        if let (function, label) = parameterLabel(expression) {
            scan.forwards.append(Forward(callee: function, label: label, role: use.role, startsGroup: use.group != nil,
                                         literalIsKey: row.literalIsKey, isCancel: use.isCancel,
                                         isDestructive: use.isDestructive))
        } else if let name = propertyName(expression), let type = typePath.last {
            propertyForwards.append((typePath, Forward(callee: type, label: name, role: use.role,
                                                       startsGroup: use.group != nil, literalIsKey: row.literalIsKey,
                                                       isCancel: use.isCancel, isDestructive: use.isDestructive)))
        } else if let member = expression.as(MemberAccessExprSyntax.self),
                  let base = member.base?.as(DeclReferenceExprSyntax.self)?.baseName,
                  base.tokenKind != .keyword(.self) {
            // A property of a value of the app's own type, `action.label` with `action: OptionAction`: the type's
            // initialiser takes what is shown (`OptionAction(label:)`, in any file), as for a property of its own.
            var forward = Forward(callee: "", label: member.declName.baseName.text, role: use.role,
                                  startsGroup: use.group != nil, literalIsKey: false, isCancel: use.isCancel,
                                  isDestructive: use.isDestructive)
            let name = base.text
            if let type = isLocal(name) ? binding(name)?.type : signatures.last?.types[name] {
                forward.callee = type
                scan.forwards.append(forward)
            } else if !isLocal(name), signatures.last?.parameters[name] == nil, !typePath.isEmpty {
                memberForwards.append((typePath, name, forward))
            }
        }
    }

    /// The name of a property of the type the visit is in, as an expression reads it (`label`, `self.label`):
    /// nil for anything else (a local, a parameter, another value's member).
    private func propertyName(_ expression: ExprSyntax) -> String? {
        guard !typePath.isEmpty else { return nil }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            guard !isLocal(name), signatures.last?.parameters[name] == nil else { return nil }
            return name
        }
        if let member = expression.as(MemberAccessExprSyntax.self),
           member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            return member.declName.baseName.text
        }
        return nil
    }

    /// The arguments of a call the table does not know, kept in case the call is of a function that forwards them.
    private func pend(_ node: FunctionCallExprSyntax, callee: String) {
        var sawUnlabelled = false
        var isChoice: Bool?
        for argument in node.arguments {
            var label = argument.label?.text ?? "_"
            if label == "_" {
                if sawUnlabelled { label = "_2" }
                sawUnlabelled = true
            }
            let expression = argument.expression
            guard Self.mayName(expression) else { continue }
            let isLiteral = expression.is(StringLiteralExprSyntax.self)
            let parameterLabel = parameterLabel(expression)
            let found = isLiteral || parameterLabel != nil ? [] : references(expression, literalIsKey: false)
            let literalKeys = isLiteral ? SwiftExpressions.literalKeys(expression).map { LocalizedKey(table: LocalizedKey.defaultTable, key: $0) } : []
            let parameter = parameterLabel.map {
                Forward(callee: $0.function, label: $0.label, role: "", startsGroup: false, literalIsKey: false, isCancel: false, isDestructive: false)
            }
            let property = parameter == nil ? propertyName(expression) : nil
            guard !found.isEmpty || !literalKeys.isEmpty || parameter != nil || property != nil else { continue }
            if let property { propertyCalls.append((typePath, property, scan.calls.count)) }
            let location = place(of: expression.positionAfterSkippingLeadingTrivia)
            let site = place(of: node.positionAfterSkippingLeadingTrivia)
            let choice = isChoice ?? isChoiceCall(node)
            isChoice = choice
            scan.calls.append(PendingCall(callee: callee, label: label, references: found, literalKeys: literalKeys,
                                          location: SourceLocation(file: scan.path, line: location.line, column: location.column),
                                          site: SourceLocation(file: scan.path, line: site.line, column: site.column),
                                          parameter: parameter, isChoice: choice))
        }
    }

    /// Whether a call passes a selected state (`selected: true`): what it shows is a choice.
    private func isChoiceCall(_ node: FunctionCallExprSyntax) -> Bool {
        node.arguments.contains { ControlShape.selectionProperties.contains($0.label?.text ?? "") }
    }

    /// Whether an expression can name a key or a value that reaches one: a literal, or a kind `references`,
    /// `parameterLabel` or `propertyName` reads. Most arguments (closures, numbers, `.red`) are none, and are passed
    /// over before anything is asked of them.
    private static func mayName(_ expression: ExprSyntax) -> Bool {
        switch expression.kind {
        case .stringLiteralExpr, .ternaryExpr, .sequenceExpr, .infixOperatorExpr, .tupleExpr, .forceUnwrapExpr,
             .optionalChainingExpr, .asExpr, .tryExpr, .awaitExpr, .functionCallExpr, .declReferenceExpr,
             .memberAccessExpr:
            return true
        default:
            return false
        }
    }

    /// An attribute with arguments is read as a call of its name: `@Parameter(title: "…")` in an App Intent.
    override func visitPost(_ node: AttributeSyntax) {
        guard definitionDepth == 0, case .argumentList(let arguments) = node.arguments,
              let callee = node.attributeName.as(IdentifierTypeSyntax.self)?.name.text, table.hasCall(callee)
        else { return }
        for argument in arguments {
            guard let row = table.call(callee, argument: argument.label?.text ?? "_", receiver: nil) else { continue }
            let found = references(argument.expression, literalIsKey: row.literalIsKey)
            guard !found.isEmpty else { continue }
            let location = place(of: argument.expression.positionAfterSkippingLeadingTrivia)
            let use = KeyUse(role: row.role, origin: .code, location: SourceLocation(file: scan.path, location))
            _ = record(found, use)
        }
    }

    override func visitPost(_ node: SequenceExprSyntax) {
        // Most sequences are no assignment: looked at before their elements are gathered.
        let second = node.elements.dropFirst().first
        guard node.elements.count >= 3, second?.is(AssignmentExprSyntax.self) == true else { return }
        let elements = Array(node.elements)
        // `x.title = a ? b : c` stays unfolded: the value is the rest of the sequence.
        let value = Array(elements[2...])
        assign(value[0], to: elements[0],
               found: value.count == 1 ? nil : { self.references(unfolded: value, literalIsKey: $0) })
    }

    override func visitPost(_ node: InfixOperatorExprSyntax) {
        guard node.operator.is(AssignmentExprSyntax.self) else { return }
        assign(node.rightOperand, to: node.leftOperand)
    }

    /// `x.property = value`, or `property = value` inside a type.
    private func assign(_ value: ExprSyntax, to target: ExprSyntax,
                        found read: ((_ literalIsKey: Bool) -> [ValueReference])? = nil) {
        let property: String
        var receiver: String?
        if let member = target.as(MemberAccessExprSyntax.self) {
            property = member.declName.baseName.text
            receiver = member.base.map { selfNamed(spelling($0)) }
        } else if let reference = target.as(DeclReferenceExprSyntax.self), isLocal(reference.baseName.text) {
            // A local given its value after its declaration holds what each branch gives it.
            let found = read?(false) ?? references(value, literalIsKey: false)
            if let scope = scopes.lastIndex(where: { $0[reference.baseName.text] != nil }) {
                scopes[scope][reference.baseName.text]?.references += found
            }
            return
        } else if let reference = target.as(DeclReferenceExprSyntax.self) {
            property = reference.baseName.text
            receiver = selfNamed("self")
        } else {
            return
        }
        if ButtonView.properties.contains(property), isOwnProperty(target) {
            buttonViews[typePath, default: ButtonView()].read(property, value, spelling: spelling(value))
        }
        // A property the type declares itself (`let title: String` of a `TemplateButton` view, set in its `init`)
        // is the type's own value, not UIKit's shown `title`: what it shows is read where the property is used,
        // and reaches the initialiser's parameter that sets it (`init(_ text: String)`: `LoginLabel(_:)`).
        if isOwnProperty(target), storedProperties[typePath]?[property] != nil {
            if let (function, label) = parameterLabel(value), function == typePath.last {
                initialiserLabels[typePath, default: [:]][property] = label
            }
            return
        }
        guard let row = table.setter(property, receiver: receiver) else {
            // `cell.title = …` on a value made here (`let cell = SettingsCell()`): as `SettingsCell(title:)`.
            if let base = target.as(MemberAccessExprSyntax.self)?.base?.as(DeclReferenceExprSyntax.self),
               let type = binding(base.baseName.text)?.type {
                let found = read?(false) ?? references(value, literalIsKey: false)
                guard !found.isEmpty else { return }
                let place = place(of: value.positionAfterSkippingLeadingTrivia)
                let location = SourceLocation(file: scan.path, place)
                scan.calls.append(PendingCall(callee: type, label: property, references: found, literalKeys: [],
                                              location: location, site: location, parameter: nil))
            }
            return
        }
        let found = read?(row.literalIsKey) ?? references(value, literalIsKey: row.literalIsKey)
        let group = row.joinsReceiverGroup ? receiver.map(functionGroup) : nil
        let location = place(of: value.positionAfterSkippingLeadingTrivia)
        let use = KeyUse(role: row.role, origin: .code, location: SourceLocation(file: scan.path, line: location.line, column: location.column), group: group)
        let before = (scan.forwards.count, propertyForwards.count, memberForwards.count)
        forward(value, use: use, row: row)
        let index = found.isEmpty ? nil : record(found, use)
        if use.role == ButtonView.shownRole {
            shownTexts.append(ShownText(type: typePath, spelling: spelling(value), use: index,
                                        forwards: before.0..<scan.forwards.count,
                                        propertyForwards: before.1..<propertyForwards.count,
                                        memberForwards: before.2..<memberForwards.count))
        }
    }

    /// A receiver with `self` named by the type it is in (`self.title` in `SettingsViewController`), so that
    /// the table can tell a view controller's title from another's.
    private func selfNamed(_ receiver: String) -> String {
        guard receiver == "self" || receiver.hasPrefix("self.") else { return receiver }
        return (typePath.last ?? "self") + receiver.dropFirst(4)
    }

    private func record(_ references: [ValueReference], _ use: KeyUse) -> Int {
        scan.uses.append(PendingUse(references: references, use: use))
        functionOfUse.append(functions.last ?? 0)
        return scan.uses.count - 1
    }

    /// The group an alert-starting call makes: named by the variable it is assigned to, else by its place.
    private func groupStarted(by call: FunctionCallExprSyntax) -> String {
        if let id = groupsByCall[call.id] { return id }
        var id: String
        if let binding = call.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
           let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
            id = functionGroup(name)
        } else {
            // A modifier's place is its name's: the chain it is called on starts where the first view does.
            let start = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.positionAfterSkippingLeadingTrivia
                ?? call.positionAfterSkippingLeadingTrivia
            let location = place(of: start)
            id = "\(scan.path):\(location.line):\(location.column)"
        }
        groupsByCall[call.id] = id
        return id
    }

    private func functionGroup(_ receiver: String) -> String {
        // `self.alert` and `alert` are one variable here often enough; the last name says which.
        let name = receiver.split(separator: ".").last.map(String.init) ?? receiver
        return "\(scan.path)#\(functions.last ?? 0)#\(name)"
    }

    private func isSheet(_ call: FunctionCallExprSyntax) -> Bool {
        call.arguments.contains {
            ($0.label?.text == "preferredStyle" || $0.label?.text == "style")
                && spelling($0.expression).hasSuffix("actionSheet")
        }
    }

    /// `alert.addAction(action)`: the actions join the alert's group.
    private func addActions(_ node: FunctionCallExprSyntax) {
        guard let receiver = receiver(of: node) else { return }
        let group = groupOfVariable(receiver) ?? functionGroup(receiver)
        var indices: [Int] = []
        func collect(_ expression: ExprSyntax) {
            if let call = expression.as(FunctionCallExprSyntax.self) {
                indices += useIndicesByCall[call.id] ?? []
            } else if let reference = expression.as(DeclReferenceExprSyntax.self) {
                for scope in scopes.reversed() {
                    if let binding = scope[reference.baseName.text] {
                        indices += binding.uses
                        break
                    }
                }
            } else if let array = expression.as(ArrayExprSyntax.self) {
                array.elements.forEach { collect($0.expression) }
            }
        }
        node.arguments.forEach { collect($0.expression) }
        for index in indices where scan.uses[index].use.group == nil {
            scan.uses[index].use.group = group
        }
    }

    private func groupOfVariable(_ name: String) -> String? {
        binding(name)?.group
    }

    private func binding(_ name: String) -> Binding? {
        for scope in scopes.reversed() {
            if let binding = scope[name] { return binding }
        }
        return nil
    }

    /// The role a use of `role` at `node` has where it sits: inside a context menu a button is a menu item, inside
    /// an alert's actions an alert button. Also the alert it is part of, and whether a call on the way marks it
    /// as cancelling or destructive.
    private func placed(_ role: String, at node: Syntax, depth: Int = 0) -> (String, String?, ButtonStyle) {
        var style = ButtonStyle()
        var child = node
        var inner: Syntax?
        var current = node.parent
        while let parent = current, depth < 8 {
            if let call = parent.as(FunctionCallExprSyntax.self), call.calledExpression.id != child.id,
               let callee = SwiftExpressions.calleeName(call), table.hasContext(callee) {
                let label = Self.label(of: child, inner: inner, in: call)
                if let context = table.context(callee, argument: label, role: role, receiver: receiver(of: call)) {
                    var newRole = context.newRole ?? role
                    var group: String?
                    if context.newRole == nil, let own = ownRole(of: call) {
                        let placedOwn = placed(own, at: Syntax(call), depth: depth + 1)
                        // A control that does nothing, or a later text of several in its label, gives the text
                        // no command's role (`ControlShape`).
                        if ControlShape.commandRoles.contains(placedOwn.0),
                           ControlShape.hasEmptyAction(call) || ControlShape.isLaterText(node, in: child) {
                            return (role, nil, style)
                        }
                        newRole = placedOwn.0
                        group = placedOwn.1
                        style.merge(placedOwn.2)
                    }
                    if context.joinsGroup { group = groupStarted(by: call) }
                    style.merge(buttonStyle(of: call))
                    return (newRole, group, style)
                }
            }
            if let call = parent.as(FunctionCallExprSyntax.self), call.calledExpression.id != child.id {
                style.merge(buttonStyle(of: call))
            }
            inner = child
            child = parent
            current = parent.parent
        }
        return (role, nil, style)
    }

    /// The role of a call's first unlabelled argument (a Button's title): the role its label closure's texts take.
    private func ownRole(of call: FunctionCallExprSyntax) -> String? {
        guard let callee = SwiftExpressions.calleeName(call) else { return nil }
        return table.call(callee, argument: "_", receiver: receiver(of: call))?.role
    }

    /// Which argument of `call` holds `child` (through `inner`, the node below it): its label, `_` for an
    /// unlabelled one, a trailing closure's label (`{}` for the first).
    private static func label(of child: Syntax, inner: Syntax?, in call: FunctionCallExprSyntax) -> String {
        if child.is(LabeledExprListSyntax.self) { return inner?.as(LabeledExprSyntax.self)?.label?.text ?? "_" }
        if child.is(MultipleTrailingClosureElementListSyntax.self) {
            return inner?.as(MultipleTrailingClosureElementSyntax.self)?.label.text ?? "{}"
        }
        return "{}"
    }

    private func buttonStyle(of call: FunctionCallExprSyntax) -> ButtonStyle {
        var style = ButtonStyle()
        if let name = SwiftExpressions.calleeName(call) {
            if name == "cancel" { style.isCancel = true }
            if name == "destructive" { style.isDestructive = true }
        }
        for argument in call.arguments where argument.label?.text == "style" || argument.label?.text == "role" {
            let written = spelling(argument.expression).lowercased()
            if written.hasSuffix("cancel") { style.isCancel = true }
            if written.hasSuffix("destructive") { style.isDestructive = true }
        }
        return style
    }

    // MARK: Finishing

    /// `accessibilityLabel` or `self.accessibilityLabel`: a property of the type the visit is in.
    private func isOwnProperty(_ target: ExprSyntax) -> Bool {
        if target.is(DeclReferenceExprSyntax.self) { return !typePath.isEmpty }
        return target.as(MemberAccessExprSyntax.self)?.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind
            == .keyword(.self)
    }

    private func finish() {
        // A text a button view shows in its label is the button's title (see `ButtonView`).
        for shown in shownTexts where buttonViews[shown.type]?.isButton(named: shown.spelling) == true {
            if let use = shown.use { scan.uses[use].use.role = ButtonView.buttonRole }
            for index in shown.forwards { scan.forwards[index].role = ButtonView.buttonRole }
            for index in shown.propertyForwards { propertyForwards[index].forward.role = ButtonView.buttonRole }
            for index in shown.memberForwards { memberForwards[index].forward.role = ButtonView.buttonRole }
        }
        for (name, count) in memberCounts where count > 1 {
            scan.members[name] = nil
        }
        for (type, forward) in propertyForwards {
            guard let declared = storedProperties[type]?[forward.label] else { continue }
            var forward = forward
            if let label = initialiserLabels[type]?[forward.label] { forward.label = label }
            if ControlShape.isChoice(storedProperties[type]), ControlShape.commandRoles.contains(forward.role) {
                forward.role = ControlShape.choiceRole
            }
            // A literal given for a `String` property is shown as it is; only a `LocalizedStringKey` one is a key.
            forward.literalIsKey = forward.literalIsKey && declared.contains("LocalizedStringKey")
            scan.forwards.append(forward)
        }
        for (type, property, forward) in memberForwards {
            guard let callee = propertyTypes[type]?[property] else { continue }
            var forward = forward
            if ControlShape.isChoice(storedProperties[type]), ControlShape.commandRoles.contains(forward.role) {
                forward.role = ControlShape.choiceRole
            }
            forward.callee = callee
            scan.forwards.append(forward)
        }
        for (type, name, call) in propertyCalls where storedProperties[type]?[name] != nil {
            let label = initialiserLabels[type]?[name] ?? name
            scan.calls[call].parameter = Forward(callee: type.last!, label: label, role: "", startsGroup: false,
                                                 literalIsKey: false, isCancel: false, isDestructive: false)
        }
        // Actions never added through a variable join the one alert of their function, when it has one.
        var groupsByFunction: [Int: Set<String>] = [:]
        for (index, pending) in scan.uses.enumerated() {
            if let group = pending.use.group { groupsByFunction[functionOfUse[index], default: []].insert(group) }
        }
        for index in scan.uses.indices where scan.uses[index].use.group == nil && scan.uses[index].use.role.hasPrefix("alert.") {
            if let groups = groupsByFunction[functionOfUse[index]], groups.count == 1 { scan.uses[index].use.group = groups.first }
        }
        for index in scan.uses.indices {
            guard let group = scan.uses[index].use.group, sheetGroups.contains(group), scan.uses[index].use.role.hasPrefix("alert.") else { continue }
            scan.uses[index].use.role = "actionsheet." + scan.uses[index].use.role.dropFirst(6)
        }
    }
}

/// Whether a button cancels or destroys, as its call says (`style: .cancel`, `role: .destructive`, `.cancel(…)`).
struct ButtonStyle {
    var isCancel = false
    var isDestructive = false

    mutating func merge(_ other: ButtonStyle) {
        isCancel = isCancel || other.isCancel
        isDestructive = isDestructive || other.isDestructive
    }
}

extension ValueReference {
    var isNamed: Bool {
        if case .key = self { return false }
        if case .caseSet(let inner) = self { return inner.isNamed }
        return true
    }

    var isScoped: Bool {
        if case .scoped = self { return true }
        if case .caseSet(let inner) = self { return inner.isScoped }
        return false
    }
}

extension SourceLocation {
    /// A place as `LineTable` gives it, in a file.
    init(file: String, _ location: (line: Int, column: Int)) {
        self.init(file: file, line: location.line, column: location.column)
    }
}

