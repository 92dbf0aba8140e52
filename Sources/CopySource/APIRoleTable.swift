import CopyFormats
import CopyLowLevel

/// From API and argument to the role a string plays there: the rows of `Dictionaries/roles/api-roles.txt`, and
/// of a project's `.copylint.yml` (`sources: {roles: […]}`), one row a list of fields:
///
/// - `call CALLEE ARGUMENT ROLE [FLAG…]`: the argument (its label, `_` for the first unlabelled one) of a call
///   of `CALLEE` (a type's initialiser, a function, a method or modifier by its last name; in Objective-C the
///   first piece of the selector, `alertControllerWithTitle`, with the other pieces as labels).
/// - `set PROPERTY ROLE [FLAG…]`: a value assigned to `x.PROPERTY` (and Objective-C's `[x setPROPERTY:…]`).
/// - `in CALLEE ARGUMENT ROLE NEW-ROLE [FLAG…]`: inside an argument or closure of `CALLEE` (`*`: any), a use of
///   ROLE becomes NEW-ROLE; `=` takes the role CALLEE's own call has there (a Text in a Button's label).
///
/// - `ib ELEMENT PROPERTY ROLE [inside=ANCESTOR] [type=TYPE]`: a localisable property of an Interface Builder
///   element (`menuItem title`, `button normalTitle`), only inside an element named ANCESTOR or of type TYPE.
///
/// Flags: `key` (a string literal there is a key, as SwiftUI's `LocalizedStringKey`), `group` (the call
/// starts an alert: its texts, and those added through the variable it is assigned to, are one group),
/// `cancel` (the argument is the cancelling button), `receiver` (the text joins the group of the receiver, `alert.addButton(withTitle:)`), `base=WORD` (only when
/// the receiver's spelling contains WORD, ignoring case: `searchBar.placeholder`).
public struct APIRoleTable: Sendable {
    public struct Row: Sendable, Hashable {
        public var role: String
        public var literalIsKey = false
        public var startsGroup = false
        public var joinsReceiverGroup = false
        /// The argument is the cancelling button (`cancelButtonTitle:`).
        public var isCancel = false
        /// Lowercased words one of which the receiver's spelling must contain; empty for any receiver.
        public var receiverWords: [String] = []

        func accepts(receiver: String?) -> Bool {
            guard !receiverWords.isEmpty else { return true }
            // The receiver's last name (`self.searchController.searchBar` → `searchbar`); a type's whole path
            // (`ActionSheet.Button`).
            guard let receiver else { return false }
            let names = receiver.split(separator: ".")
            let isType = names.allSatisfy { $0.unicodeScalars.first?.properties.isUppercase ?? false }
            guard let last = (isType ? Substring(receiver) : names.last)?.lowercased() else { return false }
            return receiverWords.contains { last.contains($0) }
        }
    }

    public struct ContextRow: Sendable, Hashable {
        public var argument: String
        public var role: String
        /// nil for `=`: the container's own role.
        public var newRole: String?
        public var joinsGroup: Bool
        /// As `Row.receiverWords`: words one of which the container's receiver must contain.
        public var receiverWords: [String] = []
    }

    /// Callee → argument label → rows (several when they differ by receiver).
    private(set) var calls: [String: [String: [Row]]] = [:]
    private(set) var setters: [String: [Row]] = [:]
    private(set) var contexts: [String: [ContextRow]] = [:]
    private(set) var interfaceBuilder: [String: [InterfaceBuilderRow]] = [:]

    struct InterfaceBuilderRow: Sendable, Hashable {
        var property: String
        var role: String
        var inside: String?
        var type: String?
    }
    /// A hash of the rows, so that scans cached under another table are not reused.
    public private(set) var digest: UInt64 = 0
    /// Rows that could not be read, as `row N: why`.
    public private(set) var problems: [String] = []

    public init(rows: [[String]]) {
        add(rows)
    }

    /// The table with more rows (a project's own wrappers); a later row for the same API and argument comes first.
    public func adding(_ rows: [[String]]) -> APIRoleTable {
        var table = self
        table.add(rows)
        return table
    }

    private mutating func add(_ rows: [[String]]) {
        digest = ByteHash.of(String(digest) + rows.map { $0.joined(separator: "\t") }.joined(separator: "\n"))
        // Each row is put first, in reverse: the rows of one batch keep their order, and come before older ones.
        for (number, fields) in rows.enumerated().reversed() {
            func fail(_ why: String) { problems.append("row \(number + 1) (\(fields.joined(separator: " "))): \(why)") }
            guard let kind = fields.first else { continue }
            let flags = kind == "call" ? fields.dropFirst(4) : kind == "set" ? fields.dropFirst(3) : kind == "in" ? fields.dropFirst(5) : []
            if let unknown = flags.first(where: { !["key", "group", "receiver", "cancel"].contains($0) && !$0.hasPrefix("base=") }) {
                fail("unknown flag '\(unknown)' (key, group, receiver, cancel, base=WORD)")
                continue
            }
            switch kind {
            case "call":
                guard fields.count >= 4 else { fail("expected call CALLEE ARGUMENT ROLE"); continue }
                calls[fields[1], default: [:]][fields[2], default: []].insert(Self.row(fields[3], flags: fields.dropFirst(4)), at: 0)
            case "set":
                guard fields.count >= 3 else { fail("expected set PROPERTY ROLE"); continue }
                setters[fields[1], default: []].insert(Self.row(fields[2], flags: fields.dropFirst(3)), at: 0)
            case "in":
                guard fields.count >= 5 else { fail("expected in CALLEE ARGUMENT ROLE NEW-ROLE"); continue }
                let flags = fields.dropFirst(5)
                let row = ContextRow(argument: fields[2], role: fields[3], newRole: fields[4] == "=" ? nil : fields[4],
                                     joinsGroup: flags.contains("group"),
                                     receiverWords: flags.filter { $0.hasPrefix("base=") }.flatMap { $0.dropFirst(5).split(separator: "|").map { $0.lowercased() } })
                contexts[fields[1], default: []].insert(row, at: 0)
            case "ib":
                guard fields.count >= 4 else { fail("expected ib ELEMENT PROPERTY ROLE"); continue }
                var row = InterfaceBuilderRow(property: fields[2], role: fields[3])
                for flag in fields.dropFirst(4) {
                    if flag.hasPrefix("inside=") { row.inside = String(flag.dropFirst(7)) }
                    if flag.hasPrefix("type=") { row.type = String(flag.dropFirst(5)) }
                }
                interfaceBuilder[fields[1], default: []].insert(row, at: 0)
            default:
                fail("unknown kind '\(kind)' (call, set, in or ib)")
            }
        }
    }

    private static func row(_ role: String, flags: ArraySlice<String>) -> Row {
        var row = Row(role: role)
        for flag in flags {
            switch flag {
            case "key": row.literalIsKey = true
            case "group": row.startsGroup = true
            case "receiver": row.joinsReceiverGroup = true
            case "cancel": row.isCancel = true
            default:
                if flag.hasPrefix("base=") {
                    row.receiverWords += flag.dropFirst(5).split(separator: "|").map { $0.lowercased() }
                }
            }
        }
        return row
    }

    /// The row for an argument of a call, given the receiver's spelling (nil without one).
    func call(_ callee: String, argument: String, receiver: String?) -> Row? {
        calls[callee]?[argument]?.first { $0.accepts(receiver: receiver) }
    }

    func hasCall(_ callee: String) -> Bool { calls[callee] != nil }

    func setter(_ property: String, receiver: String?) -> Row? {
        setters[property]?.first { $0.accepts(receiver: receiver) }
    }

    /// The context row that turns `role` inside `argument` of `callee` (called on `receiver`, when it is a method).
    func context(_ callee: String, argument: String, role: String, receiver: String?) -> ContextRow? {
        contexts[callee]?.first { row in
            (row.argument == "*" || row.argument == argument) && (row.role == "*" || row.role == role)
                && Row(role: "", receiverWords: row.receiverWords).accepts(receiver: receiver)
        }
    }

    func hasContext(_ callee: String) -> Bool { contexts[callee] != nil }

    /// The role of an Interface Builder element's property; `ancestors` are the names of the elements it is in,
    /// outermost first. The first matching row of the file wins (specific rows come first).
    func interfaceBuilderRole(element: String, property: String, type: String?, ancestors: [String]) -> String? {
        let matches = { (row: InterfaceBuilderRow) in
            (row.property == "*" || row.property == property) && (row.type == nil || row.type == type)
                && (row.inside == nil || ancestors.contains(row.inside!))
        }
        return interfaceBuilder[element]?.first(where: matches)?.role ?? interfaceBuilder["*"]?.first(where: matches)?.role
    }
}
