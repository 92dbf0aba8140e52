import CopyLowLevel

/// A string analysed once: its scalars, tokens and sentences. Every rule reads this; none re-tokenises.
/// A class: it is handed to every rule and kept by caches, and a copy is then one reference, not seven.
///
/// Its tokens and sentences (ICU's segmentation, a large part of a project's lint) are made when first read: most
/// strings of a project have no role, and the rules that read such strings ask their scalars alone, unless
/// the string holds what they look for (quotation marks, three periods, a placeholder). A text made by
/// `Analyzer.analyze(_:)` is segmented before it is returned, and is immutable; one made by
/// `Analyzer.analyzeSegmentingLater(_:)` is segmented by its analyser when first read, so it is read on the
/// analyser's thread (as a `Checker`'s analyses are: a checker belongs to one thread).
public final class AnalyzedText: @unchecked Sendable {
    public let string: String
    public let locale: String
    public let scalars: [Unicode.Scalar]
    /// Every segment, in order, covering the whole string.
    @inlinable public var tokens: [Token] {
        // Read in place (a borrow, as of a `let`): a getter returned a copy, retained and released at each read,
        // and rules read tokens in their loops' conditions.
        _read {
            if segmentedTokens == nil { segmentTokensNow() }
            yield segmentedTokens!
        }
    }
    /// Sentence ranges in scalar offsets (ICU sentence boundaries), covering the whole string.
    @inlinable public var sentences: [Range<Int>] {
        _read {
            if segmentedSentences == nil { segmentSentencesNow() }
            yield segmentedSentences!
        }
    }
    /// The UTF-8 offset of each scalar in `string`, and of its end: texts of ranges are slices of its bytes.
    /// Empty for ASCII text (the analyser stores none), where a scalar's offset is its index.
    @usableFromInline let utf8Offsets: [Int32]

    /// The range without leading and trailing white space. Stored: rules ask for it many times a string.
    public let trimmedRange: Range<Int>
    /// Whether some scalar can join a neighbour into one Character (`ScalarFlags.graphemeJoining`, held to the
    /// standard library's clusters by `GraphemeShortcutTests`); without one, every scalar is a Character. Found
    /// while the analyser reads the scalars, which it does anyway.
    public let hasJoiningScalars: Bool

    /// The tokens and sentences, once made; each is its own optional (reading one of a pair copied both), made
    /// when it is first read: title style reads tokens only, and would otherwise pay for a sentence walk on every
    /// string. Written once, by `segmentTokensNow` and `segmentSentencesNow`, on the thread that reads them.
    @usableFromInline var segmentedTokens: [Token]?
    @usableFromInline var segmentedSentences: [Range<Int>]?
    /// What segments the text when it is first read; nil once both its tokens and its sentences are made.
    private var pending: Analyzer.PendingSegments?

    public convenience init(string: String, locale: String, scalars: [Unicode.Scalar], tokens: [Token], sentences: [Range<Int>]) {
        var offsets: [Int32] = [0]
        offsets.reserveCapacity(scalars.count + 1)
        for scalar in scalars { offsets.append(offsets[offsets.count - 1] + Int32(UTF8.width(scalar))) }
        self.init(string: string, locale: locale, scalars: scalars, utf8Offsets: offsets, hasJoiningScalars: scalars.contains { $0.flags.contains(.graphemeJoining) },
                  pending: nil)
        segmentedTokens = tokens
        segmentedSentences = sentences
    }

    /// A text whose segments are given later (by the convenience initialiser) or made by `pending` when first read.
    init(string: String, locale: String, scalars: [Unicode.Scalar], utf8Offsets: [Int32], hasJoiningScalars: Bool, pending: Analyzer.PendingSegments?) {
        var lower = 0, upper = scalars.count
        while lower < upper, scalars[lower].flags.contains(.whitespace) { lower += 1 }
        while upper > lower, scalars[upper - 1].flags.contains(.whitespace) { upper -= 1 }
        trimmedRange = lower..<upper
        self.string = string
        self.locale = locale
        self.utf8Offsets = utf8Offsets
        self.hasJoiningScalars = hasJoiningScalars
        self.pending = pending
        // Last: the arrays are moved into the text, not copied (read after storing, each was retained and released).
        self.scalars = scalars
    }

    /// Segments the text into tokens and sentences (`Analyzer.analyze`), with the analyser that read its scalars.
    func segmentNow() {
        if segmentedTokens == nil { segmentTokensNow() }
        if segmentedSentences == nil { segmentSentencesNow() }
    }

    /// Makes the tokens (their first read).
    @usableFromInline @inline(never)
    func segmentTokensNow() {
        guard segmentedTokens == nil else { return }
        guard var pending else {
            segmentedTokens = []
            return
        }
        segmentedTokens = pending.analyzer.tokens(scalars: scalars, utf8Offsets: utf8Offsets, &pending)
        self.pending = segmentedSentences == nil ? pending : nil
    }

    /// Makes the sentences (their first read).
    @usableFromInline @inline(never)
    func segmentSentencesNow() {
        guard segmentedSentences == nil else { return }
        guard var pending else {
            segmentedSentences = []
            return
        }
        segmentedSentences = pending.analyzer.sentences(scalars: scalars, &pending)
        self.pending = segmentedTokens == nil ? pending : nil
    }

    /// The word tokens only (letters in any script), in order.
    public var words: [Token] { tokens.filter(\.isWord) }

    /// Opaque tokens: placeholders, URLs, e-mail addresses.
    public var opaque: [Token] { tokens.filter(\.kind.isOpaque) }

    /// Calls `body` with the range and kind of each opaque span (placeholder, URL, e-mail address) in order, as
    /// the opaque tokens have them: read from the tokens once made, else found in the scalars, which needs no
    /// segmenting (asking for a string's placeholders then costs no ICU walk).
    public func forEachOpaqueSpan(_ body: (Range<Int>, TokenKind) -> Void) {
        if let tokens = segmentedTokens {
            for index in tokens.indices where tokens[index].kind.isOpaque { body(tokens[index].range, tokens[index].kind) }
        } else if pending?.mayHaveSpans ?? true {
            for span in OpaqueSpans.find(in: scalars) { body(span.range, span.kind) }
        }
    }

    /// The offset in `string`'s UTF-8 of the scalar at `scalarOffset` (of its end, for the scalar count).
    @inlinable
    public func utf8Offset(_ scalarOffset: Int) -> Int {
        utf8Offsets.isEmpty ? scalarOffset : Int(utf8Offsets[scalarOffset])
    }

    /// The text of a scalar range.
    public func text(_ range: Range<Int>) -> String {
        if range.lowerBound == 0 && range.upperBound == scalars.count { return string }
        return UTF8Bytes.string(string.utf8.span, utf8Offset(range.lowerBound)..<utf8Offset(range.upperBound))
    }

    /// The text of a token of this analysis.
    public func text(of token: Token) -> String {
        let lower = Int(token.utf8.lowerBound), upper = Int(token.utf8.upperBound)
        // Half the tokens are one ASCII character (a space, a comma): their texts are made once per process.
        if upper - lower == 1, token.first.isASCII { return Self.asciiCharacters[Int(token.first.value)] }
        return UTF8Bytes.string(string.utf8.span, lower..<upper)
    }

    /// How `table` answers for a token's text (its ASCII letters lowercased first when `lowercasing`), read in
    /// place: rules ask about nearly every word, and making each word's text cost more than the lookup.
    @inlinable
    package func lookUp<Value>(_ token: Token, in table: ASCIIWordTable<Value>,
                               lowercasing: Bool) -> ASCIIWordTable<Value>.Lookup {
        table.lookup(string.utf8.span, in: token.utf8Range, lowercasing: lowercasing)
    }

    /// Whether a token's text is `literal`, byte for byte.
    public func token(_ token: Token, is literal: StaticString) -> Bool {
        guard token.utf8.count == literal.utf8CodeUnitCount else { return false }
        return UTF8Bytes.matches(string.utf8.span, at: Int(token.utf8.lowerBound), literal)
    }

    /// The 128 one-character ASCII strings.
    private static let asciiCharacters: [String] = (0..<128).map { String(Unicode.Scalar(UInt8($0))) }

    /// The index of the mark that ends the string, past white space and closing quotes or brackets.
    public var terminalIndex: Int? {
        var index = trimmedRange.upperBound - 1
        while index >= 0, TerminalPunctuation.isClosing(scalars[index]) || isVariationOfMark(index) { index -= 1 }
        return index >= 0 ? index : nil
    }

    /// Whether the scalar at `index` is a variation selector written after a punctuation mark, which it leaves as
    /// it is ("Done.\u{FE0F}", where an emoji was deleted and its selector kept): invisible, so the mark still ends
    /// the string. After an emoji or a letter, it is part of that character.
    private func isVariationOfMark(_ index: Int) -> Bool {
        let scalar = scalars[index]
        guard Self.isVariationSelector(scalar), index > 0 else { return false }
        return TerminalPunctuation(scalar: scalars[index - 1]) != .none
    }

    /// Unicode's Variation_Selector property, by its ranges: asked for the last scalars of every string, and the
    /// standard library's look-up is a call into its tables each time. (`VariationSelectorTests` holds it to the
    /// standard library's answer over every scalar.)
    static func isVariationSelector(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x180B...0x180D, 0x180F, 0xFE00...0xFE0F, 0xE0100...0xE01EF: true
        default: false
        }
    }

    /// How the string ends; Greek's ";" counts as a question mark.
    public var terminal: TerminalPunctuation {
        guard let index = terminalIndex else { return .none }
        if scalars[index] == ".", index >= 2, scalars[index - 1] == ".", scalars[index - 2] == "." { return .ellipsis }
        // The locale matters only for ";": most strings are classified without reading it.
        let scalar = scalars[index]
        return TerminalPunctuation(scalar: scalar, greekQuestion: scalar == ";" && locale.hasPrefix("el"))
    }

    /// Whether the string's UTF-8 holds `byte` (for an ASCII character: whether the string holds it), found with
    /// `ByteSearch`: rules ask this of every string, and most have none.
    public func contains(byte: UInt8) -> Bool {
        ByteSearch.contains(byte, in: string)
    }

    /// Whether the string's UTF-8 holds `byte` twice in a row (for an ASCII character: whether the string holds
    /// two of it in a row), found with `ByteSearch`.
    public func contains(doubled byte: UInt8) -> Bool {
        ByteSearch.containsDoubled(byte, in: string)
    }

    /// The number of Characters in a range of scalars, as `text(range).count` counts them, without walking
    /// clusters where no scalar joins a neighbour.
    public func characters(in range: Range<Int>) -> Int {
        if range.count == scalars.count ? !hasJoiningScalars : !scalars[range].contains(where: { $0.flags.contains(.graphemeJoining) }) {
            return range.count
        }
        return text(range).count
    }

    /// The number of sentences that contain at least one word.
    public var sentenceCount: Int {
        // One pass: sentences and tokens are both in order.
        var count = 0
        var sentence = 0
        var counted = -1
        for token in tokens where token.isWord {
            while sentence < sentences.count, sentences[sentence].upperBound <= token.range.lowerBound { sentence += 1 }
            guard sentence < sentences.count else { break }
            if counted != sentence {
                count += 1
                counted = sentence
            }
        }
        return count
    }
}
