import CopyLowLevel

/// A file's text as UTF-8, which every scanner reads whatever the encoding on disk.
struct DecodedText: Sendable {
    /// The text as UTF-8. For a UTF-8 file these are the file's own bytes, BOM included, so no copy is made.
    let utf8: [UInt8]
    /// Where the text starts in `utf8`: after a UTF-8 BOM, otherwise 0.
    let start: Int
    let encoding: TextEncoding
    let hasBOM: Bool

    /// Detects the encoding as CoreFoundation does for property lists and strings files: a BOM, else a NUL
    /// in the first two bytes means UTF-16 (whichever byte is NUL gives the byte order), else UTF-8.
    static func decode(_ bytes: [UInt8], path: String) throws -> DecodedText {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            return try validatedUTF8(bytes, start: 3, path: path)
        }
        if bytes.count >= 2 {
            switch (bytes[0], bytes[1]) {
            case (0xFF, 0xFE): return try transcodeUTF16(bytes, from: 2, bigEndian: false, path: path)
            case (0xFE, 0xFF): return try transcodeUTF16(bytes, from: 2, bigEndian: true, path: path)
            case (0, _): return try transcodeUTF16(bytes, from: 0, bigEndian: true, path: path)
            case (_, 0): return try transcodeUTF16(bytes, from: 0, bigEndian: false, path: path)
            default: break
            }
        }
        return try validatedUTF8(bytes, start: 0, path: path)
    }

    private static func validatedUTF8(_ bytes: [UInt8], start: Int, path: String) throws -> DecodedText {
        if let bad = UTF8Bytes.firstInvalidByte(in: bytes.span, from: start) {
            // Only bytes from 0x80 up can be invalid, so the hex is always two digits.
            throw ParseError(
                path: path,
                position: PositionCursor.position(at: bad, in: bytes.span, start: start),
                message: "invalid UTF-8 byte 0x\(String(bytes[bad], radix: 16, uppercase: true))"
            )
        }
        return DecodedText(utf8: bytes, start: start, encoding: .utf8, hasBOM: start == 3)
    }

    private static func transcodeUTF16(_ bytes: [UInt8], from start: Int, bigEndian: Bool, path: String) throws -> DecodedText {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        let encoding: TextEncoding = bigEndian ? .utf16BigEndian : .utf16LittleEndian
        func fail(_ message: String) -> ParseError {
            let position = PositionCursor.position(at: out.count, in: out.span, start: 0)
            return ParseError(path: path, position: position, message: message)
        }
        func unit(at i: Int) -> UInt32 {
            bigEndian ? UInt32(bytes[i]) << 8 | UInt32(bytes[i + 1]) : UInt32(bytes[i + 1]) << 8 | UInt32(bytes[i])
        }
        var i = start
        while i + 1 < bytes.count {
            let u = unit(at: i)
            i += 2
            switch u {
            case 0xD800...0xDBFF:
                let low = i + 1 < bytes.count ? unit(at: i) : 0
                guard (0xDC00...0xDFFF).contains(low) else { throw fail("invalid UTF-16: unpaired high surrogate") }
                i += 2
                UTF8Bytes.append(0x10000 + ((u - 0xD800) << 10) + (low - 0xDC00), to: &out)
            case 0xDC00...0xDFFF:
                throw fail("invalid UTF-16: unpaired low surrogate")
            default:
                UTF8Bytes.append(u, to: &out)
            }
        }
        if i < bytes.count { throw fail("odd number of bytes in UTF-16 text") }
        return DecodedText(utf8: out, start: 0, encoding: encoding, hasBOM: start == 2)
    }

    /// File bytes for text laid out like `utf8` (edited, say): UTF-8 as it is, BOM included; UTF-16 re-encoded
    /// with this text's byte order and BOM. Valid UTF-16 survives the round trip through UTF-8 byte for byte.
    func encoded(_ utf8: [UInt8]) -> [UInt8] {
        let bigEndian: Bool
        switch encoding {
        case .utf8: return utf8
        case .utf16BigEndian: bigEndian = true
        case .utf16LittleEndian: bigEndian = false
        }
        var out: [UInt8] = hasBOM ? (bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]) : []
        out.reserveCapacity(out.count + utf8.count * 2)
        func put(_ u: UInt32) {
            if bigEndian {
                out.append(UInt8(u >> 8))
                out.append(UInt8(u & 0xFF))
            } else {
                out.append(UInt8(u & 0xFF))
                out.append(UInt8(u >> 8))
            }
        }
        let b = utf8.span
        var i = start
        while i < b.count {
            let (value, length) = UTF8Bytes.scalar(at: i, in: b)
            i += length
            if value >= 0x10000 {
                put(0xD800 + ((value - 0x10000) >> 10))
                put(0xDC00 + ((value - 0x10000) & 0x3FF))
            } else {
                put(value)
            }
        }
        return out
    }
}
