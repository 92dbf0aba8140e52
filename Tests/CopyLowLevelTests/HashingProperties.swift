import CopyLowLevel
import PropertyBased
import Testing

/// FNV-1a over little-endian eight-byte words, then the bytes left one by one, the length mixed in last: what
/// `ByteHash.of` computes with unaligned loads, written with plain arithmetic.
func plainByteHash(_ bytes: [UInt8]) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    var index = 0
    while index + 8 <= bytes.count {
        var word: UInt64 = 0
        for offset in 0..<8 { word |= UInt64(bytes[index + offset]) << (8 * offset) }
        hash = (hash ^ word) &* 0x100_0000_01b3
        index += 8
    }
    for byte in bytes[index...] { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    return hash ^ UInt64(bytes.count)
}

/// `WordKey.key` with each scalar folded through the standard library's properties, not the flags table.
func plainWordKey(_ text: String) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for scalar in text.unicodeScalars {
        let folded: Unicode.Scalar
        switch scalar {
        case "’": folded = "'"
        case "\u{2011}", "\u{2010}": folded = "-"
        case "\u{00A0}": folded = " "
        default:
            let lower = scalar.properties.lowercaseMapping.unicodeScalars
            folded = scalar.properties.isUppercase && lower.count == 1 ? lower.first! : scalar
        }
        guard folded.properties.isAlphabetic || folded.properties.numericType != nil else { break }
        hash = (hash ^ UInt64(folded.value)) &* 0x100_0000_01b3
    }
    return hash
}

@Suite struct HashingProperties {
    @Test func byteHashIsPlainFNV() async {
        await propertyCheck(count: 2000, input: LowLevelGen.anyBytes) { bytes in
            #expect(bytes.withUnsafeBufferPointer { ByteHash.of($0) } == plainByteHash(bytes))
        }
        await propertyCheck(count: 1000, input: LowLevelGen.text) { text in
            #expect(ByteHash.of(text) == plainByteHash(Array(text.utf8)))
        }
    }

    @Test func sameBytesAndByteKeysCompareBytes() async {
        await propertyCheck(count: 1000, input: LowLevelGen.text, LowLevelGen.text) { a, b in
            #expect(sameBytes(a, b) == (Array(a.utf8) == Array(b.utf8)))
            #expect(sameBytes(a, a))
            #expect((ByteKey(a) == ByteKey(b)) == (Array(a.utf8) == Array(b.utf8)))
            // Keys in a set: found exactly by their bytes (the stored hash, mixed, is what the set indexes by).
            let keys: Set<ByteKey> = [ByteKey(a)]
            #expect(keys.contains(ByteKey(b)) == (Array(a.utf8) == Array(b.utf8)))
        }
        await propertyCheck(count: 1000, input: LowLevelGen.anyBytes, LowLevelGen.anyBytes) { a, b in
            #expect(sameBytes(a, b) == (a == b))
            #expect(sameBytes(a, a) && sameBytes(a, Array(a)))
            #expect(!sameBytes(a, a + [0]))
        }
        // Canonically equal, different bytes: different keys.
        #expect(ByteKey("é") != ByteKey("e\u{301}"))
        #expect(!sameBytes("é", "e\u{301}"))
    }

    @Test func wordKeyFoldsAsTheStandardLibrary() async {
        await propertyCheck(count: 2000, input: LowLevelGen.text) { text in
            #expect(WordKey.key(text.unicodeScalars) == plainWordKey(text), "\(text.debugDescription)")
        }
        #expect(WordKey.key("Don’t".unicodeScalars) == WordKey.key("don".unicodeScalars))
    }

    @Test func scalarFlagsTableAnswersAsComputed() {
        // Every BMP scalar, read through the table twice (filling it, then from it), and some beyond.
        for value in Array(0..<0x1_0000) + [0x1_F600, 0x1_0400, 0x2_0000, 0xE_0001] {
            guard let scalar = Unicode.Scalar(UInt32(value)) else { continue }
            let computed = ScalarFlags(computing: scalar)
            #expect(scalar.flags == computed)
            #expect(scalar.flags == computed)
        }
    }
}
