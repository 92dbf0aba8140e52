/// Byte-level UTF-8 helpers shared by the scanners, which all read UTF-8.
public enum UTF8Bytes {
    /// The scalar starting at `i` in valid UTF-8, and its length in bytes.
    @inline(__always)
    static func scalar(at i: Int, in b: UnsafeBufferPointer<UInt8>) -> (value: UInt32, length: Int) {
        let c0 = UInt32(b[i])
        if c0 < 0x80 { return (c0, 1) }
        if c0 < 0xE0 { return ((c0 & 0x1F) << 6 | UInt32(b[i + 1] & 0x3F), 2) }
        if c0 < 0xF0 {
            return ((c0 & 0x0F) << 12 | UInt32(b[i + 1] & 0x3F) << 6 | UInt32(b[i + 2] & 0x3F), 3)
        }
        let value = (c0 & 0x07) << 18 | UInt32(b[i + 1] & 0x3F) << 12 | UInt32(b[i + 2] & 0x3F) << 6 | UInt32(b[i + 3] & 0x3F)
        return (value, 4)
    }

    /// Whether `byte` starts a scalar (is not a continuation byte).
    @inline(__always)
    static func isScalarStart(_ byte: UInt8) -> Bool { byte & 0xC0 != 0x80 }

    /// Whether the bytes at `i` spell `literal`.
    static func matches(_ b: UnsafeBufferPointer<UInt8>, at i: Int, _ literal: StaticString) -> Bool {
        let n = literal.utf8CodeUnitCount
        guard i + n <= b.count else { return false }
        let p = literal.utf8Start
        for k in 0..<n where b[i + k] != p[k] { return false }
        return true
    }

    /// Appends the scalar `value`'s UTF-8. Strings built scalar by scalar are built this way and decoded once:
    /// `String.UnicodeScalarView.append` cost some 270 instructions a scalar.
    @inlinable
    public static func append(_ value: UInt32, to out: inout [UInt8]) {
        switch value {
        case ..<0x80:
            out.append(UInt8(value))
        case ..<0x800:
            out.append(UInt8(0xC0 | value >> 6))
            out.append(UInt8(0x80 | value & 0x3F))
        case ..<0x10000:
            out.append(UInt8(0xE0 | value >> 12))
            out.append(UInt8(0x80 | value >> 6 & 0x3F))
            out.append(UInt8(0x80 | value & 0x3F))
        default:
            out.append(UInt8(0xF0 | value >> 18))
            out.append(UInt8(0x80 | value >> 12 & 0x3F))
            out.append(UInt8(0x80 | value >> 6 & 0x3F))
            out.append(UInt8(0x80 | value & 0x3F))
        }
    }

    /// The offset of the first byte in `b[start...]` that does not begin a well-formed UTF-8 sequence, or nil.
    /// Well-formed as in `String(validating:as:)`: no overlong forms, surrogates or values above U+10FFFF.
    public static func firstInvalidByte(in b: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard let base = UnsafeRawPointer(b.baseAddress) else { return nil }
        let n = b.count
        var i = start
        while i < n {
            // Most localisation text is ASCII: skip it eight bytes at a time.
            if i + 8 <= n, base.loadUnaligned(fromByteOffset: i, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                i += 8
                continue
            }
            let c = b[i]
            if c < 0x80 {
                i += 1
                continue
            }
            var tail = 0
            var secondMin: UInt8 = 0x80
            var secondMax: UInt8 = 0xBF
            switch c {
            case 0xC2...0xDF: tail = 1
            case 0xE0: tail = 2; secondMin = 0xA0
            case 0xED: tail = 2; secondMax = 0x9F
            case 0xE1...0xEF: tail = 2
            case 0xF0: tail = 3; secondMin = 0x90
            case 0xF4: tail = 3; secondMax = 0x8F
            case 0xF1...0xF3: tail = 3
            default: return i
            }
            guard i + tail < n, b[i + 1] >= secondMin, b[i + 1] <= secondMax else { return i }
            var k = 2
            while k <= tail {
                if b[i + k] & 0xC0 != 0x80 { return i }
                k += 1
            }
            i += tail + 1
        }
        return nil
    }
}
