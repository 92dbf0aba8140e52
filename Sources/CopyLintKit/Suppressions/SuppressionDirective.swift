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

    /// Every directive in a piece of comment text (or a whole line), in order.
    static func parse(_ text: Substring, line: Int) -> [SuppressionDirective] {
        var directives: [SuppressionDirective] = []
        var rest = text
        // The byte check ends the loop without Foundation's slow search once no marker is left.
        while UTF8Search.mightContain(rest, "copylint:"), let marker = rest.range(of: "copylint:") {
            rest = rest[marker.upperBound...]
            // Longest kind first: "disable-next-line" before "disable".
            guard let kind = Kind.allCases.first(where: { rest.hasPrefix($0.rawValue) }) else { continue }
            rest = rest.dropFirst(kind.rawValue.count)
            var rules = Set<String>()
            for word in rest.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," }) {
                let name = word.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                guard !name.isEmpty, name.count == word.count || word.hasSuffix("*/") else { break }
                if name == "all" { rules = []; break }
                rules.insert(String(name))
            }
            directives.append(SuppressionDirective(kind: kind, rules: rules, line: line))
        }
        return directives
    }

    func covers(_ rule: String) -> Bool { rules.isEmpty || rules.contains(rule) }
}
