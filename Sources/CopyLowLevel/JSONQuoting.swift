extension ByteBuffer {
    /// A string in quotes, with JSON's escapes (`JSONWriter`'s strings, and the reporters that write JSON bytes).
    package mutating func appendJSONString(_ value: String) {
        if value.utf8.withContiguousStorageIfAvailable({ appendJSONQuoted($0) }) != nil { return }
        var value = value
        value.withUTF8 { appendJSONQuoted($0) }
    }


    /// The string in quotes with JSON escapes, plus the line separators other tools split JSON Lines on
    /// (U+0085, U+2028, U+2029). Runs that need no escape are copied whole: most text has none.
    /// Some UTF-8 in quotes, with JSON's escapes (a window of a long string).
    package mutating func appendJSONQuoted(_ utf8: Span<UInt8>) {
        utf8.withUnsafeBufferPointer { appendJSONQuoted($0) }
    }

    package mutating func appendJSONQuoted(_ utf8: UnsafeBufferPointer<UInt8>) {
        self.append(0x22)
        // A string shorter than a block (a locale, a rule, a short label) is tested as one block, padded with plain bytes.
        if utf8.count < Self.jsonBlockSize, let base = utf8.baseAddress {
            var block = SIMD2<UInt64>(repeating: 0x4141_4141_4141_4141)
            let flags = withUnsafeMutableBytes(of: &block) { block in
                block.baseAddress!.copyMemory(from: base, byteCount: utf8.count)
                return Self.escapeFlags(block.baseAddress!)
            }
            if flags == .zero {
                self.append(utf8)
                self.append(0x22)
                return
            }
        }
        var runStart = 0
        var index = 0
        while index < utf8.count {
            if utf8.count >= Self.jsonBlockSize {
                // A block at a time to the next byte that may start an escape: JSON reports are mostly plain
                // text. The last few are tested as the string's last block, from where this one left off.
                let block = min(index, utf8.count - Self.jsonBlockSize)
                let flags = Self.escapeFlags(utf8.baseAddress! + block)
                guard flags[0] | flags[1] != 0, let offset = Self.firstFlag(flags, from: index - block) else {
                    index = block + Self.jsonBlockSize
                    continue
                }
                index = block + offset
            }
            let byte = utf8[index]
            // Only these bytes can start something to escape (0xC2 and 0xE2 differ in bit 0x20 alone).
            guard byte < 0x20 || byte == 0x22 || byte == 0x5C || byte & 0xDF == 0xC2 else {
                index += 1
                continue
            }
            var length = 1
            var separator: UInt32 = 0
            if byte == 0xC2 {
                guard index + 1 < utf8.count, utf8[index + 1] == 0x85 else {
                    index = Self.pastContinuationBytes(utf8, index + 1)
                    continue
                }
                separator = 0x85
                length = 2
            } else if byte == 0xE2 {
                guard index + 2 < utf8.count, utf8[index + 1] == 0x80, utf8[index + 2] == 0xA8 || utf8[index + 2] == 0xA9 else {
                    // A curly quote, an ellipsis: the rest of its character needs nothing.
                    index = Self.pastContinuationBytes(utf8, index + 1)
                    continue
                }
                separator = utf8[index + 2] == 0xA8 ? 0x2028 : 0x2029
                length = 3
            }
            self.append(UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
            switch byte {
            case 0x22: self.append(0x5C); self.append(0x22)
            case 0x5C: self.append(0x5C); self.append(0x5C)
            case 0x0A: self.append(0x5C); self.append(0x6E)
            case 0x0D: self.append(0x5C); self.append(0x72)
            case 0x09: self.append(0x5C); self.append(0x74)
            case 0xC2, 0xE2: appendUnicodeEscape(separator)
            default: appendUnicodeEscape(UInt32(byte))
            }
            index += length
            runStart = index
        }
        self.append(UnsafeBufferPointer(rebasing: utf8[runStart..<utf8.count]))
        self.append(0x22)
    }

    /// The first index from `index` that is not a UTF-8 continuation byte (at most two are passed; none is ever escaped).
    private static func pastContinuationBytes(_ utf8: UnsafeBufferPointer<UInt8>, _ index: Int) -> Int {
        var index = index
        for _ in 0..<2 where index < utf8.count && utf8[index] & 0xC0 == 0x80 { index += 1 }
        return index
    }

    /// Bytes tested at once for anything to escape.
    private static let jsonBlockSize = 16

    /// 0x80 in the lane of each of the sixteen bytes at `pointer` that is below 0x20 or one of `"`, `\`, 0xC2,
    /// 0xE2. Word-at-a-time tests on two 64-bit lanes, which Swift compiles to vector instructions (the
    /// comparisons of `SIMD16<UInt8>` go lane by lane, many times the work). A flag with another below it in its
    /// lane may be false (a borrow from that byte): callers test the byte itself.
    @inline(__always)
    private static func escapeFlags(_ pointer: UnsafeRawPointer) -> SIMD2<UInt64> {
        let words = pointer.loadUnaligned(as: SIMD2<UInt64>.self)
        let ones = SIMD2<UInt64>(repeating: 0x0101_0101_0101_0101), highs = SIMD2<UInt64>(repeating: 0x8080_8080_8080_8080)
        // (High bits only, once at the end: a byte's high bit after `x - 1 & ~x` is set where x is zero.)
        func zeroBytes(_ x: SIMD2<UInt64>) -> SIMD2<UInt64> { (x &- ones) & ~x }
        let below0x20 = (words &- ones &* 0x20) & ~words
        let found = below0x20 | zeroBytes(words ^ (ones &* 0x22)) | zeroBytes(words ^ (ones &* 0x5C)) | zeroBytes((words & (ones &* 0xDF)) ^ (ones &* 0xC2))
        return found & highs
    }

    /// The offset of the first flagged byte at or after `start` (lanes are little-endian: a lane's first byte is its lowest).
    @inline(__always)
    private static func firstFlag(_ flags: SIMD2<UInt64>, from start: Int) -> Int? {
        // (Masking shifts: `start` is below 16, and Swift's checked shifts branched on every block.)
        let low = start >= 8 ? 0 : flags[0] & (~0 &<< (8 &* UInt64(truncatingIfNeeded: start)))
        let high = start >= 8 ? flags[1] & (~0 &<< (8 &* UInt64(truncatingIfNeeded: start &- 8))) : flags[1]
        if low != 0 { return low.trailingZeroBitCount / 8 }
        if high != 0 { return 8 + high.trailingZeroBitCount / 8 }
        return nil
    }

    /// `\uXXXX`, lowercase hex.
    private mutating func appendUnicodeEscape(_ value: UInt32) {
        append(0x5C)
        append(0x75)
        for shift in stride(from: 12, through: 0, by: -4) {
            let digit = UInt8((value >> UInt32(shift)) & 0xF)
            append(digit < 10 ? 0x30 + digit : 0x57 + digit)  // 0-9, then a-f
        }
    }
}
