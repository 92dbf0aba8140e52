/// The signal that decided a string's role.
public enum RoleSource: String, Sendable, CaseIterable {
    /// The app's code uses the string in a UI call (`UIAlertAction(title:)`, `Button`, `NSMenuItem`).
    case code
    /// An Interface Builder object uses it (its comment in a `.strings` file, or its object-ID key).
    case interfaceBuilder = "interface_builder"
    /// A role pattern of the project's configuration.
    case config
    /// A translator comment that names the role ("Title of the alert …", "… button").
    case comment
    /// A word in the key (`delete_alert.title`).
    case key
    /// A key prefix shared with siblings that have roles.
    case sibling
    /// The text's shape (a question reads as an alert message).
    case text
    /// No signal said anything.
    case none

    /// How far a role from this source can be trusted, before anything particular to the entry.
    public var confidence: RoleConfidence {
        switch self {
        case .code, .interfaceBuilder, .config: return .certain
        case .comment: return .likely
        case .key, .sibling, .text, .none: return .guess
        }
    }
}

/// How far a string's role (or its grouping into an alert) can be trusted. Ordered: a rule that needs `likely`
/// runs on `likely` and `certain` roles.
public enum RoleConfidence: String, Sendable, CaseIterable, Comparable {
    /// A word in the key, a key prefix shared with siblings, the text's shape.
    case guess
    /// A translator comment that names the role.
    case likely
    /// The app's code or Interface Builder file, the configuration, an Interface Builder comment.
    case certain

    /// The position in the order, from 0 (`guess`).
    package var rank: Int {
        switch self {
        case .guess: return 0
        case .likely: return 1
        case .certain: return 2
        }
    }

    public static func < (lhs: RoleConfidence, rhs: RoleConfidence) -> Bool { lhs.rank < rhs.rank }
}
