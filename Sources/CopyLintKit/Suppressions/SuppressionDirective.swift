/// One `copylint:` directive found in a comment: `disable`, `enable`, `disable-next-line` or `disable-line`,
/// with the rules it names (none: every rule).
struct SuppressionDirective: Equatable {
    enum Kind: String, CaseIterable {
        case disableNextLine = "disable-next-line"
        case disableLine = "disable-line"
        case disable
        case enable
    }

    var kind: Kind
    /// Rule identifiers; empty means all rules.
    var rules: Set<String>
    var line: Int
    /// The column (in characters, 1-based) of its `copylint:`.
    var column = 1

    /// A directive that cannot be read: where, and what is wrong with it (`invalid_directive`).
    struct Problem: Equatable {
        var line: Int
        var column: Int
        var message: String
    }

    /// Every directive in a piece of comment text (or a whole line), in order.
    static func parse(_ text: Substring, line: Int) -> [SuppressionDirective] {
        var problems: [Problem] = []
        return parse(text, line: line, problems: &problems)
    }

    /// The same, with what cannot be read: a misspelt command, a rule name that is no rule.
    static func parse(_ text: Substring, line: Int, problems: inout [Problem],
                      knownRules: Set<String> = Configuration.registeredRules) -> [SuppressionDirective] {
        var directives: [SuppressionDirective] = []
        var rest = text
        // The byte check ends the loop without Foundation's slow search once no marker is left.
        while UTF8Search.mightContain(rest, "copylint:"), let marker = rest.range(of: "copylint:") {
            let column = text.distance(from: text.startIndex, to: marker.lowerBound) + 1
            rest = rest[marker.upperBound...]
            // Longest kind first: "disable-next-line" before "disable".
            guard let kind = Kind.allCases.first(where: { rest.hasPrefix($0.rawValue) && !Self.continuesWord(rest, after: $0.rawValue) }) else {
                let word = rest.prefix { $0.isLetter || $0 == "-" || $0 == "_" }
                // `copylint:` followed by no word is prose that mentions the tool, not a directive.
                if !word.isEmpty {
                    let hint = ConfigurationParser.didYouMean(String(word), Kind.allCases.map(\.rawValue))
                    problems.append(Problem(line: line, column: column, message: "unknown directive 'copylint:\(word)'"
                        + (hint.isEmpty ? "; write copylint:disable, enable, disable-next-line or disable-line" : hint)))
                }
                continue
            }
            rest = rest.dropFirst(kind.rawValue.count)
            var rules = Set<String>()
            var namedUnknown = false
            for word in rest.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," }) {
                let name = word.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                guard !name.isEmpty, name.count == word.count || word.hasSuffix("*/") else { break }
                if name == "all" { rules = []; break }
                if !knownRules.contains(String(name)) {
                    let hint = ConfigurationParser.didYouMean(String(name), knownRules.sorted())
                    problems.append(Problem(line: line, column: column,
                                            message: "unknown rule '\(name)' in 'copylint:\(kind.rawValue)'" + (hint.isEmpty ? "" : hint)))
                    namedUnknown = true
                    continue
                }
                rules.insert(String(name))
            }
            // Only misspelt rules named: silencing every rule instead would hide what the directive did not mean to.
            if namedUnknown && rules.isEmpty { continue }
            directives.append(SuppressionDirective(kind: kind, rules: rules, line: line, column: column))
        }
        return directives
    }

    /// Whether `text` goes on with a letter or `-` after `prefix` (`disable-nextline` is not `disable`).
    private static func continuesWord(_ text: Substring, after prefix: String) -> Bool {
        guard let next = text.dropFirst(prefix.count).first else { return false }
        return next.isLetter || next == "-"
    }

    func covers(_ rule: String) -> Bool { rules.isEmpty || rules.contains(rule) }
}
