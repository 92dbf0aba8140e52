import CopyRules

/// `--format github`: GitHub Actions workflow commands, which annotate the pull request's files:
/// `::warning file=en.lproj/Localizable.strings,line=3,col=9,title=ok_spelling::Write “OK”, not “Ok”.`
/// `error` is `::error`, `warning` `::warning`, `info` `::notice`. Paths are relative to the current directory (the
/// workspace, in a workflow) when under it. Values are escaped as the runner expects: `%`, CR and LF everywhere,
/// `:` and `,` in properties too.
public struct GitHubReporter: Reporter {
    public static let name = "github"
    /// What relative paths in findings are relative to.
    public var workingDirectory: String

    public init(workingDirectory: String = ReportPaths.currentDirectory) {
        self.workingDirectory = workingDirectory
    }

    public func report(_ findings: [Finding], summary: Summary) -> String {
        findings.map { line($0) + "\n" }.joined()
    }

    public func line(_ finding: Finding) -> String {
        let diagnostic = finding.diagnostic
        let command: String
        switch diagnostic.severity {
        case .error: command = "error"
        case .warning: command = "warning"
        case .info: command = "notice"
        }
        var properties: [(String, String)] = []
        if !ReportPaths.isPseudoPath(finding.file) {
            let file = ReportPaths.relative(finding.file, under: workingDirectory, workingDirectory: workingDirectory)
                ?? ReportPaths.absolute(finding.file, in: workingDirectory)
            properties.append(("file", file))
            if finding.line >= 1 { properties.append(("line", String(finding.line))) }
            if finding.line >= 1, finding.column >= 1 { properties.append(("col", String(finding.column))) }
        }
        properties.append(("title", diagnostic.rule))
        let list = properties.map { "\($0.0)=\(Self.escapedProperty($0.1))" }.joined(separator: ",")
        return "::\(command) \(list)::\(Self.escapedData(diagnostic.message))"
    }

    /// A command's message: `%`, CR, LF as `%25`, `%0D`, `%0A`.
    static func escapedData(_ text: String) -> String {
        escaped(text, property: false)
    }

    /// A property value: as a message, and `:`, `,` as `%3A`, `%2C`.
    static func escapedProperty(_ text: String) -> String {
        escaped(text, property: true)
    }

    private static func escaped(_ text: String, property: Bool) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": result += "%25"
            case "\r": result += "%0D"
            case "\n": result += "%0A"
            case ":" where property: result += "%3A"
            case "," where property: result += "%2C"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
