/// How deep a YAML text nests, told before the YAML library reads it: its parser recurses once a level, and
/// 5,000 levels (10 KB of `[` or `- `) overflowed the stack. A configuration nests a handful of levels.
enum YAMLNesting {
    static let maximumDepth = 64

    /// The line and column (1-based) where the text first nests deeper than `maximumDepth`, or nil. The depth
    /// counted is at least the text's: open flow brackets (and the single-pair mapping a `key: ` inside `[…]`
    /// opens), indentation levels, and the `- `, `? ` and `key: ` indicators that open a level on the line they
    /// are on outside brackets. (Inside brackets the bracket opened the level: `{a: 1, b: 2, …}` on one line is
    /// one level, not one a key.)
    static func firstTooDeep(_ yaml: String, maximumDepth: Int = maximumDepth) -> (line: Int, column: Int)? {
        var indents: [Int] = []
        // The open brackets: whether each is a `[` and whether a `key: ` in it opened a single-pair mapping.
        var brackets: [(isSequence: Bool, hasPair: Bool)] = []
        var flow = 0
        for (lineIndex, line) in yaml.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let scalars = Array(line.unicodeScalars)
            var column = 0
            while column < scalars.count, scalars[column] == " " { column += 1 }
            if flow == 0 {
                guard column < scalars.count, scalars[column] != "#", scalars[column] != "\r" else { continue }
                while let last = indents.last, last >= column { indents.removeLast() }
                indents.append(column)
            }
            var onLine = 0
            var quote: Unicode.Scalar?
            var index = column
            while index < scalars.count {
                let scalar = scalars[index]
                let next: Unicode.Scalar = index + 1 < scalars.count ? scalars[index + 1] : " "
                if let open = quote {
                    if scalar == open { quote = nil }
                    index += 1
                    continue
                }
                switch scalar {
                case "\"", "'": quote = scalar
                case "#" where index == 0 || scalars[index - 1] == " ": index = scalars.count; continue
                case "[", "{":
                    brackets.append((scalar == "[", false))
                    flow += 1
                case "]", "}":
                    if let closed = brackets.popLast() { flow -= closed.hasPair ? 2 : 1 }
                case "-" where brackets.isEmpty && (next == " " || next == "\t"): onLine += 1
                case "?" where next == " " || next == "\t", ":" where next == " " || next == "\t" || next == ",":
                    if brackets.isEmpty {
                        if next != "," { onLine += 1 }
                    } else if brackets[brackets.count - 1].isSequence, !brackets[brackets.count - 1].hasPair {
                        brackets[brackets.count - 1].hasPair = true
                        flow += 1
                    }
                default: break
                }
                if indents.count + flow + onLine > maximumDepth { return (lineIndex + 1, index + 1) }
                index += 1
            }
        }
        return nil
    }
}
