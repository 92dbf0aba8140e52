#if canImport(Darwin)
import Darwin
#else
import Glibc
#endif

/// Byte-level UTF-8 helpers shared by the scanners, which all read UTF-8.
@usableFromInline package enum UTF8Bytes {
    /// The first index of `byte` in `b[start..<end]` (to the buffer's end when `end` is nil), found with `memchr`,
    /// which reads many bytes at a time: the scanners look for bytes most texts hold few of (a comment's star, a
    /// backslash).
    @inlinable
    package static func firstIndex(of byte: UInt8, in b: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int? = nil) -> Int? {
        let end = end ?? b.count
        guard start < end, let base = b.baseAddress, let found = memchr(base + start, Int32(byte), end - start) else { return nil }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }

    /// The scalar starting at `i` in valid UTF-8, and its length in bytes.
    @inlinable @inline(__always)
    package static func scalar(at i: Int, in b: UnsafeBufferPointer<UInt8>) -> (value: UInt32, length: Int) {
        let c0 = UInt32(b[i])
        if c0 < 0x80 { return (c0, 1) }
        if c0 < 0xE0 { return ((c0 & 0x1F) << 6 | UInt32(b[i + 1] & 0x3F), 2) }
        if c0 < 0xF0 {
            return ((c0 & 0x0F) << 12 | UInt32(b[i + 1] & 0x3F) << 6 | UInt32(b[i + 2] & 0x3F), 3)
        }
        let value = (c0 & 0x07) << 18 | UInt32(b[i + 1] & 0x3F) << 12 | UInt32(b[i + 2] & 0x3F) << 6 | UInt32(b[i + 3] & 0x3F)
        return (value, 4)
    }

    /// Calls `body` with a string's UTF-8. Native strings lend theirs in place; only a bridged one is copied to
    /// get contiguous bytes. (`String.withUTF8` is mutating: the copy it needs retained and released the
    /// string's storage at every call.)
    @inlinable
    package static func withBytes<Result>(of text: String, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        if let result = try text.utf8.withContiguousStorageIfAvailable(body) { return result }
        var text = text
        return try text.withUTF8(body)
    }

    // MARK: Eight bytes at a time

    /// Whether every byte is ASCII (then each byte is a scalar), read eight bytes at a time.
    @inlinable
    package static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        var index = 0
        var high: UInt64 = 0
        while index + 8 <= bytes.count {
            high |= UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
            index += 8
        }
        while index < bytes.count {
            high |= UInt64(base[index])
            index += 1
        }
        return high & 0x8080_8080_8080_8080 == 0
    }

    /// Bit 7 of every byte of a word.
    @usableFromInline
    package static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// Bit 7 of each of the word's bytes that equals `byte`, exactly (no borrow from a neighbouring byte).
    @inlinable @inline(__always)
    package static func bytes(equalTo byte: UInt8, in word: UInt64) -> UInt64 {
        let x = word ^ (0x0101_0101_0101_0101 &* UInt64(byte))
        let low7: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        return ~(((x & low7) &+ low7) | x | low7)
    }

    /// How many bytes of a mask of bit-7 flags are set: summed by one multiplication. (`nonzeroBitCount` is a
    /// call's worth of shifts and masks on the x86-64 baseline, which has no POPCNT.)
    @inlinable @inline(__always)
    package static func count(_ flags: UInt64) -> Int {
        Int(truncatingIfNeeded: ((flags >> 7) &* 0x0101_0101_0101_0101) >> 56)
    }

    /// The eight bytes at `i` as one word (the first in its low byte).
    @inlinable @inline(__always)
    package static func word(at i: Int, in b: UnsafeBufferPointer<UInt8>) -> UInt64 {
        UnsafeRawPointer(b.baseAddress! + i).loadUnaligned(as: UInt64.self)
    }

    /// Bit 7 of each of the word's continuation bytes (10xxxxxx: bit 7 set, and bit 6, shifted up to bit 7, clear).
    @inlinable @inline(__always)
    package static func continuationBytes(in word: UInt64) -> UInt64 {
        word & ~(word << 1) & highBits
    }

    /// Whether `byte` starts a scalar (is not a continuation byte).
    @inlinable @inline(__always)
    package static func isScalarStart(_ byte: UInt8) -> Bool { byte & 0xC0 != 0x80 }

    /// Whether the bytes at `i` spell `literal`.
    @inlinable
    package static func matches(_ b: UnsafeBufferPointer<UInt8>, at i: Int, _ literal: StaticString) -> Bool {
        let n = literal.utf8CodeUnitCount
        guard i + n <= b.count else { return false }
        let p = literal.utf8Start
        for k in 0..<n where b[i + k] != p[k] { return false }
        return true
    }

    /// Appends the scalar `value`'s UTF-8. Strings built scalar by scalar are built this way and decoded once:
    /// `String.UnicodeScalarView.append` costs far more a scalar.
    @inlinable
    package static func append(_ value: UInt32, to out: inout [UInt8]) {
        if value < 0x80 { return out.append(UInt8(value)) }
        var encoded: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0)
        let count = withUnsafeMutableBytes(of: &encoded) { write(value, into: $0.baseAddress!.assumingMemoryBound(to: UInt8.self)) }
        withUnsafeBytes(of: encoded) { out.append(contentsOf: $0.prefix(count)) }
    }

    /// Writes the scalar `value`'s UTF-8 at `out`, which has room for it; returns its length.
    @inlinable
    package static func write(_ value: UInt32, into out: UnsafeMutablePointer<UInt8>) -> Int {
        switch value {
        case ..<0x80:
            out[0] = UInt8(value)
            return 1
        case ..<0x800:
            out[0] = UInt8(0xC0 | value >> 6)
            out[1] = UInt8(0x80 | value & 0x3F)
            return 2
        case ..<0x10000:
            out[0] = UInt8(0xE0 | value >> 12)
            out[1] = UInt8(0x80 | value >> 6 & 0x3F)
            out[2] = UInt8(0x80 | value & 0x3F)
            return 3
        default:
            out[0] = UInt8(0xF0 | value >> 18)
            out[1] = UInt8(0x80 | value >> 12 & 0x3F)
            out[2] = UInt8(0x80 | value >> 6 & 0x3F)
            out[3] = UInt8(0x80 | value & 0x3F)
            return 4
        }
    }

    /// The offset of the first byte in `b[start...]` that does not begin a well-formed UTF-8 sequence, or nil.
    /// Well-formed as in `String(validating:as:)`: no overlong forms, surrogates or values above U+10FFFF.
    @usableFromInline package static func firstInvalidByte(in b: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        var lineFeeds = 0
        return firstInvalidByte(in: b, from: start, countingLineFeeds: false, into: &lineFeeds)
    }

    /// The same, adding the line feeds before the first invalid byte (all of them, when there is none) to
    /// `lineFeeds`: standard input's lines are counted while it is checked, in one pass over its bytes.
    @usableFromInline package static func firstInvalidByte(in b: UnsafeBufferPointer<UInt8>, from start: Int, lineFeeds: inout Int) -> Int? {
        firstInvalidByte(in: b, from: start, countingLineFeeds: true, into: &lineFeeds)
    }

    @inline(__always)
    private static func firstInvalidByte(in b: UnsafeBufferPointer<UInt8>, from start: Int, countingLineFeeds: Bool, into lineFeeds: inout Int) -> Int? {
        guard let bytes = b.baseAddress else { return nil }
        let n = b.count
        var i = start
        while i < n {
            // Most localisation text is ASCII: skip it eight bytes at a time, then byte by byte. (A line feed is
            // ASCII: the other scalars' bytes below never are one.)
            while i + 8 <= n {
                let word = word(at: i, in: b)
                guard word & highBits == 0 else { break }
                if countingLineFeeds { lineFeeds &+= count(Self.bytes(equalTo: 0x0A, in: word)) }
                i += 8
            }
            while i < n, bytes[i] < 0x80 {
                if countingLineFeeds, bytes[i] == 0x0A { lineFeeds &+= 1 }
                i += 1
            }
            // Then a run of other scalars (a translation's words), each read whole, lead byte first, without going back
            // to the ASCII skip between them: in a word's run, that skip failed at every scalar. (Through pointers,
            // and with the sequences' lengths told by the lead's range.)
            while i < n {
                let lead = bytes[i]
                if lead < 0x80 { break }
                if lead < 0xE0 {
                    // C2–DF, then one continuation byte.
                    guard lead >= 0xC2, i + 1 < n, bytes[i + 1] & 0xC0 == 0x80 else { return i }
                    i += 2
                } else if lead < 0xF0 {
                    // E0 A0–BF (no overlong forms), ED 80–9F (no surrogates), else 80–BF; then one continuation byte.
                    guard i + 2 < n else { return i }
                    let second = bytes[i + 1]
                    let lowest: UInt8 = lead == 0xE0 ? 0xA0 : 0x80, highest: UInt8 = lead == 0xED ? 0x9F : 0xBF
                    guard second >= lowest, second <= highest, bytes[i + 2] & 0xC0 == 0x80 else { return i }
                    i += 3
                } else {
                    // F0 90–BF (no overlong forms), F4 80–8F (nothing above U+10FFFF), F1–F3 80–BF; then two continuations.
                    guard lead <= 0xF4, i + 3 < n else { return i }
                    let second = bytes[i + 1]
                    let lowest: UInt8 = lead == 0xF0 ? 0x90 : 0x80, highest: UInt8 = lead == 0xF4 ? 0x8F : 0xBF
                    guard second >= lowest, second <= highest, bytes[i + 2] & 0xC0 == 0x80, bytes[i + 3] & 0xC0 == 0x80 else { return i }
                    i += 4
                }
            }
        }
        return nil
    }
}
