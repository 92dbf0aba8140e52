import CopyRules

/// `--format checkstyle`: Checkstyle XML, which CI servers, reviewdog and code-review bots read:
/// `<checkstyle version="4.3"><file name="…"><error line column severity message source="copylint.rule"/></file></checkstyle>`.
/// Files appear in the order of their first finding; paths are as copylint reports them elsewhere.
public struct CheckstyleReporter: UTF8Reporter {
    public static let name = "checkstyle"

    public init() {}

    public func reportUTF8(_ findings: [Finding], summary: Summary) -> [UInt8] {
        var writer = XMLWriter()
        writer.open("checkstyle", [("version", "4.3")])
        for (file, findings) in FileGroups.grouped(findings) {
            writer.open("file", [("name", file)])
            for finding in findings {
                writer.element("error", [
                    ("line", String(finding.line)),
                    ("column", String(finding.column)),
                    ("severity", finding.diagnostic.severity.rawValue),
                    ("message", finding.diagnostic.message),
                    ("source", "copylint.\(finding.diagnostic.rule)"),
                ])
            }
            writer.close()
        }
        writer.close()
        return writer.outputUTF8
    }
}

/// Findings grouped by file, files in the order they first appear, findings in their order.
enum FileGroups {
    static func grouped(_ findings: [Finding]) -> [(file: String, findings: [Finding])] {
        var order: [String] = []
        var groups: [String: [Finding]] = [:]
        for finding in findings {
            if groups[finding.file] == nil { order.append(finding.file) }
            groups[finding.file, default: []].append(finding)
        }
        return order.map { ($0, groups[$0]!) }
    }
}
