import CopyText

/// Finds dictionary phrases ("Mac mini", "click on", "you failed", "Wi-Fi") in analysed text, case-insensitively,
/// at word starts and ending at a word boundary; the longest phrase wins.
public struct PhraseIndex<Payload: Sendable>: Sendable {
    public struct Match: Sendable {
        /// The scalars of the string the phrase covers.
        public let range: Range<Int>
        /// The phrase as the dictionary spells it.
        public let spelling: [Unicode.Scalar]
        public let payload: Payload
    }

    private struct Entry: Sendable {
        let folded: [Unicode.Scalar]
        let spelling: [Unicode.Scalar]
        let payload: Payload
    }

    /// a hash of the first word (folded) → entries starting with such a word, longest first
    private let entries: [UInt64: [Entry]]
    /// 1,024 bits, one set for each key's low bits: most words are ruled out before the dictionary is asked.
    private let filter: [UInt64]

    public init(_ phrases: [(String, Payload)]) {
        var entries: [UInt64: [Entry]] = [:]
        for (phrase, payload) in phrases {
            let spelling = Array(phrase.unicodeScalars)
            guard !spelling.isEmpty else { continue }
            let folded = spelling.map(Self.fold)
            entries[Self.leadingWordKey(folded), default: []].append(Entry(folded: folded, spelling: spelling, payload: payload))
        }
        self.entries = entries.mapValues { $0.sorted { $0.folded.count > $1.folded.count } }
        var filter = [UInt64](repeating: 0, count: 16)
        for key in entries.keys { filter[Int(key >> 6 & 15)] |= 1 << (key & 63) }
        self.filter = filter
    }

    public var isEmpty: Bool { entries.isEmpty }

    /// The longest phrase that starts at `token` (a word or number) of `text`.
    public func match(at token: Token, in text: AnalyzedText) -> Match? {
        guard !entries.isEmpty else { return nil }
        let scalars = text.scalars
        let start = token.range.lowerBound
        let key = Self.leadingWordKey(scalars[start..<token.range.upperBound].lazy.map(Self.fold))
        guard filter[Int(key >> 6 & 15)] & 1 << (key & 63) != 0, let candidates = entries[key] else { return nil }
        for entry in candidates where start + entry.folded.count <= scalars.count {
            var matches = true
            for (offset, scalar) in entry.folded.enumerated() where Self.fold(scalars[start + offset]) != scalar {
                matches = false
                break
            }
            guard matches else { continue }
            let end = start + entry.folded.count
            if end < scalars.count, Lexicon.isWordScalar(scalars[end]) || scalars[end].flags.contains(.graphemeExtend) { continue }
            return Match(range: start..<end, spelling: entry.spelling, payload: entry.payload)
        }
        return nil
    }

    /// Every phrase in `text`, left to right, none overlapping.
    public func matches(in text: AnalyzedText) -> [Match] {
        guard !entries.isEmpty else { return [] }
        var result: [Match] = []
        var end = 0
        for token in text.tokens where (token.isWord || token.kind == .number) && token.range.lowerBound >= end && !token.startsInsideCharacter {
            if token.range.lowerBound > 0, Lexicon.isWordScalar(text.scalars[token.range.lowerBound - 1]) { continue }
            if let match = match(at: token, in: text) {
                result.append(match)
                end = match.range.upperBound
            }
        }
        return result
    }

    /// A scalar lowercased without locale, with typographic apostrophes and no-break hyphens made plain.
    static func fold(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        switch scalar {
        case "’": return "'"
        case "\u{2011}", "\u{2010}": return "-"
        case "\u{00A0}": return " "
        default: break
        }
        if scalar.value >= 65 && scalar.value <= 90 { return Unicode.Scalar(scalar.value + 32)! }
        if scalar.isASCII || !scalar.flags.contains(.uppercase) { return scalar }
        let lower = scalar.properties.lowercaseMapping.unicodeScalars
        return lower.count == 1 ? lower.first! : scalar
    }

    /// An FNV-1a hash of the leading run of letters and digits: a key without building a string.
    private static func leadingWordKey<S: Sequence>(_ scalars: S) -> UInt64 where S.Element == Unicode.Scalar {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for scalar in scalars {
            guard Lexicon.isWordScalar(scalar) else { break }
            hash = (hash ^ UInt64(scalar.value)) &* 0x100_0000_01b3
        }
        return hash
    }
}
