@testable import CopyLintKit
import XCTest

/// `RepeatedLines` finds each line's first copy by its bytes, and hands answers over in input order.
final class RepeatedLinesTests: XCTestCase {
    private func repeats(_ lines: [String]) throws -> RepeatedLines {
        try XCTUnwrap(StdinReader.lineRecords(from: Array(lines.joined(separator: "\n").utf8)).repeatedLines())
    }

    func testRepeatsAreFoundByTheirBytes() throws {
        // "Cafe\u{301}" and "Café" are canonically equivalent (`==` says equal) but differ in bytes and in scalar
        // offsets; "ab" and "a" share a prefix; the empty lines repeat each other.
        let lines = ["a", "ab", "a", "", "Cafe\u{301}", "Café", "ab", "", "Café", "a"]
        let repeats = try repeats(lines)
        XCTAssertEqual(repeats.count, lines.count)
        XCTAssertEqual(lines.indices.map { repeats.original(of: $0) }, [nil, nil, 0, nil, nil, nil, 1, 3, 5, 0])
    }

    /// Repeats are looked for within a window of lines: a line repeating one of an earlier window is a first line.
    func testRepeatsAreFoundWithinAWindow() throws {
        let lines = ["a", "a", "b", "c", "a", "a", "b"]
        let bytes = Array(lines.joined(separator: "\n").utf8)
        var ranges: [Range<Int>] = []
        var start = 0
        for line in lines {
            ranges.append(start..<start + line.utf8.count)
            start += line.utf8.count + 1
        }
        let repeats = bytes.withUnsafeBufferPointer { RepeatedLines(bytes: $0, ranges: ranges, windowSize: 4) }
        XCTAssertEqual(lines.indices.map { repeats?.original(of: $0) }, [nil, 0, nil, nil, nil, 4, nil])
        // Answers are kept by index within the window: line 4's answer takes line 0's place, which line 1 let go.
        var delivery = RepeatedLines.Delivery<String>(try XCTUnwrap(repeats))
        let answers = ["A0", nil, "B2", "C3", "A4", nil, "B6"].map { delivery.answer($0) { answer, index in "\(answer)@\(index)" } }
        XCTAssertEqual(answers, ["A0", "A0@1", "B2", "C3", "A4", "A4@5", "B6"])
    }

    /// Every line of a large input with few distinct texts: each repeat names a line with its text, the first.
    func testManyLinesWithFewTexts() throws {
        let lines = (0..<50_000).map { "Text \(($0 * 7_919) % 997)" }
        let repeats = try repeats(lines)
        var firstSeen: [String: Int] = [:]
        for (index, line) in lines.enumerated() {
            if let first = firstSeen[line] {
                XCTAssertEqual(repeats.original(of: index), first)
            } else {
                XCTAssertNil(repeats.original(of: index))
                firstSeen[line] = index
            }
        }
        XCTAssertEqual(firstSeen.count, 997)
    }

    /// A repeat gets its first line's answer through `copy`, with its own index; first lines get their own.
    func testDeliveryHandsRepeatsTheirFirstLinesAnswer() throws {
        let repeats = try repeats(["x", "y", "x", "x", "y", "z"])
        var delivery = RepeatedLines.Delivery<String>(repeats)
        let computed: [String?] = ["X", "Y", nil, nil, nil, "Z"]
        let answers = computed.map { delivery.answer($0) { answer, index in "\(answer)@\(index)" } }
        XCTAssertEqual(answers, ["X", "Y", "X@2", "X@3", "Y@4", "Z"])
    }
}
