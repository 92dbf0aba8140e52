import CopyLowLevel
import CopyRules

/// Diagnostics of strings already checked, by everything a string rule reads: the locale's context, the role,
/// the cancel mark, the plural category and the text, compared byte for byte (offsets are of scalars, so two
/// canonically equivalent spellings are different strings here).
///
/// Copy repeats: "OK", "Cancel" and "Delete" in every alert, English fallbacks in every locale, the same
/// message in three storyboards. Checking a repeat costs one pass over its bytes.
///
/// Two generations bound the memory: when the young one is full it becomes the old one and the previous old
/// one is dropped; a hit in the old generation is brought back to the young one. Recently seen strings stay,
/// the rest go, with no bookkeeping per lookup.
struct ResultCache {
    struct Key {
        let context: ObjectIdentifier
        let role: Role
        let confidence: RoleConfidence
        let isCancel: Bool
        let pluralCategory: String?
        let text: String
        /// For a translation: its source's text and locale context, which the rules judge it against.
        let source: String?
        let sourceContext: ObjectIdentifier?
        /// Of all the above; the text's bytes hashed, not its normalised form.
        let hash: UInt64

        init(context: ObjectIdentifier, role: Role, confidence: RoleConfidence = .certain, isCancel: Bool, pluralCategory: String?,
             text: String, source: String? = nil, sourceContext: ObjectIdentifier? = nil) {
            self.source = source
            self.sourceContext = sourceContext
            self.context = context
            self.role = role
            self.confidence = confidence
            self.isCancel = isCancel
            self.pluralCategory = pluralCategory
            self.text = text
            var hash = ByteHash.of(text)
            hash = (hash ^ UInt64(UInt(bitPattern: context))) &* 0x100_0000_01b3
            hash = (hash ^ UInt64(role.ordinal)) &* 0x100_0000_01b3
            hash = (hash ^ (isCancel ? 1 : 0) ^ (confidence == .certain ? 0 : confidence == .likely ? 2 : 4)) &* 0x100_0000_01b3
            if let pluralCategory { hash = (hash ^ ByteHash.of(pluralCategory)) &* 0x100_0000_01b3 }
            if let source { hash = (hash ^ ByteHash.of(source)) &* 0x100_0000_01b3 }
            // The table indexes by the low bits: fold the high bits, which the multiplications mixed best, down.
            self.hash = hash ^ (hash >> 29)
        }

        func equals(_ other: Key) -> Bool {
            hash == other.hash && context == other.context && role == other.role && confidence == other.confidence
                && isCancel == other.isCancel && pluralCategory == other.pluralCategory && sameBytes(text, other.text)
                && sameSource(other)
        }

        /// Whether the two are checked against the same source (or neither against any).
        private func sameSource(_ other: Key) -> Bool {
            guard let source else { return other.source == nil }
            guard let otherSource = other.source else { return false }
            return sourceContext == other.sourceContext && sameBytes(source, otherSource)
        }
    }

    /// One generation: its entries in the order they came, and an open-addressing index over them (linear
    /// probing, never more than half full).
    ///
    /// A slot is 8 bytes: the high 40 bits of its key's hash and its entry's number plus one (0: empty). A
    /// probe reads slots (a generation's fit the processor's cache) and reads a key only when the hash bits
    /// match. Entries are appended, so an insert writes the keys and values in sequence: written into the
    /// slot of their hash, 64-byte keys and their values missed the cache at nearly every insert.
    private struct Table {
        private var slots: [UInt64]
        private var keys: [Key] = []
        private var values: [[Diagnostic]] = []
        var count: Int { keys.count }

        private static let entryBits: UInt64 = 24
        private static let entryMask: UInt64 = (1 << entryBits) - 1

        /// `capacity`: slots, a power of two; at most half as many entries, and fewer than 2^24.
        init(capacity: Int) {
            precondition(capacity / 2 < 1 << Self.entryBits)
            slots = Array(repeating: 0, count: capacity)
            keys.reserveCapacity(capacity / 2)
            values.reserveCapacity(capacity / 2)
        }

        /// The slot of `key`'s entry, or the empty slot where it goes; with its entry's number when found.
        private func slot(of key: Key) -> (slot: Int, entry: Int?) {
            let mask = slots.count - 1, hashBits = key.hash >> Self.entryBits
            var slot = Int(truncatingIfNeeded: key.hash) & mask
            while slots[slot] != 0 {
                if slots[slot] >> Self.entryBits == hashBits {
                    let entry = Int(slots[slot] & Self.entryMask) - 1
                    if keys[entry].equals(key) { return (slot, entry) }
                }
                slot = (slot + 1) & mask
            }
            return (slot, nil)
        }

        func find(_ key: Key) -> [Diagnostic]? {
            slot(of: key).entry.map { values[$0] }
        }

        mutating func insert(_ value: [Diagnostic], for key: Key) {
            let (slot, entry) = slot(of: key)
            if let entry {
                values[entry] = value
                return
            }
            slots[slot] = (key.hash >> Self.entryBits) << Self.entryBits | UInt64(keys.count + 1)
            keys.append(key)
            values.append(value)
        }

        /// Empties the table in place: the next generation reuses its arrays (new ones were fresh memory to
        /// fault in, generation after generation).
        mutating func removeAll() {
            for slot in slots.indices { slots[slot] = 0 }
            keys.removeAll(keepingCapacity: true)
            values.removeAll(keepingCapacity: true)
        }
    }

    /// Entries per generation: at most twice this many are kept.
    let generationSize: Int
    private var young: Table
    private var old: Table
    /// The hashes of each generation's keys, as filters: most strings are new, so most lookups missed both
    /// generations, and each probe of a generation's slots is a random read that often misses the processor's
    /// caches, while the small filters stay cached.
    private var youngFilter = HashFilter()
    private var oldFilter = HashFilter()

    /// A bit per value of 16 bits of a hash: a clear bit means no key with that hash was added. A generation's
    /// keys set few of the bits, so most lookups of a new string stop here.
    private struct HashFilter {
        private var words = [UInt64](repeating: 0, count: 1 << 10)

        func mayContain(_ hash: UInt64) -> Bool {
            let (word, mask) = Self.bit(hash)
            return words[word] & mask != 0
        }

        mutating func add(_ hash: UInt64) {
            let (word, mask) = Self.bit(hash)
            words[word] |= mask
        }

        mutating func removeAll() {
            for word in words.indices { words[word] = 0 }
        }

        private static func bit(_ hash: UInt64) -> (word: Int, mask: UInt64) {
            // Bits 24 to 39: not the low bits that pick a slot, so keys crowding one slot still spread here.
            let bit = Int(truncatingIfNeeded: hash >> 24) & 0xFFFF
            return (bit >> 6, 1 << UInt64(bit & 63))
        }
    }

    init(generationSize: Int = 8_192) {
        self.generationSize = generationSize
        young = Table(capacity: Self.capacity(for: generationSize))
        old = Table(capacity: 1)
    }

    private static func capacity(for size: Int) -> Int {
        var capacity = 1
        while capacity < size * 2 { capacity <<= 1 }
        return capacity
    }

    mutating func diagnostics(for key: Key) -> [Diagnostic]? {
        if youngFilter.mayContain(key.hash), let found = young.find(key) { return found }
        guard oldFilter.mayContain(key.hash), let found = old.find(key) else { return nil }
        insert(found, for: key)
        return found
    }

    mutating func insert(_ diagnostics: [Diagnostic], for key: Key) {
        if young.count >= generationSize {
            // The dropped generation's arrays become the new young one's, once both are full size.
            if old.count > 0 {
                old.removeAll()
                swap(&old, &young)
            } else {
                old = young
                young = Table(capacity: Self.capacity(for: generationSize))
            }
            swap(&oldFilter, &youngFilter)
            youngFilter.removeAll()
        }
        young.insert(diagnostics, for: key)
        youngFilter.add(key.hash)
    }
}
