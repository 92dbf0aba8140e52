import CopyFormats

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
        let isCancel: Bool
        let pluralCategory: String?
        let text: String
        /// Of all the above; the text's bytes hashed, not its normalised form.
        let hash: UInt64

        init(context: ObjectIdentifier, role: Role, isCancel: Bool, pluralCategory: String?, text: String) {
            self.context = context
            self.role = role
            self.isCancel = isCancel
            self.pluralCategory = pluralCategory
            self.text = text
            var hash = ByteHash.of(text)
            hash = (hash ^ UInt64(UInt(bitPattern: context))) &* 0x100_0000_01b3
            hash = (hash ^ UInt64(role.ordinal)) &* 0x100_0000_01b3
            hash = (hash ^ (isCancel ? 1 : 0)) &* 0x100_0000_01b3
            if let pluralCategory { hash = (hash ^ ByteHash.of(pluralCategory)) &* 0x100_0000_01b3 }
            // The table indexes by the low bits: fold the high bits, which the multiplications mixed best, down.
            self.hash = hash ^ (hash >> 29)
        }

        /// What an empty slot of a table holds (its context is no checker's locale context).
        static let empty = Key(context: ObjectIdentifier(Key.self), role: .unknown, isCancel: false, pluralCategory: nil, text: "")

        func equals(_ other: Key) -> Bool {
            hash == other.hash && context == other.context && role == other.role && isCancel == other.isCancel
                && pluralCategory == other.pluralCategory && sameBytes(text, other.text)
        }
    }

    /// One generation: open addressing, linear probing, never more than half full.
    private struct Table {
        private(set) var count = 0
        /// Each slot's key hash with its low bit set, 0 in an empty slot: a probe reads these 8 bytes a slot
        /// (a generation's tags fit the processor's cache) and reads a key only when its hash matches. Probing
        /// the keys themselves, 64 bytes a slot, missed the cache at nearly every string.
        private var tags: [UInt64]
        /// `Key.empty` in empty slots: not optionals, so a match reads a key's fields in place instead of copying
        /// the key (and retaining its strings) out of the array.
        private var keys: [Key]
        private var values: [[Diagnostic]]

        init(capacity: Int) {
            tags = Array(repeating: 0, count: capacity)
            keys = Array(repeating: .empty, count: capacity)
            values = Array(repeating: [], count: capacity)
        }

        private static func tag(_ key: Key) -> UInt64 { key.hash | 1 }

        /// The slot that holds `key`, or the empty slot where it goes.
        private func slot(of key: Key) -> Int {
            let mask = tags.count - 1, tag = Self.tag(key)
            var slot = Int(truncatingIfNeeded: key.hash) & mask
            while tags[slot] != 0 {
                if tags[slot] == tag, keys[slot].equals(key) { break }
                slot = (slot + 1) & mask
            }
            return slot
        }

        func find(_ key: Key) -> [Diagnostic]? {
            let slot = slot(of: key)
            return tags[slot] == 0 ? nil : values[slot]
        }

        mutating func insert(_ value: [Diagnostic], for key: Key) {
            let slot = slot(of: key)
            if tags[slot] == 0 { count += 1 }
            tags[slot] = Self.tag(key)
            keys[slot] = key
            values[slot] = value
        }
    }

    /// Entries per generation: at most twice this many are kept.
    let generationSize: Int
    private var young: Table
    private var old: Table

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
        if let found = young.find(key) { return found }
        guard old.count > 0, let found = old.find(key) else { return nil }
        insert(found, for: key)
        return found
    }

    mutating func insert(_ diagnostics: [Diagnostic], for key: Key) {
        if young.count >= generationSize {
            old = young
            young = Table(capacity: Self.capacity(for: generationSize))
        }
        young.insert(diagnostics, for: key)
    }
}
