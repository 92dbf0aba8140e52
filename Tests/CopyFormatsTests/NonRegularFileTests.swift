import CopyFormats
import CopyLowLevel
import Foundation
import XCTest

/// Only regular files are read, up to a size (issue 45: a named pipe hung every command, a link to `/dev/zero`
/// was read until memory ran out). The pipe and the links are made here, in a temporary folder.
final class NonRegularFileTests: XCTestCase {
    private func temporaryFolder() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("copylint-special-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: folder) }
        return folder
    }

    private func message(reading path: String, maximumBytes: Int = FileBytes.defaultMaximumBytes) -> String? {
        do {
            _ = try LocalizationReader.read(path: path, maximumBytes: maximumBytes)
            return nil
        } catch {
            return (error as? ParseError)?.message
        }
    }

    func testANamedPipeIsReportedNotWaitedFor() throws {
        let pipe = try temporaryFolder() + "/Localizable.strings"
        XCTAssertEqual(mkfifo(pipe, 0o600), 0)
        XCTAssertEqual(message(reading: pipe), "cannot read the file: not a regular file (a named pipe): not read")
    }

    func testLinksToDevicesAreReportedNotRead() throws {
        let folder = try temporaryFolder()
        for device in ["/dev/zero", "/dev/urandom", "/dev/stdin"] {
            let link = folder + "/\(device.split(separator: "/").last!).strings"
            try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: device)
            let found = message(reading: link)
            // `/dev/stdin` is whatever the test runs with: a terminal, a pipe, or /dev/null, none a regular file.
            XCTAssertTrue(found?.hasPrefix("cannot read the file: not a regular file") == true, "\(device): \(found ?? "read")")
        }
    }

    /// The check that a file is as read before a fix replaces it: read a chunk at a time, compared as it goes.
    func testAFileHoldsTheBytesReadOnlyWhenItHoldsThemAllAndNothingMore() throws {
        let folder = try temporaryFolder()
        let path = folder + "/Localizable.xcstrings"
        // Over two chunks, so that a difference in the last one is read to.
        let bytes = (0..<((2 << 20) + 77)).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        XCTAssertTrue(FileBytes.holds(bytes, atPath: path))
        var changed = bytes
        changed[changed.count - 2] &+= 1
        XCTAssertFalse(FileBytes.holds(changed, atPath: path), "a byte in the last chunk")
        XCTAssertFalse(FileBytes.holds(Array(bytes.dropLast()), atPath: path), "the file is longer")
        XCTAssertFalse(FileBytes.holds(bytes + [0x0A], atPath: path), "the file is shorter")
        let empty = folder + "/Empty.strings"
        try Data().write(to: URL(fileURLWithPath: empty))
        XCTAssertTrue(FileBytes.holds([], atPath: empty))
        XCTAssertFalse(FileBytes.holds([0x41], atPath: empty))
        let pipe = folder + "/Pipe.strings"
        XCTAssertEqual(mkfifo(pipe, 0o600), 0)
        XCTAssertFalse(FileBytes.holds([], atPath: pipe), "not a regular file: never waited for")
        XCTAssertFalse(FileBytes.holds([], atPath: folder), "a folder")
        XCTAssertFalse(FileBytes.holds([], atPath: folder + "/missing"))
    }

    func testAFileOverTheLimitIsReported() throws {
        let path = try temporaryFolder() + "/Localizable.strings"
        try Data("\"a\" = \"OK\";\n".utf8).write(to: URL(fileURLWithPath: path))
        XCTAssertNil(message(reading: path, maximumBytes: 12))
        XCTAssertEqual(message(reading: path, maximumBytes: 11),
                       "cannot read the file: larger than 11 bytes, the most a file may have (max_file_size): not read")
    }
}
