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
        if let lines = printableASCIILines(finding) { return output + lines }
        let scalars = Array(finding.text.unicodeScalars)
        // Show the line of the string that holds the start of the range.
        let start = min(diagnostic.range.lowerBound, scalars.count)
        var lineStart = start
        while lineStart > 0, scalars[lineStart - 1] != "\n" { lineStart -= 1 }
        var lineEnd = start
        while lineEnd < scalars.count, scalars[lineEnd] != "\n" { lineEnd += 1 }
        let shown = scalars[lineStart..<lineEnd].map { $0 == "\t" ? " " : $0 }
        output += "    " + Self.string(shown[...]) + "\n"
        let indent = DisplayWidth.columns(scalars[lineStart..<start])
        let underlined = DisplayWidth.columns(scalars[start..<min(max(diagnostic.range.upperBound, start), lineEnd)])
        output += "    " + String(repeating: " ", count: indent) + paint("^" + String(repeating: "~", count: max(underlined - 1, 0)), "32") + "\n"
        for fixIt in diagnostic.fixIts {
            output += "    " + paint("fix-it:", "32") + " " + describe(fixIt, in: scalars) + "\n"
        }
        return output
    }

    /// The caret and fix-it lines of a string of printable ASCII (most copy), as `render` writes them, without
    /// going through scalars: one line, no tabs, one column a character. Nil for any other string.
    private func printableASCIILines(_ finding: Finding) -> String? {
        let text = finding.text
        guard text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else { return nil }
        let diagnostic = finding.diagnostic
        let count = text.utf8.count
        let start = min(diagnostic.range.lowerBound, count)
        let underlined = min(max(diagnostic.range.upperBound, start), count) - start
        var output = "    " + text + "\n"
        output += "    " + String(repeating: " ", count: start) + paint("^" + String(repeating: "~", count: max(underlined - 1, 0)), "32") + "\n"
        for fixIt in diagnostic.fixIts {
            let upper = min(fixIt.range.upperBound, count)
            let lower = min(fixIt.range.lowerBound, upper)
            let old = String(decoding: Array(text.utf8)[lower..<upper], as: UTF8.self)
            output += "    " + paint("fix-it:", "32") + " " + describe(old: old, replacement: fixIt.replacement) + "\n"
        }
        return output
    }

    private static let colors: [Severity: String] = [.error: "1;31", .warning: "1;35", .info: "1;36"]

    private func describe(_ fixIt: FixIt, in scalars: [Unicode.Scalar]) -> String {
        let upper = min(fixIt.range.upperBound, scalars.count)
        let old = Self.string(scalars[min(fixIt.range.lowerBound, upper)..<upper])
        return describe(old: old, replacement: fixIt.replacement)
    }

    /// The scalars as a string, encoded as UTF-8 in one buffer (appending to a UnicodeScalarView was slower).
    private static func string(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(scalars.count * 4)
        for scalar in scalars { UTF8.encode(scalar) { bytes.append($0) } }
        return String(decoding: bytes, as: UTF8.self)
    }

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
