/// What a segment of text is, as far as the rules care.
public enum TokenKind: String, Sendable {
    /// letters (any script), apostrophes inside included: "Don't", "写真"
    case word
    /// digits: "42", "3.5"
    case number
    /// a format specifier or template variable: "%@", "%1$lld", "%#@files@", "{name}"
    case placeholder
    /// a web address: "https://apple.com", "www.apple.com"
    case url
    /// an e-mail address
    case email
    /// white space, including no-break spaces and newlines
    case space
    /// anything else: punctuation and symbols, one segment each
    case punctuation

    /// Placeholders, URLs and e-mail addresses: never re-cased, re-punctuated or spell-checked.
    public var isOpaque: Bool { self == .placeholder || self == .url || self == .email }
}

/// One segment of an analysed string, located by Unicode-scalar offsets.
public struct Token: Sendable, Equatable {
    public let kind: TokenKind
    /// Offsets in the string's Unicode scalars.
    public let range: Range<Int>
    public let text: String
    /// The word's case shape (`.uncased` for non-words).
    public let shape: CaseShape
    /// `WordKey.key` of the text (of its leading letters and digits).
    public let key: UInt64

    public init(kind: TokenKind, range: Range<Int>, text: String, shape: CaseShape, key: UInt64 = 0) {
        self.kind = kind
        self.range = range
        self.text = text
        self.shape = shape
        self.key = key
    }

    public var isWord: Bool { kind == .word }
}
