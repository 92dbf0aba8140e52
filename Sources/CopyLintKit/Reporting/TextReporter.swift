import CopyFormats
import CopyLowLevel
import CopyText
import CopyRules
import CopyText

/// `--format text`: compiler-style lines, the string with a caret under the problem, and the fix-it.
/// Written as bytes straight into one buffer, no String per piece: a large run writes tens of megabytes.
public struct TextReporter: UTF8Reporter {
    public static let name = "text"
    /// Whether to colour the output (only on a terminal, and not under NO_COLOR).
    public var colored: Bool
    /// The last string's scalar offsets, kept across the parts of a streamed report: a long string's findings
    /// may come in several parts.
    private let offsets = LastTextMemo<ScalarOffsets>()

    public init(colored: Bool = false) {
        self.colored = colored
    }

    public func appendPart(_ findings: [Finding], continuing: Bool, to bytes: inout [UInt8]) {
        appendPart(findings, continuing: continuing, to: &bytes, bytesPerFinding: 256)
    }

    func appendPart(_ findings: [Finding], continuing: Bool, into buffer: inout ByteBuffer) {
        buffer.append(findings) { finding, _, buffer in write(&finding, offsets, to: &buffer) }
    }

    /// One finding: the diagnostic line, the string's line with a caret, and a fix-it line per fix-it.
    public func render(_ finding: Finding) -> String {
        var bytes = ByteBuffer(capacity: 256)
        var finding = finding
        write(&finding, offsets, to: &bytes)
        return bytes.string
    }

    private func write(_ finding: inout Finding, _ offsets: LastTextMemo<ScalarOffsets>, to bytes: inout ByteBuffer) {
        startPaint("1", &bytes)
        ControlEscape.appendEscaped(finding.file, to: &bytes)
        bytes.append(0x3A)
        bytes.append(decimal: finding.line)
        bytes.append(0x3A)
        bytes.append(decimal: finding.column)
        bytes.append(0x3A)
        endPaint(&bytes)
        bytes.append(0x20)
        startPaint(Self.color(finding.diagnostic.severity), &bytes)
        bytes.append(utf8: finding.diagnostic.severity.rawValue)
        bytes.append(0x3A)
        endPaint(&bytes)
        bytes.append(0x20)
        ControlEscape.appendEscaped(finding.diagnostic.message, to: &bytes)
        bytes.append(" [")
        bytes.append(utf8: finding.diagnostic.rule)
        bytes.append("]\n")
        // File-level findings (a missing key, a duplicate) have no string to show.
        guard !finding.text.isEmpty else { return }
        // Short strings (nearly all) are read afresh: less work than recognising them.
        let text = finding.text
        let utf8 = text.utf8.span
        if utf8.count <= Excerpt.wholeLineLimit {
            writeExcerpt(of: utf8, ScalarOffsets(utf8), finding.diagnostic, to: &bytes)
        } else {
            writeExcerpt(of: utf8, offsets.value(for: text) { _ in ScalarOffsets(utf8) }, finding.diagnostic, to: &bytes)
        }
    }

    /// The line of the string holding the start of the range (tabs as spaces; a window of it when it is long),
    /// a caret under the range, and per fix-it the text it replaces. Ranges count Unicode scalars; here they
    /// become UTF-8 offsets.
    private func writeExcerpt(of text: Span<UInt8>, _ offsets: ScalarOffsets, _ diagnostic: borrowing Diagnostic,
                              to bytes: inout ByteBuffer) {
        // Most copy is printable ASCII: one line, no tabs, a byte per scalar and per column.
        func columns(_ range: Range<Int>) -> Int {
            offsets.isPrintableASCII ? range.count : Self.columns(text.extracting(range))
        }
        let excerpt = Excerpt(of: diagnostic.range, in: text, offsets: offsets)
        bytes.append("    ")
        if excerpt.cutBefore { Self.appendEllipsis(to: &bytes) }
        if offsets.isPrintableASCII {
            bytes.append(text.extracting(excerpt.shown))
        } else {
            // A control character shows as U+FFFD, one column, as a tab shows as a space.
            var index = excerpt.shown.lowerBound
            while index < excerpt.shown.upperBound {
                let control = ControlEscape.length(at: index, in: text)
                if control > 0 {
                    bytes.append("\u{FFFD}")
                } else {
                    bytes.append(text[index] == 0x09 ? 0x20 : text[index])
                }
                index += max(control, 1)
            }
        }
        if excerpt.cutAfter { Self.appendEllipsis(to: &bytes) }
        bytes.append(0x0A)

        bytes.append("    ")
        bytes.append(repeating: 0x20, count: columns(excerpt.shown.lowerBound..<excerpt.start) + (excerpt.cutBefore ? 1 : 0))
        startPaint("32", &bytes)
        bytes.append(0x5E)
        bytes.append(repeating: 0x7E, count: columns(excerpt.start..<excerpt.end) - 1)
        endPaint(&bytes)
        bytes.append(0x0A)

        // By index, so each fix-it is read in place rather than copied.
        for index in diagnostic.fixIts.indices {
            let upper = offsets.offset(ofScalar: diagnostic.fixIts[index].range.upperBound, in: text)
            let old = text.extracting(min(offsets.offset(ofScalar: diagnostic.fixIts[index].range.lowerBound, in: text), upper)..<upper)
            let replacement = diagnostic.fixIts[index].replacement
            bytes.append("    ")
            startPaint("32", &bytes)
            bytes.append(diagnostic.fixIts[index].level == .safe ? "fix-it (safe):" : "fix-it (suggested):")
            endPaint(&bytes)
            bytes.append(0x20)
            Self.describe(old: old, replacement: replacement.utf8.span, to: &bytes)
            bytes.append(0x0A)
        }
    }

    /// "…", where an excerpt cuts a long line (as bytes: a one-scalar literal need not be stored as UTF-8).
    private static func appendEllipsis(to bytes: inout ByteBuffer) {
        bytes.append(0xE2)
        bytes.append(0x80)
        bytes.append(0xA6)
    }

    /// Terminal columns of some UTF-8 as the excerpt shows it: as `DisplayWidth` counts them, a tab (shown as a
    /// space) one.
    private static func columns(_ utf8: Span<UInt8>) -> Int {
        DisplayWidth.columns(utf8: utf8, tabColumns: 1)
    }

    private static func color(_ severity: Severity) -> StaticString {
        switch severity {
        case .error: "1;31"
        case .warning: "1;35"
        case .info: "1;36"
        }
    }

    private static func describe(old: Span<UInt8>, replacement: Span<UInt8>, to bytes: inout ByteBuffer) {
        if old.isEmpty {
            bytes.append("insert ")
            appendQuoted(replacement, to: &bytes)
        } else if replacement.isEmpty {
            bytes.append("remove ")
            appendQuoted(old, to: &bytes)
        } else {
            bytes.append("replace ")
            appendQuoted(old, to: &bytes)
            bytes.append(" with ")
            appendQuoted(replacement, to: &bytes)
        }
    }

    /// In quotes, with line breaks, tabs and quotes escaped, and the no-break spaces, which look like spaces.
    private static func appendQuoted(_ utf8: Span<UInt8>, to bytes: inout ByteBuffer) {
        bytes.append(0x22)
        var index = 0
        while index < utf8.count {
            let byte = utf8[index]
            switch byte {
            case 0x0A: bytes.append(#"\n"#)
            case 0x09: bytes.append(#"\t"#)
            case 0x22: bytes.append(#"\""#)
            case 0xC2 where index + 1 < utf8.count && utf8[index + 1] == 0xA0:  // U+00A0
                bytes.append(#"\u{00A0}"#)
                index += 1
            case 0xE2 where index + 2 < utf8.count && utf8[index + 1] == 0x80 && utf8[index + 2] == 0xAF:  // U+202F
                bytes.append(#"\u{202F}"#)
                index += 2
            default:
                let escaped = ControlEscape.appendEscape(at: index, in: utf8, to: &bytes)
                if escaped == 0 { bytes.append(byte) }
                index += max(escaped, 1) - 1
            }
            index += 1
        }
        bytes.append(0x22)
    }

    /// The escape that starts a colour, when colouring; `endPaint` ends it.
    private func startPaint(_ code: StaticString, _ bytes: inout ByteBuffer) {
        guard colored else { return }
        bytes.append("\u{1B}[")
        bytes.append(code)
        bytes.append(0x6D)
    }

    private func endPaint(_ bytes: inout ByteBuffer) {
        if colored { bytes.append("\u{1B}[0m") }
    }
}
