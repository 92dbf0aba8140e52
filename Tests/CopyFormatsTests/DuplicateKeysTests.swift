import CopyLowLevel
import XCTest
@testable import CopyFormats

/// Duplicate keys found through a table of identity hashes are those a table of every definition finds: each
/// definition whose key, locale, table, side and scope an earlier one has, reported in file order with the first.
final class DuplicateKeysTests: XCTestCase {
    func testDuplicatesAreThoseOfATableOfEveryDefinition() {
        var generator = SystemRandomNumberGenerator()
        for round in 0..<20 {
            let count = round == 0 ? 0 : Int.random(in: 1...400, using: &generator)
            let keys = ["a", "b", "caf\u{E9}", "cafe\u{301}", "alert.title", String(repeating: "x", count: 40)]
                + collidingKeys
            let entries = (0..<count).map { line in
                Entry(key: keys.randomElement(using: &generator)!, text: "", locale: ["en", "de"].randomElement()!,
                      isSource: Bool.random(), table: ["Localizable", "Main"].randomElement()!,
                      position: SourcePosition(line: line + 1, column: 1))
            }
            let scopes = entries.map { _ in Int.random(in: 0...1) }
            let found = DuplicateKeys.issues(in: entries, scopes: scopes)
                .map { "\($0.key ?? "") \($0.position.line) first at \($0.otherPosition?.line ?? 0)" }
            XCTAssertEqual(found, plainDuplicates(entries, scopes: scopes), "round \(round)")
        }
    }

    /// Two keys of 16 ASCII bytes with one hash (`ByteHash`: FNV-1a over eight bytes at a time), so that
    /// definitions of different identities share a hash: the second half of the second is chosen to cancel the
    /// difference of the first halves, which it can when that difference leaves every byte's top bit clear.
    private let collidingKeys: [String] = {
        let start: UInt64 = 0xcbf2_9ce4_8422_2325, prime: UInt64 = 0x100_0000_01b3
        var generator = SystemRandomNumberGenerator()
        while true {
            let a = UInt64.random(in: 0...UInt64.max, using: &generator) & 0x3f3f_3f3f_3f3f_3f3f | 0x4040_4040_4040_4040
            let b = UInt64.random(in: 0...UInt64.max, using: &generator) & 0x3f3f_3f3f_3f3f_3f3f | 0x4040_4040_4040_4040
            let difference = ((start ^ a) &* prime) ^ ((start ^ b) &* prime)
            guard a != b, difference & 0x8080_8080_8080_8080 == 0 else { continue }
            let tail = UInt64(0x2020_2020_2020_2020)
            func key(_ first: UInt64, _ second: UInt64) -> String {
                String(decoding: withUnsafeBytes(of: first.littleEndian) { Array($0) }
                    + withUnsafeBytes(of: second.littleEndian) { Array($0) }, as: UTF8.self)
            }
            return [key(a, tail), key(b, tail ^ difference)]
        }
    }()

    func testTheCollidingKeysCollide() {
        XCTAssertNotEqual(collidingKeys[0], collidingKeys[1])
        XCTAssertEqual(ByteHash.of(collidingKeys[0]), ByteHash.of(collidingKeys[1]))
        let entries = [0, 1, 0, 1, 1].enumerated().map { line, key in
            Entry(key: collidingKeys[key], text: "", locale: "en", position: SourcePosition(line: line + 1, column: 1))
        }
        XCTAssertEqual(DuplicateKeys.issues(in: entries, scopes: entries.map { _ in 0 }).map(\.otherPosition?.line),
                       [1, 2, 2])
    }

    /// The plain version: every definition's identity in a table, keys by their bytes.
    private func plainDuplicates(_ entries: [Entry], scopes: [Int]) -> [String] {
        var first: [String: Int] = [:]
        var found: [String] = []
        for (index, entry) in entries.enumerated() {
            let identity = "\(Array(entry.key.utf8))|\(entry.locale)|\(entry.table)|\(entry.isSource)|\(scopes[index])"
            if let earlier = first[identity] {
                found.append("\(entry.key) \(entry.position.line) first at \(entries[earlier].position.line)")
            } else {
                first[identity] = index
            }
        }
        return found
    }
}
