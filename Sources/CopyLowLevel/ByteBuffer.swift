/// A growable run of bytes written through a pointer. Reports append tens of millions of small pieces, and
/// an array append checks uniqueness as well as capacity each time; here an append is a capacity check and
/// a copy. Not copyable, so the one owner frees the memory.
package struct ByteBuffer: ~Copyable {
    @usableFromInline var start: UnsafeMutablePointer<UInt8>
    @usableFromInline var capacity: Int
    package private(set) var count = 0

    package init(capacity: Int) {
        self.capacity = max(capacity, 64)
        start = .allocate(capacity: self.capacity)
    }

    deinit { start.deallocate() }

    @inlinable
    package mutating func append(_ byte: UInt8) {
        if count == capacity { grow(toHold: count + 1) }
        start[count] = byte
        count += 1
    }

    @inlinable
    package mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress else { return }
        if count + bytes.count > capacity { grow(toHold: count + bytes.count) }
        (start + count).initialize(from: base, count: bytes.count)
        count += bytes.count
    }

    /// The bytes of a span (a string's UTF-8, a part of it), as they are.
    @inlinable
    package mutating func append(_ bytes: Span<UInt8>) {
        bytes.withUnsafeBufferPointer { append($0) }
    }

    /// The bytes of an array, as they are.
    package mutating func append(contentsOf bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { append($0) }
    }

    /// Fixed ASCII text (keys with their quotes and punctuation, `null`), as is. Always inlined: reports append
    /// millions of them, and out of line each was a call and a `memcpy` of a few bytes.
    @inlinable @inline(__always)
    package mutating func append(_ text: StaticString) {
        append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// A string's UTF-8, as is. (Labelled, so that literals still take the StaticString overload.)
    package mutating func append(utf8 text: String) {
        if text.utf8.withContiguousStorageIfAvailable({ append($0) }) != nil { return }
        var text = text
        text.withUTF8 { append($0) }
    }

    /// The same byte `count` times (indentation, underlines).
    package mutating func append(repeating byte: UInt8, count: Int) {
        guard count > 0 else { return }
        if self.count + count > capacity { grow(toHold: self.count + count) }
        (start + self.count).initialize(repeating: byte, count: count)
        self.count += count
    }

    /// A number in decimal. The digits are counted first, then written in place from the last, dividing by
    /// the constant 10 (a multiply): findings have several numbers each, and most are short.
    package mutating func append(decimal value: Int) {
        // Most numbers in a report are offsets and columns below 100 (a JSON finding has six numbers): their
        // digits are written directly.
        if value >= 0 && value < 100 {
            if count + 2 > capacity { grow(toHold: count + 2) }
            let digits = UInt8(truncatingIfNeeded: value)
            if digits < 10 {
                start[count] = 0x30 + digits
                count += 1
            } else {
                start[count] = 0x30 + digits / 10
                start[count + 1] = 0x30 + digits % 10
                count += 2
            }
            return
        }
        var magnitude = value.magnitude
        var digits = 1
        var bound: UInt = 10  // 10^digits; at most 10¹⁹, as an Int's magnitude is below that
        while magnitude >= bound {
            digits += 1
            bound *= 10
        }
        if value < 0 { append(0x2D) }
        if count + digits > capacity { grow(toHold: count + digits) }
        var digit = start + count + digits
        repeat {
            digit -= 1
            digit.pointee = 0x30 + UInt8(truncatingIfNeeded: magnitude % 10)
            magnitude /= 10
        } while magnitude > 0
        count += digits
    }

    /// The bytes written so far.
    package func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        body(UnsafeBufferPointer(start: start, count: count))
    }

    /// The bytes written so far, as an array.
    package var array: [UInt8] { withBytes { Array($0) } }

    /// The bytes written so far, as a string.
    package var string: String { withBytes { String(decoding: $0, as: UTF8.self) } }

    /// Forgets the bytes written, keeping the memory.
    package mutating func removeAll() {
        count = 0
    }

    /// Kept out of line, so that the appends, called for every few bytes, stay small enough to inline.
    @usableFromInline @inline(never)
    mutating func grow(toHold needed: Int) {
        var newCapacity = capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        let newStart = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newStart.initialize(from: start, count: count)
        start.deallocate()
        start = newStart
        capacity = newCapacity
    }
}
