import CopyRules

/// `--format xcode`: `/abs/path:line:col: warning: message [rule]`, one line per finding, which Xcode shows inline
/// when a Run Script build phase prints it (it needs absolute paths). `info` is Xcode's `note`.
public struct XcodeReporter: Reporter {
    public static let name = "xcode"
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
        let path = ReportPaths.absolute(finding.file, in: workingDirectory)
        let severity: String
        switch diagnostic.severity {
        case .error: severity = "error"
        case .warning: severity = "warning"
        case .info: severity = "note"
        }
        return "\(path):\(finding.line):\(finding.column): \(severity): \(Self.oneLine(diagnostic.message)) [\(diagnostic.rule)]"
    }

    /// Line breaks would start a new (unparsed) line in Xcode's log: they become spaces.
    static func oneLine(_ text: String) -> String {
        var result = ""
        var previousWasCR = false
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n" where previousWasCR: break
            case "\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}": result += " "
            default: result.unicodeScalars.append(scalar)
            }
            previousWasCR = scalar == "\r"
        }
        return result
    }
}
