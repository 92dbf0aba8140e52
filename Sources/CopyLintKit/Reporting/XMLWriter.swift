import CopyFormats
import CopyLowLevel

/// Writes XML 1.0 text by hand: elements, attributes in the order given, escaped character data. Bytes go
/// into one buffer, as the JSON writer's do: built as Strings, escaped a scalar at a time, a JUnit report took
/// several times as long as JSON.
struct XMLWriter: ~Copyable {
    private var bytes = ByteBuffer(capacity: 1 << 16)
    private var open: [StaticString] = []
    /// Whether the innermost open element's start tag still lacks its `>`.
    private var startTagPending = false

    init() {
        bytes.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
    }

    /// The XML text written so far, as UTF-8.
    var outputUTF8: [UInt8] { bytes.array }

    /// Opens `<name a="v" …>`; close it with `close()`.
    mutating func open(_ name: StaticString, _ attributes: [(StaticString, String)] = []) {
        startTag(name, attributes)
        open.append(name)
        startTagPending = true
    }

    /// Closes the innermost element: `/>` when it has no content.
    mutating func close() {
        let name = open.removeLast()
        if startTagPending {
            bytes.append("/>\n")
            startTagPending = false
        } else {
            // Content ends with a line break (child elements do), so the end tag gets its own indented line.
            bytes.append(repeating: 0x20, count: 2 * open.count)
            bytes.append("</")
            bytes.append(name)
            bytes.append(">\n")
        }
    }

    /// `<name a="v" …/>`, or `<name …>text</name>` when `text` is given.
    mutating func element(_ name: StaticString, _ attributes: [(StaticString, String)] = [], text: String? = nil) {
        if let text {
            element(name, attributes) { Self.appendText(text, to: &$0) }
        } else {
            startTag(name, attributes)
            bytes.append("/>\n")
        }
    }

    /// `<name …>content</name>`, `content` appending its character data (`appendText`, or bytes that need no
    /// escaping): a long text is written in place, not first made into a String.
    mutating func element(_ name: StaticString, _ attributes: [(StaticString, String)] = [], content: (inout ByteBuffer) -> Void) {
        startTag(name, attributes)
        bytes.append(0x3E)
        content(&bytes)
        bytes.append("</")
        bytes.append(name)
        bytes.append(">\n")
    }

    /// `text` as character data.
    static func appendText(_ text: String, to bytes: inout ByteBuffer) {
        appendEscaped(text.utf8.span, inAttribute: false, to: &bytes)
    }

    /// `<name a="v" …`, indented, after finishing the enclosing start tag.
    private mutating func startTag(_ name: StaticString, _ attributes: [(StaticString, String)]) {
        if startTagPending {
            bytes.append(">\n")
            startTagPending = false
        }
        bytes.append(repeating: 0x20, count: 2 * open.count)
        bytes.append(0x3C)
        bytes.append(name)
        for (attribute, value) in attributes {
            bytes.append(0x20)
            bytes.append(attribute)
            bytes.append("=\"")
            Self.appendEscaped(value.utf8.span, inAttribute: true, to: &bytes)
            bytes.append(0x22)
        }
    }

    /// Controls, `& < > " '`, and EF, which starts U+FFFE and U+FFFF.
    private static let escapedBytes = EscapedBytes.controls(and: Array("&<>\"'".utf8), leads: (0xEF, 0))

    /// `& < > " '` as entities; tab, line feed and carriage return as character references where the parser would
    /// normalise them; characters XML 1.0 forbids outright (C0 controls but tab, LF, CR; U+FFFE, U+FFFF) as U+FFFD,
    /// since not even a reference may name them. Runs that need nothing are copied whole.
    static func appendEscaped(_ utf8: Span<UInt8>, inAttribute: Bool, to bytes: inout ByteBuffer) {
        escapedBytes.copy(utf8, to: &bytes) { index, bytes in
            let escape: StaticString
            switch utf8[index] {
            case 0x26: escape = "&amp;"
            case 0x3C: escape = "&lt;"
            case 0x3E: escape = "&gt;"
            case 0x22: escape = "&quot;"
            case 0x27: escape = "&apos;"
            case 0x0D: escape = "&#13;"
            case 0x09 where inAttribute: escape = "&#9;"
            case 0x0A where inAttribute: escape = "&#10;"
            case 0x09, 0x0A: return 0
            case ..<0x20:
                appendReplacementCharacter(to: &bytes)
                return 1
            case 0xEF where index + 2 < utf8.count && utf8[index + 1] == 0xBF && utf8[index + 2] & 0xFE == 0xBE:  // U+FFFE, U+FFFF
                appendReplacementCharacter(to: &bytes)
                return 3
            default: return 0
            }
            bytes.append(escape)
            return 1
        }
    }

    /// U+FFFD, as its bytes: a literal of one scalar may be stored as the scalar, not as UTF-8.
    private static func appendReplacementCharacter(to bytes: inout ByteBuffer) {
        bytes.append(0xEF)
        bytes.append(0xBF)
        bytes.append(0xBD)
    }
}
