/// The bytes a report format may have to escape, for finding the next one quickly: the escapers look at each
/// byte in a switch, and copy the runs between. Every format escapes only ASCII punctuation and controls below
/// 0x40 (a bit mask) and characters whose UTF-8 starts with one of two lead bytes (line separators, U+FFFE).
struct EscapedBytes {
    /// Bit n: byte n, for bytes below 0x40.
    private let low: UInt64
    private let lead: UInt8
    private let otherLead: UInt8

    /// `bytes` below 0x40, and at most two lead bytes of longer sequences (0 for none: below 0x40, never a lead byte).
    init(_ bytes: [UInt8], leads: (UInt8, UInt8) = (0, 0)) {
        var low: UInt64 = 0
        for byte in bytes {
            precondition(byte < 0x40, "only bytes below 0x40 go in the mask")
            low |= 1 << UInt64(byte)
        }
        self.low = low
        (lead, otherLead) = leads
    }

    /// All bytes below 0x20, and `bytes`.
    static func controls(and bytes: [UInt8], leads: (UInt8, UInt8) = (0, 0)) -> EscapedBytes {
        EscapedBytes(Array(0..<0x20) + bytes, leads: leads)
    }

    /// The index of the first byte from `start` that may need escaping, or the end.
    @inline(__always)
    func next(in utf8: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        while index < utf8.count {
            let byte = utf8[index]
            if byte < 0x40 ? low >> UInt64(byte) & 1 != 0 : byte == lead || byte == otherLead { return index }
            index += 1
        }
        return index
    }
}
