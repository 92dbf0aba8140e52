import CopyFormats
import CopyLowLevel
import CopyRules

/// `--format xcode`: `/abs/path:line:col: warning: message [rule]`, one line per finding, which Xcode shows inline
/// when a Run Script build phase prints it (it needs absolute paths). `info` is Xcode's `note`.
/// Written as bytes into one buffer, as the text format is: built as a String a scalar at a time, the report took
/// as long as the check it reported.
public struct XcodeReporter: UTF8Reporter {
    public static let name = "xcode"
    /// What relative paths in findings are relative to.
    public var workingDirectory: String
    /// The last file's absolute path: findings come file by file.
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

    /// One finding's line, without its line break.
    public func line(_ finding: Finding) -> String {
        var bytes = ByteBuffer(capacity: 160)
        var finding = finding
        write(&finding, to: &bytes)
        return bytes.string
    }

    private func write(_ finding: inout Finding, to bytes: inout ByteBuffer) {
        let workingDirectory = workingDirectory
        let path = paths.value(for: finding.file) { ReportPaths.absolute($0, in: workingDirectory) }
        Self.appendOneLine(path.utf8.span, to: &bytes)
        bytes.append(0x3A)
        bytes.append(decimal: finding.line)
        bytes.append(0x3A)
        bytes.append(decimal: finding.column)
        switch finding.diagnostic.severity {
        case .error: bytes.append(": error: ")
        case .warning: bytes.append(": warning: ")
        case .info: bytes.append(": note: ")
        }
        Self.appendOneLine(finding.diagnostic.message.utf8.span, to: &bytes)
        bytes.append(" [")
        bytes.append(utf8: finding.diagnostic.rule)
        bytes.append(0x5D)
    }

    /// Controls, and the lead bytes of NEL, LS, PS and the other controls `ControlEscape` escapes.
    private static let escapedBytes = EscapedBytes.controls(and: [], leads: (0xC2, 0xE2))

    /// Line breaks would start a new (unparsed) line in Xcode's log: each becomes a space, CRLF one space.
    /// The breaks: LF, VT, FF, CR (ASCII bytes, never part of a longer sequence), NEL (C2 85), LS and PS (E2 80 A8/A9).
    /// Other control characters are escaped (`ControlEscape`).
    static func appendOneLine(_ utf8: Span<UInt8>, to bytes: inout ByteBuffer) {
        escapedBytes.copy(utf8, to: &bytes) { index, bytes in
            let byte = utf8[index]
            var length = 0
            if byte >= 0x0A && byte <= 0x0D {
                length = byte == 0x0D && index + 1 < utf8.count && utf8[index + 1] == 0x0A ? 2 : 1
            } else if byte == 0xC2, index + 1 < utf8.count, utf8[index + 1] == 0x85 {
                length = 2
            } else if byte == 0xE2, index + 2 < utf8.count, utf8[index + 1] == 0x80, utf8[index + 2] == 0xA8 || utf8[index + 2] == 0xA9 {
                length = 3
            }
            if length > 0 {
                bytes.append(0x20)
                return length
            }
            return ControlEscape.appendEscape(at: index, in: utf8, to: &bytes)
        }
    }
}
