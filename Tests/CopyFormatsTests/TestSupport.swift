import CopyFormats
import Foundation
import XCTest

/// Where the package's fixtures and the shared corpus are, found from this file so tests run from any directory.
enum TestPaths {
    /// The package root: two folders above this file, with symbolic links resolved.
    static let packageRoot: URL = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let fixtures = packageRoot.appendingPathComponent("Fixtures/formats").path
    static let corpus = packageRoot.appendingPathComponent("../shared/corpus").standardizedFileURL.path

    static func fixture(_ relative: String) -> String {
        fixtures + "/" + relative
    }
}

/// The parts of an entry a test states, compared as one value so a failure shows the whole row.
struct Row: Equatable, CustomStringConvertible {
    var key: String
    var text: String
    var comment: String?
    var locale: String
    var line: Int
    var column: Int

    init(_ key: String, _ text: String, comment: String? = nil, locale: String, _ line: Int, _ column: Int) {
        self.key = key
        self.text = text
        self.comment = comment
        self.locale = locale
        self.line = line
        self.column = column
    }

    init(_ entry: Entry) {
        self.init(entry.key, entry.text, comment: entry.comment, locale: entry.locale, entry.position.line, entry.position.column)
    }

    var description: String {
        "\(line):\(column) \(key.debugDescription) = \(text.debugDescription) [\(locale)] \(comment.map { "/* \($0) */" } ?? "")"
    }
}

func rows(_ file: LocalizationFile) -> [Row] {
    file.entries.map(Row.init)
}

func readFixture(_ relative: String) throws -> LocalizationFile {
    try LocalizationReader.read(path: TestPaths.fixture(relative))
}

func bytes(of path: String) throws -> [UInt8] {
    [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
}

/// The index of the editable entry with `key` in `locale`.
func index(of key: String, locale: String, in file: LocalizationFile) throws -> Int {
    try XCTUnwrap(file.entries.firstIndex { $0.key == key && $0.locale == locale && $0.isEditable }, "no editable \(key) [\(locale)]")
}
