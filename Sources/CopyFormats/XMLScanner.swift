import CopyLowLevel

/// A pull tokenizer for the XML that property lists and XLIFF use. It checks well-formedness as it goes
/// (one root element, matching tags, attribute syntax, references) and reports the first problem found.
struct XMLScanner {
    struct Attribute {
        var name: Range<Int>
        var value: Range<Int>
    }

    struct StartTag {
        var name: Range<Int>
        var attributes: [Attribute]
        /// Written `<name/>`: no content and no end tag.
        var isEmpty: Bool
        /// The offset of the `<`.
        var offset: Int
        /// The offset just after the `>`.
        var contentStart: Int
    }

    enum Token {
        case start(StartTag)
        case end(offset: Int)
        /// Character data, references included.
        case text(Range<Int>)
        case cdata
        /// A comment or processing instruction inside the root element.
        case markup
        case endOfFile
    }

    let b: UnsafeBufferPointer<UInt8>
    private(set) var offset: Int
    /// Where the token last returned by `next()` starts.
    private(set) var tokenStart = 0
    private var open: [Range<Int>] = []
    private var rootClosed = false

    init(text: UnsafeBufferPointer<UInt8>, start: Int) {
        self.b = text
        self.offset = start
    }

    /// Runs `body` with a scanner of `utf8` from `start`, which holds the bytes in place for the call only:
    /// readers keep it no longer than `body` runs.
    static func scanning<Result>(
        _ utf8: [UInt8], from start: Int, _ body: (XMLScanner) throws(SyntaxError) -> Result
    ) throws(SyntaxError) -> Result {
        try utf8.withUnsafeBufferPointer { (b) throws(SyntaxError) in try body(XMLScanner(text: b, start: start)) }
    }

    var depth: Int { open.count }

    mutating func next() throws(SyntaxError) -> Token {
        while true {
            tokenStart = offset
            guard offset < b.count else {
                if let top = open.last {
                    throw SyntaxError(offset: offset, message: "unexpected end of file; expected '</\(string(top))>'")
                }
                guard rootClosed else { throw SyntaxError(offset: offset, message: "expected a root element") }
                return .endOfFile
            }
            let start = offset
            if b[offset] != UInt8(ascii: "<") {
                try scanText()
                if !open.isEmpty { return .text(start..<offset) }
                if let junk = firstNonWhitespace(in: start..<offset) {
                    throw SyntaxError(offset: junk, message: rootClosed ? "expected end of file after the root element" : "expected '<'")
                }
                continue
            }
            if matches("<!--") {
                try skip(past: "-->", from: start + 4, unterminated: "unterminated comment")
                if open.isEmpty { continue }
                return .markup
            }
            if matches("<?") {
                try skip(past: "?>", from: start + 2, unterminated: "unterminated processing instruction")
                if open.isEmpty { continue }
                return .markup
            }
            if matches("<![CDATA[") {
                guard !open.isEmpty else { throw SyntaxError(offset: start, message: "CDATA section outside the root element") }
                try skip(past: "]]>", from: start + 9, unterminated: "unterminated CDATA section")
                return .cdata
            }
            if matches("<!DOCTYPE") {
                guard open.isEmpty, !rootClosed else { throw SyntaxError(offset: start, message: "DOCTYPE must come before the root element") }
                try skipDoctype()
                continue
            }
            if matches("</") { return try endTag() }
            if matches("<!") { throw SyntaxError(offset: start, message: "expected a comment, CDATA section or DOCTYPE after '<!'") }
            return .start(try startTag())
        }
    }

    /// The next child element of the element being read, or nil after its end tag. Comments and
    /// whitespace between children are skipped; other text is an error.
    mutating func nextChild() throws(SyntaxError) -> StartTag? {
        while true {
            switch try next() {
            case .start(let tag): return tag
            case .end: return nil
            case .markup: continue
            case .text(let range):
                if let junk = firstNonWhitespace(in: range) {
                    throw SyntaxError(offset: junk, message: "unexpected text; expected an element")
                }
            case .cdata: throw SyntaxError(offset: tokenStart, message: "unexpected CDATA section; expected an element")
            case .endOfFile: return nil
            }
        }
    }

    /// The raw content of `tag` up to its end tag, which is consumed, and whether it is plain text (no CDATA,
    /// comments or child elements), which is what a writer can edit in place. An empty `<tag/>` is not: it has
    /// no content bytes to put text between.
    mutating func readContent(of tag: StartTag) throws(SyntaxError) -> (range: Range<Int>, isPlain: Bool) {
        if tag.isEmpty { return (tag.contentStart..<tag.contentStart, false) }
        let level = depth
        var isPlain = true
        while true {
            switch try next() {
            case .end(let endOffset) where depth == level - 1: return (tag.contentStart..<endOffset, isPlain)
            case .text: continue
            default: isPlain = false
            }
        }
    }

    /// Consumes `tag`'s content and end tag.
    mutating func skip(_ tag: StartTag) throws(SyntaxError) {
        _ = try readContent(of: tag)
    }

    /// Reads to the end of the file, which may only hold comments and whitespace after the root.
    mutating func finish() throws(SyntaxError) {
        while true {
            if case .endOfFile = try next() { return }
        }
    }

    func name(of tag: StartTag, is literal: StaticString) -> Bool {
        tag.name.count == literal.utf8CodeUnitCount && UTF8Bytes.matches(b, at: tag.name.lowerBound, literal)
    }

    /// The decoded value of `tag`'s attribute `name`, or nil when it has none.
    func attribute(_ name: StaticString, of tag: StartTag) -> String? {
        for attribute in tag.attributes
        where attribute.name.count == name.utf8CodeUnitCount && UTF8Bytes.matches(b, at: attribute.name.lowerBound, name) {
            return XMLEscaping.decodeAttribute(in: b.span, range: attribute.value)
        }
        return nil
    }

    func string(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: b[range]), as: UTF8.self)
    }

    func firstNonWhitespace(in range: Range<Int>) -> Int? {
        range.first { !Self.isWhitespace(b[$0]) }
    }

    /// The offset after markup starting at `i` inside checked content: a comment, processing instruction or tag.
    /// The terminator is looked for after the opening delimiter, as `next()` does: `<!-->` and `<?>` do not end
    /// themselves, and ending them there would read what `next()` skipped (an unchecked `&`) as text.
    static func endOfMarkup(in utf8: Span<UInt8>, at i: Int) -> Int {
        utf8.withUnsafeBufferPointer { endOfMarkup(in: $0, at: i) }
    }

    static func endOfMarkup(in b: UnsafeBufferPointer<UInt8>, at i: Int) -> Int {
        let terminator: StaticString, opening: Int
        if UTF8Bytes.matches(b, at: i, "<!--") {
            (terminator, opening) = ("-->", 4)
        } else if UTF8Bytes.matches(b, at: i, "<?") {
            (terminator, opening) = ("?>", 2)
        } else {
            (terminator, opening) = (">", 1)
        }
        var j = i + opening
        var quote: UInt8 = 0
        while j < b.count {
            let c = b[j]
            if quote != 0 {
                if c == quote { quote = 0 }
            } else if terminator.utf8CodeUnitCount == 1 && (c == UInt8(ascii: "\"") || c == UInt8(ascii: "'")) {
                quote = c
            } else if UTF8Bytes.matches(b, at: j, terminator) {
                return j + terminator.utf8CodeUnitCount
            }
            j += 1
        }
        return j
    }

    // MARK: - Scanning

    static func isWhitespace(_ c: UInt8) -> Bool {
        c == 0x20 || c == 0x0A || c == 0x09 || c == 0x0D
    }

    private static func isNameStart(_ c: UInt8) -> Bool {
        (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z")) || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z"))
            || c == UInt8(ascii: "_") || c == UInt8(ascii: ":") || c >= 0x80
    }

    private static func isNameCharacter(_ c: UInt8) -> Bool {
        isNameStart(c) || (c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9")) || c == UInt8(ascii: "-") || c == UInt8(ascii: ".")
    }

    private func matches(_ literal: StaticString) -> Bool {
        UTF8Bytes.matches(b, at: offset, literal)
    }

    private mutating func skipWhitespace() {
        while offset < b.count, Self.isWhitespace(b[offset]) { offset += 1 }
    }

    private mutating func scanName(expected: String) throws(SyntaxError) -> Range<Int> {
        let start = offset
        guard offset < b.count, Self.isNameStart(b[offset]) else { throw SyntaxError(offset: offset, message: "expected \(expected)") }
        offset += 1
        while offset < b.count, Self.isNameCharacter(b[offset]) { offset += 1 }
        return start..<offset
    }

    private mutating func skip(past terminator: StaticString, from start: Int, unterminated: String) throws(SyntaxError) {
        let markupStart = offset
        offset = start
        while offset < b.count {
            if b[offset] == terminator.utf8Start[0], matches(terminator) {
                offset += terminator.utf8CodeUnitCount
                return
            }
            offset += 1
        }
        throw SyntaxError(offset: markupStart, message: unterminated)
    }

    private mutating func skipDoctype() throws(SyntaxError) {
        let start = offset
        var quote: UInt8 = 0
        var brackets = 0
        offset += 9
        while offset < b.count {
            let c = b[offset]
            offset += 1
            if quote != 0 {
                if c == quote { quote = 0 }
            } else if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") {
                quote = c
            } else if c == UInt8(ascii: "[") {
                brackets += 1
            } else if c == UInt8(ascii: "]") {
                brackets -= 1
            } else if c == UInt8(ascii: ">"), brackets <= 0 {
                return
            }
        }
        throw SyntaxError(offset: start, message: "unterminated DOCTYPE")
    }

    /// Character data up to the next `<`, checking references.
    private mutating func scanText() throws(SyntaxError) {
        while offset < b.count {
            let c = b[offset]
            if c == UInt8(ascii: "<") { return }
            if c == UInt8(ascii: "&") {
                try checkReference()
            } else {
                offset += 1
            }
        }
    }

    /// A reference at `offset` (`&amp;`, `&#10;`, …), which must be complete and defined.
    private mutating func checkReference() throws(SyntaxError) {
        let start = offset
        var end = start + 1
        while end < b.count, end - start <= 10, Self.isNameCharacter(b[end]) || b[end] == UInt8(ascii: "#") { end += 1 }
        guard end < b.count, b[end] == UInt8(ascii: ";"), end > start + 1 else {
            throw SyntaxError(offset: start, message: "expected a reference after '&' (write '&amp;' for '&')")
        }
        guard XMLEscaping.referenceValue(in: b.span, nameRange: start + 1..<end) != nil else {
            throw SyntaxError(offset: start, message: "undefined reference '\(string(start..<end + 1))'")
        }
        offset = end + 1
    }

    private mutating func startTag() throws(SyntaxError) -> StartTag {
        let start = offset
        if rootClosed { throw SyntaxError(offset: start, message: "expected end of file after the root element") }
        offset += 1
        let name = try scanName(expected: "an element name after '<'")
        var attributes: [Attribute] = []
        while true {
            let beforeSpace = offset
            skipWhitespace()
            guard offset < b.count else { throw SyntaxError(offset: offset, message: "unexpected end of file; expected '>'") }
            if b[offset] == UInt8(ascii: ">") {
                offset += 1
                open.append(name)
                return StartTag(name: name, attributes: attributes, isEmpty: false, offset: start, contentStart: offset)
            }
            if matches("/>") {
                offset += 2
                if open.isEmpty { rootClosed = true }
                return StartTag(name: name, attributes: attributes, isEmpty: true, offset: start, contentStart: offset)
            }
            if offset == beforeSpace { throw SyntaxError(offset: offset, message: "expected whitespace, '>' or '/>'") }
            let attributeName = try scanName(expected: "an attribute name, '>' or '/>'")
            skipWhitespace()
            guard offset < b.count, b[offset] == UInt8(ascii: "=") else {
                throw SyntaxError(offset: offset, message: "expected '=' after attribute name")
            }
            offset += 1
            skipWhitespace()
            guard offset < b.count, b[offset] == UInt8(ascii: "\"") || b[offset] == UInt8(ascii: "'") else {
                throw SyntaxError(offset: offset, message: "expected a quoted attribute value")
            }
            let quoteOffset = offset
            let quote = b[offset]
            offset += 1
            let valueStart = offset
            while true {
                guard offset < b.count else { throw SyntaxError(offset: quoteOffset, message: "unterminated attribute value") }
                let c = b[offset]
                if c == quote { break }
                if c == UInt8(ascii: "<") { throw SyntaxError(offset: offset, message: "'<' in attribute value") }
                if c == UInt8(ascii: "&") { try checkReference() } else { offset += 1 }
            }
            attributes.append(Attribute(name: attributeName, value: valueStart..<offset))
            offset += 1
        }
    }

    private mutating func endTag() throws(SyntaxError) -> Token {
        let start = offset
        offset += 2
        let name = try scanName(expected: "an element name after '</'")
        skipWhitespace()
        guard offset < b.count, b[offset] == UInt8(ascii: ">") else { throw SyntaxError(offset: offset, message: "expected '>'") }
        offset += 1
        guard let top = open.last else {
            throw SyntaxError(offset: start, message: "unexpected end tag '</\(string(name))>'")
        }
        guard b[top].elementsEqual(b[name]) else {
            throw SyntaxError(offset: start, message: "expected '</\(string(top))>'")
        }
        open.removeLast()
        if open.isEmpty { rootClosed = true }
        return .end(offset: start)
    }
}
