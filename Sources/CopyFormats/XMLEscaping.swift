import CopyLowLevel

/// Character data in XML: references, CDATA sections and line-end normalisation.
enum XMLEscaping {
    /// Walks element content that the XML scanner has checked. Markup inside it (comments, processing
    /// instructions, inline elements) adds no characters; CR and CRLF read as LF, as XML requires.
    static func forEachScalar(in b: Span<UInt8>, range: Range<Int>, _ body: (UInt32, Int) -> Void) {
        var i = range.lowerBound
        let end = range.upperBound
        while i < end {
            let start = i
            switch b[i] {
            case UInt8(ascii: "&"):
                let (value, next) = reference(in: b, at: i)
                body(value, start)
                i = next
            case 0x0D:
                i += (i + 1 < end && b[i + 1] == 0x0A) ? 2 : 1
                body(0x0A, start)
            case UInt8(ascii: "<"):
                if UTF8Bytes.matches(b, at: i, "<![CDATA[") {
                    i += 9
                    while i < end, !UTF8Bytes.matches(b, at: i, "]]>") {
                        let cdataStart = i
                        if b[i] == 0x0D {
                            i += (i + 1 < end && b[i + 1] == 0x0A) ? 2 : 1
                            body(0x0A, cdataStart)
                        } else {
                            let (value, length) = UTF8Bytes.scalar(at: i, in: b)
                            body(value, cdataStart)
                            i += length
                        }
                    }
                    i += 3
                } else {
                    i = XMLScanner.endOfMarkup(in: b, at: i)
                }
            default:
                let (value, length) = UTF8Bytes.scalar(at: i, in: b)
                body(value, start)
                i += length
            }
        }
    }

    /// An attribute value as XML normalises it: literal tabs and line breaks become spaces, references do not.
    static func decodeAttribute(in b: Span<UInt8>, range: Range<Int>) -> String {
        var scalars = String.UnicodeScalarView()
        var i = range.lowerBound
        while i < range.upperBound {
            switch b[i] {
            case UInt8(ascii: "&"):
                let (value, next) = reference(in: b, at: i)
                scalars.append(Unicode.Scalar(value) ?? "\u{FFFD}")
                i = next
            case 0x0D:
                i += (i + 1 < range.upperBound && b[i + 1] == 0x0A) ? 2 : 1
                scalars.append(" ")
            case 0x09, 0x0A:
                i += 1
                scalars.append(" ")
            default:
                let (value, length) = UTF8Bytes.scalar(at: i, in: b)
                scalars.append(Unicode.Scalar(value) ?? "\u{FFFD}")
                i += length
            }
        }
        return String(scalars)
    }

    /// The character a checked reference at `i` stands for, and the offset after its `;`. (Bounded all the same:
    /// should a caller ever walk text the scanner did not check, this reads U+FFFD to the end, never past it.)
    static func reference(in b: Span<UInt8>, at i: Int) -> (UInt32, Int) {
        var j = i + 1
        while j < b.count, b[j] != UInt8(ascii: ";") { j += 1 }
        guard j < b.count else { return (0xFFFD, b.count) }
        return (referenceValue(in: b, nameRange: i + 1..<j) ?? 0xFFFD, j + 1)
    }

    /// The character named by the reference body `amp`, `#233`, `#xE9`…, or nil when it is not one XML defines
    /// without a DTD or not a character XML allows.
    static func referenceValue(in b: Span<UInt8>, nameRange r: Range<Int>) -> UInt32? {
        guard !r.isEmpty else { return nil }
        if b[r.lowerBound] == UInt8(ascii: "#") {
            var value: UInt32 = 0
            var digits = r.lowerBound + 1
            let hex = digits < r.upperBound && b[digits] == UInt8(ascii: "x")
            if hex { digits += 1 }
            guard digits < r.upperBound else { return nil }
            for k in digits..<r.upperBound {
                let digit: UInt32?
                if hex {
                    digit = StringsEscaping.hexDigit(b[k])
                } else {
                    digit = (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(b[k]) ? UInt32(b[k] - UInt8(ascii: "0")) : nil
                }
                guard let digit, value <= 0x10FFFF else { return nil }
                value = value * (hex ? 16 : 10) + digit
            }
            return isXMLCharacter(value) ? value : nil
        }
        let name = b.extracting(r)
        switch name.count {
        case 2 where name[0] == UInt8(ascii: "l") && name[1] == UInt8(ascii: "t"): return 0x3C
        case 2 where name[0] == UInt8(ascii: "g") && name[1] == UInt8(ascii: "t"): return 0x3E
        case 3 where UTF8Bytes.matches(name, at: 0, "amp"): return 0x26
        case 4 where UTF8Bytes.matches(name, at: 0, "quot"): return 0x22
        case 4 where UTF8Bytes.matches(name, at: 0, "apos"): return 0x27
        default: return nil
        }
    }

    static func isXMLCharacter(_ v: UInt32) -> Bool {
        switch v {
        case 0x09, 0x0A, 0x0D, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: return true
        default: return false
        }
    }

    /// `text` for element content: `&`, `<`, `>` as references, CR as `&#13;` so it survives line-end normalisation.
    static func escaped(_ text: String) throws(EscapeError) -> [UInt8] {
        try escaped(text) { scalar in
            switch scalar {
            case "&": return "&amp;"
            case "<": return "&lt;"
            case ">": return "&gt;"
            case "\r": return "&#13;"
            default: return nil
            }
        }
    }

    /// `text` with each scalar that `reference` names written as that reference, the others as they are; a
    /// scalar XML cannot hold is an error. (Element content and attribute values differ only in what they escape.)
    static func escaped(_ text: String, reference: (Unicode.Scalar) -> String?) throws(EscapeError) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            if let replacement = reference(scalar) {
                out += Array(replacement.utf8)
                continue
            }
            guard isXMLCharacter(scalar.value) else {
                throw EscapeError(message: "U+\(String(scalar.value, radix: 16, uppercase: true)) cannot be written in XML")
            }
            out += Array(String(scalar).utf8)
        }
        return out
    }
}
