/// Segments strings of one locale with ICU's word and sentence break
/// iterators, opened once and reused. Not thread-safe: use one per thread.
public final class Analyzer {
    public let locale: String
    private let wordIterator: BreakIterator?
    private let sentenceIterator: BreakIterator?

    public init(locale: String) {
        self.locale = locale
        let icuLocale = ICULocale.identifier(for: locale)
        wordIterator = BreakIterator(.word, locale: icuLocale)
        sentenceIterator = BreakIterator(.sentence, locale: icuLocale)
    }

    public func analyze(_ string: String) -> AnalyzedText {
        let scalars = Array(string.unicodeScalars)
        let utf16 = Array(string.utf16)
        let scalarIndex = Self.scalarIndexMap(scalars: scalars, utf16Count: utf16.count)

        var wordBoundaries: [Int] = []
        var sentenceBoundaries: [Int] = []
        utf16.withUnsafeBufferPointer { buffer in
            wordBoundaries = wordIterator?.boundaries(in: buffer) ?? [0, buffer.count]
            sentenceBoundaries = sentenceIterator?.boundaries(in: buffer) ?? [0, buffer.count]
        }
        if let scalarIndex {
            wordBoundaries = wordBoundaries.map { scalarIndex[$0] }
            sentenceBoundaries = sentenceBoundaries.map { scalarIndex[$0] }
        }

        let tokens = Self.tokens(scalars: scalars, wordBoundaries: wordBoundaries)
        let sentences = zip(sentenceBoundaries, sentenceBoundaries.dropFirst()).map { $0..<$1 }
        return AnalyzedText(string: string, locale: locale, scalars: scalars, tokens: tokens, sentences: sentences)
    }

    /// Maps UTF-16 offsets to scalar offsets, or nil when they are the same (no astral characters).
    private static func scalarIndexMap(scalars: [Unicode.Scalar], utf16Count: Int) -> [Int]? {
        guard utf16Count != scalars.count else { return nil }
        var map = [Int]()
        map.reserveCapacity(utf16Count + 1)
        for (index, scalar) in scalars.enumerated() {
            map.append(index)
            if scalar.value > 0xFFFF { map.append(index) }
        }
        map.append(scalars.count)
        return map
    }

    /// ICU's word segments, with opaque spans (placeholders, URLs, e-mail) made single tokens.
    private static func tokens(scalars: [Unicode.Scalar], wordBoundaries: [Int]) -> [Token] {
        let opaque = OpaqueSpans.find(in: scalars)
        var tokens: [Token] = []
        tokens.reserveCapacity(wordBoundaries.count + opaque.count)
        var opaqueIndex = 0
        var start = 0
        var boundaryIndex = 1
        while start < scalars.count {
            if opaqueIndex < opaque.count, opaque[opaqueIndex].range.lowerBound == start {
                let span = opaque[opaqueIndex]
                tokens.append(makeToken(span.kind, span.range, scalars))
                start = span.range.upperBound
                opaqueIndex += 1
                while boundaryIndex < wordBoundaries.count, wordBoundaries[boundaryIndex] <= start { boundaryIndex += 1 }
                continue
            }
            var end = boundaryIndex < wordBoundaries.count ? wordBoundaries[boundaryIndex] : scalars.count
            if opaqueIndex < opaque.count, opaque[opaqueIndex].range.lowerBound < end {
                end = opaque[opaqueIndex].range.lowerBound
            } else {
                boundaryIndex += 1
            }
            if end <= start { end = start + 1 }
            tokens.append(makeToken(classify(scalars[start..<end]), start..<end, scalars))
            start = end
        }
        return tokens
    }

    private static func makeToken(_ kind: TokenKind, _ range: Range<Int>, _ scalars: [Unicode.Scalar]) -> Token {
        let shape = kind == .word ? CaseShape(of: scalars[range]) : .uncased
        return Token(kind: kind, range: range, text: string(scalars[range]), shape: shape)
    }

    /// A string from scalars, built through UTF-8 in one allocation (appending scalars one by one is slow).
    static func string(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
        if scalars.count == 1, let scalar = scalars.first { return String(Character(scalar)) }
        var utf8: [UInt8] = []
        utf8.reserveCapacity(scalars.count * 2)
        for scalar in scalars { utf8.append(contentsOf: UTF8.encode(scalar)!) }
        return String(decoding: utf8, as: UTF8.self)
    }

    private static func classify(_ segment: ArraySlice<Unicode.Scalar>) -> TokenKind {
        var sawDigit = false
        var allSpace = true
        for scalar in segment {
            if scalar.isASCII {
                switch scalar {
                case "a"..."z", "A"..."Z": return .word
                case "0"..."9": sawDigit = true; allSpace = false
                case " ", "\t", "\n", "\r", "\u{0B}", "\u{0C}": break
                default: allSpace = false
                }
                continue
            }
            let properties = scalar.properties
            if properties.isAlphabetic { return .word }
            if properties.numericType != nil { sawDigit = true }
            if !properties.isWhitespace { allSpace = false }
        }
        if sawDigit { return .number }
        return allSpace ? .space : .punctuation
    }
}
