import CopyLowLevel
import Foundation
import XCTest
import CopyLintKit

/// `--output`: the report is streamed into a file beside the target and renamed over it only when complete.
final class ReportFileTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("report-file-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func contents() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    func testCommitReplacesTheFileAndLeavesNothingElse() throws {
        let path = folder.appendingPathComponent("report.json").path
        try Data("old".utf8).write(to: URL(fileURLWithPath: path))
        let file = try ReportFile(path: path)
        file.write(Array("{\"diagnostics\":[".utf8))
        // Until committed, the old report stays, beside the one being written.
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "old")
        XCTAssertEqual(try contents().count, 2)
        file.write(Array("]}".utf8))
        try file.commit()
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "{\"diagnostics\":[]}")
        XCTAssertEqual(try contents(), ["report.json"])
    }

    func testDiscardLeavesThePreviousReport() throws {
        let path = folder.appendingPathComponent("report.txt").path
        try Data("old".utf8).write(to: URL(fileURLWithPath: path))
        let file = try ReportFile(path: path)
        file.write(Array("half a rep".utf8))
        file.discard()
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "old")
        XCTAssertEqual(try contents(), ["report.txt"])
    }

    func testAFolderThatDoesNotExistIsAnError() {
        let path = folder.appendingPathComponent("missing/report.json").path
        XCTAssertThrowsError(try ReportFile(path: path)) { error in
            XCTAssertEqual("\(error)", "cannot write \(path): No such file or directory")
        }
    }

    /// A stream to a file writes the same bytes as the report made at once, and puts the file in place on finish.
    func testStreamToAFile() throws {
        let path = folder.appendingPathComponent("out.json").path
        let stream = ReportStream(JSONReporter(), quiet: false, file: try ReportFile(path: path))
        stream.add(Samples.all)
        let summary = try stream.finish()
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path)), Data(JSONReporter().reportUTF8(Samples.all, summary: summary)))
        XCTAssertEqual(try contents(), ["out.json"])
    }

    /// Paths compared for `--output` against the linted files: links and `..` resolved, a new path as given.
    func testResolvedPaths() throws {
        let target = folder.appendingPathComponent("target.strings").path
        try Data().write(to: URL(fileURLWithPath: target))
        let link = folder.appendingPathComponent("link.strings").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "target.strings")
        let real = ReportFile.resolved(target)
        XCTAssertEqual(ReportFile.resolved(link), real)
        XCTAssertEqual(ReportFile.resolved(folder.path + "/../" + folder.lastPathComponent + "/target.strings"), real)
        XCTAssertEqual(ReportFile.resolved(folder.path + "/new.json"), folder.path + "/new.json")
    }

    /// A symbolic link's target gets the report; the link stays.
    func testASymbolicLinkIsWrittenThrough() throws {
        let target = folder.appendingPathComponent("target.json").path
        let link = folder.appendingPathComponent("link.json").path
        try Data("old".utf8).write(to: URL(fileURLWithPath: target))
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        let file = try ReportFile(path: link)
        file.write(Array("new".utf8))
        try file.commit()
        XCTAssertEqual(try String(contentsOfFile: target, encoding: .utf8), "new")
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: link)[.type] as? FileAttributeType, .typeSymbolicLink)
        XCTAssertEqual(try contents(), ["link.json", "target.json"])
    }

    /// A named pipe (or a device, as /dev/stdout) is written as it is: renaming a file over it would replace it.
    func testAPipeIsWrittenNotReplaced() throws {
        let path = folder.appendingPathComponent("pipe").path
        XCTAssertEqual(mkfifo(path, 0o600), 0)
        let received = Received()
        let reader = Thread {
            received.bytes = FileHandle(forReadingAtPath: path)?.readDataToEndOfFile() ?? Data()
            received.done.signal()
        }
        reader.start()
        let file = try ReportFile(path: path)
        file.write(Array("report".utf8))
        try file.commit()
        XCTAssertEqual(received.done.wait(timeout: .now() + 10), .success)
        XCTAssertEqual(String(decoding: received.bytes, as: UTF8.self), "report")
        var status = stat()
        XCTAssertEqual(stat(path, &status), 0)
        XCTAssertEqual(status.st_mode & S_IFMT, S_IFIFO, "still a pipe")
        XCTAssertEqual(try contents(), ["pipe"])
    }
}

/// What the pipe's reader got.
private final class Received: @unchecked Sendable {
    var bytes = Data()
    let done = DispatchSemaphore(value: 0)
}
