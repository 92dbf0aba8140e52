/// A word list's ASCII words, looked up by the bytes of a word, optionally lowercased on the fly.
///
/// Rules ask a dictionary about nearly every word of every string. `Set<String>` hashes a string's normalised
/// form with SipHash and needs the word folded into a new string first; this table hashes the UTF-8 bytes as
/// they are (FNV-1a), lowercasing ASCII letters while it reads them. It only knows ASCII words: for an ASCII
/// word, byte equality is canonical equivalence, so it answers exactly as the `Set<String>` would. For any
/// other word it says `.notASCII` and the caller asks its `Set` or `Dictionary` as before.
///
/// Words are added one at a time (`entry(for:adding:)`): the English lexicon's 35,000 verb forms go straight
/// in, without a `Dictionary<String, …>` to build first.
@usableFromInline package struct ASCIIWordTable<Value: Sendable>: Sendable {
    @usableFromInline package enum Lookup {
        case found(Value)
        case absent
        case notASCII

        /// Whether the word was found; nil when it is not ASCII (the caller asks its `Set` instead).
        @inlinable
        package var answer: Bool? {
            switch self {
            case .found: true
            case .absent: false
            case .notASCII: nil
            }
        }
    }

    /// At least twice as many slots as words, a power of two. A slot holds its entry's number plus one in the
    /// bits below the slot count (0: empty) and, above them, the top bits of the entry's hash: a probe rejects
    /// another word without reading its hash, which was a second cache miss for most absent words (the slots
    /// of the English lexicon alone are half a megabyte).
    @usableFromInline var slots = [UInt32](repeating: 0, count: 16)
    /// Two bits per word, set by its hash, in one of 64-bit words numbering a sixteenth of the slots (a bit set
    /// of four bits a slot): a word whose two bits are not both set is absent, found without reading its slot.
    /// Most words a rule asks about are absent, and their slots, spread over half a megabyte for the English
    /// lexicon, were a cache miss each; the bit set is 64 KB and stays in the cache. Words not added pass with a
    /// chance of some 5% at half-full slots (under 2% at a quarter full).
    @usableFromInline var filter = [UInt64](repeating: 0, count: 1)
    /// Each entry's hash, to place it again when the slots grow.
    @usableFromInline var hashes: [UInt64] = []
    /// every word's bytes, one after another; word `i` is `bytes[starts[i]..<starts[i + 1]]`
    @usableFromInline var bytes: [UInt8] = []
    @usableFromInline var starts: [Int32] = [0]
    /// the words' values, by entry (an entry's number is the order it was added in)
    @usableFromInline package internal(set) var values: [Value] = []

    @inlinable
    package init() {}

    /// The ASCII words of `words` with their values; other words are left out (see the type's comment). A word
    /// given twice keeps its first value.
    @inlinable
    package init(_ words: some Sequence<(String, Value)>) {
        for (word, value) in words { _ = entry(for: word, adding: value) }
    }

    /// Room for `count` words without growing.
    @inlinable
    package mutating func reserveCapacity(_ count: Int) {
        bytes.reserveCapacity(count * 8)
        starts.reserveCapacity(count + 1)
        hashes.reserveCapacity(count)
        values.reserveCapacity(count)
        while count * 2 > slots.count { grow() }
    }

    /// The number of words.
    @inlinable
    package var count: Int { values.count }

    /// The value of entry `index`.
    @inlinable
    package subscript(index: Int) -> Value {
        get { values[index] }
        // In place: a get and a set copied the value out and back (a lexicon's verb rows change each entry twice).
        _modify { yield &values[index] }
    }

    /// The word of entry `index`.
    @usableFromInline package func word(at index: Int) -> String {
        String(decoding: bytes[Int(starts[index])..<Int(starts[index + 1])], as: UTF8.self)
    }

    /// The entry of `word` (as written: no lowercasing), added with `value` when the table has none; nil when
    /// the word is not ASCII.
    @inlinable
    package mutating func entry(for word: String, adding value: Value) -> Int? {
        UTF8Bytes.withBytes(of: word) { entry(for: $0, adding: value) }
    }

    /// The entry of the word `utf8` (as written), added with `value` when the table has none; nil when the word
    /// is not ASCII.
    @inlinable
    package mutating func entry(for utf8: UnsafeBufferPointer<UInt8>, adding value: Value) -> Int? {
        guard let hash = Self.hash(utf8, lowercasing: false) else { return nil }
        let (found, slot) = find(utf8, hash: hash, lowercasing: false)
        if let found { return found }
        let index = values.count
        bytes.append(contentsOf: utf8)
        starts.append(Int32(bytes.count))
        values.append(value)
        hashes.append(hash)
        slots[slot] = Self.slotValue(index, hash: hash, mask: slots.count - 1)
        filter.withUnsafeMutableBufferPointer { Self.setFilterBits(of: hash, in: $0) }
        if values.count * 2 > slots.count { grow() }
        return index
    }

    /// Twice the slots, every entry placed again by its stored hash.
    @inlinable
    mutating func grow() {
        let capacity = slots.count * 2
        precondition(capacity <= 1 << 31, "ASCIIWordTable: too many words")
        var slots = [UInt32](repeating: 0, count: capacity)
        for (index, hash) in hashes.enumerated() {
            var slot = Int(truncatingIfNeeded: hash) & (capacity - 1)
            while slots[slot] != 0 { slot = (slot + 1) & (capacity - 1) }
            slots[slot] = Self.slotValue(index, hash: hash, mask: capacity - 1)
        }
        self.slots = slots
        var filter = [UInt64](repeating: 0, count: Swift.max(1, capacity / 16))
        filter.withUnsafeMutableBufferPointer { filter in
            for hash in hashes { Self.setFilterBits(of: hash, in: filter) }
        }
        self.filter = filter
    }

    /// The filter's word for a hash (bits 32 and up: the slot is picked by the lowest bits) and its two bits
    /// (from bits 17 to 28).
    @inlinable @inline(__always)
    static func filterBits(of hash: UInt64, words: Int) -> (word: Int, bits: UInt64) {
        let word = Int(truncatingIfNeeded: hash >> 32) & (words - 1)
        return (word, 1 << ((hash >> 17) & 63) | 1 << ((hash >> 23) & 63))
    }

    /// (Inlined, through a buffer: a call on the array for each word the lexicon adds was a visible part of a
    /// short run's start-up.)
    @inlinable @inline(__always)
    static func setFilterBits(of hash: UInt64, in filter: UnsafeMutableBufferPointer<UInt64>) {
        let (word, bits) = filterBits(of: hash, words: filter.count)
        filter[word] |= bits
    }

    /// Whether the word with this hash may be in the table (false: it is not).
    @inlinable @inline(__always)
    func mayContain(_ hash: UInt64) -> Bool {
        let (word, bits) = Self.filterBits(of: hash, words: filter.count)
        return filter[word] & bits == bits
    }

    /// Entry `index`'s slot: its number plus one under `mask` (fewer entries than slots, so it fits), the high
    /// half of its hash above. (The low half picks the slot.)
    @inlinable @inline(__always)
    static func slotValue(_ index: Int, hash: UInt64, mask: Int) -> UInt32 {
        tag(hash, mask: mask) | UInt32(index + 1)
    }

    /// The bits of a hash's high half that a slot keeps: those above `mask`.
    @inlinable @inline(__always)
    static func tag(_ hash: UInt64, mask: Int) -> UInt32 {
        UInt32(truncatingIfNeeded: hash >> 32) & ~UInt32(truncatingIfNeeded: mask)
    }

    /// The value of `word`, its ASCII letters lowercased first when `lowercasing` (the table's words are then
    /// expected in lowercase).
    @inlinable
    package func lookup(_ word: String, lowercasing: Bool) -> Lookup {
        // The bytes as one buffer: iterating a `String.UTF8View` checks the string's form at every byte.
        UTF8Bytes.withBytes(of: word) { lookup($0, lowercasing: lowercasing) }
    }

    /// The same, of a word's UTF-8 in place (a token's, not made a string).
    @inlinable
    package func lookup(_ utf8: UnsafeBufferPointer<UInt8>, lowercasing: Bool) -> Lookup {
        guard let hash = Self.hash(utf8, lowercasing: lowercasing) else { return .notASCII }
        guard mayContain(hash) else { return .absent }
        return find(utf8, hash: hash, lowercasing: lowercasing).entry.map { .found(values[$0]) } ?? .absent
    }

    /// `lookup` of `text` without the spaces, tabs and carriage returns that `trimmingSpaces` drops at either end.
    /// It trims characters: a carriage return before a line feed is one character with it ("\r\n"), and stays.
    package func lookup(trimmingSpacesOf text: String, lowercasing: Bool) -> Lookup {
        UTF8Bytes.withBytes(of: text) { bytes in
            func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0D }
            var start = 0, end = bytes.count
            while start < end, isSpace(bytes[start]), !(bytes[start] == 0x0D && start + 1 < end && bytes[start + 1] == 0x0A) {
                start += 1
            }
            while end > start, isSpace(bytes[end - 1]) { end -= 1 }
            return lookup(UnsafeBufferPointer(rebasing: bytes[start..<end]), lowercasing: lowercasing)
        }
    }

    /// The entry number of `word` (lowercased first, as `lookup`), -1 when it has none; nil when it is not ASCII.
    /// A caller that reads part of the value reads it in place: `lookup` copies the whole value out.
    @inlinable
    package func entryIndex(of word: String, lowercasing: Bool) -> Int? {
        UTF8Bytes.withBytes(of: word) { entryIndex(of: $0, lowercasing: lowercasing) }
    }

    /// The same, of a word's UTF-8 in place (a token's, not made a string).
    @inlinable
    package func entryIndex(of utf8: UnsafeBufferPointer<UInt8>, lowercasing: Bool) -> Int? {
        guard let hash = Self.hash(utf8, lowercasing: lowercasing) else { return nil }
        guard mayContain(hash) else { return -1 }
        return find(utf8, hash: hash, lowercasing: lowercasing).entry ?? -1
    }

    /// FNV-1a of the bytes (ASCII letters lowercased when `lowercasing`); nil when a byte is not ASCII.
    @inlinable @inline(__always)
    static func hash(_ utf8: UnsafeBufferPointer<UInt8>, lowercasing: Bool) -> UInt64? {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in utf8 {
            guard byte < 0x80 else { return nil }
            hash = (hash ^ UInt64(lowercasing ? lowercase(byte) : byte)) &* 0x100_0000_01b3
        }
        return hash
    }

    /// The entry of the word `utf8` with hash `hash`, or the empty slot where it would go.
    @inlinable @inline(__always)
    func find(_ utf8: UnsafeBufferPointer<UInt8>, hash: UInt64, lowercasing: Bool) -> (entry: Int?, slot: Int) {
        let mask = slots.count - 1
        let tag = Self.tag(hash, mask: mask), entryBits = UInt32(truncatingIfNeeded: mask)
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let value = slots[slot]
            if value == 0 { return (nil, slot) }
            if value & ~entryBits == tag {
                let index = Int(value & entryBits) - 1
                if matches(utf8, index, lowercasing: lowercasing) { return (index, slot) }
            }
            slot = (slot + 1) & mask
        }
    }

    @inlinable
    func matches(_ utf8: UnsafeBufferPointer<UInt8>, _ index: Int, lowercasing: Bool) -> Bool {
        let start = Int(starts[index]), end = Int(starts[index + 1])
        guard utf8.count == end - start else { return false }
        var position = start
        for byte in utf8 {
            guard bytes[position] == (lowercasing ? Self.lowercase(byte) : byte) else { return false }
            position += 1
        }
        return true
    }

    @inlinable @inline(__always)
    static func lowercase(_ byte: UInt8) -> UInt8 { byte >= 65 && byte <= 90 ? byte + 32 : byte }
}
