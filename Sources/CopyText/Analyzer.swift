import Synchronization

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
        localSentenceTerminals = sentenceIterator.map { Self.tailoredSentenceTerminals($0, icuLocale: icuLocale) } ?? []
    }

    /// Punctuation that ends a sentence in this locale's tailored rules only (Greek ";"), found by asking the
    /// locale's own iterator about every punctuation character of the blocks where tailorings put them.
    private let localSentenceTerminals: Set<Unicode.Scalar>

    /// Found once per ICU locale and process: every thread's checker opens an analyser per locale.
    private static let tailoredTerminals = Mutex<[String: Set<Unicode.Scalar>]>([:])

    private static func tailoredSentenceTerminals(_ iterator: BreakIterator, icuLocale: String) -> Set<Unicode.Scalar> {
        if let known = tailoredTerminals.withLock({ $0[icuLocale] }) { return known }
        let blocks: [ClosedRange<UInt32>] = [0x21...0x7E, 0x0370...0x03FF, 0x2000...0x206F, 0x3000...0x303F, 0xFF00...0xFF65]
        var found: Set<Unicode.Scalar> = []
        for value in blocks.joined() {
            guard let scalar = Unicode.Scalar(value), !scalar.flags.contains(.sentenceTerminal) else { continue }
            let utf16 = Array("Word\(scalar) Next".utf16)
            if utf16.withUnsafeBufferPointer({ iterator.boundaries(in: $0) }).count > 2 { found.insert(scalar) }
        }
        tailoredTerminals.withLock { $0[icuLocale] = found }
        return found
    }

    /// UTF-16 for ICU, reused from string to string.
    private var utf16: [UInt16] = []

    public func analyze(_ string: String) -> AnalyzedText {
        // One pass over the scalars gives the scalars, the UTF-16 that ICU reads and each scalar's UTF-8 offset
        // (token texts are then slices of the string's own bytes).
        var scalars: [Unicode.Scalar] = []
        var utf8Offsets: [Int32] = []
        // The buffer is taken out of the property while it is filled: appends to a local need no copy-on-write
        // or exclusivity checks.
        var utf16 = self.utf16
        self.utf16 = []
        utf16.removeAll(keepingCapacity: true)
        let utf8Count = string.utf8.count
        scalars.reserveCapacity(utf8Count)
        utf8Offsets.reserveCapacity(utf8Count + 1)
        utf16.reserveCapacity(utf8Count)
        var mayEndSentence = false
        // Read once: a class's property read in the loops below was retained and released per scalar.
        let localSentenceTerminals = self.localSentenceTerminals
        let hasLocalTerminals = !localSentenceTerminals.isEmpty
        func mayEnd(_ scalar: Unicode.Scalar) -> Bool {
            scalar.flags.contains(.sentenceTerminal) || (hasLocalTerminals && localSentenceTerminals.contains(scalar))
        }
        let ascii = string.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return false }
            // ASCII (most copy): bytes are scalars and UTF-16 units, offsets count up; no decoding.
            for (index, byte) in bytes.enumerated() {
                let scalar = Unicode.Scalar(byte)
                scalars.append(scalar)
                utf8Offsets.append(Int32(index))
                utf16.append(UInt16(byte))
                if mayEnd(scalar) { mayEndSentence = true }
            }
            utf8Offsets.append(Int32(bytes.count))
            return true
        } ?? false
        if !ascii {
            var offset: Int32 = 0
            for scalar in string.unicodeScalars {
                scalars.append(scalar)
                if mayEnd(scalar) { mayEndSentence = true }
                utf8Offsets.append(offset)
                offset += Int32(UTF8.width(scalar))
                if scalar.value < 0x10000 {
                    utf16.append(UInt16(truncatingIfNeeded: scalar.value))
                } else {
                    utf16.append(contentsOf: UTF16.encode(scalar)!)
                }
            }
            utf8Offsets.append(offset)
        }
        let scalarIndex = Self.scalarIndexMap(scalars: scalars, utf16Count: utf16.count)

        var wordBoundaries: [Int] = []
        var sentenceBoundaries: [Int] = []
        utf16.withUnsafeBufferPointer { buffer in
            wordBoundaries = wordIterator?.boundaries(in: buffer) ?? [0, buffer.count]
            // Without a character that can end a sentence (most labels), ICU's rules can only find the string's
            // two ends: the sentence walk is skipped. `SentenceShortcutTests` holds this to ICU's own answers.
            if mayEndSentence {
                sentenceBoundaries = sentenceIterator?.boundaries(in: buffer) ?? [0, buffer.count]
            } else {
                sentenceBoundaries = buffer.isEmpty ? [0] : [0, buffer.count]
            }
        }
        self.utf16 = utf16
        if let scalarIndex {
            wordBoundaries = wordBoundaries.map { scalarIndex[$0] }
            sentenceBoundaries = sentenceBoundaries.map { scalarIndex[$0] }
        }

        var text = string
        let opaque = OpaqueSpans.find(in: scalars)
        // Buffers, not arrays: slicing an array for each token retained and released its storage.
        let tokens = text.withUTF8 { utf8 in
            scalars.withUnsafeBufferPointer { scalars in
                utf8Offsets.withUnsafeBufferPointer { utf8Offsets in
                    Self.tokens(scalars: scalars, utf8: utf8, utf8Offsets: utf8Offsets, wordBoundaries: wordBoundaries, opaque: opaque)
                }
            }
        }
        // An index loop: zip and map over the array and its slice retained and released them per element.
        var sentences: [Range<Int>] = []
        if sentenceBoundaries.count > 1 {
            sentences.reserveCapacity(sentenceBoundaries.count - 1)
            for index in 1..<sentenceBoundaries.count { sentences.append(sentenceBoundaries[index - 1]..<sentenceBoundaries[index]) }
        }
        return AnalyzedText(string: string, locale: locale, scalars: scalars, utf8Offsets: utf8Offsets, tokens: tokens, sentences: sentences)
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
    private static func tokens(scalars: UnsafeBufferPointer<Unicode.Scalar>, utf8: UnsafeBufferPointer<UInt8>, utf8Offsets: UnsafeBufferPointer<Int32>,
                               wordBoundaries: [Int], opaque: [(range: Range<Int>, kind: TokenKind)]) -> [Token] {
        // Buffers and a local, not the arrays and the static: each access to those retained and released them.
        wordBoundaries.withUnsafeBufferPointer { wordBoundaries in
            opaque.withUnsafeBufferPointer { opaque in
                tokens(scalars: scalars, utf8: utf8, utf8Offsets: utf8Offsets, wordBoundaries: wordBoundaries, opaque: opaque, asciiCharacters: Self.asciiCharacters)
            }
        }
    }

    private static func tokens(scalars: UnsafeBufferPointer<Unicode.Scalar>, utf8: UnsafeBufferPointer<UInt8>, utf8Offsets: UnsafeBufferPointer<Int32>,
                               wordBoundaries: UnsafeBufferPointer<Int>, opaque: UnsafeBufferPointer<(range: Range<Int>, kind: TokenKind)>,
                               asciiCharacters: [String]) -> [Token] {
        var tokens: [Token] = []
        tokens.reserveCapacity(wordBoundaries.count + opaque.count)
        func makeToken(_ kind: TokenKind, _ range: Range<Int>) -> Token {
            let shape = kind == .word ? CaseShape(of: scalars[range]) : .uncased
            let key = WordKey.key(scalars[range])
            let bytes = UnsafeBufferPointer(rebasing: utf8[Int(utf8Offsets[range.lowerBound])..<Int(utf8Offsets[range.upperBound])])
            // Half the tokens are one ASCII character (a space, a comma): their texts are made once per process.
            let text = bytes.count == 1 && bytes[0] < 0x80 ? asciiCharacters[Int(bytes[0])] : String(decoding: bytes, as: UTF8.self)
            return Token(kind: kind, range: range, text: text, shape: shape, key: key)
        }
        var opaqueIndex = 0
        var start = 0
        var boundaryIndex = 1
        while start < scalars.count {
            if opaqueIndex < opaque.count, opaque[opaqueIndex].range.lowerBound == start {
                let span = opaque[opaqueIndex]
                tokens.append(makeToken(span.kind, span.range))
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
            tokens.append(makeToken(classify(scalars[start..<end]), start..<end))
            start = end
        }
        return tokens
    }

    /// The 128 one-character ASCII strings.
    private static let asciiCharacters: [String] = (0..<128).map { String(Unicode.Scalar(UInt8($0))) }

    private static func classify(_ segment: Slice<UnsafeBufferPointer<Unicode.Scalar>>) -> TokenKind {
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
            let flags = scalar.flags
            if flags.contains(.alphabetic) { return .word }
            if flags.contains(.numeric) { sawDigit = true }
            if !flags.contains(.whitespace) { allSpace = false }
        }
        if sawDigit { return .number }
        return allSpace ? .space : .punctuation
    }
}
