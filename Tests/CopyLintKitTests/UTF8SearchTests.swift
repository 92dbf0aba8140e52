import CopyLowLevel
import XCTest
@testable import CopyLintKit

/// `ByteSearch.contains`, which `UTF8Search` asks, finds candidates with `memchr` and compares the rest: it must
/// agree with a plain search for every pattern at every place, at the ends, overlapping a near miss, and absent.
final class UTF8SearchTests: XCTestCase {
    private func naive(_ bytes: [UInt8], _ pattern: [UInt8]) -> Bool {
        guard !pattern.isEmpty else { return true }
        guard bytes.count >= pattern.count else { return false }
        return (0...(bytes.count - pattern.count)).contains { Array(bytes[$0..<($0 + pattern.count)]) == pattern }
    }

    private func found(_ bytes: [UInt8], _ pattern: [UInt8]) -> Bool {
        ByteSearch.contains(pattern.span, in: bytes.span)
    }

    func testAgreesWithAPlainSearch() {
        let patterns: [[UInt8]] = [[], Array("%".utf8), Array("/plural/".utf8), Array("aab".utf8), Array("ab".utf8), Array("b".utf8)]
        var compared = 0
        for length in 0...12 {
            // Every text of this length over a two-letter alphabet is too many past 12; these cover the ends and near misses.
            for seed in 0..<(1 << min(length, 8)) {
                let bytes = (0..<length).map { UInt8(ascii: (seed >> ($0 % 8)) & 1 == 0 ? "a" : "b") }
                for pattern in patterns {
                    XCTAssertEqual(found(bytes, pattern), naive(bytes, pattern), "\(String(decoding: bytes, as: UTF8.self)) / \(String(decoding: pattern, as: UTF8.self))")
                    compared += 1
                }
            }
        }
        XCTAssertTrue(found(Array("key/plural/one".utf8), Array("/plural/".utf8)))
        XCTAssertFalse(found(Array("key/plura/plural".utf8), Array("/plural/".utf8)))
        XCTAssertFalse(found([], Array("%".utf8)))
        XCTAssertGreaterThan(compared, 5_000)
    }

    func testMightContainIsFalseOnlyWithoutTheBytes() {
        XCTAssertTrue(UTF8Search.mightContain("100%", "%"))
        XCTAssertFalse(UTF8Search.mightContain("hundred", "%"))
        XCTAssertTrue(UTF8Search.mightContain("Kelvin", "\u{212A}"))  // K has another spelling: cannot tell, so true
        XCTAssertTrue(UTF8Search.mightContain("a % b".dropFirst(2), "%"))
        XCTAssertFalse(UTF8Search.mightContain("a % b".dropFirst(3), "%"))
        XCTAssertTrue(UTF8Search.mightContain(bytes: Array("x/plural/".utf8), "/plural/"))
        XCTAssertFalse(UTF8Search.mightContain(bytes: Array("x/plura".utf8), "/plural/"))
    }

    /// `beforeFirstSlash` cuts where `prefix { $0 != "/" }` does: at the first "/" character, which a byte search
    /// finds unless a mark attaches to it (then a later "/" is the first character).
    func testBeforeFirstSlashIsTheCharacterPrefix() {
        for key in ["photos/plural/one", "photos", "", "/", "/a", "a/", "é/x", "a/é", "a/\u{301}b/c", "\u{301}/x", "日本/語/one",
                    "Delete alert title/one", String(repeating: "long key ", count: 40) + "/other"] {
            XCTAssertEqual(key.beforeFirstSlash, String(key.prefix { $0 != "/" }), key)
        }
    }
}
