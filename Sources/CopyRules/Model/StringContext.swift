/// Where a string stands, as the checker needs to know it: its role and how far that is trusted, its locale,
/// whether it cancels, its alert or action sheet, its plural variant and, for a translation, its source.
/// A checker's calls take the text and this value (`Checker.check(_:in:)`).
public struct StringContext: Sendable {
    public var role: Role
    /// How far the role is trusted: rules that need more are skipped (a role the caller gives is certain).
    public var roleConfidence: RoleConfidence
    public var locale: String
    /// Whether the string is a cancel button.
    public var isCancel: Bool
    /// The other members of its alert or action sheet, for the string rules that read them (none when it has
    /// no group, or when its grouping is not trusted).
    public var group: [GroupMember]
    /// Whether its group is checked as a whole after it (`Checker.checkGroup`), which then reuses its analysis.
    public var isGroupMember: Bool
    /// The plural category of a plural variant ("zero", "one", "two", "few", "many", "other"), nil for plain strings.
    public var pluralCategory: String?
    /// For a translation: the source string it renders, which its rules judge it against (nil for a source or a
    /// lone string).
    public var source: TranslationSource?

    public init(role: Role, locale: String = "en", roleConfidence: RoleConfidence = .certain, isCancel: Bool = false,
                group: [GroupMember] = [], isGroupMember: Bool = false, pluralCategory: String? = nil,
                source: TranslationSource? = nil) {
        self.role = role
        self.locale = locale
        self.roleConfidence = roleConfidence
        self.isCancel = isCancel
        self.group = group
        self.isGroupMember = isGroupMember
        self.pluralCategory = pluralCategory
        self.source = source
    }
}

/// The source string of a translation, in its own locale.
public struct TranslationSource: Sendable {
    public var text: String
    public var locale: String
    /// The text whose format specifiers are the arguments code passes, when that is not `text` (a String Catalog
    /// key such as "%lld photos" while the English value spells the count out).
    public var arguments: String?

    public init(_ text: String, locale: String = "en", arguments: String? = nil) {
        self.text = text
        self.locale = locale
        self.arguments = arguments
    }
}
