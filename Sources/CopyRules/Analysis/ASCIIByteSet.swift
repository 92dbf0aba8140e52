/// A set of ASCII bytes as 128 bits: rules tell a word's first byte from the initials of a short list (pronouns,
/// spellings of OK) without hashing it. Bytes outside ASCII are in no such set.
struct ASCIIByteSet: Sendable {
    private var low: UInt64 = 0
    private var high: UInt64 = 0

    /// Adds `byte`, which must be ASCII.
    mutating func insert(_ byte: UInt8) {
        precondition(byte < 0x80, "not an ASCII byte")
        if byte < 64 { low |= 1 << byte } else { high |= 1 << (byte - 64) }
    }

    func contains(_ byte: UInt8) -> Bool {
        if byte < 64 { return low >> byte & 1 != 0 }
        return byte < 0x80 && high >> (byte - 64) & 1 != 0
    }
}
