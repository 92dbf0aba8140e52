import CopyRules

/// One `roles:` entry of a configuration: conditions on a string's key and translator comment, and
/// the role a string meeting all of them plays. Entries are tried in order; the first match wins.
public struct RolePatternSpec: Sendable, Equatable, CustomStringConvertible {
    /// `key:`: a glob on the whole key; `*` spans any characters, dots included.
    public let keyGlob: String?
    /// `key_regex:`: a regular expression searched for in the key (anchor it with `^…$` to match the whole key).
    public let keyRegex: String?
    /// `comment_regex:`: a regular expression searched for in the translator comment.
    public let commentRegex: String?
    public let role: Role
    /// Where the entry starts in the configuration file (0 when built in code).
    public let line: Int
    /// The matcher the linter uses (`Roles/RolePattern`): a plain `*`/`?` glob is passed through, a glob with
    /// classes or escapes and a `key_regex` become a `/regex/` key pattern.
    public let rolePattern: RolePattern

    public init(keyGlob: String? = nil, keyRegex: String? = nil, commentRegex: String? = nil, role: Role, line: Int = 0) {
        self.keyGlob = keyGlob
        self.keyRegex = keyRegex
        self.commentRegex = commentRegex
        self.role = role
        self.line = line
        rolePattern = RolePattern(keyPattern: Self.rolePatternKey(keyGlob: keyGlob, keyRegex: keyRegex), commentPattern: commentRegex, role: role)
    }

    /// The key as `RolePattern` takes it: a glob of `*` and `?` only, or a regular expression between slashes.
    static func rolePatternKey(keyGlob: String?, keyRegex: String?) -> String? {
        if let keyRegex { return "/\(keyRegex)/" }
        guard let keyGlob else { return nil }
        let plain = !keyGlob.contains { "[\\".contains($0) } && !(keyGlob.hasPrefix("/") && keyGlob.hasSuffix("/") && keyGlob.count >= 2)
        return plain ? keyGlob : "/\(ConfigGlob.regex(fromKeyGlob: keyGlob))/"
    }

    /// The key condition as a regular expression, whichever way it was written (a glob is converted
    /// to an anchored equivalent); nil when the entry has no key condition.
    public var keyPattern: String? {
        keyRegex ?? keyGlob.map(ConfigGlob.regex(fromKeyGlob:))
    }

    /// The comment condition as a regular expression; nil when the entry has none.
    public var commentPattern: String? { commentRegex }

    /// Whether a string with this key and comment meets every condition of the entry.
    /// A condition on something the string lacks (no key, no comment) is not met.
    /// The comment expression ignores case (as `RolePattern` has it).
    public func matches(key: String?, comment: String?) -> Bool {
        if keyPattern != nil && key == nil { return false }
        return rolePattern.matches(key: key ?? "", comment: comment)
    }

    public var description: String {
        var parts: [String] = []
        if let keyGlob { parts.append("key: \(keyGlob)") }
        if let keyRegex { parts.append("key_regex: \(keyRegex)") }
        if let commentRegex { parts.append("comment_regex: \(commentRegex)") }
        parts.append("role: \(role.rawValue)")
        return parts.joined(separator: ", ")
    }

    public static func == (lhs: RolePatternSpec, rhs: RolePatternSpec) -> Bool {
        lhs.keyGlob == rhs.keyGlob && lhs.keyRegex == rhs.keyRegex && lhs.commentRegex == rhs.commentRegex
            && lhs.role == rhs.role && lhs.line == rhs.line
    }
}
