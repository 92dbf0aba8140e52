import CopyRules

/// One string read from standard input: a plain line or a JSON Lines object.
public struct StdinRecord: Sendable {
    /// 1-based input line.
    public var line: Int
    public var text: String
    public var role: Role?
    public var locale: String?
    public var key: String?
    public var comment: String?
    public var group: String?
    /// Whether the object marks the string as a cancel button (`"cancel": true`).
    public var isCancel: Bool
    /// How far the role and the group are trusted, where the object says (`role_confidence`, `group_confidence`,
    /// as `copylint entries` prints them); nil: a role or group given in the input is certain.
    public var roleConfidence: RoleConfidence?
    public var groupConfidence: RoleConfidence?
    /// The JSON Lines source line, for echoing the object back; nil for plain lines.
    public var json: String?

    public init(line: Int, text: String, role: Role? = nil, locale: String? = nil, key: String? = nil, comment: String? = nil, group: String? = nil, isCancel: Bool = false, json: String? = nil) {
        self.json = json
        self.line = line
        self.text = text
        self.role = role
        self.locale = locale
        self.key = key
        self.comment = comment
        self.group = group
        self.isCancel = isCancel
    }
}

/// Input that cannot be read: exit 65 with the line and what was expected.
public struct InputError: Error, CustomStringConvertible, Sendable {
    public var file: String
    public var line: Int
    public var column: Int
    public var message: String

    public init(file: String = "<stdin>", line: Int, column: Int = 1, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    public var description: String { "\(file):\(line):\(column): error: \(message)" }
}
