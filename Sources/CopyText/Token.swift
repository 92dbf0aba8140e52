import CopyLowLevel

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
    /// markup and notation: an HTML or XML tag with its attributes, an entity, a Markdown code span or link
    /// target, a unit or plural ending written onto a placeholder or word ("%.1fs", "file(s)")
    case markup
    /// white space, including no-break spaces and newlines
    case space
    /// anything else: punctuation and symbols, one segment each
    case punctuation

    /// Placeholders, URLs, e-mail addresses and markup: never re-cased, re-punctuated or spell-checked.
    public var isOpaque: Bool { self == .placeholder || self == .url || self == .email || self == .markup }
}

/// One segment of an analysed string, located by Unicode-scalar offsets. Its text is read from the analysis
/// (`AnalyzedText.text(of:)`, or its bytes at `utf8Range` in `text.string.utf8.span`): a token holds no string,
/// so an array of tokens is made and freed without a string per token (their making and freeing, and their
/// retains as rules copied tokens, were a large part of the analysis).
public struct Token: Sendable, Equatable {
    public let kind: TokenKind
    /// Offsets in the string's Unicode scalars.
    public let range: Range<Int>
    /// Offsets in the string's UTF-8.
    public let utf8: Range<Int32>
    /// The first scalar (no token is empty): what one-scalar marks and hyphens are told by.
    public let first: Unicode.Scalar
    /// The word's case shape (`.uncased` for non-words).
    public let shape: CaseShape
    /// `WordKey.key` of the text (of its leading letters and digits).
    public let key: UInt64

    public init(kind: TokenKind, range: Range<Int>, utf8: Range<Int32>, first: Unicode.Scalar, shape: CaseShape, key: UInt64 = 0) {
        self.kind = kind
        self.range = range
        self.utf8 = utf8
        self.first = first
        self.shape = shape
        self.key = key
    }

    public var isWord: Bool { kind == .word }

    /// The token's offsets in its string's UTF-8, as `Int`s: a loop over a text's tokens that takes the string's
    /// UTF-8 once (`text.string.utf8.span`) reads each token's bytes there.
    @inlinable
    public var utf8Range: Range<Int> { Int(utf8.lowerBound)..<Int(utf8.upperBound) }
}
