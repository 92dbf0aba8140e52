import CopyLowLevel

/// Escapes in JSON strings.
enum JSONEscaping {
    /// Walks a string's raw bytes, which the JSON scanner has already checked.
    static func forEachScalar(in b: Span<UInt8>, range: Range<Int>, _ body: (UInt32, Int) -> Void) {
        var i = range.lowerBound
        let end = range.upperBound
        while i < end {
            let start = i
            guard b[i] == UInt8(ascii: "\\") else {
                let (value, length) = UTF8Bytes.scalar(at: i, in: b)
                body(value, start)
                i += length
                continue
            }
            let c = b[i + 1]
            i += 2
            switch c {
            case UInt8(ascii: "b"): body(0x08, start)
            case UInt8(ascii: "f"): body(0x0C, start)
            case UInt8(ascii: "n"): body(0x0A, start)
            case UInt8(ascii: "r"): body(0x0D, start)
            case UInt8(ascii: "t"): body(0x09, start)
            case UInt8(ascii: "u"):
                let unit = hexUnit(in: b, at: i)
                i += 4
                let hasLowEscape = i + 6 <= end && b[i] == UInt8(ascii: "\\") && b[i + 1] == UInt8(ascii: "u")
                let low = hasLowEscape ? hexUnit(in: b, at: i + 2) : 0
                if (0xD800...0xDBFF).contains(unit), (0xDC00...0xDFFF).contains(low) {
                    i += 6
                    body(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00), start)
                } else {
                    body((0xD800...0xDFFF).contains(unit) ? 0xFFFD : unit, start)
                }
            default: body(UInt32(c), start)  // \" \\ \/
            }
        }
    }

    /// The four hex digits at `i`, which the scanner has checked.
    static func hexUnit(in b: Span<UInt8>, at i: Int) -> UInt32 {
        var value: UInt32 = 0
        for j in i..<i + 4 { value = value << 4 | (StringsEscaping.hexDigit(b[j]) ?? 0) }
        return value
    }

    /// `text` for the inside of a JSON string: quote, backslash and control characters escaped, the rest as is.
    static func escaped(_ text: String) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count)
        for c in text.utf8 {
            switch c {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): out += [UInt8(ascii: "\\"), c]
            case 0x0A: out += Array("\\n".utf8)
            case 0x0D: out += Array("\\r".utf8)
            case 0x09: out += Array("\\t".utf8)
            case 0x08: out += Array("\\b".utf8)
            case 0x0C: out += Array("\\f".utf8)
            case ..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                out += Array("\\u00".utf8) + [hex[Int(c >> 4)], hex[Int(c & 0xF)]]
            default: out.append(c)
            }
        }
        return out
    }
}
