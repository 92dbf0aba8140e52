import CopyText
import CopyRules

/// `--format text`: compiler-style lines, the string with a caret under the problem, and the fix-it.
public struct TextReporter: Reporter {
    public static let name = "text"
    /// Whether to colour the output (only on a terminal, and not under NO_COLOR).
    public var colored: Bool

    public init(colored: Bool = false) {
        self.colored = colored
    }

    public func report(_ findings: [Finding], summary: Summary) -> String {
        var output = ""
        for finding in findings {
            output += render(finding)
        }
        return output
    }

    /// One finding: the diagnostic line, the string's line with a caret, and a fix-it line per fix-it.
    public func render(_ finding: Finding) -> String {
        let diagnostic = finding.diagnostic
        let severity = paint(diagnostic.severity.rawValue + ":", Self.colors[diagnostic.severity]!)
        var output = paint("\(finding.file):\(finding.line):\(finding.column):", "1") + " \(severity) \(diagnostic.message) [\(diagnostic.rule)]\n"
        // File-level findings (a missing key, a duplicate) have no string to show.
        guard !finding.text.isEmpty else { return output }
        let excerpt = Excerpt(printableASCII: finding.text, diagnostic) ?? Excerpt(finding.text, diagnostic)
        output += "    " + excerpt.line + "\n"
        output += "    " + String(repeating: " ", count: excerpt.indent) + paint("^" + String(repeating: "~", count: max(excerpt.underlined - 1, 0)), "32") + "\n"
        for (fixIt, old) in zip(diagnostic.fixIts, excerpt.replaced) {
            output += "    " + paint("fix-it:", "32") + " " + describe(old: old, replacement: fixIt.replacement) + "\n"
        }
        return output
    }

    /// What a finding shows of its string: the line holding the start of the range (tabs as spaces), the
    /// columns before the range and under it, and the text each fix-it replaces.
    private struct Excerpt {
        var line: String
        var indent: Int
        var underlined: Int
        var replaced: [String]

        init(_ text: String, _ diagnostic: Diagnostic) {
            let scalars = Array(text.unicodeScalars)
            let start = min(diagnostic.range.lowerBound, scalars.count)
            var lineStart = start
            while lineStart > 0, scalars[lineStart - 1] != "\n" { lineStart -= 1 }
            var lineEnd = start
            while lineEnd < scalars.count, scalars[lineEnd] != "\n" { lineEnd += 1 }
            line = Self.string(scalars[lineStart..<lineEnd].map { $0 == "\t" ? " " : $0 }[...])
            indent = DisplayWidth.columns(scalars[lineStart..<start])
            underlined = DisplayWidth.columns(scalars[start..<min(max(diagnostic.range.upperBound, start), lineEnd)])
            replaced = diagnostic.fixIts.map { fixIt in
                let upper = min(fixIt.range.upperBound, scalars.count)
                return Self.string(scalars[min(fixIt.range.lowerBound, upper)..<upper])
            }
        }

        /// The same for a string of printable ASCII (most copy), without going through scalars: one line, no
        /// tabs, one column a character. Nil for any other string.
        init?(printableASCII text: String, _ diagnostic: Diagnostic) {
            guard text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else { return nil }
            let count = text.utf8.count
            let start = min(diagnostic.range.lowerBound, count)
            line = text
            indent = start
            underlined = min(max(diagnostic.range.upperBound, start), count) - start
            replaced = diagnostic.fixIts.map { fixIt in
                let upper = min(fixIt.range.upperBound, count)
                return String(decoding: Array(text.utf8)[min(fixIt.range.lowerBound, upper)..<upper], as: UTF8.self)
            }
        }

        /// The scalars as a string, encoded as UTF-8 in one buffer (appending to a UnicodeScalarView was slower).
        private static func string(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
            var bytes: [UInt8] = []
            bytes.reserveCapacity(scalars.count * 4)
            for scalar in scalars { UTF8.encode(scalar) { bytes.append($0) } }
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    private static let colors: [Severity: String] = [.error: "1;31", .warning: "1;35", .info: "1;36"]

    private func describe(old: String, replacement: String) -> String {
        if old.isEmpty { return "insert \(quoted(replacement))" }
        if replacement.isEmpty { return "remove \(quoted(old))" }
        return "replace \(quoted(old)) with \(quoted(replacement))"
    }

    private func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\u{00A0}": result += "\\u{00A0}"
            case "\u{202F}": result += "\\u{202F}"
            case "\"": result += "\\\""
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    private func paint(_ text: String, _ code: String) -> String {
        colored ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
