import CopyFormats
import CopyLowLevel
import XCTest

/// `ByteKey` gives sets and dictionaries its stored hash, mixed with their seed (`_rawHashValue(seed:)`), instead
/// of hashing with SipHash: tables must still find every key, tell byte-different spellings apart, and spread
/// keys that differ in a byte or two (localisation keys: `item.1.title`, `item.2.title`) over their slots.
final class ByteKeyTests: XCTestCase {
    private let keys: [String] = (0..<5_000).flatMap { number in
        ["item.\(number).title", "item.\(number).message", "Delete \(number) photos?", "\(number)"]
    }

    func testTablesFindEveryKeyAndNoOther() {
        let table = Dictionary(uniqueKeysWithValues: keys.enumerated().map { (ByteKey($0.element), $0.offset) })
        XCTAssertEqual(table.count, keys.count)
        for (index, key) in keys.enumerated() { XCTAssertEqual(table[ByteKey(key)], index) }
        XCTAssertNil(table[ByteKey("item.5000.title")])
        // The same text in two normalisation forms: equal as Strings, two keys here (Foundation compares the same way).
        let composed = ByteKey("Caf\u{E9}"), decomposed = ByteKey("Cafe\u{301}")
        XCTAssertEqual(Set([composed, decomposed]).count, 2)
    }

    func testSimilarKeysSpreadOverTheLowBits() {
        // A table of 32,768 slots indexes by the low 15 bits: 20,000 keys fill most of what a random hash would.
        for seed in [0, 1, 0x5F3A_91C2] {
            let slots = Set(keys.map { ByteKey($0)._rawHashValue(seed: seed) & 0x7FFF })
            // A uniform hash fills 32,768 × (1 - e^(-20,000/32,768)) ≈ 14,900 slots.
            XCTAssertGreaterThan(slots.count, 14_000, "seed \(seed)")
        }
        XCTAssertNotEqual(ByteKey("item.1.title")._rawHashValue(seed: 0), ByteKey("item.1.title")._rawHashValue(seed: 1))
    }
}
