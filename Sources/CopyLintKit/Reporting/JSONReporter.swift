/// `--format json`: one object `{"diagnostics": […], "summary": {…}}`, fix-it offsets in Unicode scalars.
public struct JSONReporter: Reporter {
    public static let name = "json"

    public init() {}

    public func report(_ findings: [Finding], summary: Summary) -> String {
        var writer = JSONWriter()
        writer.object([
            ("diagnostics", { $0.array(findings, Self.write) }),
            ("summary", { writer in
                writer.object([
                    ("strings", { $0.raw(String(summary.strings)) }),
                    ("files", { $0.raw(String(summary.files)) }),
                    ("errors", { $0.raw(String(summary.errors)) }),
                    ("warnings", { $0.raw(String(summary.warnings)) }),
                    ("infos", { $0.raw(String(summary.infos)) }),
                    ("fixable", { $0.raw(String(summary.fixable)) }),
                ])
            }),
        ])
        return writer.output + "\n"
    }

    static func write(_ writer: JSONWriter, _ finding: Finding) {
        let diagnostic = finding.diagnostic
        writer.object([
            ("rule", { $0.string(diagnostic.rule) }),
            ("severity", { $0.string(diagnostic.severity.rawValue) }),
            ("message", { $0.string(diagnostic.message) }),
            ("file", { $0.string(finding.file) }),
            ("line", { $0.raw(String(finding.line)) }),
            ("column", { $0.raw(String(finding.column)) }),
            ("key", { $0.optionalString(finding.key) }),
            ("locale", { $0.string(finding.locale) }),
            ("role", { $0.string(finding.role.rawValue) }),
            ("text", { $0.string(finding.text) }),
            ("start", { $0.raw(String(diagnostic.range.lowerBound)) }),
            ("end", { $0.raw(String(diagnostic.range.upperBound)) }),
            ("fixits", { writer in
                writer.array(diagnostic.fixIts) { writer, fixIt in
                    writer.object([
                        ("replacement", { $0.string(fixIt.replacement) }),
                        ("start", { $0.raw(String(fixIt.range.lowerBound)) }),
                        ("end", { $0.raw(String(fixIt.range.upperBound)) }),
                    ])
                }
            }),
        ])
    }
}
