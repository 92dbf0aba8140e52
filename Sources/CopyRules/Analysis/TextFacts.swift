import CopyLowLevel
import CopyText

/// A pair of quotation marks in a string and what they enclose, in scalar offsets.
public struct QuotedSpan: Sendable, Equatable {
    /// The offset of the opening mark.
    public let open: Int
    /// The offset of the closing mark.
    public let close: Int
    /// Whether both marks are ASCII `"` or `'`.
    package let isStraight: Bool
    /// Whether the marks are single quotes (`'`, ‘ ’, ‹ ›).
    package let isSingle: Bool

    /// The enclosed text's range.
    public var inner: Range<Int> { (open + 1)..<close }
}

/// The quoted parts of a string, for asking whether an offset lies inside one (binary search; spans are sorted).
public struct QuotedRanges: Sendable {
    private let spans: [ClosedRange<Int>]

    public init(_ spans: [QuotedSpan]) {
        self.spans = spans.map { $0.open...$0.close }
    }

    /// Whether the offset is a quotation mark or lies between a pair.
    public func contains(_ offset: Int) -> Bool {
        let low = spans.partitionPoint { $0.upperBound >= offset }
        return low < spans.count && spans[low].contains(offset)
    }
}

/// Facts about an analysed string that several rules read: where its content starts and ends,
/// its quotation marks, its space-separated words.
extension AnalyzedText {
    /// The indices of the first and last tokens that carry content (words, numbers, placeholders, URLs, e-mail).
    package var contentBounds: (first: Int, last: Int)? {
        guard let first = tokens.firstIndex(where: { $0.isContent }), let last = tokens.lastIndex(where: { $0.isContent }) else { return nil }
        return (first, last)
    }

    /// Runs of non-space text that contain content ("Sign-In", "Don't", "%@"): what a reader counts as words.
    package var wordGroups: [Range<Int>] {
        var groups: [Range<Int>] = []
        var start: Int?
        var hasContent = false
        for token in tokens {
            if token.kind == .space {
                if let lower = start, hasContent { groups.append(lower..<token.range.lowerBound) }
                start = nil
                hasContent = false
            } else {
                if start == nil { start = token.range.lowerBound }
                if token.isContent { hasContent = true }
            }
        }
        if let lower = start, hasContent { groups.append(lower..<(tokens.last?.range.upperBound ?? lower)) }
        return groups
    }

    /// The sentences that contain a word, in order (ICU's sentences without the empty ones); linear in the string.
    public var wordSentences: [Range<Int>] {
        var result: [Range<Int>] = []
        forEachWordSentence { result.append($0) }
        return result
    }

    /// How many sentences contain a word, counted without an array of them (rules ask of every message).
    public var wordSentenceCount: Int {
        var count = 0
        forEachWordSentence { _ in count += 1 }
        return count
    }

    /// Calls `body` with each sentence that contains a word, in order.
    private func forEachWordSentence(_ body: (Range<Int>) -> Void) {
        // Read once (each read of a text's tokens asks whether they are made yet).
        let tokens = self.tokens
        var tokenIndex = 0
        for sentence in sentences {
            var hasWord = false
            while tokenIndex < tokens.count, tokens[tokenIndex].range.lowerBound < sentence.upperBound {
                if tokens[tokenIndex].isWord { hasWord = true }
                tokenIndex += 1
            }
            if hasWord { body(sentence) }
        }
    }

    /// The number of sentences, where only a sentence mark ends one: a line break inside a title is layout, not a new sentence.
    public var punctuatedSentenceCount: Int {
        var count = 0
        var pending = false
        forEachWordSentence { sentence in
            var end = sentence.upperBound - 1
            while end > sentence.lowerBound, scalars[end].flags.contains(.whitespace) || TerminalPunctuation.isClosing(scalars[end]) { end -= 1 }
            if TerminalPunctuation(scalar: scalars[end], greekQuestion: locale.hasPrefix("el")) == .none {
                pending = true
            } else {
                count += 1
                pending = false
            }
        }
        return count + (pending ? 1 : 0)
    }

    /// The word tokens of each sentence that has words, in order; linear in the string.
    package var wordsBySentence: [(sentence: Range<Int>, words: [Token])] {
        var result: [(sentence: Range<Int>, words: [Token])] = []
        var tokenIndex = 0
        for sentence in sentences {
            var words: [Token] = []
            while tokenIndex < tokens.count, tokens[tokenIndex].range.lowerBound < sentence.upperBound {
                if tokens[tokenIndex].isWord { words.append(tokens[tokenIndex]) }
                tokenIndex += 1
            }
            if !words.isEmpty { result.append((sentence, words)) }
        }
        return result
    }

    /// The number of user-perceived characters in the trimmed string.
    package var characterCount: Int {
        characters(in: trimmedRange)
    }

    /// Pairs of quotation marks, straight or typographic, in order. Apostrophes inside and after words are not quotes.
    package var quotedSpans: [QuotedSpan] {
        var spans: [QuotedSpan] = []
        guard scalars.contains(where: QuoteMarks.isOpener) else { return spans }
        var opaque = [Bool](repeating: false, count: scalars.count)
        for token in tokens where token.kind.isOpaque {
            for offset in token.range { opaque[offset] = true }
        }
        func inOpaque(_ index: Int) -> Bool { opaque[index] }
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            guard !inOpaque(index), QuoteMarks.isOpener(scalar), let closers = QuoteMarks.closers[scalar], canOpen(at: index) else {
                index += 1
                continue
            }
            var end = index + 1
            var found: Int?
            while end < scalars.count {
                if !inOpaque(end), closers.contains(scalars[end]), end > index + 1, canClose(at: end) {
                    found = end
                    break
                }
                end += 1
            }
            if let close = found {
                let straight = scalar == "\"" || scalar == "'"
                spans.append(QuotedSpan(open: index, close: close, isStraight: straight, isSingle: QuoteMarks.single.contains(scalar)))
                index = close + 1
            } else {
                index += 1
            }
        }
        return spans
    }

    /// A mark opens a quotation at the start, after a space, an opening bracket or a dash, with something after it.
    private func canOpen(at index: Int) -> Bool {
        guard index + 1 < scalars.count, !scalars[index + 1].flags.contains(.whitespace), !scalars[index + 1].flags.contains(.graphemeExtend) else { return false }
        guard index > 0 else { return true }
        let before = scalars[index - 1]
        if before.flags.contains(.whitespace) { return true }
        if !before.flags.isDisjoint(with: [.openPunctuation, .dashPunctuation, .initialPunctuation]) { return true }
        return !WordKey.isWordScalar(before) && scalars[index] != "'" && scalars[index] != "’"
    }

    /// A mark closes a quotation after something, at the end or before a space or punctuation (not before a letter).
    private func canClose(at index: Int) -> Bool {
        guard !scalars[index - 1].flags.contains(.whitespace) else { return false }
        guard index + 1 < scalars.count else { return true }
        // A combining mark after the mark makes one character of both: not a quotation mark to replace.
        return !WordKey.isWordScalar(scalars[index + 1]) && !scalars[index + 1].flags.contains(.graphemeExtend)
    }
}

/// The quotation marks the rules recognise, and which closing marks each opening mark pairs with.
enum QuoteMarks {
    static let closers: [Unicode.Scalar: Set<Unicode.Scalar>] = [
        "\"": ["\""], "'": ["'"],
        "“": ["”", "“"], "‘": ["’", "‘"], "„": ["“", "”"], "‚": ["‘", "’"],
        "«": ["»"], "»": ["«"], "‹": ["›"], "「": ["」"], "『": ["』"],
    ]
    static let single: Set<Unicode.Scalar> = ["'", "‘", "‚", "‹"]

    /// Whether `closers` has the scalar: a switch, since every scalar of every string is asked.
    static func isOpener(_ scalar: Unicode.Scalar) -> Bool {
        // Most scalars are ASCII letters: two comparisons, not a walk through the cases.
        if scalar.value < 0x80 { return scalar == "\"" || scalar == "'" }
        switch scalar {
        case "\"", "'", "“", "‘", "„", "‚", "«", "»", "‹", "「", "『": return true
        default: return false
        }
    }
}

extension Token {
    /// Words, numbers, placeholders, URLs and e-mail addresses: what a reader counts.
    package var isContent: Bool {
        switch kind {
        case .word, .number, .placeholder, .url, .email: return true
        case .space, .punctuation, .markup: return false
        }
    }

    /// Whether the token starts with a combining mark, in the middle of a character (after a placeholder or
    /// e-mail address that ICU's word breaks did not see): no fix-it may start there.
    var startsInsideCharacter: Bool {
        // No ASCII scalar extends a grapheme: most tokens are told without reading the flags.
        !first.isASCII && first.flags.contains(.graphemeExtend)
    }

    /// A single-scalar punctuation token equal to `scalar`.
    func isMark(_ scalar: Unicode.Scalar) -> Bool {
        kind == .punctuation && range.count == 1 && first == scalar
    }

    /// A hyphen that joins the parts of a compound.
    var isHyphen: Bool {
        guard kind == .punctuation && range.count == 1 else { return false }
        switch first {
        case "-", "\u{2010}", "\u{2011}": return true
        default: return false
        }
    }
}
