import CopyFormats
import CopyRules

extension Finding {
    /// The rule name a file that cannot be read or parsed is reported under (it is no rule: it cannot be disabled).
    public static let parseErrorRule = "parse_error"

    /// A file that cannot be read or parsed, where the reader stopped: what machine-readable reports carry, so that
    /// a CI job reading only the report sees it (the run also exits 65).
    public init(unreadable error: ParseError) {
        self.init(diagnostic: Diagnostic(rule: Self.parseErrorRule, severity: .error, message: error.message, range: 0..<0),
                  file: error.path, line: error.position.line, column: error.position.column, key: nil, locale: "", role: .unknown, text: "")
    }

    public var isParseError: Bool { diagnostic.rule == Self.parseErrorRule }
}
