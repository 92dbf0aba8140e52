import CopyLowLevel

/// Attribute values in XML, the value syntax of Interface Builder texts. XML reads a literal tab, line feed or
/// carriage return (and CR LF) in an attribute as one space; line breaks and tabs that are part of the text are
/// written as references (`&#10;`), as Interface Builder writes them.
enum XMLAttributeEscaping {
    /// Walks a value the XML scanner has checked, as `XMLEscaping.decodeAttribute` decodes it: each scalar with
    /// the offset of the raw bytes it came from.
    static func forEachScalar(in b: Span<UInt8>, range: Range<Int>, _ body: (UInt32, Int) -> Void) {
        var i = range.lowerBound
        while i < range.upperBound {
            let start = i
            switch b[i] {
            case UInt8(ascii: "&"):
                let (value, next) = XMLEscaping.reference(in: b, at: i)
                body(value, start)
                i = next
            case 0x0D:
                i += (i + 1 < range.upperBound && b[i + 1] == 0x0A) ? 2 : 1
                body(0x20, start)
            case 0x09, 0x0A:
                i += 1
                body(0x20, start)
            default:
                let (value, length) = UTF8Bytes.scalar(at: i, in: b)
                body(value, start)
                i += length
            }
        }
    }

    /// Whether a value's raw bytes differ from its text: references, or white space XML turns into a space.
    static func needsUnescaping(in b: Span<UInt8>, range: Range<Int>) -> Bool {
        for i in range where b[i] == UInt8(ascii: "&") || b[i] == 0x0D || b[i] == 0x09 || b[i] == 0x0A { return true }
        return false
    }

    /// `text` as it must be written inside an attribute value in `quote`s: markup characters and the quote as
    /// references, tabs and line breaks as character references so they are read back as themselves.
    static func escaped(_ text: String, quote: UInt8) throws(EscapeError) -> [UInt8] {
        try XMLEscaping.escaped(text) { scalar in
            switch scalar {
            case "&": return "&amp;"
            case "<": return "&lt;"
            case ">": return "&gt;"
            case "\"" where quote == UInt8(ascii: "\""): return "&quot;"
            case "'" where quote == UInt8(ascii: "'"): return "&apos;"
            case "\t": return "&#9;"
            case "\n": return "&#10;"
            case "\r": return "&#13;"
            default: return nil
            }
        }
    }
}
