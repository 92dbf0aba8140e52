@testable import CopyFormats
import CopyLowLevel
import Foundation
import XCTest

/// Standard input held once, read from where its descriptor stands, with the descriptor left at the end.
final class InputBytesTests: XCTestCase {
    private let content = (0..<200_000).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 8) }

    private func bytes(_ input: InputBytes) -> [UInt8] {
        input.withSpan { [UInt8](copying: $0) }
    }

    private func temporaryFile(_ content: [UInt8]) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("copylint-input-\(UUID().uuidString)")
        try Data(content).write(to: url)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    func testFilesAreReadFromTheirPosition() throws {
        let file = open(try temporaryFile(content).path, O_RDONLY)
        XCTAssertGreaterThanOrEqual(file, 0)
        defer { close(file) }
        let whole = InputBytes.readAll(from: file)
        XCTAssertNil(whole.error)
        XCTAssertEqual(bytes(whole.bytes), content)
        XCTAssertEqual(lseek(file, 0, SEEK_CUR), off_t(content.count))
        XCTAssertEqual(bytes(InputBytes.readAll(from: file).bytes), [])
        for offset in [70_000, 4_096, 1] {
            XCTAssertEqual(lseek(file, off_t(offset), SEEK_SET), off_t(offset))
            XCTAssertEqual(bytes(InputBytes.readAll(from: file).bytes), Array(content[offset...]), "from \(offset)")
        }
    }

    /// Issue 45: a redirected file truncated by another process while it was read (mapped) ended in SIGBUS.
    func testAFileTruncatedAfterItIsReadKeepsItsBytes() throws {
        let large = [UInt8](repeating: 0x61, count: 4 << 20)
        let url = try temporaryFile(large)
        let file = open(url.path, O_RDONLY)
        defer { close(file) }
        let read = InputBytes.readAll(from: file).bytes
        XCTAssertEqual(truncate(url.path, 0), 0)
        XCTAssertEqual(bytes(read).reduce(0) { $0 + Int($1) }, 0x61 * large.count)
    }

    func testReadingAFolderIsAnError() throws {
        let folder = open(FileManager.default.temporaryDirectory.path, O_RDONLY)
        defer { close(folder) }
        XCTAssertEqual(InputBytes.readAll(from: folder).error, EISDIR)
        XCTAssertEqual(InputBytes.readAll(from: -1).error, EBADF)
    }

    func testEmptyFilesAndPipesAreRead() throws {
        let empty = open(try temporaryFile([]).path, O_RDONLY)
        defer { close(empty) }
        XCTAssertEqual(InputBytes.readAll(from: empty).bytes.count, 0)

        let pipe = Pipe()
        let content = self.content
        let writer = Thread {
            pipe.fileHandleForWriting.write(Data(content))
            try? pipe.fileHandleForWriting.close()
        }
        writer.start()
        XCTAssertEqual(bytes(InputBytes.readAll(from: pipe.fileHandleForReading.fileDescriptor).bytes), content)
    }

    func testBytesInMemoryAreThemselves() {
        XCTAssertEqual(bytes(InputBytes(content)), content)
        XCTAssertEqual(InputBytes([]).count, 0)
    }
}
