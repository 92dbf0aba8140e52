#if canImport(Darwin)
import Darwin
#else
import Glibc
#endif

/// Finding a byte with `memchr`, which reads many bytes at a time: most texts hold none of the bytes asked about,
/// and a byte loop over them was a visible part of analysing and reading.
@usableFromInline package enum ByteSearch {
    /// The first index of `byte` in `bytes` from `start`.
    @inlinable
    package static func firstIndex(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard start < bytes.count, let base = bytes.baseAddress, let found = memchr(base + start, Int32(byte), bytes.count - start) else { return nil }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }

    /// Whether `string`'s UTF-8 holds `byte` (for an ASCII character: whether the string holds it).
    @inlinable
    package static func contains(_ byte: UInt8, in string: String) -> Bool {
        string.utf8.withContiguousStorageIfAvailable { firstIndex(of: byte, in: $0, from: 0) != nil } ?? string.utf8.contains(byte)
    }

    /// Whether `string`'s UTF-8 holds `byte` twice in a row (for an ASCII character: whether the string holds two
    /// of it in a row).
    @usableFromInline package static func containsDoubled(_ byte: UInt8, in string: String) -> Bool {
        string.utf8.withContiguousStorageIfAvailable { containsDoubled(byte, in: $0) }
            ?? zip(string.utf8, string.utf8.dropFirst()).contains { $0 == byte && $1 == byte }
    }

    /// Whether `bytes` holds `byte` twice in a row. Eight bytes at a time: the bytes of a word equal to `byte`
    /// get their high bit set (an exact test, no borrow between bytes), and two neighbours set, inside the word
    /// or across its start, are a pair. (glibc's `memmem` costs more on the short strings this is asked of.)
    @usableFromInline package static func containsDoubled(_ byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard bytes.count >= 2, let base = bytes.baseAddress else { return false }
        let pattern = UInt64(byte) &* 0x0101_0101_0101_0101
        let low7: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        var lastMatched = false
        var offset = 0
        while offset + 8 <= bytes.count {
            let different = UInt64(littleEndian: UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self)) ^ pattern
            let matches = ~(((different & low7) &+ low7) | different | low7)
            // Byte i is the word's i-th lowest: shifting by 8 sets byte i where byte i + 1 matched.
            if matches & (matches >> 8) != 0 || (lastMatched && matches & 0x80 != 0) { return true }
            lastMatched = matches >> 63 != 0
            offset += 8
        }
        while offset < bytes.count {
            let matched = bytes[offset] == byte
            if lastMatched && matched { return true }
            lastMatched = matched
            offset += 1
        }
        return false
    }

    /// Whether `pattern` occurs in `bytes` (see the span version).
    @usableFromInline
    static func contains(_ pattern: UnsafeBufferPointer<UInt8>, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = pattern.first else { return true }
        guard bytes.count >= pattern.count, let base = bytes.baseAddress, let rest = pattern.baseAddress.map({ $0 + 1 })
        else { return false }
        let candidates = UnsafeBufferPointer(rebasing: bytes[..<(bytes.count - pattern.count + 1)])
        var start = 0
        while let index = firstIndex(of: first, in: candidates, from: start) {
            if pattern.count == 1 || memcmp(base + index + 1, rest, pattern.count - 1) == 0 { return true }
            start = index + 1
        }
        return false
    }
}
