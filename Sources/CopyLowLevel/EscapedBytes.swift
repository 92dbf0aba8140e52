/// The bytes a report format may have to escape, for finding the next one quickly: the escapers look at each
/// byte in a switch, and copy the runs between. Every format escapes only ASCII punctuation and controls below
/// 0x40 (a bit mask) and characters whose UTF-8 starts with one of two lead bytes (line separators, U+FFFE).
package struct EscapedBytes {
    /// Bit n: byte n, for bytes below 0x40.
    private let low: UInt64
    private let lead: UInt8
    private let otherLead: UInt8

    /// `bytes` below 0x40, and at most two lead bytes of longer sequences (0 for none: below 0x40, never a lead byte).
    package init(_ bytes: [UInt8], leads: (UInt8, UInt8) = (0, 0)) {
        var low: UInt64 = 0
        for byte in bytes {
            precondition(byte < 0x40, "only bytes below 0x40 go in the mask")
            low |= 1 << UInt64(byte)
        }
        self.low = low
        (lead, otherLead) = leads
    }

    /// All bytes below 0x20, and `bytes`.
    package static func controls(and bytes: [UInt8], leads: (UInt8, UInt8) = (0, 0)) -> EscapedBytes {
        EscapedBytes(Array(0..<0x20) + bytes, leads: leads)
    }

    /// Copies `utf8` into `bytes`, the runs between bytes of this set whole (see the buffer's form below).
    package func copy(_ utf8: Span<UInt8>, to bytes: inout ByteBuffer, escape: (Int, inout ByteBuffer) -> Int) {
        utf8.withUnsafeBufferPointer { copy($0, to: &bytes, escape: escape) }
    }

    /// Copies `utf8` into `bytes`, the runs between bytes of this set whole. At each byte of the set, the run
    /// before it is written, then `escape` is given the byte's index: it writes a replacement and returns how many
    /// bytes it replaces, or returns 0 to keep the byte (a near miss, which then starts the next run).
    @inline(__always)
    package func copy(_ utf8: UnsafeBufferPointer<UInt8>, to bytes: inout ByteBuffer, escape: (Int, inout ByteBuffer) -> Int) {
        var runStart = 0
        var index = 0
        while true {
            index = next(in: utf8, from: index)
            guard index < utf8.count else { break }
            bytes.append(UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
            let replaced = escape(index, &bytes)
            runStart = replaced > 0 ? index + replaced : index
            index += max(replaced, 1)
        }
        bytes.append(UnsafeBufferPointer(rebasing: utf8[runStart..<utf8.count]))
    }

    /// The index of the first byte from `start` that may need escaping, or the end.
    package func next(in utf8: Span<UInt8>, from start: Int) -> Int {
        utf8.withUnsafeBufferPointer { next(in: $0, from: start) }
    }

    /// The same, of a buffer.
    @inline(__always)
    package func next(in utf8: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        while index < utf8.count {
            let byte = utf8[index]
            if byte < 0x40 ? low >> UInt64(byte) & 1 != 0 : byte == lead || byte == otherLead { return index }
            index += 1
        }
        return index
    }
}
