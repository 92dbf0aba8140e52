/// A small scanner over Objective-C and Objective-C++: its tokens, message sends (`[alert addButtonWithTitle:…]`),
/// property assignments (`alert.messageText = …`), local variables, and the `NSLocalizedString` family that
/// defines keys. It parses no more of the language than that; what it cannot follow it leaves.
struct ObjectiveCScanner {
    enum Kind: Equatable {
        case identifier
        /// `@"…"` or `"…"`, its value undecoded but for `\"` and `\\`.
        case string
        case punctuation
        case number
    }

    struct Token {
        var kind: Kind
        var text: String
        var offset: Int
    }

    private var tokens: [Token] = []
    private let table: APIRoleTable
    private let lines: LineTable
    private var scan: FileScan
    /// Local variables of the method being read: name → what their value names.
    private var bindings: [String: [ValueReference]] = [:]
    private var methodStart = 0
    /// The class of the `@implementation` being read, for receivers spelt `self`.
    private var className = "self"
    private var sheetMethods: Set<Int> = []
    private var setterMarks = ShownTextSetterMarks()
    private let steps: Steps

    /// The steps the scanner's loops may still take over the file (`Steps.perToken` for each token): a send, a call
    /// or an assignment is read once for each that holds it, so sends or calls nested thousands deep would take
    /// time with the square of the file's size. A file that needs more is skipped with a note.
    final class Steps {
        static let perToken = 64
        static let atLeast = 100_000
        private(set) var left: Int

        init(tokens: Int) {
            left = Self.atLeast + Self.perToken * tokens
        }

        /// Takes a step: false once none is left.
        func take() -> Bool {
            left -= 1
            return left >= 0
        }

        var areLeft: Bool { left >= 0 }
    }

    static let localizing: Set<String> = [
        "NSLocalizedString", "NSLocalizedStringFromTable", "NSLocalizedStringFromTableInBundle",
        "NSLocalizedStringWithDefaultValue",
    ]

    static func read(path: String, bytes: [UInt8], table: APIRoleTable) -> FileScan {
        var defines: [Define] = []
        let tokens = tokenize(bytes, defines: &defines)
        let steps = Steps(tokens: tokens.count + defines.reduce(0) { $0 + $1.body.count })
        var scanner = ObjectiveCScanner(path: path, tokens: tokens, lines: LineTable(bytes), table: table, steps: steps)
        scanner.readStatements()
        scanner.scan.shownTextSetters = scanner.setterMarks.setters()
        // `#define KYA_L10N_CANCEL NSLocalizedString(@"Cancel", …)`: the macro's name is an accessor of the key.
        for define in defines {
            let body = ObjectiveCScanner(path: path, tokens: define.body, lines: scanner.lines, table: table,
                                         steps: steps)
            let found = body.references(0, define.body.count)
            if !found.isEmpty { scanner.scan.definitions[[define.name], default: []] += found }
        }
        guard steps.areLeft else {
            return FileScan(path: path, notReadBecause: "skipped: message sends or calls nested too deeply to read")
        }
        return scanner.scan
    }

    /// A `#define` of the file: its name and the tokens of its body.
    struct Define {
        var name: String
        var body: [Token]
    }

    private init(path: String, tokens: [Token], lines: LineTable, table: APIRoleTable, steps: Steps) {
        self.table = table
        self.steps = steps
        self.lines = lines
        scan = FileScan(path: path)
        self.tokens = tokens
    }

    // MARK: Tokens

    static func tokenize(_ b: [UInt8]) -> [Token] {
        var defines: [Define] = []
        return tokenize(b, defines: &defines)
    }

    static func tokenize(_ b: [UInt8], defines: inout [Define]) -> [Token] {
        var tokens: [Token] = []
        var i = 0
        let n = b.count
        func isIdentifier(_ c: UInt8) -> Bool {
            (c >= 0x61 && c <= 0x7A) || (c >= 0x41 && c <= 0x5A) || (c >= 0x30 && c <= 0x39) || c == 0x5F || c == 0x24
        }
        while i < n {
            let c = b[i]
            if c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D { i += 1; continue }
            if c == 0x2F, i + 1 < n, b[i + 1] == 0x2F {  // line comment
                while i < n, b[i] != 0x0A { i += 1 }
                continue
            }
            if c == 0x2F, i + 1 < n, b[i + 1] == 0x2A {  // block comment
                i += 2
                while i + 1 < n, !(b[i] == 0x2A && b[i + 1] == 0x2F) { i += 1 }
                i += 2
                continue
            }
            if c == 0x23, tokens.last.map({ lineStart(b, before: i, after: $0.offset) }) ?? true {  // preprocessor line
                let start = i
                while i < n, b[i] != 0x0A {
                    if b[i] == 0x5C, i + 1 < n, b[i + 1] == 0x0A { i += 1 }
                    i += 1
                }
                var line = Array(b[start..<i])
                for index in line.indices where line[index] == 0x5C && index + 1 < line.count && line[index + 1] == 0x0A {
                    line[index] = 0x20
                }
                var nested: [Define] = []
                let directive = tokenize(Array(line.dropFirst()), defines: &nested)
                if directive.count >= 3, directive[0].text == "define", directive[1].kind == .identifier {
                    var body = directive.dropFirst(2)
                    // A function-like macro's parameters, written right after its name
                    if body.first?.text == "(", line.count > 0, let close = body.firstIndex(where: { $0.text == ")" }) {
                        body = body[(close + 1)...]
                    }
                    defines.append(Define(name: directive[1].text, body: body.map { token in
                        var token = token
                        token.offset += start + 1
                        return token
                    }))
                }
                continue
            }
            let start = i
            if c == 0x22 || (c == 0x40 && i + 1 < n && b[i + 1] == 0x22) {
                i += c == 0x40 ? 2 : 1
                var value: [UInt8] = []
                while i < n, b[i] != 0x22, b[i] != 0x0A {
                    if b[i] == 0x5C, i + 1 < n {
                        let next = b[i + 1]
                        switch next {
                        case 0x6E: value.append(0x0A)
                        case 0x74: value.append(0x09)
                        default: value.append(next)
                        }
                        i += 2
                        continue
                    }
                    value.append(b[i])
                    i += 1
                }
                i += 1
                // Adjacent literals are one string (`@"a" "b"`).
                if let last = tokens.last, last.kind == .string {
                    tokens[tokens.count - 1].text += String(decoding: value, as: UTF8.self)
                    continue
                }
                tokens.append(Token(kind: .string, text: String(decoding: value, as: UTF8.self), offset: start))
                continue
            }
            if c == 0x27 {  // character literal
                i += 1
                while i < n, b[i] != 0x27, b[i] != 0x0A { i += b[i] == 0x5C ? 2 : 1 }
                i += 1
                continue
            }
            if isIdentifier(c) {
                while i < n, isIdentifier(b[i]) { i += 1 }
                let text = String(decoding: b[start..<i], as: UTF8.self)
                let isNumber = c >= 0x30 && c <= 0x39
                tokens.append(Token(kind: isNumber ? .number : .identifier, text: text, offset: start))
                continue
            }
            i += 1
            tokens.append(Token(kind: .punctuation, text: String(UnicodeScalar(c)), offset: start))
        }
        return tokens
    }

    private static func lineStart(_ b: [UInt8], before i: Int, after: Int) -> Bool {
        var j = i - 1
        while j > after, b[j] == 0x20 || b[j] == 0x09 { j -= 1 }
        return j <= after || b[j] == 0x0A
    }

    // MARK: Statements

    private mutating func readStatements() {
        var depth = 0
        var index = 0
        while index < tokens.count, steps.areLeft {
            let token = tokens[index]
            if token.kind == .punctuation {
                switch token.text {
                case "{": depth += 1
                case "}": depth = max(0, depth - 1)
                case "-" where depth == 0 && index + 1 < tokens.count && tokens[index + 1].text == "(",
                     "+" where depth == 0 && index + 1 < tokens.count && tokens[index + 1].text == "(":
                    methodStart = token.offset
                    bindings = [:]
                case "[":
                    readShownTextSend(at: index)
                    if let end = matching(index) { messageSend(index, end) }
                case "=":
                    readShownTextAssignment(at: index)
                    if index > 0 && tokens[index - 1].kind == .identifier && !isComparison(index) {
                        assignment(at: index)
                    }
                default: break
                }
            } else if token.text == "implementation", index >= 1, tokens[index - 1].text == "@", index + 1 < tokens.count {
                className = tokens[index + 1].text
                readShownTextOwner(at: index)
            } else if token.kind == .identifier, Self.localizing.contains(token.text) || token.text == "L10n" || Self.isMacroName(token.text) {
                let end = index + 1 < tokens.count && tokens[index + 1].text == "(" ? (matching(index + 1) ?? index) : index
                scan.references += references(index, end + 1)
            }
            index += 1
        }
        for index in scan.uses.indices where sheetMethods.contains(methodOf(scan.uses[index].use)) {
            if scan.uses[index].use.role.hasPrefix("alert.") {
                scan.uses[index].use.role = "actionsheet." + scan.uses[index].use.role.dropFirst(6)
            }
        }
    }

    // MARK: Shown-text setters (see `ShownTextSetterMarks`), as the tokens are written: what the tokenizer skips
    // between two tokens (a comment) counts as a space.

    /// `@implementation Name`.
    private mutating func readShownTextOwner(at index: Int) {
        guard tokens[index].kind == .identifier, isAdjacent(index), tokens[index + 1].kind == .identifier,
              tokens[index + 1].text.unicodeScalars.first.map(ShownTextSetter.isNameStart) == true else { return }
        let name = tokens[index + 1].text.unicodeScalars.prefix(while: ShownTextSetter.isWordCharacter)
        setterMarks.owner(spelt: String(name), at: tokens[index - 1].offset)
    }

    /// `[button setTitle:…]`, `[self.label setText:…]`, `[_field setPlaceholder:…]`: the property, without its
    /// leading underscore.
    private mutating func readShownTextSend(at open: Int) {
        var name = open + 1
        if name + 2 < tokens.count, tokens[name].kind == .identifier, tokens[name].text == "self",
           tokens[name + 1].text == "." {
            guard isAdjacent(name + 1), isAdjacent(name + 2) else { return }
            name += 2
        }
        guard name + 2 < tokens.count, tokens[name].kind == .identifier, tokens[name + 1].kind == .identifier,
              ShownTextSetter.objectiveCSetterMethods.contains(tokens[name + 1].text), tokens[name + 2].text == ":",
              tokens[name + 2].kind == .punctuation,
              let property = ShownTextSetter.property(endingName: tokens[name].text),
              property.utf8.count == tokens[name].text.utf8.count else { return }
        setterMarks.call(tokens[name + 1].text, on: Self.withoutUnderscore(property), at: tokens[open].offset)
    }

    /// `label.text = …`, `self.button.title = …`, `_field.placeholder = …` (not `==`).
    private mutating func readShownTextAssignment(at equals: Int) {
        guard equals >= 3, tokens[equals - 1].kind == .identifier,
              ShownTextSetter.isShownTextProperty(tokens[equals - 1].text),
              tokens[equals - 2].text == ".", tokens[equals - 2].kind == .punctuation, isAdjacent(equals - 1),
              isAdjacent(equals - 2), tokens[equals - 3].kind == .identifier,
              let property = ShownTextSetter.property(endingName: tokens[equals - 3].text) else { return }
        if equals + 1 < tokens.count, tokens[equals + 1].text == "=", isAdjacent(equals + 1) { return }
        let offset = tokens[equals - 3].offset + tokens[equals - 3].text.utf8.count - property.utf8.count
        setterMarks.assignment(tokens[equals - 1].text, on: Self.withoutUnderscore(property), at: offset)
    }

    /// Whether the token at `index` follows the one before it with nothing between.
    private func isAdjacent(_ index: Int) -> Bool {
        tokens[index - 1].offset + tokens[index - 1].text.utf8.count == tokens[index].offset
    }

    private static func withoutUnderscore(_ name: String) -> String {
        name.hasPrefix("_") ? String(name.dropFirst()) : name
    }

    private func methodOf(_ use: KeyUse) -> Int {
        guard let group = use.group, let hash = group.lastIndex(of: "#") else { return -1 }
        return Int(group[group.index(after: hash)...]) ?? -1
    }

    private func isComparison(_ index: Int) -> Bool {
        let next = index + 1 < tokens.count ? tokens[index + 1].text : ""
        let previous = tokens[index - 1].text
        return next == "=" || ["=", "!", "<", ">"].contains(previous)
    }

    /// The index of the bracket or parenthesis that closes the one at `index`.
    private func matching(_ index: Int) -> Int? {
        let open = tokens[index].text
        let close = open == "[" ? "]" : open == "(" ? ")" : "}"
        var depth = 0
        var i = index
        while i < tokens.count, steps.take() {
            let text = tokens[i].text
            if tokens[i].kind == .punctuation {
                if text == "[" || text == "(" || text == "{" { depth += 1 }
                if text == "]" || text == ")" || text == "}" {
                    depth -= 1
                    if depth == 0 { return text == close ? i : nil }
                }
            }
            i += 1
        }
        return nil
    }

    /// `[receiver piece:argument piece:argument …]` between `open` and `close`.
    private mutating func messageSend(_ open: Int, _ close: Int) {
        // The receiver: tokens up to the first identifier that follows it at depth 0.
        var i = open + 1
        var depth = 0
        var receiverEnd = i
        while i < close, steps.take() {
            let text = tokens[i].text
            if text == "[" || text == "(" { depth += 1 }
            if text == "]" || text == ")" { depth -= 1 }
            i += 1
            if depth == 0 {
                receiverEnd = i
                if i < close, tokens[i].kind == .identifier, tokens[i - 1].kind != .punctuation || tokens[i - 1].text == "]" || tokens[i - 1].text == ")" {
                    break
                }
            }
        }
        guard receiverEnd < close else { return }
        let receiver = selfNamed(tokens[(open + 1)..<receiverEnd].map(\.text).joined())
        var pieces: [(name: String, start: Int, end: Int)] = []
        i = receiverEnd
        while i < close {
            guard tokens[i].kind == .identifier else { return }
            let name = tokens[i].text
            guard i + 1 < close, tokens[i + 1].text == ":" else {
                if pieces.isEmpty { return }  // a unary send
                return
            }
            var j = i + 2
            var level = 0
            while j < close, steps.take() {
                let text = tokens[j].text
                if text == "[" || text == "(" || text == "{" { level += 1 }
                if text == "]" || text == ")" || text == "}" { level -= 1 }
                if level == 0, tokens[j].kind == .identifier, j + 1 < close, tokens[j + 1].text == ":", tokens[j - 1].text != "?" {
                    if !isTernaryColon(from: i + 2, to: j) { break }
                }
                j += 1
            }
            pieces.append((name, i + 2, j))
            i = j
        }
        guard let first = pieces.first else { return }
        let callee = first.name
        let group = "\(scan.path)#\(methodStart)"
        if callee.hasSuffix("Title") || callee.hasPrefix("alertController") {
            for piece in pieces where ["preferredStyle", "alertControllerWithTitle"].contains(piece.name) || piece.name.hasSuffix("Style") {
                if tokens[piece.start..<piece.end].contains(where: { $0.text.hasSuffix("ActionSheet") }) { sheetMethods.insert(methodStart) }
            }
        }
        var style = ButtonStyle()
        for piece in pieces where piece.name == "style" {
            let spelling = tokens[piece.start..<piece.end].map(\.text).joined()
            if spelling.hasSuffix("Cancel") { style.isCancel = true }
            if spelling.hasSuffix("Destructive") { style.isDestructive = true }
        }
        for (position, piece) in pieces.enumerated() {
            let label = position == 0 ? "_" : piece.name
            let row: APIRoleTable.Row?
            if position == 0, callee.hasPrefix("set"), callee.count > 3, pieces.count <= 2, !table.hasCall(callee) {
                row = table.setter(Self.property(fromSetter: callee), receiver: receiver)
            } else {
                row = table.call(callee, argument: label, receiver: receiver)
            }
            guard let row else { continue }
            let found = references(piece.start, piece.end)
            guard !found.isEmpty else { continue }
            let isAlert = row.startsGroup || row.joinsReceiverGroup || row.role.hasPrefix("alert.") || row.role.hasPrefix("actionsheet.")
            let (line, column) = lines.position(of: tokens[piece.start].offset)
            let use = KeyUse(role: row.role, origin: .code, location: SourceLocation(file: scan.path, line: line, column: column),
                             group: isAlert ? group : nil, isCancel: style.isCancel || row.isCancel, isDestructive: style.isDestructive)
            scan.uses.append(PendingUse(references: found, use: use))
        }
    }

    private func selfNamed(_ receiver: String) -> String {
        receiver == "self" || receiver.hasPrefix("self.") ? className + receiver.dropFirst(4) : receiver
    }

    private func isTernaryColon(from start: Int, to end: Int) -> Bool {
        tokens[start..<end].contains { $0.text == "?" } && !tokens[start..<end].contains { $0.text == ":" }
    }

    /// `setMessageText` → `messageText`.
    static func property(fromSetter name: String) -> String {
        let rest = name.dropFirst(3)
        return rest.prefix(1).lowercased() + rest.dropFirst()
    }

    /// `x.property = value;` and `Type *name = value;` at `equals`.
    private mutating func assignment(at equals: Int) {
        var end = equals + 1
        var level = 0
        while end < tokens.count, steps.take() {
            let text = tokens[end].text
            if text == "[" || text == "(" || text == "{" { level += 1 }
            if text == "]" || text == ")" || text == "}" {
                if level == 0 { break }
                level -= 1
            }
            if level == 0 && (text == ";" || text == ",") { break }
            end += 1
        }
        let name = tokens[equals - 1].text
        let found = references(equals + 1, end)
        guard !found.isEmpty else { return }
        if equals >= 2, tokens[equals - 2].text == "." {
            var start = equals - 2
            while start >= 2, tokens[start - 1].kind == .identifier, tokens[start - 2].text == "." { start -= 2 }
            let receiver = start >= 1 ? selfNamed(tokens[(start - 1)..<(equals - 2)].map(\.text).joined()) : nil
            guard let row = table.setter(name, receiver: receiver) else { return }
            let (line, column) = lines.position(of: tokens[equals + 1].offset)
            let isAlert = row.joinsReceiverGroup || row.role.hasPrefix("alert.")
            let use = KeyUse(role: row.role, origin: .code, location: SourceLocation(file: scan.path, line: line, column: column),
                             group: isAlert ? "\(scan.path)#\(methodStart)" : nil)
            scan.uses.append(PendingUse(references: found, use: use))
        } else {
            bindings[name] = found
        }
    }

    /// What the tokens of an argument or value name: the keys of the localising calls in it, an accessor
    /// (`L10n.cancel`, `[L10n cancel]`), or a local variable when the value is one name.
    private func references(_ start: Int, _ end: Int) -> [ValueReference] {
        guard start < end else { return [] }
        if end - start == 1, tokens[start].kind == .identifier, let bound = bindings[tokens[start].text] { return bound }
        var found: [ValueReference] = []
        var i = start
        while i < end, steps.take() {
            let token = tokens[i]
            if token.kind == .identifier, Self.localizing.contains(token.text), i + 2 < tokens.count, tokens[i + 1].text == "(" {
                let arguments = self.arguments(after: i + 1)
                if let key = arguments.first.flatMap(stringValue) {
                    var tableName = LocalizedKey.defaultTable
                    if token.text != "NSLocalizedString", arguments.count > 1, let named = stringValue(arguments[1]) { tableName = named }
                    found.append(.key(LocalizedKey(table: tableName, key: key)))
                }
            } else if token.kind == .identifier, Self.isMacroName(token.text) {
                found.append(.name([token.text]))
            } else if token.text == "L10n", i + 2 < end, tokens[i + 1].text == ".", tokens[i + 2].kind == .identifier {
                found.append(.name(["L10n", tokens[i + 2].text]))
            } else if token.text == "L10n", i >= 1, tokens[i - 1].text == "[", i + 1 < end, tokens[i + 1].kind == .identifier {
                found.append(.name(["L10n", tokens[i + 1].text]))
            }
            i += 1
        }
        return found
    }

    /// A name spelt as macros are (`KYA_L10N_CANCEL`): upper-case letters, digits and at least one underscore.
    static func isMacroName(_ name: String) -> Bool {
        name.utf8.contains(0x5F) && name.utf8.allSatisfy { ($0 >= 0x41 && $0 <= 0x5A) || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x5F }
            && name.utf8.contains { $0 >= 0x41 && $0 <= 0x5A }
    }

    /// The token ranges of a call's arguments, the parenthesis at `open`.
    private func arguments(after open: Int) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var start = open + 1
        var level = 0
        var i = open + 1
        while i < tokens.count, steps.take() {
            let text = tokens[i].text
            if text == "(" || text == "[" || text == "{" { level += 1 }
            if text == ")" || text == "]" || text == "}" {
                if level == 0 {
                    ranges.append(start..<i)
                    break
                }
                level -= 1
            }
            if level == 0, text == "," {
                ranges.append(start..<i)
                start = i + 1
            }
            i += 1
        }
        return ranges
    }

    private func stringValue(_ range: Range<Int>) -> String? {
        range.count == 1 && tokens[range.lowerBound].kind == .string ? tokens[range.lowerBound].text : nil
    }
}
