import CopyFormats
import CopyLowLevel

/// Control characters as the line formats show them: `\u{1B}`, visible and inert. Written raw, an escape
/// sequence in a file name or a string would drive the reader's terminal or CI log, and a line break would start
/// a line of its own (a forged diagnostic, or a GitHub `::error` command).
///
/// The characters: C0 controls but the tab, C1 controls, the line and paragraph separators, and the
/// bidirectional overrides and isolates, which reorder what a log shows.
public enum ControlEscape {
    /// How many bytes the control character at `index` takes (1 to 3), or 0 when none starts there.
    static func length(at index: Int, in utf8: Span<UInt8>) -> Int {
        let byte = utf8[index]
        if byte < 0x20 { return byte == 0x09 ? 0 : 1 }
        if byte == 0xC2, index + 1 < utf8.count, (0x80...0x9F).contains(utf8[index + 1]) { return 2 }
        if byte == 0xE2, index + 2 < utf8.count {
            switch (utf8[index + 1], utf8[index + 2]) {
            case (0x80, 0xA8...0xAE), (0x81, 0xA6...0xA9): return 3
            default: return 0
            }
        }
        return 0
    }

    /// The scalar of the control character at `index` written as `\u{…}`; returns the bytes it took.
    static func appendEscape(at index: Int, in utf8: Span<UInt8>, to bytes: inout ByteBuffer) -> Int {
        let length = length(at: index, in: utf8)
        guard length > 0 else { return 0 }
        var value = UInt32(utf8[index])
        if length == 2 { value = (value & 0x1F) << 6 | UInt32(utf8[index + 1] & 0x3F) }
        if length == 3 { value = (value & 0x0F) << 12 | UInt32(utf8[index + 1] & 0x3F) << 6 | UInt32(utf8[index + 2] & 0x3F) }
        bytes.append(#"\u{"#)
        for digit in String(value, radix: 16, uppercase: true).utf8 { bytes.append(digit) }
        bytes.append(0x7D)
        return length
    }

    /// The bytes that may start one.
    private static let candidates = EscapedBytes.controls(and: [], leads: (0xC2, 0xE2))

    /// Copies `utf8`, each control character escaped.
    static func appendEscaped(_ utf8: Span<UInt8>, to bytes: inout ByteBuffer) {
        candidates.copy(utf8, to: &bytes) { index, bytes in appendEscape(at: index, in: utf8, to: &bytes) }
    }

    /// The same, of a string.
    static func appendEscaped(_ text: String, to bytes: inout ByteBuffer) {
        appendEscaped(text.utf8.span, to: &bytes)
    }

    /// `text` with each control character escaped: for a line of standard error that names a file or quotes a
    /// string (a note, a parse error, a fix announcement), where a line break in a file name would forge a line.
    public static func escaped(_ text: String) -> String {
        let utf8 = text.utf8.span
        guard candidates.next(in: utf8, from: 0) < utf8.count else { return text }
        var bytes = ByteBuffer(capacity: utf8.count + 16)
        appendEscaped(utf8, to: &bytes)
        return bytes.string
    }
}
