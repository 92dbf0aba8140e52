import CopyFormats
import CopyLowLevel
import XCTest

final class InPlaceReadingTests: XCTestCase {
    /// Every element once, in order, with its index; an empty array (no buffer) calls nothing; and a copy of the
    /// array sharing its storage reads the same elements.
    func testVisitsEveryElementInOrderWithItsIndex() {
        let words = ["Cancel", "OK", String(repeating: "Delete ", count: 4), "Löschen"]
        let shared = words
        var seen: [(String, Int)] = []
        shared.forEachInPlace { word, index in seen.append((word, index)) }
        XCTAssertEqual(seen.map(\.0), words)
        XCTAssertEqual(seen.map(\.1), Array(words.indices))
        var calls = 0
        [String]().forEachInPlace { _, _ in calls += 1 }
        XCTAssertEqual(calls, 0)
    }
}
