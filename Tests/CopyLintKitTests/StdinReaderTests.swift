@testable import CopyLintKit
import CopyLowLevel
import CopyRules
import XCTest

/// Plain lines read lazily (`LineRecords`): the same records as before, and bad input found wherever it is.
final class StdinReaderTests: XCTestCase {
    func testLinesSplitAtLFAndCRLFWithoutAFinalEmptyRecord() throws {
        let records = try StdinReader.lineRecords(from: Array("Save\r\n\nRename...\nOK".utf8))
        XCTAssertEqual(records.map(\.text), ["Save", "", "Rename...", "OK"])
        XCTAssertEqual(records.map(\.line), [1, 2, 3, 4])
        // What the linter takes from a plain line without a record: the record's own line and text.
        XCTAssertEqual(records.indices.map { records.plainLine(at: $0)?.line }, [1, 2, 3, 4])
        XCTAssertEqual(records.indices.map { records.plainLine(at: $0)?.text }, ["Save", "", "Rename...", "OK"])
        XCTAssertNil(Array(records).plainLine(at: 0), "records that may hold more are resolved whole")
        XCTAssertEqual(try StdinReader.lineRecords(from: Array("Save\n".utf8)).map(\.text), ["Save"])
        XCTAssertTrue(try StdinReader.lineRecords(from: []).isEmpty)
        XCTAssertEqual(try StdinReader.lineRecords(from: Array("\n".utf8)).map(\.text), [""])
        XCTAssertEqual(try StdinReader.lineRecords(from: Array("\r\n\r\nB\r".utf8)).map(\.text), ["", "", "B\r"])
        XCTAssertEqual(try StdinReader.lineRecords(from: Array("\rA\n\n\n".utf8)).map(\.text), ["\rA", "", ""])
    }

    /// A bad byte past the first megabyte is still found, on its line.
    func testInvalidUTF8PastTheFirstMegabyteNamesItsLine() {
        var bytes: [UInt8] = []
        for _ in 0..<40_000 { bytes += Array("Delete this photo?\n".utf8) }   // 760,000 bytes
        for _ in 0..<20_000 { bytes += Array("Déjà vu\n".utf8) }              // past a megabyte
        bytes += [0x4F, 0x6B, 0xE2, 0x80, 0x0A]                                // "Ok" and a cut-off "…"
        XCTAssertThrowsError(try StdinReader.lineRecords(from: bytes)) { error in
            let error = error as? InputError
            XCTAssertEqual(error?.line, 60_001)
            XCTAssertEqual(error?.column, 3)
        }
    }

    /// A large input is checked in parts of about a megabyte (at most four a core, one on one core), cut after
    /// line feeds: a bad byte in any part is found on its line, and valid input reads.
    func testLargeInputIsCheckedInPartsCutAfterLineFeeds() throws {
        let line = Array("Déjà vu, “quoted” — 日本語のテキスト\n".utf8)
        var bytes: [UInt8] = []
        while bytes.count < 3 * StdinReader.partBytes { bytes += line }
        let lines = bytes.count / line.count
        let parts = StdinReader.validationParts(bytes.span)
        XCTAssertEqual(parts.count, AvailableCores.count > 1 ? min(4 * AvailableCores.count, 3) : 1)
        XCTAssertEqual(parts.first?.lowerBound, 0)
        XCTAssertEqual(parts.last?.upperBound, bytes.count)
        for (part, next) in zip(parts, parts.dropFirst()) {
            XCTAssertEqual(part.upperBound, next.lowerBound)
            XCTAssertEqual(bytes[part.upperBound - 1], 0x0A)
        }
        XCTAssertEqual(try StdinReader.lineRecords(from: bytes).count, lines)
        // Lines are split in the parts too: with CRLF endings, varied lengths and no final line feed, the records
        // are those of the input split whole.
        var mixed: [UInt8] = []
        var number = 0
        while mixed.count < 3 * StdinReader.partBytes {
            mixed += Array("Line \(number) \(String(repeating: "é", count: number % 7))".utf8) + (number % 3 == 0 ? [0x0D, 0x0A] : [0x0A])
            number += 1
        }
        mixed += Array("last, unterminated".utf8)
        let whole = StdinReader.lineRanges(mixed.span)
        XCTAssertEqual(whole.count, number + 1)
        XCTAssertEqual(Array(try StdinReader.lineRecords(from: mixed).map(\.text)), whole.map { String(decoding: mixed[$0], as: UTF8.self) })
        // A bad byte on the first line, in the middle, and on the last line.
        for badLine in [0, lines / 2, lines - 1] {
            var bad = bytes
            bad[badLine * line.count + 1] = 0xFF
            XCTAssertThrowsError(try StdinReader.lineRecords(from: bad)) { error in
                XCTAssertEqual((error as? InputError)?.line, badLine + 1)
                XCTAssertEqual((error as? InputError)?.column, 2)
            }
        }
    }

    /// Lines are counted and then written part by part into one array: cut after any line feed, the parts'
    /// lines are the lines of the whole.
    func testLinesOfPartsCutAfterAnyLineFeedAreTheWholesLines() {
        let bytes = Array("one\r\ntwo\n\n\r\nthré\nfour\r\n\nlast, unterminated".utf8)
        do {
            let buffer = bytes.span
            let whole = StdinReader.lineRanges(buffer)
            XCTAssertEqual(whole.map { String(decoding: bytes[$0], as: UTF8.self) }, ["one", "two", "", "", "thré", "four", "", "last, unterminated"])
            for cut in bytes.indices where bytes[cut] == 0x0A {
                let parts = StdinReader.lineRanges(buffer, in: 0..<cut + 1) + StdinReader.lineRanges(buffer, in: cut + 1..<bytes.count)
                XCTAssertEqual(parts, whole, "cut after byte \(cut)")
            }
            XCTAssertEqual(StdinReader.lineRanges(buffer, in: 0..<0), [])
        }
    }

    /// Input is read whole from a file (read at the file's size, or mapped: `InputBytesTests`), from part-way
    /// through a file, from an empty file and from a pipe, each larger than the chunk a pipe is read through.
    func testReadAllReadsFilesFromWhereTheyArePositionedAndPipes() throws {
        let content = (0..<200_000).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 8) }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("copylint-readall-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: url) }
        try Data(content).write(to: url)
        let file = open(url.path, O_RDONLY)
        XCTAssertGreaterThanOrEqual(file, 0)
        defer { close(file) }
        func read(_ descriptor: Int32) -> [UInt8] {
            (try? StdinReader.readAll(from: descriptor))?.withSpan { [UInt8](copying: $0) } ?? [9]
        }
        XCTAssertEqual(read(file), content)
        XCTAssertEqual(lseek(file, 70_000, SEEK_SET), 70_000)
        XCTAssertEqual(read(file), Array(content[70_000...]))
        XCTAssertEqual(read(file), [])

        let emptyURL = url.appendingPathExtension("empty")
        defer { try? FileManager.default.removeItem(at: emptyURL) }
        try Data().write(to: emptyURL)
        let empty = open(emptyURL.path, O_RDONLY)
        defer { close(empty) }
        XCTAssertEqual(read(empty), [])

        let pipe = Pipe()
        let writer = Thread {
            pipe.fileHandleForWriting.write(Data(content))
            try? pipe.fileHandleForWriting.close()
        }
        writer.start()
        XCTAssertEqual(read(pipe.fileHandleForReading.fileDescriptor), content)
    }

    /// Issue 45: standard input that is a folder or a closed descriptor read as empty input (exit 0).
    func testReadAllReportsAFolderAndAClosedDescriptor() throws {
        let folder = open(FileManager.default.temporaryDirectory.path, O_RDONLY)
        defer { close(folder) }
        XCTAssertThrowsError(try StdinReader.readAll(from: folder)) { error in
            XCTAssertTrue("\(error)".contains("Is a directory"), "\(error)")
        }
        XCTAssertThrowsError(try StdinReader.readAll(from: -1))
    }

    func testLazyLinesCheckLikeAnArrayOfTheSameRecords() throws {
        let bytes = Array("Ok\nyour file is gone\nRename...\n".utf8)
        let lines = try StdinReader.lineRecords(from: bytes)
        let linter = StdinLinter(checker: Checker(), defaultRole: .alertMessage, defaultLocale: "en")
        let fromLines = JSONReporter().reportUTF8(linter.check(lines), summary: Summary())
        let fromArray = JSONReporter().reportUTF8(linter.check(Array(lines)), summary: Summary())
        XCTAssertEqual(fromLines, fromArray)
        XCTAssertEqual(linter.fix(lines), linter.fix(Array(lines)))
        XCTAssertEqual(linter.fix(lines)[2], "Rename…")
    }
}
