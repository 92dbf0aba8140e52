@testable import CopyFormats
import Foundation
import XCTest

/// Standard input held once: a regular file from where its descriptor stands, mapped when large enough and read
/// otherwise, and anything else (a pipe) read; either way the same bytes, with the descriptor left at the end.
final class InputBytesTests: XCTestCase {
    private let content = (0..<200_000).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 8) }

    private func bytes(_ input: InputBytes) -> [UInt8] {
        input.withUnsafeBufferPointer { Array($0) }
    }

    private func temporaryFile(_ content: [UInt8]) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("copylint-input-\(UUID().uuidString)")
        try Data(content).write(to: url)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    func testLargeFilesAreMappedFromTheirPositionAndSmallOnesRead() throws {
        let file = open(try temporaryFile(content).path, O_RDONLY)
        XCTAssertGreaterThanOrEqual(file, 0)
        defer { close(file) }
        // Whole, mapped (a threshold the file reaches), and the descriptor moved to the end, as a read leaves it.
        let whole = InputBytes.readAll(from: file, mappingThreshold: 100_000)
        XCTAssertTrue(whole.bytes.isMapped)
        XCTAssertNil(whole.error)
        XCTAssertEqual(bytes(whole.bytes), content)
        XCTAssertEqual(whole.bytes.count, content.count)
        XCTAssertEqual(lseek(file, 0, SEEK_CUR), off_t(content.count))
        XCTAssertEqual(bytes(InputBytes.readAll(from: file, mappingThreshold: 1).bytes), [])
        // From part-way, at an offset inside a page: the mapping starts at the page and skips to the offset.
        for offset in [70_000, 4_096, 1] {
            XCTAssertEqual(lseek(file, off_t(offset), SEEK_SET), off_t(offset))
            let rest = InputBytes.readAll(from: file, mappingThreshold: 1).bytes
            XCTAssertTrue(rest.isMapped)
            XCTAssertEqual(bytes(rest), Array(content[offset...]), "from \(offset)")
        }
        // What is left is below the threshold: read.
        XCTAssertEqual(lseek(file, 150_000, SEEK_SET), 150_000)
        let tail = InputBytes.readAll(from: file, mappingThreshold: 100_000).bytes
        XCTAssertFalse(tail.isMapped)
        XCTAssertEqual(bytes(tail), Array(content[150_000...]))
        // The default threshold: a file of less than a megabyte is read.
        XCTAssertEqual(lseek(file, 0, SEEK_SET), 0)
        let small = InputBytes.readAll(from: file).bytes
        XCTAssertFalse(small.isMapped)
        XCTAssertEqual(bytes(small), content)
    }

    func testEmptyFilesAndPipesAreRead() throws {
        let empty = open(try temporaryFile([]).path, O_RDONLY)
        defer { close(empty) }
        let none = InputBytes.readAll(from: empty, mappingThreshold: 1).bytes
        XCTAssertFalse(none.isMapped)
        XCTAssertEqual(none.count, 0)

        let pipe = Pipe()
        let content = self.content
        let writer = Thread {
            pipe.fileHandleForWriting.write(Data(content))
            try? pipe.fileHandleForWriting.close()
        }
        writer.start()
        let piped = InputBytes.readAll(from: pipe.fileHandleForReading.fileDescriptor, mappingThreshold: 1).bytes
        XCTAssertFalse(piped.isMapped)
        XCTAssertEqual(bytes(piped), content)
    }

    func testBytesInMemoryAreThemselves() {
        XCTAssertEqual(bytes(InputBytes(content)), content)
        XCTAssertEqual(InputBytes([]).count, 0)
        XCTAssertFalse(InputBytes(content).isMapped)
    }
}
