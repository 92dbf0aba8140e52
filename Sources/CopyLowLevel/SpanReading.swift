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
