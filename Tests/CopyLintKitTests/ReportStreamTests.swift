@testable import CopyLintKit
import CopyLowLevel
import Foundation
import XCTest

/// A stream writes what its reporter makes at once, a chunk at a time: the formats that write into the stream's
/// own buffer (`BufferedReporter`) and the others alike, through each of the stream's ways of handing chunks over.
final class ReportStreamTests: XCTestCase {
    /// Findings as `check` hands them over: a few per string, thousands of strings (past two chunks of JSON).
    private let strings: [[Finding]] = (0..<9_000).map { index in
        Samples.all.prefix(index % Samples.all.count + 1).map { finding in
            var finding = finding
            finding.line = index + 1
            return finding
        }
    }

    private var streamingReporters: [any StreamingReporter] {
        Reporters.names.compactMap { Reporters.make(name: $0) as? any StreamingReporter }
    }

    func testTheBuiltInByteWritersWriteIntoTheStreamsBuffer() {
        let buffered = streamingReporters.filter { $0 is any BufferedReporter }.map { type(of: $0).name }
        XCTAssertEqual(Set(buffered), [JSONReporter.name, TextReporter.name, XcodeReporter.name, GitHubReporter.name])
        // The stream finds them by type: every reporter that can write into its buffer, and no other.
        for reporter in streamingReporters {
            XCTAssertEqual(ReportStream.buffered(reporter) != nil, reporter is any BufferedReporter, type(of: reporter).name)
        }
    }

    func testEveryStreamingFormatWritesItsWholeReport() throws {
        for reporter in streamingReporters {
            let name = type(of: reporter).name
            var inPlace: [UInt8] = [], writes = 0
            let stream = ReportStream(reporter, quiet: false,
                                      writingBytes: { inPlace += [UInt8](copying: $0); writes += 1 })
            var asArrays: [UInt8] = []
            let arrayStream = ReportStream(reporter, quiet: false) { asArrays += $0 }
            for findings in strings {
                stream.add(findings)
                arrayStream.add(findings)
            }
            let summary = try stream.finish()
            XCTAssertEqual(try arrayStream.finish().warnings, summary.warnings, name)
            let whole = reporter.reportUTF8(Array(strings.joined()), summary: summary)
            XCTAssertTrue(inPlace == whole, "\(name): the chunks joined are the report")
            XCTAssertTrue(asArrays == whole, "\(name): the chunks joined are the report")
            if name == JSONReporter.name { XCTAssertGreaterThan(writes, 2, "several chunks") }
        }
    }

    func testAStreamToAFileWritesTheWholeReport() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("copylint-stream-\(UUID().uuidString).txt").path
        defer { unlink(path) }
        let reporter = TextReporter()
        let stream = ReportStream(reporter, quiet: false, file: try ReportFile(path: path))
        for findings in strings { stream.add(findings) }
        let summary = try stream.finish()
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path)), Data(reporter.reportUTF8(Array(strings.joined()), summary: summary)))
    }
}
