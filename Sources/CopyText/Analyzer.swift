import CopyLowLevel
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
        let localSentenceTerminals = sentenceIterator.map { Self.tailoredSentenceTerminals($0, icuLocale: icuLocale) } ?? []
        self.localSentenceTerminals = localSentenceTerminals
        asciiClasses = Self.asciiClasses { $0.flags.contains(.sentenceTerminal) || localSentenceTerminals.contains($0) }
    }

    /// Punctuation that ends a sentence in this locale's tailored rules only (Greek ";"), found by asking the
    /// locale's own iterator about every punctuation character of the blocks where tailorings put them.
    private let localSentenceTerminals: Set<Unicode.Scalar>

    /// Found once per ICU locale and process: every thread's checker opens an analyser per locale.
    private static let tailoredTerminals = Mutex<[String: Set<Unicode.Scalar>]>([:])

    private static func tailoredSentenceTerminals(_ iterator: BreakIterator, icuLocale: String) -> Set<Unicode.Scalar> {
        if let known = tailoredTerminals.withLock({ $0[icuLocale] }) { return known }
        let found = probeSentenceTerminals(iterator)
        tailoredTerminals.withLock { $0[icuLocale] = found }
        return found
    }

    /// The blocks where tailorings put sentence terminals.
    static let sentenceTerminalBlocks: [Unicode.Scalar] = [0x21...0x7E, 0x0370...0x03FF, 0x2000...0x206F, 0x3000...0x303F, 0xFF00...0xFF65]
        .joined().compactMap { Unicode.Scalar($0) }

    /// The punctuation and symbols of those blocks, less what ends a sentence everywhere. (Their letters, digits,
    /// marks and spaces, two thirds of the blocks, end a sentence in no locale: `SentenceTerminalProbeTests` walks
    /// them too. Probing them was most of opening an analyser for a locale.)
    static let sentenceTerminalCandidates: [Unicode.Scalar] = sentenceTerminalBlocks.filter {
        !$0.flags.contains(.sentenceTerminal) && isPunctuationOrSymbol($0)
    }

    private static func isPunctuationOrSymbol(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation, .finalPunctuation,
             .otherPunctuation, .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol:
            return true
        default:
            return false
        }
    }

    /// The candidates after which the iterator ends a sentence in `Word<c> Next`. All candidates are walked as one
    /// text, `Word<c> Next Word<c> Next …`: a sentence ends only after a terminal or separator, so each frame
    /// breaks inside exactly when it would alone (`SentenceTerminalProbeTests` checks this against one walk per candidate).
    /// One walk instead of 500 was a percent of a project's lint, paid per locale.
    static func probeSentenceTerminals(_ iterator: BreakIterator) -> Set<Unicode.Scalar> {
        var utf16: [UInt16] = []
        var frameStarts: [Int] = []
        for scalar in sentenceTerminalCandidates {
            frameStarts.append(utf16.count)
            utf16 += "Word".utf16
            utf16 += String(scalar).utf16
            utf16 += " Next ".utf16
        }
        frameStarts.append(utf16.count)
        var found: Set<Unicode.Scalar> = []
        var frame = 0
        for boundary in utf16.withUnsafeBufferPointer({ iterator.boundaries(in: $0) }) {
            while frameStarts[frame + 1] <= boundary, frame + 1 < frameStarts.count - 1 { frame += 1 }
            if boundary > frameStarts[frame], boundary < frameStarts[frame + 1] { found.insert(sentenceTerminalCandidates[frame]) }
        }
        return found
    }

    /// Scratch arrays reused from string to string (an analyser is used by one thread): the UTF-16 that ICU reads
    /// and ICU's word and sentence boundaries. The iterators keep a pointer to `utf16`'s storage between strings,
    /// so they are made to drop it before that storage is replaced or freed.
    private var utf16: [UInt16] = []
    private var wordBoundaries: [Int] = []
    private var sentenceBoundaries: [Int] = []

    /// The arrays of a text this analyser made that its last holder gave back (`recycle`), emptied with their
    /// storage kept: the next text's scalars, UTF-8 offsets and tokens are written into them. Made and freed for
    /// every string, they were three allocations and frees of a string's analysis.
    private var spareScalars: [Unicode.Scalar] = []
    private var spareOffsets: [Int32] = []
    private var spareTokens: [Token] = []
    /// The most elements a spare array keeps room for: a long string's arrays are freed, not kept by every
    /// analyser (a project's lint has one per locale and worker, and arrays kept at their largest add up).
    private static let spareCapacity = 256

    /// Takes back the storage of `text`'s arrays for the next text, when `text` holds the only reference to it
    /// (else it is only let go), and sets it to nil. On this analyser's thread. (An array someone else still
    /// shares would be copied when first written, as any array.)
    public func recycle(_ text: inout AnalyzedText?) {
        guard isKnownUniquelyReferenced(&text), let unique = text else {
            text = nil
            return
        }
        var scalars = unique.scalars
        var offsets = unique.utf8Offsets
        // (Moved out, not copied: a variable of the text's own.)
        var tokens = unique.segmentedTokens.take() ?? []
        // The text freed first: its arrays are then this function's alone, and emptied in place.
        _ = consume unique
        text = nil
        scalars.removeAll(keepingCapacity: true)
        offsets.removeAll(keepingCapacity: true)
        tokens.removeAll(keepingCapacity: true)
        if scalars.capacity <= Self.spareCapacity { swap(&scalars, &spareScalars) }
        if offsets.capacity <= Self.spareCapacity { swap(&offsets, &spareOffsets) }
        if tokens.capacity <= Self.spareCapacity { swap(&tokens, &spareTokens) }
    }

    /// What an ASCII character tells the analyser, one byte per character, built once per analyser (whether a
    /// character may end a sentence depends on the locale).
    private let asciiClasses: [UInt8]
    private static let mayEndSentence: UInt8 = 1
    /// "%", "{", "@", ":", "<", "&", "`", "(" and digits: every opaque span starts at "%", "{" or "@" (placeholders,
    /// e-mail), at "<", "&", "`" or "(" or after a number (markup and units, `MarkupSpans`), or is a URL whose
    /// scheme has ":", or starts "www." (`OpaqueSpans.find`; schemes match ASCII only, either case).
    private static let opaqueMark: UInt8 = 2
    private static let dot: UInt8 = 4
    private static let letterW: UInt8 = 8
    /// CR, the one ASCII character that joins a neighbour into one Character (CRLF).
    private static let carriageReturn: UInt8 = 16

    private static func asciiClasses(mayEnd: (Unicode.Scalar) -> Bool) -> [UInt8] {
        (0..<128).map { (byte: UInt8) -> UInt8 in
            let scalar = Unicode.Scalar(byte)
            var classes: UInt8 = mayEnd(scalar) ? mayEndSentence : 0
            switch scalar {
            case "%", "{", "@", ":", "<", "&", "`", "(", "0"..."9": classes |= opaqueMark
            case ".": classes |= dot
            case "w", "W": classes |= letterW
            case "\r": classes |= carriageReturn
            default: break
            }
            return classes
        }
    }

    deinit {
        dropIteratorTexts()
        decodedScalars.deallocate()
        decodedOffsets.deallocate()
    }

    /// Where a string's scalars and UTF-8 offsets are decoded before they are copied into its text's arrays (one
    /// copy of each, sized to the string): written in place into arrays, they were first filled with zeros for
    /// the string's length and then cut to the scalars found, a visible part of title-casing. Grown
    /// (doubling) as longer strings come.
    private var decodedScalars = UnsafeMutableBufferPointer<Unicode.Scalar>.allocate(capacity: 256)
    private var decodedOffsets = UnsafeMutableBufferPointer<Int32>.allocate(capacity: 257)

    /// Room in the decoding buffers for a string of `utf8Count` bytes (at most as many scalars, and one offset more).
    private func makeDecodingRoom(for utf8Count: Int) {
        guard decodedScalars.count < utf8Count + 1 else { return }
        let capacity = Swift.max(utf8Count + 1, 2 * decodedScalars.count)
        decodedScalars.deallocate()
        decodedOffsets.deallocate()
        decodedScalars = .allocate(capacity: capacity)
        decodedOffsets = .allocate(capacity: capacity + 1)
    }

    /// ICU may keep a pointer to a text only while the text lives (`ubrk_setText`).
    private func dropIteratorTexts() {
        wordIterator?.dropText()
        sentenceIterator?.dropText()
    }

    /// The string analysed, tokens and sentences included.
    public func analyze(_ string: String) -> AnalyzedText {
        let text = analyzeSegmentingLater(string)
        text.segmentNow()
        return text
    }

    /// The string's scalars, with its tokens and sentences made when first read (see `AnalyzedText`), by this
    /// analyser: read it on this analyser's thread. A string no rule segments costs no ICU walk.
    public func analyzeSegmentingLater(_ string: String) -> AnalyzedText {
        // The scratch array is taken out of its property while it is used: a local needs no copy-on-write or
        // exclusivity checks. Swapped out and back, not copied: a copy was a retain and release of its storage
        // (atomic, and a visible part of title-casing's time).
        var utf16: [UInt16] = []
        swap(&utf16, &self.utf16)
        defer { swap(&utf16, &self.utf16) }
        // One pass over the scalars gives the scalars, the UTF-16 that ICU reads and each scalar's UTF-8 offset
        // (token texts are then slices of the string's own bytes). They are written through pointers into the
        // decoding buffers (`decodedScalars`), then copied into arrays of their size: appends checked uniqueness and
        // capacity three times per scalar. A scalar has at least one UTF-8 byte and no more UTF-16 units than UTF-8
        // bytes, so the UTF-8 count bounds all three.
        // The UTF-16 stays in the scratch array: a text segmented before the next string is decoded (most that
        // are segmented) is not encoded again.
        let utf8Count = string.utf8.count
        // ASCII (most copy): bytes are scalars and UTF-16 units, and a scalar's UTF-8 offset is its index, so no
        // offsets are stored (`AnalyzedText` reads an empty offset table as the identity).
        let isASCII = string.utf8.withContiguousStorageIfAvailable { $0.allSatisfy { $0 < 0x80 } } ?? false
        makeDecodingRoom(for: utf8Count)
        makeRoom(in: &utf16, for: utf8Count)
        var scalarCount = 0
        var utf16Count = 0
        // The classes of the string's ASCII characters, or-ed.
        var marks: UInt8 = 0
        var mayEndSentence = false
        var joining = false
        // Read once: a class's property read in the loop was retained and released per scalar, and each read of
        // the flags table was a call to swift_once.
        let localSentenceTerminals = self.localSentenceTerminals
        let hasLocalTerminals = !localSentenceTerminals.isEmpty
        let flagsTable = ScalarFlags.table
        let scalarBuffer = decodedScalars, offsetBuffer = decodedOffsets
        asciiClasses.withUnsafeBufferPointer { classes in
            utf16.withUnsafeMutableBufferPointer { utf16Buffer in
                if isASCII {
                    string.utf8.withContiguousStorageIfAvailable { bytes in
                        for (index, byte) in bytes.enumerated() {
                            scalarBuffer[index] = Unicode.Scalar(byte)
                            utf16Buffer[index] = UInt16(byte)
                            marks |= classes[Int(byte)]
                        }
                        scalarCount = bytes.count
                        utf16Count = bytes.count
                    }
                    return
                }
                // A native string's bytes, decoded in place (a bridged one's made native first).
                var native = string
                native.makeContiguousUTF8()
                let decoded = native.utf8.withContiguousStorageIfAvailable { bytes in
                    Self.decode(bytes, into: scalarBuffer, offsets: offsetBuffer, utf16: utf16Buffer, classes: classes,
                                flagsTable: flagsTable, localTerminals: hasLocalTerminals ? localSentenceTerminals : nil)
                }!
                (scalarCount, utf16Count, marks, joining, mayEndSentence) = decoded
            }
        }
        if marks & Self.mayEndSentence != 0 { mayEndSentence = true }
        if marks & Self.carriageReturn != 0 { joining = true }
        // Copied into the spare arrays (a recycled text's storage, emptied), or new ones.
        var scalars: [Unicode.Scalar] = []
        var utf8Offsets: [Int32] = []
        swap(&scalars, &spareScalars)
        scalars.append(contentsOf: UnsafeBufferPointer(rebasing: scalarBuffer[..<scalarCount]))
        if !isASCII {
            swap(&utf8Offsets, &spareOffsets)
            utf8Offsets.append(contentsOf: UnsafeBufferPointer(rebasing: offsetBuffer[...scalarCount]))
        }

        scratchGeneration &+= 1
        // Spans need one of a few ASCII characters: most strings have none and are not searched.
        let mayHaveSpans = marks & Self.opaqueMark != 0 || marks & (Self.dot | Self.letterW) == Self.dot | Self.letterW
        let pending = PendingSegments(analyzer: self, generation: scratchGeneration, utf16Count: utf16Count, mayEndSentence: mayEndSentence, mayHaveSpans: mayHaveSpans)
        return AnalyzedText(string: string, locale: locale, scalars: consume scalars, utf8Offsets: consume utf8Offsets, hasJoiningScalars: joining, pending: pending)
    }

    /// What segmenting a text later needs from the reading of its scalars.
    struct PendingSegments {
        let analyzer: Analyzer
        /// `scratchGeneration` after the text was decoded: while it is still the generation, the scratch UTF-16 is
        /// the text's (decoding another string, or encoding an older text again, moves the generation on).
        var generation: Int
        let utf16Count: Int
        let mayEndSentence: Bool
        let mayHaveSpans: Bool
    }

    /// The scratch UTF-16's generation: strings decoded, and texts encoded again into it, so far (see
    /// `PendingSegments.generation`).
    private var scratchGeneration = 0

    /// Calls `body` with the text's UTF-16 in the scratch space, encoding it again from the scalars when another
    /// string was decoded since (`pending.generation`, then moved on with the scratch space's: the text's other
    /// walk, if it comes next, finds it there).
    private func withUTF16<Result>(of scalars: [Unicode.Scalar], _ pending: inout PendingSegments, _ body: (UnsafeBufferPointer<UInt16>) -> Result) -> Result {
        var utf16: [UInt16] = []
        swap(&utf16, &self.utf16)
        defer { swap(&utf16, &self.utf16) }
        if pending.generation != scratchGeneration {
            // It replaces the last decoded text's in the scratch space, so that text's generation is passed too
            // (else it would be segmented from this one's).
            scratchGeneration &+= 1
            pending.generation = scratchGeneration
            makeRoom(in: &utf16, for: pending.utf16Count)
            utf16.withUnsafeMutableBufferPointer { buffer in
                var index = 0
                for scalar in scalars { index = Self.write(scalar, asUTF16Into: buffer, at: index) }
            }
        }
        return utf16.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[..<pending.utf16Count])) }
    }

    /// ICU's boundaries in UTF-16 offsets made scalar offsets, for a text with astral characters.
    private static func toScalarOffsets(_ boundaries: inout [Int], scalars: [Unicode.Scalar], utf16Count: Int) {
        guard utf16Count != scalars.count else { return }
        let scalarIndex = scalarIndexMap(scalars: scalars, utf16Count: utf16Count)
        for index in boundaries.indices { boundaries[index] = scalarIndex[boundaries[index]] }
    }

    /// A text's tokens: ICU's word boundaries over its UTF-16, and its opaque spans. Made apart from its sentences
    /// (`sentences(scalars:_:)`): a rule that reads only tokens (title style) costs no sentence walk.
    /// (The text's arrays are passed, borrowed: read from the text here, each was retained and released.)
    func tokens(scalars: [Unicode.Scalar], utf8Offsets: [Int32], _ pending: inout PendingSegments) -> [Token] {
        var wordBoundaries: [Int] = []
        swap(&wordBoundaries, &self.wordBoundaries)
        defer { swap(&wordBoundaries, &self.wordBoundaries) }
        if let wordIterator {
            withUTF16(of: scalars, &pending) { wordIterator.boundaries(in: $0, into: &wordBoundaries) }
            Self.toScalarOffsets(&wordBoundaries, scalars: scalars, utf16Count: pending.utf16Count)
        } else {
            wordBoundaries.removeAll(keepingCapacity: true)
            wordBoundaries.append(0)
            wordBoundaries.append(scalars.count)
        }
        let opaque = pending.mayHaveSpans ? OpaqueSpans.find(in: scalars) : []
        // Buffers, not arrays: slicing an array for each token retained and released its storage.
        var tokens: [Token] = []
        swap(&tokens, &spareTokens)
        scalars.withUnsafeBufferPointer { scalars in
            utf8Offsets.withUnsafeBufferPointer { utf8Offsets in
                wordBoundaries.withUnsafeBufferPointer { wordBoundaries in
                    opaque.withUnsafeBufferPointer { opaque in
                        Self.tokens(scalars: scalars, utf8Offsets: utf8Offsets.isEmpty ? nil : utf8Offsets, wordBoundaries: wordBoundaries, opaque: opaque,
                                    into: &tokens)
                    }
                }
            }
        }
        return tokens
    }

    /// A text's sentences: ICU's sentence boundaries over its UTF-16.
    func sentences(scalars: [Unicode.Scalar], _ pending: inout PendingSegments) -> [Range<Int>] {
        let scalarCount = scalars.count
        // Without a character that can end a sentence (most labels), or with such characters only in a final
        // run of full stops ("Delete this photo?"), ICU's rules can only find the string's two ends: the
        // sentence walk is skipped. `SentenceShortcutTests` holds this to ICU's own answers.
        guard pending.mayEndSentence, let sentenceIterator,
              !SentenceEnds.onlyAtTheEnd(scalars, localTerminals: localSentenceTerminals, flags: ScalarFlags.table) else {
            return wholeText(scalarCount)
        }
        var sentenceBoundaries: [Int] = []
        swap(&sentenceBoundaries, &self.sentenceBoundaries)
        defer { swap(&sentenceBoundaries, &self.sentenceBoundaries) }
        withUTF16(of: scalars, &pending) { sentenceIterator.boundaries(in: $0, into: &sentenceBoundaries) }
        Self.toScalarOffsets(&sentenceBoundaries, scalars: scalars, utf16Count: pending.utf16Count)
        if sentenceBoundaries.count <= 2 { return wholeText(sentenceBoundaries.last ?? 0) }
        // An index loop: zip and map over the array and its slice retained and released them per element.
        var sentences: [Range<Int>] = []
        sentences.reserveCapacity(sentenceBoundaries.count - 1)
        for index in 1..<sentenceBoundaries.count { sentences.append(sentenceBoundaries[index - 1]..<sentenceBoundaries[index]) }
        return sentences
    }

    /// The sentences of a text that is one sentence of `count` scalars: none for an empty text.
    private func wholeText(_ count: Int) -> [Range<Int>] {
        count == 0 ? [] : count < Self.sharedSentenceLimit ? oneSentence(upTo: count) : [0..<count]
    }

    /// Grows the scratch UTF-16 to hold at least `count` units (doubling), the iterators told to drop their
    /// pointer into it first: growing moves its storage.
    private func makeRoom(in utf16: inout [UInt16], for count: Int) {
        guard utf16.count < count else { return }
        dropIteratorTexts()
        utf16.append(contentsOf: repeatElement(0, count: Swift.max(count, 2 * utf16.count) - utf16.count))
    }

    /// Writes a scalar's UTF-16 at `index`; the index after it.
    @inline(__always)
    private static func write(_ scalar: Unicode.Scalar, asUTF16Into utf16: UnsafeMutableBufferPointer<UInt16>, at index: Int) -> Int {
        if scalar.value < 0x10000 {
            utf16[index] = UInt16(truncatingIfNeeded: scalar.value)
            return index &+ 1
        }
        utf16[index] = UTF16.leadSurrogate(scalar)
        utf16[index &+ 1] = UTF16.trailSurrogate(scalar)
        return index &+ 2
    }

    /// What `decode` found: the counts written and the classes of the text's characters.
    private typealias Decoded = (scalars: Int, utf16: Int, marks: UInt8, joining: Bool, mayEndSentence: Bool)

    /// Decodes non-ASCII text's UTF-8, which is well-formed (a native string's): writes each scalar, its UTF-8
    /// offset (and the text's length after the last) and its UTF-16, and notes the ASCII characters' classes, and
    /// whether a scalar can join its neighbour or end a sentence. A static function over buffers: iterating the
    /// string's `unicodeScalars` asked at every scalar how the string is stored (most of the analyser's own
    /// time), and a closure that wrote the analyser's locals paid an
    /// exclusivity check per write. (Not inlined: inside `analyze` its loop kept its counters on the stack.)
    @inline(never)
    private static func decode(_ bytes: UnsafeBufferPointer<UInt8>, into scalars: UnsafeMutableBufferPointer<Unicode.Scalar>,
                               offsets: UnsafeMutableBufferPointer<Int32>, utf16: UnsafeMutableBufferPointer<UInt16>, classes: UnsafeBufferPointer<UInt8>,
                               flagsTable: ScalarFlagsTable, localTerminals: Set<Unicode.Scalar>?) -> Decoded {
        var scalarCount = 0, utf16Count = 0, marks: UInt8 = 0, joining = false, mayEndSentence = false
        var offset = 0
        while offset < bytes.count {
            let lead = UInt32(bytes[offset])
            offsets[scalarCount] = Int32(truncatingIfNeeded: offset)
            if lead < 0x80 {
                scalars[scalarCount] = Unicode.Scalar(UInt8(truncatingIfNeeded: lead))
                utf16[utf16Count] = UInt16(truncatingIfNeeded: lead)
                marks |= classes[Int(lead)]
                scalarCount &+= 1
                utf16Count &+= 1
                offset &+= 1
                continue
            }
            let (value, length) = UTF8Sequence.multiByte(lead: lead, at: offset, in: bytes)
            offset &+= length
            let scalar = Unicode.Scalar(value)!
            scalars[scalarCount] = scalar
            scalarCount &+= 1
            let flags = flagsTable[scalar]
            if flags.contains(.graphemeJoining) { joining = true }
            if flags.contains(.sentenceTerminal) || localTerminals?.contains(scalar) == true { mayEndSentence = true }
            utf16Count = write(scalar, asUTF16Into: utf16, at: utf16Count)
        }
        offsets[scalarCount] = Int32(truncatingIfNeeded: bytes.count)
        return (scalarCount, utf16Count, marks, joining, mayEndSentence)
    }

    /// The sentences of a string that is one sentence of `count` scalars, made once per length: most strings are
    /// one sentence, and an array made and freed for each was a large share of the analysis's own allocations.
    /// (`@exclusivity(unchecked)`: one thread uses an analyser.)
    @exclusivity(unchecked) private var oneSentenceArrays: [[Range<Int>]] = []
    private static let sharedSentenceLimit = 256

    private func oneSentence(upTo count: Int) -> [Range<Int>] {
        if oneSentenceArrays.isEmpty { oneSentenceArrays = Array(repeating: [], count: Self.sharedSentenceLimit) }
        if oneSentenceArrays[count].isEmpty { oneSentenceArrays[count] = [0..<count] }
        return oneSentenceArrays[count]
    }

    /// Maps UTF-16 offsets to scalar offsets (for strings with astral characters).
    private static func scalarIndexMap(scalars: [Unicode.Scalar], utf16Count: Int) -> [Int] {
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
    /// Buffers and a local, not arrays and the static: each access to those retained and released them.
    /// `utf8Offsets`: nil for ASCII text, whose scalar offsets are its UTF-8 offsets.
    /// `tokens`: empty (a recycled array's storage, or none), written in order.
    private static func tokens(scalars: UnsafeBufferPointer<Unicode.Scalar>, utf8Offsets: UnsafeBufferPointer<Int32>?,
                               wordBoundaries: UnsafeBufferPointer<Int>, opaque: UnsafeBufferPointer<(range: Range<Int>, kind: TokenKind)>,
                               into tokens: inout [Token]) {
        tokens.reserveCapacity(wordBoundaries.count + opaque.count)
        func makeToken(_ opaqueKind: TokenKind?, _ range: Range<Int>) -> Token {
            let kind: TokenKind
            let shape: CaseShape
            let key: UInt64
            if let ascii = asciiSegment(scalars, range) {
                kind = opaqueKind ?? ascii.kind
                shape = kind == .word ? ascii.shape : .uncased
                key = ascii.key
            } else {
                let other = otherSegment(scalars[range])
                kind = opaqueKind ?? other.kind
                shape = kind == .word ? other.shape : .uncased
                key = other.key
            }
            let bytes = utf8Offsets.map { Int32($0[range.lowerBound])..<Int32($0[range.upperBound]) } ?? Int32(range.lowerBound)..<Int32(range.upperBound)
            return Token(kind: kind, range: range, utf8: bytes, first: scalars[range.lowerBound], shape: shape, key: key)
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
            tokens.append(makeToken(nil, start..<end))
            start = end
        }
    }

    /// The kind, `CaseShape(of:)` and `WordKey.key` of an all-ASCII segment (nearly every token) in one pass
    /// without property lookups, with their answers; nil when the segment has another scalar.
    @inline(__always)
    private static func asciiSegment(_ scalars: UnsafeBufferPointer<Unicode.Scalar>, _ range: Range<Int>) -> (kind: TokenKind, shape: CaseShape, key: UInt64)? {
        var key = WordKey.seed
        var keyOpen = true
        var sawDigit = false
        var allSpace = true
        var cased = 0
        var firstUpper = false
        var upperAfterFirst = 0
        var lowerCount = 0
        for index in range {
            let value = scalars[index].value
            guard value < 0x80 else { return nil }
            switch value {
            case 0x41...0x5A: // A-Z: the key reads it lowercased
                if cased == 0 { firstUpper = true } else { upperAfterFirst += 1 }
                cased += 1
                if keyOpen { key = WordKey.mix(key, value + 0x20) }
            case 0x61...0x7A: // a-z
                lowerCount += 1
                cased += 1
                if keyOpen { key = WordKey.mix(key, value) }
            case 0x30...0x39: // 0-9
                sawDigit = true
                allSpace = false
                if keyOpen { key = WordKey.mix(key, value) }
            case 0x20, 0x09...0x0D: // the ASCII spaces a space token is made of
                keyOpen = false
            default:
                allSpace = false
                keyOpen = false
            }
        }
        let kind: TokenKind = cased > 0 ? .word : sawDigit ? .number : allSpace ? .space : .punctuation
        return (kind, CaseShape(cased: cased, firstUpper: firstUpper, upperAfterFirst: upperAfterFirst, lowerCount: lowerCount), key)
    }

    /// The same of a segment with a scalar outside ASCII: each scalar's flags read once, for the kind (a letter
    /// of any script makes a word; else a digit a number; else spaces alone a space), the case shape and the
    /// key (`CaseShape(of:)` and `WordKey.key`, which `AnalyzerShortcutTests` hold this to). Three passes read
    /// the flags three times, and the key a fourth for a folded capital.
    private static func otherSegment(_ segment: Slice<UnsafeBufferPointer<Unicode.Scalar>>) -> (kind: TokenKind, shape: CaseShape, key: UInt64) {
        var hasLetter = false, sawDigit = false, allSpace = true
        var cased = 0, firstUpper = false, upperAfterFirst = 0, lowerCount = 0
        var key = WordKey.seed, keyOpen = true
        // Read once: each read of the static is a call to swift_once.
        let table = ScalarFlags.table
        for scalar in segment {
            var isCased = false, isUpper = false, isLower = false
            let isWordScalar: Bool
            let folded: Unicode.Scalar
            if scalar.isASCII {
                let value = scalar.value
                isUpper = value >= 0x41 && value <= 0x5A
                isLower = value >= 0x61 && value <= 0x7A
                let isDigit = value >= 0x30 && value <= 0x39
                if isUpper || isLower { hasLetter = true }
                if isDigit { sawDigit = true }
                // (The ASCII spaces a space token is made of: space, tab, LF, VT, FF, CR.)
                if !(value == 0x20 || (value >= 0x09 && value <= 0x0D)) { allSpace = false }
                isCased = isUpper || isLower
                isWordScalar = isCased || isDigit
                folded = isUpper ? Unicode.Scalar(UInt8(value + 0x20)) : scalar
            } else {
                let flags = table[scalar]
                if flags.contains(.alphabetic) { hasLetter = true }
                if flags.contains(.numeric) { sawDigit = true }
                if !flags.contains(.whitespace) { allSpace = false }
                isCased = flags.contains(.cased)
                if isCased {
                    isUpper = flags.contains(.uppercase) || flags.contains(.titlecaseLetter)
                    isLower = flags.contains(.lowercase)
                }
                folded = WordKey.fold(other: scalar, flags: flags)
                isWordScalar = folded == scalar ? flags.contains(.alphabetic) || flags.contains(.numeric) : WordKey.isWordScalar(folded, flags: table)
            }
            if isCased {
                if cased == 0 { firstUpper = isUpper } else if isUpper { upperAfterFirst += 1 }
                if isLower { lowerCount += 1 }
                cased += 1
            }
            if keyOpen {
                if isWordScalar { key = WordKey.mix(key, folded.value) } else { keyOpen = false }
            }
        }
        let kind: TokenKind = hasLetter ? .word : sawDigit ? .number : allSpace ? .space : .punctuation
        return (kind, CaseShape(cased: cased, firstUpper: firstUpper, upperAfterFirst: upperAfterFirst, lowerCount: lowerCount), key)
    }
}
