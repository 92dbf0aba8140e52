import CopyLowLevel

/// Reads text `.strings` files: `key = value;` pairs as CoreFoundation's old-style property list parser
/// accepts them, with the last comment before each pair as its translator comment.
struct StringsReader {
    private var collector: EntryCollector
    private var offset: Int
    private let b: UnsafeBufferPointer<UInt8>

    /// The last comment seen since the previous pair, and whether a line break has been seen since that pair:
    /// a comment on the same line as the previous `;` belongs to that pair, not to the next.
    private var comment: String?
    private var lineBreakSincePair = true

    static func read(_ collector: EntryCollector) throws(SyntaxError) -> EntryCollector {
        // The reader holds the text's bytes in place only while it reads.
        try collector.utf8.withUnsafeBufferPointer { (b) throws(SyntaxError) in
            var reader = StringsReader(collector: collector, text: b, offset: collector.start)
            try reader.readPairs()
            return reader.collector
        }
    }

    private init(collector: EntryCollector, text: UnsafeBufferPointer<UInt8>, offset: Int) {
        self.collector = collector
        self.offset = offset
        self.b = text
    }

    private mutating func readPairs() throws(SyntaxError) {
        while true {
            try skipSpaceAndComments()
            guard let key = try string(expected: "expected a key") else { return }
            // A missing '=' or ';' is reported where it belongs: just after the key or value.
            let keyEnd = offset
            let keyText = collector.decode(key)
            let entryComment = comment
            try skipSpaceAndComments()
            guard offset < b.count else { throw SyntaxError(offset: keyEnd, message: "expected '=' after key") }
            let value: ValueSpan
            var text = keyText
            var isEditable = true
            switch b[offset] {
            case UInt8(ascii: ";"):
                // `"key";` is CoreFoundation's shorthand for a value equal to the key; the value has no bytes of its own.
                value = key
                isEditable = false
            case UInt8(ascii: "="):
                offset += 1
                try skipSpaceAndComments()
                guard let span = try string(expected: "expected a value after '='") else {
                    throw SyntaxError(offset: offset, message: "expected a value after '='")
                }
                value = span
                text = collector.decode(span)
                let valueEnd = offset
                try skipSpaceAndComments()
                guard offset < b.count, b[offset] == UInt8(ascii: ";") else {
                    throw SyntaxError(offset: valueEnd, message: "expected ';' after value")
                }
            default:
                throw SyntaxError(offset: keyEnd, message: "expected '=' after key")
            }
            offset += 1
            // Made in the call, so it is moved into the collector, not copied (a copy retained each of its strings).
            collector.append(Entry(key: keyText, text: text, comment: entryComment, locale: collector.context.locale, isSource: collector.context.isSource,
                                   table: collector.context.table, isEditable: isEditable), span: value)
            comment = nil
            lineBreakSincePair = false
        }
    }

    /// A quoted or unquoted string at `offset`, or nil at the end of the text.
    private mutating func string(expected: String) throws(SyntaxError) -> ValueSpan? {
        guard offset < b.count else { return nil }
        let c = b[offset]
        if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") {
            let start = offset + 1
            guard let end = Self.closingQuote(c, in: b, from: start) else {
                throw SyntaxError(offset: offset, message: "unterminated string")
            }
            offset = end + 1
            return ValueSpan(range: start..<end, syntax: .stringsQuoted)
        }
        guard Self.isUnquotedCharacter(c) else { throw SyntaxError(offset: offset, message: expected) }
        let start = offset
        while offset < b.count, Self.isUnquotedCharacter(b[offset]) { offset += 1 }
        return ValueSpan(range: start..<offset, syntax: .stringsUnquoted)
    }

    /// Where a quoted string whose content starts at `start` ends: its closing `quote`, found past escaped
    /// characters; nil when the text ends first. (A fixed value is read back with it: `LocalizationFile.readBack`.)
    static func closingQuote(_ quote: UInt8, in b: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        let backslash = UInt8(ascii: "\\")
        var offset = start
        while offset < b.count {
            // Eight bytes at a time while none is the quote or a backslash: most of a file is inside quotes.
            if offset + 8 <= b.count {
                let word = UTF8Bytes.word(at: offset, in: b)
                if UTF8Bytes.bytes(equalTo: quote, in: word) | UTF8Bytes.bytes(equalTo: backslash, in: word) == 0 {
                    offset += 8
                    continue
                }
            }
            if b[offset] == quote { return offset }
            offset += b[offset] == backslash ? 2 : 1
        }
        return nil
    }

    private static func isUnquotedCharacter(_ c: UInt8) -> Bool {
        switch c {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"):
            return true
        default:
            return false
        }
    }

    /// Skips what CoreFoundation skips between tokens: ASCII whitespace, U+2028, U+2029, `//` and `/* */` comments.
    private mutating func skipSpaceAndComments() throws(SyntaxError) {
        while offset < b.count {
            let c = b[offset]
            switch c {
            case 0x0A, 0x0D:
                lineBreakSincePair = true
                offset += 1
            case 0x09, 0x0B, 0x0C, 0x20:
                offset += 1
            case 0xE2 where offset + 2 < b.count && b[offset + 1] == 0x80 && (b[offset + 2] == 0xA8 || b[offset + 2] == 0xA9):
                lineBreakSincePair = true
                offset += 3
            case UInt8(ascii: "/") where offset + 1 < b.count && b[offset + 1] == UInt8(ascii: "/"):
                let start = offset + 2
                offset = start
                while offset < b.count, b[offset] != 0x0A, b[offset] != 0x0D { offset += 1 }
                noteComment(start..<offset)
            case UInt8(ascii: "/") where offset + 1 < b.count && b[offset + 1] == UInt8(ascii: "*"):
                let start = offset + 2
                guard let end = Self.commentEnd(in: b, from: start) else { throw SyntaxError(offset: offset, message: "unterminated comment") }
                noteComment(start..<end)
                offset = end + 2
            default:
                return
            }
        }
    }

    /// Where the `*/` ending a block comment begins, searching from `start`; nil when none does. Stars are found
    /// with `memchr`, which reads many bytes at a time: comments are a large share of a typical file's bytes,
    /// and a byte loop over them was a visible part of reading it.
    private static func commentEnd(in b: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        var from = start
        // A star in the last byte ends nothing, so it is not searched.
        while let star = UTF8Bytes.firstIndex(of: UInt8(ascii: "*"), in: b, from: from, to: b.count - 1) {
            if b[star + 1] == UInt8(ascii: "/") { return star }
            from = star + 1
        }
        return nil
    }

    private mutating func noteComment(_ range: Range<Int>) {
        guard lineBreakSincePair else { return }
        var lower = range.lowerBound
        var upper = range.upperBound
        while lower < upper, Self.isTrimmable(b[lower]) { lower += 1 }
        while upper > lower, Self.isTrimmable(b[upper - 1]) { upper -= 1 }
        // An inline directive (`/* copylint:disable-next-line … */`) speaks to copylint, not to translators: the
        // comment before it stays the entry's translator comment.
        if Self.isDirective(b[lower..<upper]) { return }
        comment = String(decoding: UnsafeBufferPointer(rebasing: b[lower..<upper]), as: UTF8.self)
    }

    private static let directiveMarker = Array("copylint:".utf8)

    private static func isDirective(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        bytes.count >= directiveMarker.count && bytes.prefix(directiveMarker.count).elementsEqual(directiveMarker)
    }

    private static func isTrimmable(_ c: UInt8) -> Bool {
        c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D
    }
}
