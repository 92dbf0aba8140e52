import CopyLowLevel
import CopyRules
import CopyText

/// A role a project's configuration gives to the entries whose key and/or comment match.
///
/// `keyPattern` is a glob matched against the whole key (`*` any run of characters, `?` one character,
/// e.g. `Common.Alerts.*.Title`), or, written between slashes (`/_alert_title$/`), a regular expression
/// searched in the key. `commentPattern` is a regular expression searched in the translator comment,
/// ignoring case. When both are given, both must match; a pattern with neither matches nothing.
/// Patterns are compiled once, here. Expressions are ICU's, searched within a budget of steps (`BoundedRegex`):
/// one that backtracks without end on a key or comment gives up, which counts as no match.
public struct RolePattern: Sendable {
    public let keyPattern: String?
    public let commentPattern: String?
    public let role: Role
    /// Why a pattern cannot be used (an invalid regular expression), for the configuration to report; nil when valid.
    public let problem: String?

    private let keyMatcher: Matcher?
    private let commentMatcher: Matcher?

    public init(keyPattern: String?, commentPattern: String?, role: Role) {
        self.keyPattern = keyPattern
        self.commentPattern = commentPattern
        self.role = role
        var problems: [String] = []
        if let keyPattern {
            if keyPattern.count >= 2, keyPattern.hasPrefix("/"), keyPattern.hasSuffix("/") {
                let matcher = Matcher.regex(String(keyPattern.dropFirst().dropLast()), ignoringCase: false)
                if case .invalid(let message) = matcher { problems.append("key pattern \(keyPattern): \(message)") }
                keyMatcher = matcher
            } else {
                keyMatcher = .glob(Array(keyPattern.unicodeScalars))
            }
        } else {
            keyMatcher = nil
        }
        if let commentPattern {
            let matcher = Matcher.regex(commentPattern, ignoringCase: true)
            if case .invalid(let message) = matcher { problems.append("comment pattern \(commentPattern): \(message)") }
            commentMatcher = matcher
        } else {
            commentMatcher = nil
        }
        problem = problems.isEmpty ? nil : problems.joined(separator: "; ")
    }

    /// Whether an entry with this key and comment gets the pattern's role.
    public func matches(key: String, comment: String?) -> Bool {
        if keyMatcher == nil && commentMatcher == nil { return false }
        if let keyMatcher, !keyMatcher.matches(key) { return false }
        if let commentMatcher {
            guard let comment, commentMatcher.matches(comment) else { return false }
        }
        return true
    }

    private enum Matcher: @unchecked Sendable {
        case glob([Unicode.Scalar])
        case regex(BoundedRegex)
        case invalid(String)

        static func regex(_ pattern: String, ignoringCase: Bool) -> Matcher {
            do {
                return .regex(try BoundedRegex(pattern, ignoringCase: ignoringCase))
            } catch {
                return .invalid(error.description)
            }
        }

        func matches(_ string: String) -> Bool {
            switch self {
            case .glob(let pattern): return Self.globMatches(pattern[...], Array(string.unicodeScalars)[...])
            case .regex(let regex): return regex.search(string) == .match
            case .invalid: return false
            }
        }

        /// `*` and `?` wildcards, whole string; iterative with one backtrack point, so linear in practice.
        private static func globMatches(_ pattern: ArraySlice<Unicode.Scalar>, _ string: ArraySlice<Unicode.Scalar>) -> Bool {
            var p = pattern.startIndex, s = string.startIndex
            var star: Int?, starMatch = string.startIndex
            while s < string.endIndex {
                if p < pattern.endIndex, pattern[p] == "*" {
                    star = p
                    starMatch = s
                    p += 1
                } else if p < pattern.endIndex, pattern[p] == "?" || pattern[p] == string[s] {
                    p += 1
                    s += 1
                } else if let star {
                    p = star + 1
                    starMatch += 1
                    s = starMatch
                } else {
                    return false
                }
            }
            while p < pattern.endIndex, pattern[p] == "*" { p += 1 }
            return p == pattern.endIndex
        }
    }
}
