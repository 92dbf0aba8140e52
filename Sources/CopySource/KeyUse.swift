/// Where a use was read: the app's code or an Interface Builder file.
public enum UseOrigin: String, Sendable, Hashable, Codable {
    case code
    case interfaceBuilder = "interface_builder"
}

/// A place in a source file (1-based line and column, the column in UTF-8 bytes as compilers count it).
public struct SourceLocation: Hashable, Sendable, Comparable, Codable {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    public var description: String { "\(file):\(line):\(column)" }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}

/// One use of a localised string in the app: the part it plays there, as the API table names it
/// (`alert.title`, `menu.item`, …; this module knows roles only as names), the alert it is part of, and where.
public struct KeyUse: Hashable, Sendable, Codable {
    public var role: String
    public var origin: UseOrigin
    public var location: SourceLocation
    /// Shared by the texts of one alert, action sheet or dialog; nil outside one.
    public var group: String?
    public var isCancel: Bool
    public var isDestructive: Bool
    /// The code shows the string there in a case it sets (`.localizedUppercase`, `.capitalized`): the table's
    /// case is not what this use shows.
    public var isCaseSetInCode: Bool
    /// An Interface Builder text that is never drawn: the app's code replaces it before it is seen (the object is
    /// an outlet whose title or text the code sets), or the object shows only its image (a bar button item with an
    /// image speaks its title to VoiceOver).
    public var isNeverShown = false

    public init(role: String, origin: UseOrigin, location: SourceLocation, group: String? = nil,
                isCancel: Bool = false, isDestructive: Bool = false, isCaseSetInCode: Bool = false) {
        self.role = role
        self.origin = origin
        self.location = location
        self.group = group
        self.isCancel = isCancel
        self.isDestructive = isDestructive
        self.isCaseSetInCode = isCaseSetInCode
    }
}
