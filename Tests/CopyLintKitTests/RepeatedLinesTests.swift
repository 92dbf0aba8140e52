@testable import CopyLintKit
import CopyLowLevel
import XCTest

/// `RepeatedLines` finds each line's first copy by its bytes, and hands answers over in input order.
final class RepeatedLinesTests: XCTestCase {
    /// The lines joined by line feeds, and each one's range in the bytes.
    private static func joined(_ lines: [String]) -> (bytes: [UInt8], ranges: [Range<Int>]) {
        var ranges: [Range<Int>] = []
        var start = 0
        for line in lines {
            ranges.append(start..<start + line.utf8.count)
            start += line.utf8.count + 1
        }
        return (Array(lines.joined(separator: "\n").utf8), ranges)
    }

    /// The search over `ranges` of `bytes`, each line hashed here (the reader hashes them as it splits its input).
    private static func repeatedLines(_ bytes: Span<UInt8>, _ ranges: [Range<Int>],
                                      windowSize: Int = RepeatedLines.defaultWindowSize,
                                      partitions: Int = 2 * AvailableCores.count) -> RepeatedLines? {
        let hashes = ranges.map { RepeatedLines.lineHash(bytes, $0) }
        return RepeatedLines(bytes: bytes, ranges: ranges, hashes: hashes, windowSize: windowSize, partitions: partitions)
    }

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

    /// Repeats are looked for in the current window of lines and the window before: a line that repeats only a
    /// line further back is a first line, and answers kept across a window's start are handed over.
    func testRepeatsAreFoundInThisWindowAndTheOneBefore() throws {
        // Windows of two lines: [a b] [a c] [d a] [a e].
        let lines = ["a", "b", "a", "c", "d", "a", "a", "e"]
        let (bytes, ranges) = Self.joined(lines)
        let repeats = try XCTUnwrap(Self.repeatedLines(bytes.span, ranges, windowSize: 2))
        // Line 2 repeats line 0 of the window before; line 5's only earlier "a" in reach is line 2, itself a
        // repeat of a line two windows back, so it starts afresh; line 6 repeats it.
        XCTAssertEqual(lines.indices.map { repeats.original(of: $0) }, [nil, nil, 0, nil, nil, nil, 5, nil])
        var delivery = RepeatedLines.Delivery<String>(repeats)
        let answers = ["A0", "B1", "", "C3", "D4", "A5", "", "E7"].map { delivery.answer($0) { answer, index in "\(answer)@\(index)" } }
        XCTAssertEqual(answers, ["A0", "B1", "A0@2", "C3", "D4", "A5", "A5@6", "E7"])
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
        let computed = ["X", "Y", "", "", "", "Z"]
        let answers = computed.map { delivery.answer($0) { answer, index in "\(answer)@\(index)" } }
        XCTAssertEqual(answers, ["X", "Y", "X@2", "X@3", "Y@4", "Z"])
    }

    /// Kept answers come and go in places that are given back at a first line's last repeat and taken again: on
    /// small windows, over many lines whose repeats come near and far, every repeat gets its first line's answer
    /// (as `original(of:)` names it) and every first line its own.
    func testDeliveryReusesPlacesOfAnswersNoLongerKept() throws {
        let lines = (0..<20_000).map { index -> String in
            index % 5 == 0 ? "Distinct \(index)" : "Text \((index * 7_919) % (index % 2 == 0 ? 31 : 1_499))"
        }
        let (bytes, ranges) = Self.joined(lines)
        for windowSize in [64, 1_000] {
            let repeats = try XCTUnwrap(Self.repeatedLines(bytes.span, ranges, windowSize: windowSize))
            var delivery = RepeatedLines.Delivery<String>(repeats)
            for index in lines.indices {
                let first = repeats.original(of: index)
                let answer = delivery.answer(first == nil ? "\(lines[index])#\(index)" : "") { answer, repeatIndex in "\(answer)@\(repeatIndex)" }
                XCTAssertEqual(answer, first.map { "\(lines[$0])#\($0)@\(index)" } ?? "\(lines[index])#\(index)", "line \(index), window \(windowSize)")
            }
        }
    }

    /// Several threads, each searching the lines whose hash falls in its share, find what one thread finds: on
    /// windows small enough that a share skips windows, with tables that must grow (all lines distinct in a
    /// share of eight), and against a plain model of the windowed search.
    func testThreadsFindWhatOneThreadFinds() throws {
        let lines = (0..<20_000).map { $0 % 3 == 0 ? "Distinct \($0)" : "Text \(($0 * 7_919) % 1_499)" }
        let (bytes, ranges) = Self.joined(lines)
        for windowSize in [64, 5_000, RepeatedLines.defaultWindowSize] {
            // The model: each window's table holds its first lines; a line repeats one in its window's table or the one before.
            var tables: [Int: [String: Int]] = [:]
            var expected: [Int?] = []
            for (index, line) in lines.enumerated() {
                let window = index / windowSize
                if let first = tables[window]?[line] ?? tables[window - 1]?[line] {
                    expected.append(first)
                } else {
                    expected.append(nil)
                    tables[window, default: [:]][line] = index
                }
            }
            for partitions in [1, 2, 3, 8] {
                let repeats = try XCTUnwrap(Self.repeatedLines(bytes.span, ranges, windowSize: windowSize,
                                                               partitions: partitions))
                XCTAssertEqual(lines.indices.map { repeats.original(of: $0) }, expected, "window \(windowSize), \(partitions) threads")
                // Each first line's last repeat: the last line that names it (itself when none does).
                var last = Array(lines.indices)
                for (index, first) in expected.enumerated() { if let first { last[first] = index } }
                let firstLines = lines.indices.filter { expected[$0] == nil }
                XCTAssertEqual(firstLines.map { repeats.lastRepeat(of: $0) }, firstLines.map { last[$0] }, "window \(windowSize), \(partitions) threads")
            }
        }
    }

    /// The reader hashes each line as it splits a large input into lines, in parts (`StdinReader.lineRecords`):
    /// the repeats found with its hashes are those found by hashing the lines again here, with CRLF endings and
    /// lines of other scripts across the parts' cuts.
    func testTheReadersHashesFindWhatHashingTheLinesFinds() throws {
        var bytes: [UInt8] = []
        var number = 0
        while bytes.count < 3 * StdinReader.partBytes {
            let text = number % 4 == 0 ? "Distinct line \(number)" : "Répété \(number % 997) 日本語"
            bytes += Array(text.utf8) + (number % 3 == 0 ? [0x0D, 0x0A] : [0x0A])
            number += 1
        }
        let read = try XCTUnwrap(StdinReader.lineRecords(from: bytes).repeatedLines())
        let hashedHere = try XCTUnwrap(Self.repeatedLines(bytes.span, StdinReader.lineRanges(bytes.span)))
        XCTAssertEqual(read.count, number)
        XCTAssertEqual((0..<number).map { read.original(of: $0) }, (0..<number).map { hashedHere.original(of: $0) })
        XCTAssertEqual((0..<number).filter { read.original(of: $0) != nil }.count, number - (number + 3) / 4 - 997)
    }
}
