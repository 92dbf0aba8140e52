import CopyLowLevel

/// A JSON value with the offsets of its text, which the string catalog reader needs to point at and rewrite values.
struct JSONNode {
    enum Kind {
        case object([JSONMember])
        case array([JSONNode])
        /// The raw contents between the quotes.
        case string(Range<Int>)
        case number
        case bool(Bool)
        case null
    }

    var kind: Kind
    /// The offset of the value's first byte.
    var offset: Int

    /// The member `name` of an object, or nil.
    func member(_ name: String) -> JSONNode? {
        guard case .object(let members) = kind else { return nil }
        return members.first { $0.key == name }?.value
    }
}

/// An object member: the decoded key, where the key's raw text is, and the value.
struct JSONMember {
    var key: String
    var keyRange: Range<Int>
    var value: JSONNode
}

/// A recursive-descent JSON parser over UTF-8 bytes (RFC 8259), reporting the first error with its offset.
struct JSONParser {
    /// Deeper than any string catalog, and well short of exhausting the stack.
    static let maximumDepth = 256

    // (Read by the parts' scan, `shallowMembersInParts`, in its own file.)
    let b: UnsafeBufferPointer<UInt8>
    var offset: Int

    /// Parses the JSON value of `utf8` from `start`, checked to its end.
    static func parse(_ utf8: Span<UInt8>, start: Int) throws(SyntaxError) -> JSONNode {
        try utf8.withUnsafeBufferPointer { (text) throws(SyntaxError) in try parse(text, start: start) }
    }

    static func parse(_ text: UnsafeBufferPointer<UInt8>, start: Int) throws(SyntaxError) -> JSONNode {
        var parser = JSONParser(b: text, offset: start)
        let root = try parser.value(depth: 0)
        parser.skipWhitespace()
        guard parser.offset == text.count else { throw SyntaxError(offset: parser.offset, message: "expected end of file after the JSON value") }
        return root
    }

    /// A member of an object whose value was skipped, not parsed (`shallowMembers`).
    struct SkippedMember {
        var keyRange: Range<Int>
        /// From the value's first byte to just past its last.
        var value: Range<Int>
    }

    /// The members of the object at `offset`, nested `depth` deep, with their keys checked and their values only
    /// skipped over, and the offset just past the object: how a large object is cut into parts to parse apart.
    /// A skipped value is not checked: parse it (`value(in:at:depth:)`) and compare its end with the one found here.
    /// `skip`, given a member's key range and the offset of its value, may skip the value itself and return the
    /// offset just past it; nil leaves the value to be skipped here.
    static func shallowMembers(_ text: UnsafeBufferPointer<UInt8>, objectAt offset: Int, depth: Int,
                               skip: (Range<Int>, Int) -> Int? = { _, _ in nil })
        throws(SyntaxError) -> (members: [SkippedMember], end: Int) {
        var parser = JSONParser(b: text, offset: offset)
        parser.skipWhitespace()
        guard parser.offset < text.count, text[parser.offset] == UInt8(ascii: "{"), depth < Self.maximumDepth else {
            throw SyntaxError(offset: parser.offset, message: "expected an object")
        }
        let members = try parser.members { (parser: inout JSONParser, keyRange) throws(SyntaxError) in
            let start = parser.offset
            if let end = skip(keyRange, start) {
                parser.offset = end
            } else {
                try parser.skipValue()
            }
            return SkippedMember(keyRange: keyRange, value: start..<parser.offset)
        }
        return (members, parser.offset)
    }

    /// Whether only white space follows `offset`, as after a whole text's value.
    static func isWhitespace(_ text: UnsafeBufferPointer<UInt8>, from offset: Int) -> Bool {
        var parser = JSONParser(b: text, offset: offset)
        parser.skipWhitespace()
        return parser.offset == text.count
    }

    /// The value at `offset`, nested `depth` deep, and the offset just past it.
    static func value(in text: UnsafeBufferPointer<UInt8>, at offset: Int,
                      depth: Int) throws(SyntaxError) -> (node: JSONNode, end: Int) {
        var parser = JSONParser(b: text, offset: offset)
        let node = try parser.value(depth: depth)
        return (node, parser.offset)
    }

    init(b: UnsafeBufferPointer<UInt8>, offset: Int) {
        self.b = b
        self.offset = offset
    }

    mutating func skipWhitespace() {
        while offset < b.count, Self.isWhitespace(b[offset]) { offset += 1 }
    }

    /// JSON's white space: space, line feed, carriage return, tab.
    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }

    private mutating func value(depth: Int) throws(SyntaxError) -> JSONNode {
        skipWhitespace()
        guard offset < b.count else { throw SyntaxError(offset: offset, message: "unexpected end of file; expected a value") }
        guard depth < Self.maximumDepth else { throw SyntaxError(offset: offset, message: "JSON nested too deeply") }
        let start = offset
        switch b[offset] {
        case UInt8(ascii: "{"): return JSONNode(kind: .object(try object(depth: depth)), offset: start)
        case UInt8(ascii: "["): return JSONNode(kind: .array(try array(depth: depth)), offset: start)
        case UInt8(ascii: "\""): return JSONNode(kind: .string(try string()), offset: start)
        case UInt8(ascii: "t"): try literal("true"); return JSONNode(kind: .bool(true), offset: start)
        case UInt8(ascii: "f"): try literal("false"); return JSONNode(kind: .bool(false), offset: start)
        case UInt8(ascii: "n"): try literal("null"); return JSONNode(kind: .null, offset: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try number(); return JSONNode(kind: .number, offset: start)
        default: throw SyntaxError(offset: offset, message: "expected a value")
        }
    }

    private mutating func object(depth: Int) throws(SyntaxError) -> [JSONMember] {
        try members { (parser: inout JSONParser, keyRange) throws(SyntaxError) in
            let value = try parser.value(depth: depth + 1)
            let key = ValueSpan(range: keyRange, syntax: .json).decode(in: parser.b.span)
            return JSONMember(key: key, keyRange: keyRange, value: value)
        }
    }

    /// The members of the object at `offset` (on its `{`), each made by `member` from its key's range with the
    /// parser on its value.
    private mutating func members<Member>(
        _ member: (inout JSONParser, Range<Int>) throws(SyntaxError) -> Member
    ) throws(SyntaxError) -> [Member] {
        offset += 1
        var members: [Member] = []
        skipWhitespace()
        if offset < b.count, b[offset] == UInt8(ascii: "}") {
            offset += 1
            return members
        }
        while true {
            skipWhitespace()
            guard offset < b.count else {
                throw SyntaxError(offset: offset, message: "unexpected end of file; expected '\"'")
            }
            guard b[offset] == UInt8(ascii: "\"") else {
                throw SyntaxError(offset: offset, message: "expected '\"' to begin a key")
            }
            let keyRange = try string()
            skipWhitespace()
            guard offset < b.count, b[offset] == UInt8(ascii: ":") else {
                throw SyntaxError(offset: offset, message: "expected ':' after key")
            }
            offset += 1
            skipWhitespace()
            members.append(try member(&self, keyRange))
            skipWhitespace()
            guard offset < b.count else {
                throw SyntaxError(offset: offset, message: "unexpected end of file; expected ',' or '}'")
            }
            switch b[offset] {
            case UInt8(ascii: ","): offset += 1
            case UInt8(ascii: "}"): offset += 1; return members
            default: throw SyntaxError(offset: offset, message: "expected ',' or '}'")
            }
        }
    }

    /// Moves past the value at `offset` without checking it but for its strings' ends and its brackets' count;
    /// a value that is not valid JSON ends anywhere (its parse says why).
    private mutating func skipValue() throws(SyntaxError) {
        var depth = 0
        while offset < b.count {
            switch b[offset] {
            case UInt8(ascii: "\""):
                try skipString()
                if depth == 0 { return }
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
                offset += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                guard depth > 0 else { return }
                depth -= 1
                offset += 1
                if depth == 0 { return }
            case UInt8(ascii: ","), UInt8(ascii: ":"), 0x20, 0x0A, 0x0D, 0x09:
                guard depth > 0 else { return }
                offset += 1
            default:
                offset += 1
            }
        }
        guard depth == 0 else {
            throw SyntaxError(offset: offset, message: "unexpected end of file; expected a value")
        }
    }

    /// Moves past the string at `offset` (on its opening quote): to the first quote after it that an odd run of
    /// backslashes does not escape.
    mutating func skipString() throws(SyntaxError) {
        var from = offset + 1
        while let quote = UTF8Bytes.firstIndex(of: UInt8(ascii: "\""), in: b, from: from) {
            var backslashes = 0
            while quote - backslashes - 1 > offset, b[quote - backslashes - 1] == UInt8(ascii: "\\") {
                backslashes += 1
            }
            if backslashes % 2 == 0 {
                offset = quote + 1
                return
            }
            from = quote + 1
        }
        throw SyntaxError(offset: offset, message: "unterminated string")
    }

    private mutating func array(depth: Int) throws(SyntaxError) -> [JSONNode] {
        offset += 1
        var elements: [JSONNode] = []
        skipWhitespace()
        if offset < b.count, b[offset] == UInt8(ascii: "]") {
            offset += 1
            return elements
        }
        while true {
            elements.append(try value(depth: depth + 1))
            skipWhitespace()
            guard offset < b.count else { throw SyntaxError(offset: offset, message: "unexpected end of file; expected ',' or ']'") }
            switch b[offset] {
            case UInt8(ascii: ","): offset += 1
            case UInt8(ascii: "]"): offset += 1; return elements
            default: throw SyntaxError(offset: offset, message: "expected ',' or ']'")
            }
        }
    }

    /// A string at `offset` (on its opening quote); returns the range between the quotes.
    mutating func string() throws(SyntaxError) -> Range<Int> {
        let quote = offset
        offset += 1
        let start = offset
        while true {
            guard offset < b.count else { throw SyntaxError(offset: quote, message: "unterminated string") }
            let c = b[offset]
            switch c {
            case UInt8(ascii: "\""):
                offset += 1
                return start..<offset - 1
            case UInt8(ascii: "\\"):
                guard offset + 1 < b.count else { throw SyntaxError(offset: quote, message: "unterminated string") }
                switch b[offset + 1] {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
                     UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                    offset += 2
                case UInt8(ascii: "u"):
                    guard offset + 6 <= b.count, (offset + 2..<offset + 6).allSatisfy({ StringsEscaping.hexDigit(b[$0]) != nil }) else {
                        throw SyntaxError(offset: offset, message: "expected four hex digits after '\\u'")
                    }
                    offset += 6
                default:
                    throw SyntaxError(offset: offset, message: "invalid escape in string")
                }
            case 0..<0x20:
                throw SyntaxError(offset: offset, message: "control character in string (write it as an escape)")
            default:
                offset += 1
            }
        }
    }

    private mutating func literal(_ word: StaticString) throws(SyntaxError) {
        guard UTF8Bytes.matches(b, at: offset, word) else { throw SyntaxError(offset: offset, message: "expected a value") }
        offset += word.utf8CodeUnitCount
    }

    private mutating func number() throws(SyntaxError) {
        func digits() -> Int {
            let start = offset
            while offset < b.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(b[offset]) { offset += 1 }
            return offset - start
        }
        if b[offset] == UInt8(ascii: "-") { offset += 1 }
        guard digits() > 0 else { throw SyntaxError(offset: offset, message: "expected a digit") }
        if offset < b.count, b[offset] == UInt8(ascii: ".") {
            offset += 1
            guard digits() > 0 else { throw SyntaxError(offset: offset, message: "expected a digit after '.'") }
        }
        if offset < b.count, b[offset] == UInt8(ascii: "e") || b[offset] == UInt8(ascii: "E") {
            offset += 1
            if offset < b.count, b[offset] == UInt8(ascii: "+") || b[offset] == UInt8(ascii: "-") { offset += 1 }
            guard digits() > 0 else { throw SyntaxError(offset: offset, message: "expected a digit in the exponent") }
        }
    }
}
