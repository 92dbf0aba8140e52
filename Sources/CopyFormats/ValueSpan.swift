import CopyLowLevel

/// How a value's characters are written in the file: this decides how it is unescaped and how replacements are escaped.
enum ValueSyntax: Sendable, Equatable {
    /// A `.strings` string in `"` or `'` quotes, with backslash escapes.
    case stringsQuoted
    /// A `.strings` unquoted word (letters, digits, `_$/:.-`), with no escapes.
    case stringsUnquoted
    /// XML character data: entity and character references, CDATA sections.
    case xml
    /// An XML attribute's value (Interface Builder texts): references, white space read as spaces.
    case xmlAttribute
    /// A JSON string's contents.
    case json
}

/// Where a value's raw characters are in the decoded text (quotes and tags excluded), and how they are written.
struct ValueSpan: Sendable {
    var range: Range<Int>
    var syntax: ValueSyntax

    /// Calls `body` with each decoded scalar and the offset of the raw bytes it came from, in order.
    func forEachScalar(in text: Span<UInt8>, _ body: (UInt32, Int) -> Void) {
        switch syntax {
        case .stringsQuoted: StringsEscaping.forEachScalar(in: text, range: range, body)
        case .stringsUnquoted: Self.forEachPlainScalar(in: text, range: range, body)
        case .xml: XMLEscaping.forEachScalar(in: text, range: range, body)
        case .xmlAttribute: XMLAttributeEscaping.forEachScalar(in: text, range: range, body)
        case .json: JSONEscaping.forEachScalar(in: text, range: range, body)
        }
    }

    /// Where the raw bytes of decoded scalar `offset` start; the span's end for an offset outside the value.
    /// A value written as it reads (no escape, most values) is walked by its bytes and only up to the scalar.
    func start(ofScalar offset: Int, in text: Span<UInt8>) -> Int {
        guard offset >= 0 else { return range.upperBound }
        var scalarIndex = 0
        if !needsUnescaping(in: text) {
            for byte in range where UTF8Bytes.isScalarStart(text[byte]) {
                if scalarIndex == offset { return byte }
                scalarIndex += 1
            }
            return range.upperBound
        }
        var found = range.upperBound
        forEachScalar(in: text) { _, rawStart in
            if scalarIndex == offset { found = rawStart }
            scalarIndex += 1
        }
        return found
    }

    /// The decoded value.
    func decode(in text: Span<UInt8>) -> String {
        if !needsUnescaping(in: text) {
            return UTF8Bytes.string(text, range)
        }
        // Built as UTF-8 and decoded once (see `UTF8Bytes.append`); a value that is no scalar (a lone surrogate
        // escape) is U+FFFD.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(range.count)
        forEachScalar(in: text) { value, _ in UTF8Bytes.append(Unicode.Scalar(value) == nil ? 0xFFFD : value, to: &bytes) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The raw offset where each decoded scalar starts, followed by the end of the span: scalar offsets
    /// into the decoded text index this array to find bytes in the file.
    func scalarBoundaries(in text: Span<UInt8>) -> [Int] {
        var boundaries: [Int] = []
        forEachScalar(in: text) { _, rawStart in boundaries.append(rawStart) }
        boundaries.append(range.upperBound)
        return boundaries
    }

    /// Whether the raw bytes hold anything but the text itself (escapes, references, markup, CR to normalise).
    private func needsUnescaping(in text: Span<UInt8>) -> Bool {
        switch syntax {
        case .stringsUnquoted: return false
        // With `memchr`: values run long, and few hold a backslash.
        case .stringsQuoted, .json: return UTF8Bytes.firstIndex(of: UInt8(ascii: "\\"), in: text, from: range.lowerBound, to: range.upperBound) != nil
        case .xml:
            for i in range where text[i] == UInt8(ascii: "&") || text[i] == UInt8(ascii: "<") || text[i] == 0x0D {
                return true
            }
            return false
        case .xmlAttribute: return XMLAttributeEscaping.needsUnescaping(in: text, range: range)
        }
    }

    /// `replacement` as it must be written inside this value (an unquoted `.strings` value is rewritten in double quotes).
    func escaped(_ replacement: String, in text: Span<UInt8>) throws(EscapeError) -> [UInt8] {
        switch syntax {
        case .stringsQuoted: return StringsEscaping.escaped(replacement, quote: text[range.lowerBound - 1])
        case .stringsUnquoted: return StringsEscaping.escaped(replacement, quote: UInt8(ascii: "\""))
        case .xml: return try XMLEscaping.escaped(replacement)
        // The attribute's quote is the byte before its value.
        case .xmlAttribute: return try XMLAttributeEscaping.escaped(replacement, quote: text[range.lowerBound - 1])
        case .json: return JSONEscaping.escaped(replacement)
        }
    }

    private static func forEachPlainScalar(in text: Span<UInt8>, range: Range<Int>, _ body: (UInt32, Int) -> Void) {
        var i = range.lowerBound
        while i < range.upperBound {
            let (value, length) = UTF8Bytes.scalar(at: i, in: text)
            body(value, i)
            i += length
        }
    }
}

/// A character that the value's syntax cannot represent.
struct EscapeError: Error {
    var message: String
}
