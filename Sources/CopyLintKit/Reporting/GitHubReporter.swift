import CopyFormats
import CopyLowLevel
import CopyRules

/// `--format github`: GitHub Actions workflow commands, which annotate the pull request's files:
/// `::warning file=en.lproj/Localizable.strings,line=3,col=9,title=ok_spelling::Write “OK”, not “Ok”.`
/// `error` is `::error`, `warning` `::warning`, `info` `::notice`. Paths are relative to the current directory (the
/// workspace, in a workflow) when under it. Values are escaped as the runner expects: `%`, CR and LF everywhere,
/// `:` and `,` in properties too.
public struct GitHubReporter: UTF8Reporter {
    public static let name = "github"
    /// What relative paths in findings are relative to.
    public var workingDirectory: String
    /// The last file's path as reported: findings come file by file.
    private let paths = LastTextMemo<String>()

    public init(workingDirectory: String = ReportPaths.currentDirectory) {
        self.workingDirectory = workingDirectory
    }

    public func appendPart(_ findings: [Finding], continuing: Bool, to bytes: inout [UInt8]) {
        appendPart(findings, continuing: continuing, to: &bytes, bytesPerFinding: 160)
    }

    func appendPart(_ findings: [Finding], continuing: Bool, into buffer: inout ByteBuffer) {
        buffer.append(findings) { finding, _, buffer in
            write(&finding, to: &buffer)
            buffer.append(0x0A)
        }
    }

    /// One finding's command, without its line break.
    public func line(_ finding: Finding) -> String {
        var bytes = ByteBuffer(capacity: 160)
        var finding = finding
        write(&finding, to: &bytes)
        return bytes.string
    }

    /// Written as bytes into one buffer, as the text format is (built as Strings a scalar at a time, the report
    /// took longer than the check it reported).
    private func write(_ finding: inout Finding, to bytes: inout ByteBuffer) {
        switch finding.diagnostic.severity {
        case .error: bytes.append("::error ")
        case .warning: bytes.append("::warning ")
        case .info: bytes.append("::notice ")
        }
        if !ReportPaths.isPseudoPath(finding.file) {
            let workingDirectory = workingDirectory
            let file = paths.value(for: finding.file) { file in
                ReportPaths.relative(file, under: workingDirectory, workingDirectory: workingDirectory)
                    ?? ReportPaths.absolute(file, in: workingDirectory)
            }
            bytes.append("file=")
            Self.appendEscaped(file.utf8.span, property: true, to: &bytes)
            if finding.line >= 1 {
                bytes.append(",line=")
                bytes.append(decimal: finding.line)
                if finding.column >= 1 {
                    bytes.append(",col=")
                    bytes.append(decimal: finding.column)
                }
            }
            bytes.append(0x2C)
        }
        bytes.append("title=")
        Self.appendEscaped(finding.diagnostic.rule.utf8.span, property: true, to: &bytes)
        bytes.append("::")
        Self.appendEscaped(finding.diagnostic.message.utf8.span, property: false, to: &bytes)
    }

    private static let escapedBytes = EscapedBytes.controls(and: Array("%:,".utf8), leads: (0xC2, 0xE2))

    /// A command's message escapes `%`, CR, LF as `%25`, `%0D`, `%0A`; a property value also `:`, `,` as `%3A`,
    /// `%2C`. (All ASCII: no byte of a longer UTF-8 sequence is one of them.) Other control characters are
    /// escaped as `ControlEscape` writes them.
    static func appendEscaped(_ utf8: Span<UInt8>, property: Bool, to bytes: inout ByteBuffer) {
        escapedBytes.copy(utf8, to: &bytes) { index, bytes in
            let escape: StaticString
            switch utf8[index] {
            case 0x25: escape = "%25"
            case 0x0D: escape = "%0D"
            case 0x0A: escape = "%0A"
            case 0x3A where property: escape = "%3A"
            case 0x2C where property: escape = "%2C"
            default: return ControlEscape.appendEscape(at: index, in: utf8, to: &bytes)
            }
            bytes.append(escape)
            return 1
        }
    }
}
