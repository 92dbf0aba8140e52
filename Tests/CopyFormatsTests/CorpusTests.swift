import CopyFormats
import Foundation
import XCTest

/// Runs the readers and writers over the real files in ../shared/corpus, when it is there.
final class CorpusTests: XCTestCase {
    private func corpusFiles() throws -> [String] {
        guard FileManager.default.fileExists(atPath: TestPaths.corpus) else {
            throw XCTSkip("no corpus at \(TestPaths.corpus)")
        }
        return try FileDiscovery.localizationFiles(under: [TestPaths.corpus])
    }

    func testEveryFileParsesAndRoundTripsByteForByte() throws {
        let paths = try corpusFiles()
        XCTAssertEqual(paths.count, 1_224)
        for path in paths {
            let file = try LocalizationReader.read(path: path)
            XCTAssertEqual(try file.applying([]), file.bytes, path)
        }
    }

    /// A single offset lands where the walk for several offsets puts it (see `PositionTests`, which tries every
    /// offset of the fixtures), in the middle of every value of the corpus and past its end.
    func testOneOffsetLandsWhereSeveralDo() throws {
        for path in try corpusFiles() {
            let file = try LocalizationReader.read(path: path)
            for (index, entry) in file.entries.enumerated() {
                let count = entry.text.unicodeScalars.count
                for offset in [count / 2, count + 1] {
                    XCTAssertEqual(file.positions(ofEntry: index, scalarOffsets: [offset]), Array(file.positions(ofEntry: index, scalarOffsets: [offset, offset]).dropLast()),
                                   "\(path) \(entry.key) \(offset)")
                }
            }
        }
    }

    /// Per app and format: the number of files and of entries, against Scripts/count_entries.py's output.
    func testEntryCountsMatchTheIndependentCounter() throws {
        let paths = try corpusFiles()
        var counted: [String: (files: Int, entries: Int)] = [:]
        for path in paths {
            let file = try LocalizationReader.read(path: path)
            let app = path.dropFirst(TestPaths.corpus.count + 1).split(separator: "/")[0]
            let row = "\(app)\t\(file.format.identifier)"
            counted[row, default: (0, 0)].files += 1
            counted[row, default: (0, 0)].entries += file.entries.count
        }
        let table = try String(contentsOfFile: TestPaths.fixture("corpus-counts.tsv"), encoding: .utf8)
        var expected: [String: (files: Int, entries: Int)] = [:]
        for line in table.split(separator: "\n").dropFirst() {
            let fields = line.split(separator: "\t")
            expected["\(fields[0])\t\(fields[1])"] = (Int(fields[2])!, Int(fields[3])!)
        }
        XCTAssertEqual(counted.keys.sorted(), expected.keys.sorted())
        for (row, count) in expected {
            XCTAssertEqual(counted[row]?.files, count.files, row)
            XCTAssertEqual(counted[row]?.entries, count.entries, row)
        }
    }

    func testDuplicateKeysFoundInTheCorpus() throws {
        _ = try corpusFiles()
        let file = try LocalizationReader.read(path: TestPaths.corpus + "/Automattic__pocket-casts-ios/podcasts/en.lproj/Localizable.strings")
        XCTAssertEqual(file.issues.map(\.key), ["discover_browse_by_category_health", "discover_browse_by_category_society_and_culture"])
        XCTAssertEqual(file.issues.map(\.position.line), [503, 542])
        XCTAssertEqual(file.issues.map { $0.otherPosition?.line }, [497, 539])
    }

    /// Replaces part of one value in a real file and checks that only bytes inside that value changed.
    private func assertEditChangesOnlyTheValue(
        _ relativePath: String, key: String, locale: String, range: Range<Int>, replacement: String, expectedText: String
    ) throws {
        let file = try LocalizationReader.read(path: TestPaths.corpus + "/" + relativePath)
        let index = try index(of: key, locale: locale, in: file)
        let output = try file.applying([TextEdit(entryIndex: index, range: range, replacement: replacement)])

        let original = file.bytes
        let prefix = zip(original, output).prefix { $0 == $1 }.count
        let suffix = zip(original.reversed(), output.reversed()).prefix { $0 == $1 }.count
        // Only the replaced characters differ (at most four bytes each), starting on the value's line.
        XCTAssertLessThanOrEqual(original.count - prefix - suffix, 4 * range.count, relativePath)
        XCTAssertEqual(line(ofByte: prefix, in: file), file.entries[index].position.line, relativePath)

        let reparsed = try LocalizationReader.parse(bytes: output, path: file.path)
        XCTAssertEqual(reparsed.entries[index].text, expectedText, relativePath)
        XCTAssertEqual(reparsed.entries.count, file.entries.count, relativePath)
        for other in file.entries.indices where other != index {
            XCTAssertEqual(reparsed.entries[other].text, file.entries[other].text, relativePath)
            XCTAssertEqual(reparsed.entries[other].position, file.entries[other].position, relativePath)
        }
        XCTAssertEqual(reparsed.encoding, file.encoding)
        XCTAssertEqual(reparsed.hasBOM, file.hasBOM)
    }

    /// The 1-based line of the byte at `offset` in the file.
    private func line(ofByte offset: Int, in file: LocalizationFile) -> Int {
        let bytes = file.bytes
        switch file.encoding {
        case .utf8:
            return bytes[..<offset].filter { $0 == 0x0A }.count + 1
        case .utf16LittleEndian:
            return stride(from: 0, to: offset - 1, by: 2).filter { bytes[$0] == 0x0A && bytes[$0 + 1] == 0 }.count + 1
        case .utf16BigEndian:
            return stride(from: 0, to: offset - 1, by: 2).filter { bytes[$0] == 0 && bytes[$0 + 1] == 0x0A }.count + 1
        }
    }

    func testEditingRealFiles() throws {
        _ = try corpusFiles()
        try assertEditChangesOnlyTheValue(
            "mastodon__mastodon-ios/Mastodon/Supporting Files/Settings.bundle/en.lproj/Root.strings",
            key: "none given", locale: "en", range: 0..<4, replacement: "nothing", expectedText: "nothing given"
        )
        try assertEditChangesOnlyTheValue(
            "Automattic__pocket-casts-ios/podcasts/de.lproj/Localizable.strings",
            key: "about_rate_us", locale: "de", range: 0..<7, replacement: "Bewerten Sie", expectedText: "Bewerten Sie uns"
        )
        try assertEditChangesOnlyTheValue(
            "Dimillian__IceCubesApp/IceCubesApp/Resources/Localization/Localizable.xcstrings",
            key: "alert.error", locale: "en", range: 5..<6, replacement: "", expectedText: "Error"
        )
        try assertEditChangesOnlyTheValue(
            "newmarcel__KeepingYouAwake/Localizations/KeepingYouAwake/de.xcloc/Localized Contents/de.xliff",
            key: "Cancel", locale: "de", range: 0..<9, replacement: "Abbruch", expectedText: "Abbruch"
        )
    }
}
