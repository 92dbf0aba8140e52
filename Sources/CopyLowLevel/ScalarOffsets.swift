/// Where the Unicode scalars of one string start in its UTF-8, found without walking from the string's start.
/// Reports place carets and excerpts by scalar offsets; a long string with thousands of findings (a pasted
/// document) made that walk, once per finding, quadratic in the string's length.
package struct ScalarOffsets {
    /// Every byte is printable ASCII: a scalar per byte, a column per scalar, and one line.
    package let isPrintableASCII: Bool
    package let scalarCount: Int
    /// The UTF-8 offset of every `stride`th scalar; none for ASCII, or for short strings, where a walk from
    /// the start is short and an array would cost more than it saves.
    private let checkpoints: [Int]
    private static let stride = 64
    private static let walkedBytes = 512

    /// The offsets of a string's UTF-8 (`text.utf8.span`).
    package init(_ utf8: Span<UInt8>) {
        self = utf8.withUnsafeBufferPointer { ScalarOffsets($0) }
    }

    package init(_ utf8: UnsafeBufferPointer<UInt8>) {
        isPrintableASCII = utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
        if isPrintableASCII || utf8.count <= Self.walkedBytes {
            scalarCount = isPrintableASCII ? utf8.count : Self.scalars(in: utf8[...])
            checkpoints = []
            return
        }
        var checkpoints: [Int] = []
        checkpoints.reserveCapacity(utf8.count / Self.stride + 1)
        var count = 0
        for offset in utf8.indices where utf8[offset] & 0xC0 != 0x80 {  // a scalar starts at each non-continuation byte
            if count % Self.stride == 0 { checkpoints.append(offset) }
            count += 1
        }
        scalarCount = count
        self.checkpoints = checkpoints
    }

    /// Where scalar `scalar` starts in a string's UTF-8: 0 for a negative one, the end for one past the last.
    package func offset(ofScalar scalar: Int, in utf8: Span<UInt8>) -> Int {
        if scalar <= 0 { return 0 }
        if scalar >= scalarCount { return utf8.count }
        if isPrintableASCII { return scalar }
        return utf8.withUnsafeBufferPointer { walk(to: scalar, in: $0) }
    }

    /// Where scalar `scalar` starts: 0 for a negative one, the end for one past the last.
    @inline(__always)
    package func offset(ofScalar scalar: Int, in utf8: UnsafeBufferPointer<UInt8>) -> Int {
        if scalar <= 0 { return 0 }
        if scalar >= scalarCount { return utf8.count }
        if isPrintableASCII { return scalar }
        return walk(to: scalar, in: utf8)
    }

    private func walk(to scalar: Int, in utf8: UnsafeBufferPointer<UInt8>) -> Int {
        var offset = checkpoints.isEmpty ? 0 : checkpoints[scalar / Self.stride]
        var remaining = checkpoints.isEmpty ? scalar : scalar % Self.stride
        while remaining > 0 {
            offset += 1
            while utf8[offset] & 0xC0 == 0x80 { offset += 1 }
            remaining -= 1
        }
        return offset
    }

    /// The scalars that start in some UTF-8 (part of a string's).
    package static func scalars(in utf8: Span<UInt8>) -> Int {
        var count = 0
        for index in utf8.indices where utf8[index] & 0xC0 != 0x80 { count += 1 }
        return count
    }

    /// The scalars that start in some UTF-8.
    package static func scalars(in utf8: Slice<UnsafeBufferPointer<UInt8>>) -> Int {
        var count = 0
        for byte in utf8 where byte & 0xC0 != 0x80 { count += 1 }
        return count
    }
}
