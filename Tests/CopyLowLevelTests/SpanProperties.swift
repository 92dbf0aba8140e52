import CopyLowLevel
import PropertyBased
import Testing

/// The span helpers and the scratch space against plain Swift on arrays and strings.
@Suite struct SpanProperties {
    @Test func replacingFirstScalarIsTheScalarsReplaced() async {
        await propertyCheck(count: 1000, input: LowLevelGen.text, LowLevelGen.text) { word, other in
            guard let scalar = other.unicodeScalars.first, !word.isEmpty else { return }
            var plain = String.UnicodeScalarView([scalar])
            plain.append(contentsOf: word.unicodeScalars.dropFirst())
            let replaced = UTF8Bytes.replacingFirstScalar(of: word.utf8.span, with: scalar)
            #expect(replaced == String(plain), "\(word)")
        }
    }

    @Test func lowercasedASCIILowersOnlyAToZ() async {
        await propertyCheck(count: 1000, input: LowLevelGen.text) { text in
            let plain = String(String.UnicodeScalarView(text.unicodeScalars.map {
                $0.value >= 65 && $0.value <= 90 ? Unicode.Scalar($0.value + 32)! : $0
            }))
            #expect(Array(UTF8Bytes.lowercasedASCII(text).utf8) == Array(plain.utf8), "\(text)")
        }
    }

    @Test func spanLookupsAreTheStringLookups() async {
        await propertyCheck(count: 300, input: WordGen.words, WordGen.words) { added, asked in
            var table = ASCIIWordTable<Int>()
            var spanTable = ASCIIWordTable<Int>()
            for (value, word) in added.enumerated() {
                let joined = "<" + word + ">"
                let utf8 = joined.utf8.span
                let entry = spanTable.entry(for: utf8, in: 1..<(utf8.count - 1), adding: value)
                #expect(entry == table.entry(for: word, adding: value))
            }
            for word in asked + added {
                let joined = "  " + word + " "
                let utf8 = joined.utf8.span
                let range = 2..<(utf8.count - 1)
                for lowercasing in [false, true] {
                    let found = spanTable.entryIndex(of: utf8, in: range, lowercasing: lowercasing)
                    #expect(found == table.entryIndex(of: word, lowercasing: lowercasing), "\(word)")
                }
            }
        }
    }

    @Test func byteSearchAndComparisonAreTheArrays() async {
        await propertyCheck(count: 1000, input: LowLevelGen.bytes) { bytes in
            let span = bytes.span
            let cut = bytes.count / 2
            for byte: UInt8 in [0x2E, 0x41, 0xC4, 0x80] {
                let found = ByteSearch.contains(byte, in: span, range: cut..<bytes.count)
                #expect(found == bytes[cut...].contains(byte))
            }
            let a = 0..<cut, b = cut..<min(bytes.count, 2 * cut)
            let same = sameBytes(span, a, b), sameAsItself = sameBytes(span, a, a)
            #expect(same == (Array(bytes[a]) == Array(bytes[b])))
            #expect(sameAsItself)
        }
    }

    @Test func scratchBytesAreTheRunsAppended() async {
        await propertyCheck(count: 500, input: LowLevelGen.text, LowLevelGen.text) { text, other in
            let utf8 = text.utf8.span
            let cut = text.utf8.count / 2
            var plain: [UInt8] = [0x21]
            plain += Array(text.utf8)[cut...]
            plain += Array("é".utf8)
            plain += Array(other.utf8)
            plain += Array(text.utf8)[..<cut]
            var output: [UInt8] = [0x21]
            let count = ScratchBytes.with(capacity: plain.count) { scratch in
                scratch.append(utf8, cut..<utf8.count)
                scratch.append("é" as Unicode.Scalar)
                scratch.append(other)
                scratch.append(utf8, 0..<cut)
                scratch.copy(to: &output)
                return scratch.count
            }
            #expect(output == plain)
            #expect(count == plain.count - 1)
        }
    }
}
