/// A word list's ASCII words, looked up by the bytes of a word, optionally lowercased on the fly.
///
/// Rules ask a dictionary about nearly every word of every string. `Set<String>` hashes a string's normalised
/// form with SipHash and needs the word folded into a new string first; this table hashes the UTF-8 bytes as
/// they are (FNV-1a), lowercasing ASCII letters while it reads them. It only knows ASCII words: for an ASCII
/// word, byte equality is canonical equivalence, so it answers exactly as the `Set<String>` would. For any
/// other word it says `.notASCII` and the caller asks its `Set` or `Dictionary` as before.
struct ASCIIWordTable<Value: Sendable>: Sendable {
    enum Lookup {
        case found(Value)
        case absent
        case notASCII
    }

    /// slot → index in `values` (-1: empty); twice as many slots as words, a power of two
    private let slots: [Int32]
    private let hashes: [UInt64]
    /// every word's bytes, one after another; word `i` is `bytes[starts[i]..<starts[i + 1]]`
    private let bytes: [UInt8]
    private let starts: [Int32]
    private let values: [Value]

    /// The ASCII words of `words` with their values; other words are left out (see the type's comment).
    init(_ words: some Sequence<(String, Value)>) {
        var bytes: [UInt8] = [], starts: [Int32] = [0], values: [Value] = [], hashes: [UInt64] = []
        for (word, value) in words where word.utf8.allSatisfy({ $0 < 0x80 }) {
            bytes.append(contentsOf: word.utf8)
            starts.append(Int32(bytes.count))
            values.append(value)
            hashes.append(Self.hash(word.utf8, lowercasing: false))
        }
        var capacity = 2
        while capacity < values.count * 2 { capacity <<= 1 }
        var slots = [Int32](repeating: -1, count: capacity)
        for (index, hash) in hashes.enumerated() {
            var slot = Int(truncatingIfNeeded: hash) & (capacity - 1)
            while slots[slot] >= 0 { slot = (slot + 1) & (capacity - 1) }
            slots[slot] = Int32(index)
        }
        self.slots = slots
        self.hashes = hashes
        self.bytes = bytes
        self.starts = starts
        self.values = values
    }

    /// The value of `word`, its ASCII letters lowercased first when `lowercasing` (the table's words are then
    /// expected in lowercase).
    func lookup(_ word: String, lowercasing: Bool) -> Lookup {
        let utf8 = word.utf8
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in utf8 {
            guard byte < 0x80 else { return .notASCII }
            hash = (hash ^ UInt64(lowercasing ? Self.lowercase(byte) : byte)) &* 0x100_0000_01b3
        }
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let index = Int(slots[slot])
            if index < 0 { return .absent }
            if hashes[index] == hash, matches(utf8, index, lowercasing: lowercasing) { return .found(values[index]) }
            slot = (slot + 1) & mask
        }
    }

    private func matches(_ utf8: String.UTF8View, _ index: Int, lowercasing: Bool) -> Bool {
        let start = Int(starts[index]), end = Int(starts[index + 1])
        guard utf8.count == end - start else { return false }
        var position = start
        for byte in utf8 {
            guard bytes[position] == (lowercasing ? Self.lowercase(byte) : byte) else { return false }
            position += 1
        }
        return true
    }

    @inline(__always)
    private static func lowercase(_ byte: UInt8) -> UInt8 { byte >= 65 && byte <= 90 ? byte + 32 : byte }

    private static func hash(_ utf8: String.UTF8View, lowercasing: Bool) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in utf8 { hash = (hash ^ UInt64(lowercasing ? lowercase(byte) : byte)) &* 0x100_0000_01b3 }
        return hash
    }
}
