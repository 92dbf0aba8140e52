import CopyLowLevel
import CopyText

/// Finds dictionary phrases ("Mac mini", "click on", "you failed", "Wi-Fi") in analysed text, case-insensitively,
/// at word starts and ending at a word boundary; the longest phrase wins.
public final class PhraseIndex<Payload: Sendable>: Sendable {
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

    /// a hash of the first word (folded) → entries starting with such a word, longest first. The key is a hash
    /// already, so the table indexes by its bits (open addressing) instead of hashing it again.
    private let keys: [UInt64]
    private let buckets: [[Entry]]
    private let mask: Int
    /// 1,024 bits, one set for each key's low bits: most words are ruled out before the table is asked.
    private let filter: [UInt64]

    public init(_ phrases: [(String, Payload)]) {
        var entries: [UInt64: [Entry]] = [:]
        for (phrase, payload) in phrases {
            let spelling = Array(phrase.unicodeScalars)
            guard !spelling.isEmpty else { continue }
            let folded = spelling.map(WordKey.fold)
            entries[WordKey.key(folded), default: []].append(Entry(folded: folded, spelling: spelling, payload: payload))
        }
        var capacity = 1
        while capacity < entries.count * 2 { capacity <<= 1 }
        var keys = [UInt64](repeating: 0, count: capacity)
        var buckets = [[Entry]](repeating: [], count: capacity)
        for (key, list) in entries {
            var slot = Int(truncatingIfNeeded: key >> 10) & (capacity - 1)
            while !buckets[slot].isEmpty { slot = (slot + 1) & (capacity - 1) }
            keys[slot] = key
            buckets[slot] = list.sorted { $0.folded.count > $1.folded.count }
        }
        self.keys = keys
        self.buckets = buckets
        mask = entries.isEmpty ? -1 : capacity - 1
        var filter = [UInt64](repeating: 0, count: 16)
        for key in entries.keys { filter[Int(key >> 6 & 15)] |= 1 << (key & 63) }
        self.filter = filter
    }

    /// The entries whose first word has the key (none: empty).
    private func candidates(_ key: UInt64) -> [Entry] {
        var slot = Int(truncatingIfNeeded: key >> 10) & mask
        while !buckets[slot].isEmpty {
            if keys[slot] == key { return buckets[slot] }
            slot = (slot + 1) & mask
        }
        return []
    }

    public var isEmpty: Bool { mask < 0 }

    /// The longest phrase that starts at `token` (a word or number) of `text`.
    public func match(at token: Token, in text: AnalyzedText) -> Match? {
        match(start: token.range.lowerBound, key: token.key, in: text)
    }

    /// The longest phrase that starts at scalar `start`, where a word or number token with the analyser's key
    /// `key` starts (the key of the phrase's first word). Takes the token's fields, so loops need not copy tokens.
    func match(start: Int, key: UInt64, in text: AnalyzedText) -> Match? {
        guard mask >= 0 else { return nil }
        guard filter[Int(key >> 6 & 15)] & 1 << (key & 63) != 0 else { return nil }
        let scalars = text.scalars
        let candidates = candidates(key)
        for entry in candidates where start + entry.folded.count <= scalars.count {
            var matches = true
            for (offset, scalar) in entry.folded.enumerated() where WordKey.fold(scalars[start + offset]) != scalar {
                matches = false
                break
            }
            guard matches else { continue }
            let end = start + entry.folded.count
            if end < scalars.count, WordKey.isWordScalar(scalars[end]) || scalars[end].flags.contains(.graphemeExtend) { continue }
            return Match(range: start..<end, spelling: entry.spelling, payload: entry.payload)
        }
        return nil
    }

    /// Every phrase in `text`, left to right, none overlapping.
    public func matches(in text: AnalyzedText) -> [Match] {
        guard mask >= 0 else { return [] }
        var result: [Match] = []
        var end = 0
        let tokens = text.tokens, scalars = text.scalars
        // Fields of each token, not copies of it (with its text).
        for index in tokens.indices {
            let kind = tokens[index].kind
            guard kind == .word || kind == .number else { continue }
            let start = tokens[index].range.lowerBound
            // A token's first scalar starts its text: one that extends a character starts inside it. (No ASCII
            // scalar extends one, and reading the flags is a call to swift_once, which every word would pay.)
            guard start >= end, scalars[start].isASCII || !scalars[start].flags.contains(.graphemeExtend) else { continue }
            if start > 0, WordKey.isWordScalar(scalars[start - 1]) { continue }
            if let match = match(start: start, key: tokens[index].key, in: text) {
                result.append(match)
                end = match.range.upperBound
            }
        }
        return result
    }
}
