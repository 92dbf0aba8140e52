/// Glob patterns for `included`/`excluded` paths and for `roles` keys.
///
/// Within one path component (or a whole key): `*` matches any run of characters, `?` one character,
/// `[abc]`, `[a-z]` and `[!abc]` (or `[^abc]`) one character of a class, `\x` the character `x`.
/// In paths, a `**` component matches any number of components, none included.
enum ConfigGlob {
    /// Whether the text has any glob syntax at all.
    static func hasWildcards(_ pattern: String) -> Bool {
        pattern.contains { "*?[\\".contains($0) }
    }

    /// Why the pattern is malformed, or nil when it is fine.
    static func problem(in pattern: String) -> String? {
        let characters = Array(pattern)
        var index = 0
        while index < characters.count {
            switch characters[index] {
            case "\\":
                if index + 1 >= characters.count { return "a trailing '\\' escapes nothing" }
                index += 2
            case "[":
                guard let end = classEnd(characters, from: index) else { return "'[' at offset \(index) is never closed" }
                index = end + 1
            default:
                index += 1
            }
        }
        return nil
    }

    /// Whether a whole string (one path component, or a key) matches a pattern.
    static func matches(_ pattern: String, _ text: String) -> Bool {
        matches(Array(pattern), 0, Array(text), 0)
    }

    /// Whether the pattern's components match the path's first components (so a pattern naming a
    /// folder matches every file under it). Both are split on `/`; `**` spans any number of components.
    static func matchesPrefix(pattern: [String], path: [String]) -> Bool {
        var memo: [Int: Bool] = [:]
        func match(_ p: Int, _ s: Int) -> Bool {
            let key = p * (path.count + 1) + s
            if let known = memo[key] { return known }
            let result: Bool
            if p == pattern.count {
                result = true
            } else if pattern[p] == "**" {
                result = match(p + 1, s) || (s < path.count && match(p, s + 1))
            } else if s == path.count {
                result = false
            } else {
                result = matches(pattern[p], path[s]) && match(p + 1, s + 1)
            }
            memo[key] = result
            return result
        }
        return match(0, 0)
    }

    /// An anchored regular expression (ICU syntax) matching what a key glob matches.
    static func regex(fromKeyGlob pattern: String) -> String {
        let characters = Array(pattern)
        var result = "^"
        var index = 0
        while index < characters.count {
            let character = characters[index]
            switch character {
            case "*": result += ".*"
            case "?": result += "."
            case "\\":
                if index + 1 < characters.count {
                    index += 1
                    result += escape(characters[index])
                }
            case "[":
                if let end = classEnd(characters, from: index) {
                    var body = Array(characters[(index + 1)..<end])
                    var negated = false
                    if let first = body.first, first == "!" || first == "^" {
                        negated = true
                        body.removeFirst()
                    }
                    result += "[" + (negated ? "^" : "")
                    for member in body { result += member == "-" ? "-" : escape(member) }
                    result += "]"
                    index = end
                } else {
                    result += escape(character)
                }
            default: result += escape(character)
            }
            index += 1
        }
        return result + "$"
    }

    // MARK: - Matching

    private static func matches(_ pattern: [Character], _ p: Int, _ text: [Character], _ s: Int) -> Bool {
        var p = p, s = s
        // the last `*` seen and where its match stands, for backtracking
        var star: (p: Int, s: Int)?
        while s < text.count {
            if p < pattern.count {
                switch pattern[p] {
                case "*":
                    star = (p, s)
                    p += 1
                    continue
                case "?":
                    p += 1
                    s += 1
                    continue
                case "[":
                    if let end = classEnd(pattern, from: p) {
                        if classMatches(Array(pattern[(p + 1)..<end]), text[s]) {
                            p = end + 1
                            s += 1
                            continue
                        }
                    } else if text[s] == "[" {
                        p += 1
                        s += 1
                        continue
                    }
                case "\\" where p + 1 < pattern.count:
                    if pattern[p + 1] == text[s] {
                        p += 2
                        s += 1
                        continue
                    }
                default:
                    if pattern[p] == text[s] {
                        p += 1
                        s += 1
                        continue
                    }
                }
            }
            guard let last = star else { return false }
            star = (last.p, last.s + 1)
            p = last.p + 1
            s = last.s + 1
        }
        while p < pattern.count, pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }

    /// The index of the `]` closing a class opened at `start`; a `]` first in the class is a member.
    private static func classEnd(_ characters: [Character], from start: Int) -> Int? {
        var index = start + 1
        if index < characters.count, characters[index] == "!" || characters[index] == "^" { index += 1 }
        if index < characters.count, characters[index] == "]" { index += 1 }
        while index < characters.count {
            if characters[index] == "]" { return index }
            index += 1
        }
        return nil
    }

    private static func classMatches(_ body: [Character], _ character: Character) -> Bool {
        var body = body
        var negated = false
        if let first = body.first, first == "!" || first == "^" {
            negated = true
            body.removeFirst()
        }
        var found = false
        var index = 0
        while index < body.count {
            if index + 2 < body.count, body[index + 1] == "-" {
                if body[index] <= character && character <= body[index + 2] { found = true }
                index += 3
            } else {
                if body[index] == character { found = true }
                index += 1
            }
        }
        return found != negated
    }

    private static func escape(_ character: Character) -> String {
        "\\^$.|?*+()[]{}&#".contains(character) ? "\\" + String(character) : String(character)
    }
}

/// Path arithmetic without touching the file system (no symlink resolution), so patterns and paths compare as written.
enum ConfigPath {
    /// `path` made absolute against `base` and normalised: no `.`, `..` or empty components.
    static func absolute(_ path: String, relativeTo base: String) -> String {
        let joined = path.hasPrefix("/") ? path : base + "/" + path
        return "/" + components(of: joined).joined(separator: "/")
    }

    /// The normalised components of an absolute path (`..` at the root stays at the root).
    static func components(of path: String) -> [String] {
        var result: [String] = []
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".": continue
            case "..": if !result.isEmpty { result.removeLast() }
            default: result.append(String(component))
            }
        }
        return result
    }

    /// The folder holding a file, as an absolute path.
    static func parent(of path: String) -> String {
        var parts = components(of: path)
        if !parts.isEmpty { parts.removeLast() }
        return "/" + parts.joined(separator: "/")
    }
}
