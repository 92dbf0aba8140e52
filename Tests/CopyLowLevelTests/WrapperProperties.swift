import CopyLowLevel
import PropertyBased
import Testing

/// The ICU wrappers and the once cell against plain Swift doing the same.
@Suite struct WrapperProperties {
    /// ICU's UTF-16 to UTF-8 is Swift's decoding, for well-formed UTF-16 and for lone surrogates (which ICU
    /// refuses and Swift repairs).
    @Test func utf8StringIsSwiftsDecoding() async {
        await propertyCheck(count: 500, input: LowLevelGen.text) { text in
            let utf16 = Array(text.utf16)
            #expect(ICUCaseMapping.utf8String(utf16) == String(decoding: utf16, as: UTF16.self))
            let broken = utf16 + [0xD800] + utf16
            #expect(ICUCaseMapping.utf8String(broken) == String(decoding: broken, as: UTF16.self))
        }
    }

    /// In the root locale ICU's upper and lower case are the standard library's.
    @Test func caseMappingIsTheStandardLibrarysInTheRootLocale() async {
        await propertyCheck(count: 500, input: LowLevelGen.text) { text in
            #expect(ICUCaseMapping.upper(text, icuLocale: "en") == text.uppercased(), "\(text)")
            #expect(ICUCaseMapping.lower(text, icuLocale: "en") == text.lowercased(), "\(text)")
        }
    }

    /// A reused iterator that writes over one array finds what a fresh iterator finds.
    @Test func reusedBreakIteratorIsAFreshOne() async {
        let reused = BreakIterator(.word, locale: "en")!
        var result: [Int] = []
        await propertyCheck(count: 300, input: LowLevelGen.text) { text in
            let utf16 = Array(text.utf16)
            utf16.withUnsafeBufferPointer { reused.boundaries(in: $0, into: &result) }
            #expect(result == BreakIterator(.word, locale: "en")!.boundaries(in: utf16), "\(text)")
            #expect(result.first == 0 && result.last == utf16.count)
        }
        reused.dropText()
    }

    /// A pattern of letters matches exactly the texts that contain it.
    @Test func literalPatternIsContains() async throws {
        let letters: [Character] = ["a", "b", "c"]
        let gen = generator { rng in
            (String((0..<Int.random(in: 1...3, using: &rng)).map { _ in letters.pick(&rng) }),
             String((0..<Int.random(in: 0...12, using: &rng)).map { _ in letters.pick(&rng) }))
        }
        await propertyCheck(count: 500, input: gen) { pair in
            let (pattern, text) = pair
            let regex = try! BoundedRegex(pattern)
            #expect((regex.search(text) == .match) == text.contains(pattern), "\(pattern) in \(text)")
        }
    }

    /// The cell makes its value once and then answers it, as a lazy property would.
    @Test func onceCellIsALazyValue() async {
        await propertyCheck(count: 200, input: LowLevelGen.bytes) { values in
            let cell = OnceCell<Int>()
            var made = 0
            for value in values {
                #expect(cell.value { made += 1; return Int(value) } == Int(values[0]))
            }
            #expect(made == (values.isEmpty ? 0 : 1))
        }
    }

    /// The owned state reads and writes as a plain variable does, in place (a dictionary and a counter).
    @Test func ownedStateIsAPlainVariable() async {
        await propertyCheck(count: 200, input: LowLevelGen.bytes) { values in
            let state = OwnedState((table: [UInt8: Int](), total: 0))
            var plain = (table: [UInt8: Int](), total: 0)
            for value in values {
                state.value.table[value % 7, default: 0] += Int(value)
                state.value.total += 1
                plain.table[value % 7, default: 0] += Int(value)
                plain.total += 1
                #expect(state.value.table[value % 7] == plain.table[value % 7])
            }
            #expect(state.value.table == plain.table && state.value.total == plain.total)
        }
    }

    /// The span reading of a UTF-8 sequence is the buffer's.
    @Test func multiByteOfASpanIsTheBuffers() async {
        await propertyCheck(count: 500, input: LowLevelGen.bytes) { bytes in
            let span = bytes.span
            for index in bytes.indices where bytes[index] >= 0x80 {
                let lead = UInt32(bytes[index])
                let fromBuffer = bytes.withUnsafeBufferPointer { UTF8Sequence.multiByte(lead: lead, at: index, in: $0) }
                let fromSpan = UTF8Sequence.multiByte(lead: UInt32(bytes[index]), at: index, in: span)
                #expect(fromSpan.value == fromBuffer.value && fromSpan.length == fromBuffer.length)
            }
        }
    }
}
