import CopyLowLevel
import PropertyBased
import Testing

/// Bytes rich in what the fast paths look for: ASCII letters, spaces and line feeds, and the lead and
/// continuation bytes of two-, three- and four-byte UTF-8, valid and not (overlong leads, surrogates, F5–FF).
let interestingBytes: [UInt8] = [
    0x0A, 0x09, 0x0D, 0x20, 0x23, 0x27, 0x30, 0x41, 0x5A, 0x61, 0x7A, 0x7F,
    0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC1, 0xC2, 0xC3, 0xDF, 0xE0, 0xE2, 0xED, 0xEF, 0xF0, 0xF4, 0xF5, 0xFF,
]

/// Characters of the kinds copylint reads: ASCII letters and digits, accents (precomposed and combining),
/// typographic apostrophes and hyphens, no-break spaces, uppercase outside ASCII, CJK, emoji.
let interestingCharacters: [Character] = [
    "a", "Z", "q", "0", "7", " ", "\t", "\n", "'", "-", ".", "é", "É", "e\u{301}", "ß", "İ", "ǅ", "Ω", "ω", "’",
    "\u{2011}", "\u{2010}", "\u{00A0}", "日", "本", "한", "😀", "🇫🇷", "Ж", "ж", "١",
]

/// A generator from an imperative recipe (no shrinking: the inputs are printed whole when a property fails).
func generator<T: Sendable>(_ make: @Sendable @escaping (inout any SeededRandomNumberGenerator) -> T) -> Generator<T, Shrink.None<T>> {
    Generator(run: { rng in make(&rng) })
}

extension Array where Element: Sendable {
    func pick(_ rng: inout any SeededRandomNumberGenerator) -> Element { self[Int.random(in: 0..<count, using: &rng)] }
}

enum LowLevelGen {
    static let bytes = generator { rng in (0..<Int.random(in: 0...40, using: &rng)).map { _ in interestingBytes.pick(&rng) } }
    static let anyBytes = generator { rng in (0..<Int.random(in: 0...40, using: &rng)).map { _ in UInt8.random(in: 0...255, using: &rng) } }
    static let text = generator { rng in String((0..<Int.random(in: 0...24, using: &rng)).map { _ in interestingCharacters.pick(&rng) }) }
    static let scalarValue = generator { rng in UInt32.random(in: 0...0x10FFFF, using: &rng) }
}

/// The plain answer: the offset of the first byte from `start` that does not begin a well-formed sequence, as
/// the standard library's UTF-8 parser (the one `String(validating:)` uses) finds it.
func plainFirstInvalidByte(_ bytes: [UInt8], from start: Int) -> Int? {
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = bytes[start...].makeIterator()
    var offset = start
    while true {
        switch parser.parseScalar(from: &iterator) {
        case .valid(let encoded): offset += encoded.count
        case .emptyInput: return nil
        case .error: return offset
        }
    }
}

@Suite struct UTF8BytesProperties {
    @Test func firstInvalidByteIsTheParsersAndCountsLineFeedsBeforeIt() async {
        await propertyCheck(count: 2000, input: LowLevelGen.bytes) { bytes in
            let start = bytes.isEmpty ? 0 : bytes.count / 3
            let expected = plainFirstInvalidByte(bytes, from: start)
            var lineFeeds = 0
            let found = bytes.withUnsafeBufferPointer { UTF8Bytes.firstInvalidByte(in: $0, from: start, lineFeeds: &lineFeeds) }
            #expect(found == expected, "\(bytes)")
            #expect(lineFeeds == bytes[start..<(expected ?? bytes.count)].filter { $0 == 0x0A }.count, "\(bytes)")
            #expect(bytes.withUnsafeBufferPointer { UTF8Bytes.firstInvalidByte(in: $0, from: start) } == expected)
        }
        // Long runs, past the eight-byte steps, of valid text.
        await propertyCheck(count: 500, input: LowLevelGen.text) { text in
            let bytes = Array((text + text + text).utf8)
            #expect(bytes.withUnsafeBufferPointer { UTF8Bytes.firstInvalidByte(in: $0, from: 0) } == nil)
        }
    }

    @Test func scalarsAreTheStringsScalars() async {
        await propertyCheck(count: 1000, input: LowLevelGen.text) { text in
            let bytes = Array(text.utf8)
            var read: [UInt32] = []
            bytes.withUnsafeBufferPointer { buffer in
                var index = 0
                while index < buffer.count {
                    let (value, length) = UTF8Bytes.scalar(at: index, in: buffer)
                    read.append(value)
                    if buffer[index] >= 0x80 {
                        let (other, otherLength) = UTF8Sequence.multiByte(lead: UInt32(buffer[index]), at: index, in: buffer)
                        #expect(other == value && otherLength == length)
                    }
                    index += length
                }
            }
            #expect(read == text.unicodeScalars.map(\.value), "\(text.debugDescription)")
        }
    }

    @Test func isASCIIAndByteSearchesAreTheLoops() async {
        await propertyCheck(count: 2000, input: LowLevelGen.anyBytes) { bytes in
            bytes.withUnsafeBufferPointer { buffer in
                #expect(UTF8Bytes.isASCII(buffer) == bytes.allSatisfy { $0 < 0x80 })
                for byte in [0x0A, 0x41, bytes.first ?? 0, bytes.last ?? 0] as [UInt8] {
                    for start in [0, bytes.count / 2, bytes.count] {
                        let expected = bytes[start...].firstIndex(of: byte)
                        #expect(ByteSearch.firstIndex(of: byte, in: buffer, from: start) == expected)
                        #expect(UTF8Bytes.firstIndex(of: byte, in: buffer, from: start) == expected)
                        let end = max(start, bytes.count - 3)
                        #expect(UTF8Bytes.firstIndex(of: byte, in: buffer, from: start, to: end) == bytes[start..<end].firstIndex(of: byte))
                    }
                    let doubled = zip(bytes, bytes.dropFirst()).contains { $0 == byte && $1 == byte }
                    #expect(ByteSearch.containsDoubled(byte, in: buffer) == doubled, "\(bytes) \(byte)")
                }
            }
        }
    }

    @Test func stringSearchesAreTheLoops() async {
        await propertyCheck(count: 1000, input: LowLevelGen.text) { text in
            for byte in [0x27, 0x20, 0x0A, 0x61] as [UInt8] {
                #expect(ByteSearch.contains(byte, in: text) == text.utf8.contains(byte))
                let doubled = zip(text.utf8, text.utf8.dropFirst()).contains { $0 == byte && $1 == byte }
                #expect(ByteSearch.containsDoubled(byte, in: text) == doubled)
            }
        }
    }

    @Test func appendedScalarsAreTheirUTF8() async {
        await propertyCheck(count: 2000, input: LowLevelGen.scalarValue) { value in
            guard let scalar = Unicode.Scalar(value) else { return }
            var out: [UInt8] = [0x41]
            UTF8Bytes.append(value, to: &out)
            #expect(out == [0x41] + Array(String(scalar).utf8))
            #expect(UTF8Bytes.withBytes(of: String(scalar)) { Array($0) } == Array(String(scalar).utf8))
        }
    }

    @Test func matchesIsAPrefixTest() async {
        await propertyCheck(count: 500, input: LowLevelGen.text) { text in
            let bytes = Array(text.utf8)
            bytes.withUnsafeBufferPointer { buffer in
                for index in 0...bytes.count {
                    #expect(UTF8Bytes.matches(buffer, at: index, "<!--") == bytes[index...].starts(with: Array("<!--".utf8)))
                }
            }
        }
    }
}
