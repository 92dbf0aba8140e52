import CopyFormats
@testable import CopyLintKit
import CopyLowLevel
import CopyRules
import Foundation
import XCTest

/// Reports on long strings: a line of more than 500 scalars is shown as a window around the range, work per
/// finding does not grow with the string, and a stream writes a long string's findings out a part at a time.
final class LongStringReportTests: XCTestCase {
    /// One finding per word of `text` (words are runs of non-spaces), each with a fix-it, sharing `text`.
    private func wordFindings(_ text: String, rule: String = "title_case") -> [Finding] {
        let scalars = Array(text.unicodeScalars)
        var findings: [Finding] = []
        var start: Int?
        for index in 0...scalars.count {
            let isSpace = index == scalars.count || scalars[index] == " " || scalars[index] == "\n"
            if !isSpace, start == nil { start = index }
            if isSpace, let first = start {
                findings.append(Finding(diagnostic: Diagnostic(rule: rule, severity: .warning, message: "m", range: first..<index,
                                                               fixIts: [FixIt(range: first..<index, replacement: "W")]),
                                        file: "<stdin>", line: 1, column: first + 1, key: nil, locale: "en", role: .menuItem, text: text))
                start = nil
            }
        }
        return findings
    }

    private func finding(_ text: String, _ range: Range<Int>) -> Finding {
        Finding(diagnostic: Diagnostic(rule: "r", severity: .warning, message: "m", range: range), file: "f", line: 1,
                column: range.lowerBound + 1, key: nil, locale: "en", role: .alertMessage, text: text)
    }

    /// The excerpt and caret lines of a rendering (after the diagnostic line).
    private func excerpt(_ finding: Finding) -> [String] {
        Array(TextReporter().render(finding).split(separator: "\n", omittingEmptySubsequences: false).dropFirst().prefix(2)).map(String.init)
    }

    func testScalarOffsetsAgreeWithAWalk() {
        let texts = ["", "a", "Save", String(repeating: "abcdefghij", count: 100), "é日\t😀",
                     String(repeating: "é日\t😀a\nz", count: 60), String(repeating: "x", count: 64) + "é" + String(repeating: "y", count: 130)]
        for text in texts {
            var expected = [0]
            var offset = 0
            for scalar in text.unicodeScalars {
                offset += UTF8.width(scalar)
                expected.append(offset)
            }
            UTF8Bytes.withBytes(of: text) { utf8 in
                let offsets = ScalarOffsets(utf8)
                XCTAssertEqual(offsets.scalarCount, text.unicodeScalars.count)
                for scalar in -2...(expected.count + 1) {
                    XCTAssertEqual(offsets.offset(ofScalar: scalar, in: utf8), expected[min(max(scalar, 0), expected.count - 1)], "\(text.prefix(8))… scalar \(scalar)")
                }
            }
            // The span forms the reporters read give the same offsets.
            let span = text.utf8.span
            let spanOffsets = ScalarOffsets(span)
            XCTAssertEqual(spanOffsets.scalarCount, text.unicodeScalars.count)
            for scalar in -2...(expected.count + 1) {
                XCTAssertEqual(spanOffsets.offset(ofScalar: scalar, in: span), expected[min(max(scalar, 0), expected.count - 1)])
            }
        }
    }

    func testALineOfFiveHundredScalarsIsShownWhole() {
        let text = String(repeating: "abcdefghij", count: 50)
        XCTAssertEqual(excerpt(finding(text, 450..<455)), ["    " + text, "    " + String(repeating: " ", count: 450) + "^~~~~"])
    }

    /// 100 scalars before the range and 300 in all, "…" where the line goes on; the caret moves past the "…".
    func testALongerLineIsShownAsAWindow() {
        let text = String(repeating: "abcdefghij", count: 100)
        let scalars = Array(text.unicodeScalars)
        func slice(_ range: Range<Int>) -> String { String(String.UnicodeScalarView(scalars[range])) }
        XCTAssertEqual(excerpt(finding(text, 600..<610)), ["    …" + slice(500..<800) + "…", "    " + String(repeating: " ", count: 101) + "^" + String(repeating: "~", count: 9)])
        // At the line's start nothing is cut before; at its end nothing after.
        XCTAssertEqual(excerpt(finding(text, 10..<12)), ["    " + slice(0..<300) + "…", "    " + String(repeating: " ", count: 10) + "^~"])
        XCTAssertEqual(excerpt(finding(text, 990..<1000)), ["    …" + slice(890..<1000), "    " + String(repeating: " ", count: 101) + "^" + String(repeating: "~", count: 9)])
        // A range longer than the window is underlined to the window's end.
        XCTAssertEqual(excerpt(finding(text, 600..<1000))[1], "    " + String(repeating: " ", count: 101) + "^" + String(repeating: "~", count: 199))
    }

    /// Lines of a multi-line string are windowed on their own; wide characters take two columns.
    func testWindowsOnALongLineAmongShortOnes() {
        // "слово日本 " is 8 scalars and 10 columns; the long line has 100 of them.
        let text = "Заголовок\n" + String(repeating: "слово日本 ", count: 100) + "\nконец"
        let longLine = 10
        let scalars = Array(text.unicodeScalars)
        func slice(_ range: Range<Int>) -> String { String(String.UnicodeScalarView(scalars[range])) }
        XCTAssertEqual(excerpt(finding(text, 0..<9)), ["    Заголовок", "    ^" + String(repeating: "~", count: 8)])
        XCTAssertEqual(excerpt(finding(text, 811..<816)), ["    конец", "    ^~~~~"])
        // The 51st word: 100 scalars before it are "о日本 " and 12 whole words, 6 + 120 columns, after the "…".
        let word = longLine + 8 * 50
        XCTAssertEqual(excerpt(finding(text, word..<(word + 5))),
                       ["    …" + slice((word - 100)..<(word + 200)) + "…", "    " + String(repeating: " ", count: 127) + "^~~~~"])
        // Near the line's start, the window starts with the line, after the line before it.
        XCTAssertEqual(excerpt(finding(text, (longLine + 8)..<(longLine + 13))),
                       ["    " + slice(longLine..<(longLine + 300)) + "…", "    " + String(repeating: " ", count: 10) + "^~~~~"])
    }

    /// A string with a finding on every word: the text report grows with the findings, not findings × length.
    func testReportPerFindingDoesNotGrowWithTheString() {
        func size(_ words: Int, _ reporter: any Reporter) -> Int {
            reporter.reportUTF8(wordFindings(String(repeating: "word ", count: words)), summary: Summary()).count
        }
        for reporter in [TextReporter() as any Reporter, JUnitReporter()] {
            let small = size(1_000, reporter), large = size(4_000, reporter)
            XCTAssertLessThan(Double(large) / Double(small), 4.5, "\(type(of: reporter)): \(small) then \(large) bytes")
        }
    }

    /// Issue 45: the JSON report repeated a long string whole in each of its findings (a 100 KB value gave a
    /// 202 MB report). A long string's findings carry a window and where it starts.
    func testJSONReportOfALongStringGrowsWithItsLength() throws {
        func report(_ words: Int) -> [UInt8] {
            JSONReporter().reportUTF8(wordFindings(String(repeating: "word ", count: words)), summary: Summary())
        }
        let small = report(1_000).count, large = report(4_000).count
        XCTAssertLessThan(Double(large) / Double(small), 4.5, "\(small) then \(large) bytes")
        let parsed = try JSONSerialization.jsonObject(with: Data(report(4_000))) as? [String: Any]
        let diagnostics = try XCTUnwrap(parsed?["diagnostics"] as? [[String: Any]])
        let last = try XCTUnwrap(diagnostics.last)
        let start = try XCTUnwrap(last["text_start"] as? Int)
        let text = Array(try XCTUnwrap(last["text"] as? String).unicodeScalars)
        let (lower, upper) = (try XCTUnwrap(last["start"] as? Int), try XCTUnwrap(last["end"] as? Int))
        XCTAssertEqual(String(String.UnicodeScalarView(text[(lower - start)..<(upper - start)])), "word")
        let short = try XCTUnwrap((try JSONSerialization.jsonObject(with: Data(report(10))) as? [String: Any])?["diagnostics"] as? [[String: Any]])
        XCTAssertTrue(short.allSatisfy { $0["text_start"] == nil && $0["text"] as? String == String(repeating: "word ", count: 10) })
    }

    /// Strings are told apart by their bytes: canonically equivalent spellings are different strings to offsets.
    func testMemoRecognisesTheSameBytesOnly() {
        let memo = LastTextMemo<Int>()
        var made = 0
        func value(_ text: String) -> Int { memo.value(for: text) { _ in made += 1; return made } }
        let text = String(repeating: "a\u{301}\u{323} ", count: 40)
        let reordered = String(repeating: "a\u{323}\u{301} ", count: 40)
        XCTAssertEqual(text, reordered)
        XCTAssertEqual(value(text), 1)
        XCTAssertEqual(value(text), 1)
        XCTAssertEqual(value(String(decoding: Array(text.utf8), as: UTF8.self)), 1)  // the same bytes, another storage
        XCTAssertEqual(value(reordered), 2)
        XCTAssertEqual(value(text), 3)
    }

    /// SARIF computes a string's scalars and fingerprints once for its findings: the report is the same when
    /// every finding has its own copy of the string.
    func testSARIFIsTheSameForSharedAndCopiedStrings() throws {
        let shared = wordFindings(String(repeating: "word ", count: 300) + "\nlast")
        let copied = shared.map { finding in
            var copy = finding
            copy.text = String(decoding: Array(finding.text.utf8), as: UTF8.self)
            return copy
        }
        let mixed = shared.enumerated().map { index, finding in
            var finding = finding
            if index % 3 == 0 { finding.diagnostic.rule = "sentence_case" }
            return finding
        }
        let reporter = SARIFReporter(workingDirectory: Samples.workingDirectory)
        XCTAssertEqual(reporter.report(shared, summary: Summary()), reporter.report(copied, summary: Summary()))
        let report = try JSONSerialization.jsonObject(with: Data(reporter.report(mixed, summary: Summary()).utf8)) as? [String: Any]
        let results = try XCTUnwrap(((report?["runs"] as? [[String: Any]])?.first?["results"]) as? [[String: Any]])
        let fingerprints = results.compactMap { ($0["partialFingerprints"] as? [String: String])?.values.first }
        XCTAssertEqual(fingerprints.count, mixed.count)
        // One fingerprint per rule, numbered by occurrence.
        XCTAssertEqual(Set(fingerprints.map { $0.prefix(16) }).count, 2)
        XCTAssertEqual(Set(fingerprints).count, mixed.count)
    }

    /// A long string's findings are written a megabyte or so at a time, and the parts join into the report
    /// the reporter makes at once.
    func testStreamWritesALongStringsFindingsInParts() throws {
        let findings = wordFindings(String(repeating: "words ", count: 1_200))
        var writes: [[UInt8]] = []
        let stream = ReportStream(JSONReporter(), quiet: false) { writes.append($0) }
        stream.add(findings)
        let summary = try stream.finish()
        XCTAssertEqual(summary.warnings, 1_200)
        XCTAssertGreaterThan(writes.count, 5)
        // A part holds at most a megabyte and one finding (each repeats the 7 kB string).
        XCTAssertLessThanOrEqual(writes.map(\.count).max() ?? 0, ReportStream.chunkBytes + 8_000)
        XCTAssertTrue(Array(writes.joined()) == JSONReporter().reportUTF8(findings, summary: summary), "the parts joined are the report")
    }

    func testBatchesCoverTheFindingsInOrder() {
        let short = wordFindings("a b c")
        XCTAssertEqual(ReportStream.batches(short, budget: 1 << 20), [0..<3])
        XCTAssertEqual(ReportStream.batches([], budget: 1 << 20), [])
        let long = wordFindings(String(repeating: "word ", count: 1_000))  // each finding estimated at 5,257 bytes
        let batches = ReportStream.batches(long, budget: 50_000)
        XCTAssertEqual(batches.first, 0..<10)
        XCTAssertEqual(batches.flatMap { Array($0) }, Array(long.indices))
        XCTAssertEqual(ReportStream.batches(long, budget: 1), long.indices.map { $0..<($0 + 1) })
    }
}
