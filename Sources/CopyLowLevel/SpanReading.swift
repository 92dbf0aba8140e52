// The byte helpers for a string's UTF-8 read as a `Span` (`text.utf8.span`): callers outside this module keep
// a span, never a pointer; each of these lends the span's bytes to the pointer version beside it.

extension ASCIIWordTable {
    /// `entryIndex(of:lowercasing:)` of the word `utf8[range]` (a token's bytes in its string's UTF-8).
    @inlinable
    package func entryIndex(of utf8: Span<UInt8>, in range: Range<Int>, lowercasing: Bool) -> Int? {
        utf8.withUnsafeBufferPointer {
            entryIndex(of: UnsafeBufferPointer(rebasing: $0[range]), lowercasing: lowercasing)
        }
    }

    /// `entry(for:adding:)` of the word `utf8[range]`.
    @inlinable
    package mutating func entry(for utf8: Span<UInt8>, in range: Range<Int>, adding value: Value) -> Int? {
        utf8.withUnsafeBufferPointer { entry(for: UnsafeBufferPointer(rebasing: $0[range]), adding: value) }
    }
}

extension ByteSearch {
    /// Whether `byte` is among `utf8[range]`.
    @inlinable
    package static func contains(_ byte: UInt8, in utf8: Span<UInt8>, range: Range<Int>) -> Bool {
        utf8.withUnsafeBufferPointer {
            firstIndex(of: byte, in: UnsafeBufferPointer(rebasing: $0[range]), from: 0) != nil
        }
    }
}

/// Whether two parts of some UTF-8 hold the same bytes.
@inlinable
package func sameBytes(_ utf8: Span<UInt8>, _ a: Range<Int>, _ b: Range<Int>) -> Bool {
    utf8.withUnsafeBufferPointer {
        sameBytes(UnsafeBufferPointer(rebasing: $0[a]), UnsafeBufferPointer(rebasing: $0[b]))
    }
}

extension UTF8Bytes {
    /// A word's UTF-8 with its first scalar replaced by `scalar`, as a string, written straight into the new
    /// string's storage (a scalar view's append, a scalar at a time, cost more).
    package static func replacingFirstScalar(of word: Span<UInt8>, with scalar: Unicode.Scalar) -> String {
        word.withUnsafeBufferPointer { bytes in
            let first = bytes[0] < 0x80 ? 1 : UTF8Sequence.multiByte(lead: UInt32(bytes[0]), at: 0, in: bytes).length
            let rest = UnsafeBufferPointer(rebasing: bytes[first...])
            return String(unsafeUninitializedCapacity: UTF8.width(scalar) + rest.count) { buffer in
                var written = 0
                for byte in scalar.utf8 {
                    buffer[written] = byte
                    written += 1
                }
                _ = UnsafeMutableBufferPointer(rebasing: buffer[written...]).initialize(fromContentsOf: rest)
                return written + rest.count
            }
        }
    }

    /// ASCII text with A–Z lowercased, written from the bytes in place into the new string's storage.
    package static func lowercasedASCII(_ text: String) -> String {
        withBytes(of: text) { bytes in
            String(unsafeUninitializedCapacity: bytes.count) { buffer in
                for index in bytes.indices {
                    buffer[index] = bytes[index] &- 65 < 26 ? bytes[index] + 32 : bytes[index]
                }
                return bytes.count
            }
        }
    }
}

extension ASCIIWordTable {
    /// `lookup(_:lowercasing:)` of the word `utf8[range]` (a token's bytes in its string's UTF-8).
    @inlinable
    package func lookup(_ utf8: Span<UInt8>, in range: Range<Int>, lowercasing: Bool) -> Lookup {
        utf8.withUnsafeBufferPointer { lookup(UnsafeBufferPointer(rebasing: $0[range]), lowercasing: lowercasing) }
    }
}

extension UTF8Bytes {
    /// `firstIndex(of:in:from:to:)` of a span.
    @inlinable
    package static func firstIndex(of byte: UInt8, in utf8: Span<UInt8>, from start: Int, to end: Int? = nil) -> Int? {
        utf8.withUnsafeBufferPointer { firstIndex(of: byte, in: $0, from: start, to: end) }
    }

    /// `scalar(at:in:)` of a span: the scalar starting at `i` in valid UTF-8, and its length in bytes.
    @inlinable @inline(__always)
    package static func scalar(at i: Int, in utf8: Span<UInt8>) -> (value: UInt32, length: Int) {
        utf8.withUnsafeBufferPointer { scalar(at: i, in: $0) }
    }

    /// `matches(_:at:_:)` of a span: whether the bytes at `i` spell `literal`.
    @inlinable
    package static func matches(_ utf8: Span<UInt8>, at i: Int, _ literal: StaticString) -> Bool {
        utf8.withUnsafeBufferPointer { matches($0, at: i, literal) }
    }

    /// `isASCII(_:)` of a span.
    @inlinable
    package static func isASCII(_ utf8: Span<UInt8>) -> Bool {
        utf8.withUnsafeBufferPointer { isASCII($0) }
    }

    /// `firstInvalidByte(in:from:)` of a span.
    @inlinable
    package static func firstInvalidByte(in utf8: Span<UInt8>, from start: Int) -> Int? {
        utf8.withUnsafeBufferPointer { firstInvalidByte(in: $0, from: start) }
    }

    /// `utf8[range]` decoded as a string (ill-formed bytes as U+FFFD), copied once, from the bytes in place.
    @inlinable
    package static func string(_ utf8: Span<UInt8>, _ range: Range<Int>) -> String {
        utf8.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self) }
    }
}

extension ByteHash {
    /// `of(_:)` of a span (a line of input, a file's bytes).
    @inlinable
    package static func of(_ bytes: Span<UInt8>) -> UInt64 {
        bytes.withUnsafeBufferPointer { of($0) }
    }
}

extension ByteSearch {
    /// Whether `pattern` occurs in `bytes` (an empty pattern does). Candidates are found with `memchr`, then
    /// compared with `memcmp`: most texts asked hold no match.
    @inlinable
    package static func contains(_ pattern: Span<UInt8>, in bytes: Span<UInt8>) -> Bool {
        pattern.withUnsafeBufferPointer { pattern in bytes.withUnsafeBufferPointer { contains(pattern, in: $0) } }
    }
}

extension ByteBuffer {
    /// The bytes written so far, as a span.
    @inlinable
    package func withSpan<Result>(_ body: (Span<UInt8>) -> Result) -> Result {
        withBytes { body($0.span) }
    }
}

/// `writeFully` of the bytes of a span (a report's chunk, in place).
@discardableResult
package func writeFully(_ descriptor: Int32, _ bytes: Span<UInt8>) -> Int32? {
    bytes.withUnsafeBytes { writeFully(descriptor, $0) }
}

extension ReportFile {
    /// `write(_:)` of the bytes of a span.
    package func write(_ bytes: Span<UInt8>) {
        bytes.withUnsafeBytes { write($0) }
    }
}

extension Array where Element == UInt8 {
    /// The bytes of a span, copied at once.
    @inlinable
    package init(copying bytes: Span<UInt8>) {
        self = bytes.withUnsafeBufferPointer { Array($0) }
    }
}

extension UTF8Bytes {
    /// `firstInvalidByte(in:from:lineFeeds:)` of a span: also counts the line feeds before the invalid byte (all
    /// of them when there is none).
    @inlinable
    package static func firstInvalidByte(in utf8: Span<UInt8>, from start: Int, lineFeeds: inout Int) -> Int? {
        utf8.withUnsafeBufferPointer { firstInvalidByte(in: $0, from: start, lineFeeds: &lineFeeds) }
    }

    /// `utf8[range]` as a string when it is valid UTF-8; nil otherwise.
    @inlinable
    package static func validString(_ utf8: Span<UInt8>, _ range: Range<Int>) -> String? {
        utf8.withUnsafeBufferPointer { String(validating: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self) }
    }
}
