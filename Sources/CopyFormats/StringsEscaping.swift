import CopyLowLevel

/// Backslash escapes in quoted `.strings` values, as CoreFoundation's old-style property list parser reads them.
enum StringsEscaping {
    /// Walks a quoted value's raw bytes (the scanner has checked that every backslash is followed by a character).
    static func forEachScalar(in b: Span<UInt8>, range: Range<Int>, _ body: (UInt32, Int) -> Void) {
        var i = range.lowerBound
        let end = range.upperBound
        while i < end {
            let start = i
            if b[i] != UInt8(ascii: "\\") {
                let (value, length) = UTF8Bytes.scalar(at: i, in: b)
                body(value, start)
                i += length
                continue
            }
            i += 1
            let c = b[i]
            switch c {
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                // Up to three octal digits name a byte; CoreFoundation keeps only the low eight bits.
                var byte = UInt32(c - UInt8(ascii: "0"))
                i += 1
                var digits = 1
                while digits < maxOctalDigits, i < end, isOctalDigit(b[i]) {
                    byte = byte << 3 | UInt32(b[i] - UInt8(ascii: "0"))
                    i += 1
                    digits += 1
                }
                byte &= 0xFF
                // Bytes above 0x7F are NeXTSTEP Latin there; that table is not carried, so they read as U+FFFD.
                body(byte < 0x80 ? byte : 0xFFFD, start)
            case UInt8(ascii: "U"), UInt8(ascii: "u"):
                // `\U` is CoreFoundation's; `\u` is accepted the same way because people write it.
                guard let (unit, next) = hexUnit(in: b, from: i + 1, end: end) else {
                    body(UInt32(c), start)
                    i += 1
                    continue
                }
                i = next
                if (0xD800...0xDBFF).contains(unit), i + 1 < end, b[i] == UInt8(ascii: "\\"),
                   b[i + 1] == UInt8(ascii: "U") || b[i + 1] == UInt8(ascii: "u"),
                   let (low, afterLow) = hexUnit(in: b, from: i + 2, end: end), (0xDC00...0xDFFF).contains(low) {
                    i = afterLow
                    body(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00), start)
                } else {
                    body((0xD800...0xDFFF).contains(unit) ? 0xFFFD : unit, start)
                }
            case UInt8(ascii: "a"): body(0x07, start); i += 1
            case UInt8(ascii: "b"): body(0x08, start); i += 1
            case UInt8(ascii: "f"): body(0x0C, start); i += 1
            case UInt8(ascii: "n"): body(0x0A, start); i += 1
            case UInt8(ascii: "r"): body(0x0D, start); i += 1
            case UInt8(ascii: "t"): body(0x09, start); i += 1
            case UInt8(ascii: "v"): body(0x0B, start); i += 1
            default:
                // Any other character, a line break included, stands for itself.
                let (value, length) = UTF8Bytes.scalar(at: i, in: b)
                body(value, start)
                i += length
            }
        }
    }

    /// Digits an octal escape and a `\U` escape take at most: the reader stops there, or at the first non-digit.
    static let maxOctalDigits = 3, maxHexDigits = 4

    static func isOctalDigit(_ c: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(c) }

    /// Up to four hex digits from `i`: their value and the offset after them, or nil when there is none.
    private static func hexUnit(in b: Span<UInt8>, from i: Int, end: Int) -> (UInt32, Int)? {
        var value: UInt32 = 0
        var j = i
        while j < end, j - i < maxHexDigits, let digit = hexDigit(b[j]) {
            value = value << 4 | digit
            j += 1
        }
        return j == i ? nil : (value, j)
    }

    static func hexDigit(_ c: UInt8) -> UInt32? {
        switch c {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(c - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(c - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(c - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }

    /// The raw bytes of one decoded character (`b[raw]`, an escape) rewritten so that `following`, the bytes an edit
    /// puts right after it, are not read as part of it; nil when they are not (or it is no such escape). Octal
    /// and `\U` escapes take up to three and four digits: "\U00e" before "E9" would read as U+00EE, so its digits
    /// are padded with zeros ("\U000e", the same character); a `\U` without digits is the letter U, written as
    /// such; a lone high surrogate (read as U+FFFD) before another `\U` escape would pair with it, so it is
    /// written as `\UFFFD`. `following` nil: not known (pad whatever may be extended).
    static func separated(_ raw: Range<Int>, from following: [UInt8]?, in b: Span<UInt8>) -> [UInt8]? {
        guard raw.count >= 2, b[raw.lowerBound] == UInt8(ascii: "\\") else { return nil }
        // The last escape of the character (a surrogate pair is two). Looked for from the byte before the last: the
        // last byte of `\\` is the escaped backslash itself, which starts no escape (taken for one, the digit after
        // `\\` was read as an octal escape's, and padded).
        var last = raw.upperBound - 2
        while last > raw.lowerBound, b[last] != UInt8(ascii: "\\") { last -= 1 }
        let kept = (raw.lowerBound..<last).map { b[$0] }
        let letter = b[last + 1]
        let digits = ((last + 1)..<raw.upperBound).map { b[$0] }
        func extends(_ isDigit: (UInt8) -> Bool) -> Bool { following.map { $0.first.map(isDigit) ?? false } ?? true }
        if isOctalDigit(letter) {
            guard digits.count < maxOctalDigits, extends(isOctalDigit) else { return nil }
            return kept + [UInt8(ascii: "\\")] + Array(repeating: UInt8(ascii: "0"), count: maxOctalDigits - digits.count) + digits
        }
        guard letter == UInt8(ascii: "U") || letter == UInt8(ascii: "u") else { return nil }
        let hex = Array(digits.dropFirst())
        if hex.isEmpty {
            return extends { hexDigit($0) != nil } ? kept + [letter] : nil
        }
        if hex.count < maxHexDigits {
            guard extends({ hexDigit($0) != nil }) else { return nil }
            return kept + [UInt8(ascii: "\\"), letter] + Array(repeating: UInt8(ascii: "0"), count: maxHexDigits - hex.count) + hex
        }
        let value = hex.reduce(UInt32(0)) { $0 << 4 | (hexDigit($1) ?? 0) }
        let startsEscape = following.map { $0.count >= 2 && $0[0] == UInt8(ascii: "\\") && ($0[1] == UInt8(ascii: "U") || $0[1] == UInt8(ascii: "u")) } ?? true
        guard kept.isEmpty, (0xD800...0xDBFF).contains(value), startsEscape else { return nil }
        return Array("\\UFFFD".utf8)
    }

    /// `text` for the inside of a value quoted with `quote`: that quote, backslash, CR and LF escaped.
    static func escaped(_ text: String, quote: UInt8) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count)
        for c in text.utf8 {
            switch c {
            case quote, UInt8(ascii: "\\"): out += [UInt8(ascii: "\\"), c]
            case 0x0A: out += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
            case 0x0D: out += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
            default: out.append(c)
            }
        }
        return out
    }
}
