import CopyLowLevel
import CopyRules

/// `--format codeclimate`: GitLab's Code Quality report (a subset of Code Climate's issue format), which merge
/// requests show beside the changed lines: a JSON array of
/// `{"type":"issue","check_name":…,"description":…,"categories":["Style"],"severity":…,"fingerprint":…,
/// "location":{"path":…,"lines":{"begin":…}}}`.
/// - Severities: `info` → `info`, `warning` → `minor`, `error` → `major` (as SwiftLint's reporter maps them); a file
///   that cannot be read is `critical`.
/// - Paths are relative to the current directory (the repository, in a GitLab job) when under it.
/// - The fingerprint is the baseline's (rule, file, key, locale, text) with its occurrence number, so an issue keeps
///   its fingerprint when lines move, and GitLab can tell new issues from fixed ones.
public struct CodeClimateReporter: UTF8Reporter {
    public static let name = "codeclimate"
    public var workingDirectory: String

    public init(workingDirectory: String = ReportPaths.currentDirectory) {
        self.workingDirectory = ReportPaths.absolute(workingDirectory, in: "/")
    }

    public func reportUTF8(_ findings: [Finding], summary: Summary) -> [UInt8] {
        var bytes = ByteBuffer(capacity: 256 * (findings.count + 1))
        var occurrences: [UInt64: Int] = [:]
        // A string's findings come together: its fingerprint per rule is computed once for them, as SARIF's are (the
        // fingerprint hashes the whole string; hashed per finding, a long string's many findings took quadratic time).
        let texts = LastTextMemo<SARIFReporter.TextFacts>()
        let paths = LastTextMemo<String>()
        bytes.append(0x5B)
        for (index, finding) in findings.enumerated() {
            if index > 0 { bytes.append(0x2C) }
            bytes.append(0x0A)
            let path = paths.value(for: finding.file) { file in
                ReportPaths.relative(file, under: workingDirectory, workingDirectory: workingDirectory) ?? file
            }
            let hash64 = texts.value(for: finding.text, SARIFReporter.TextFacts.init).fingerprint(finding, file: path)
            occurrences[hash64, default: 0] += 1
            let hash = Fingerprint.hexadecimal(hash64)
            bytes.append(#"{"type":"issue","check_name":"#)
            JSONWriter.appendString(finding.diagnostic.rule, to: &bytes)
            bytes.append(#","description":"#)
            JSONWriter.appendString(finding.diagnostic.message, to: &bytes)
            bytes.append(#","categories":["Style"],"severity":"#)
            JSONWriter.appendString(Self.severity(finding), to: &bytes)
            bytes.append(#","fingerprint":"#)
            JSONWriter.appendString("\(hash)-\(occurrences[hash64]!)", to: &bytes)
            bytes.append(#","location":{"path":"#)
            JSONWriter.appendString(path, to: &bytes)
            bytes.append(#","lines":{"begin":"#)
            bytes.append(decimal: max(finding.line, 1))
            bytes.append("}}}")
        }
        if !findings.isEmpty { bytes.append(0x0A) }
        bytes.append("]\n")
        return bytes.array
    }

    /// GitLab's severities: info, minor, major, critical, blocker.
    static func severity(_ finding: Finding) -> String {
        if finding.isParseError { return "critical" }
        switch finding.diagnostic.severity {
        case .info: return "info"
        case .warning: return "minor"
        case .error: return "major"
        }
    }
}
