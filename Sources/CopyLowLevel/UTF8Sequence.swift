/// Reading UTF-8 a sequence at a time, for the loops that walk a string's bytes themselves (the analyser's
/// decoding, display width).
@usableFromInline package enum UTF8Sequence {
    /// The scalar value and length of the sequence that `lead`, a byte of 0x80 or more, starts at `index`: the
    /// length from the lead's high bits, then six bits from each continuation byte (those past the end are
    /// missing, and leave the value short).
    @inlinable @inline(__always)
    package static func multiByte(lead: UInt32, at index: Int, in utf8: UnsafeBufferPointer<UInt8>) -> (value: UInt32, length: Int) {
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
        func continuation(_ offset: Int) -> UInt32 { UInt32(utf8[index &+ offset] & 0x3F) }
        // Written out for each length: a loop over the continuation bytes made the analyser's decoding slower.
        if index &+ length <= utf8.count {
            switch length {
            case 2: return ((lead & 0x1F) << 6 | continuation(1), 2)
            case 3: return ((lead & 0x0F) << 12 | continuation(1) << 6 | continuation(2), 3)
            default: return ((lead & 0x07) << 18 | continuation(1) << 12 | continuation(2) << 6 | continuation(3), 4)
            }
        }
        var value = lead & (0x7F >> length)
        for offset in 1..<length where index &+ offset < utf8.count { value = value << 6 | continuation(offset) }
        return (value, length)
    }

    /// The same, of a span (a string's UTF-8, `text.utf8.span`).
    @inlinable
    package static func multiByte(lead: UInt32, at index: Int, in utf8: Span<UInt8>) -> (value: UInt32, length: Int) {
        utf8.withUnsafeBufferPointer { multiByte(lead: lead, at: index, in: $0) }
    }
}
