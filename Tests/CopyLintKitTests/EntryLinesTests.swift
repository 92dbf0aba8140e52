import XCTest
@testable import CopyLintKit

/// `copylint entries`: users script against its lines, so their keys, order and escapes are held here.
final class EntryLinesTests: XCTestCase {
    /// Every string of the fixtures, and one with every kind of character JSON escapes.
    private func reads() throws -> [ReadFile] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("copylint-entries-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        let lproj = folder.appendingPathComponent("en.lproj")
        try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
        try #"""
            /* A "quoted" comment with a \ backslash */
            "delete.title" = "Line\nbreak \"quoted\" \U2028 tab\t é 😀 \U0001";
            "ok" = "OK";
            """#.write(to: lproj.appendingPathComponent("Localizable.strings"), atomically: true, encoding: .utf8)
        let linter = ProjectLinter()
        return linter.read(try linter.files(under: [ProjectLinterTests.fixtures.path, folder.path])).compactMap { try? $0.get() }
    }

    /// Each line as the first version of `entries` wrote it (a `JSONWriter` object per line), with the fields since.
    private func reference(_ read: ReadFile) -> String {
        read.entries.map { entry in
            let writer = JSONWriter()
            writer.object([
                ("file", { $0.string(read.file.path) }),
                ("line", { $0.raw(String(entry.entry.position.line)) }),
                ("column", { $0.raw(String(entry.entry.position.column)) }),
                ("locale", { $0.string(entry.locale) }),
                ("key", { $0.string(entry.entry.key) }),
                ("text", { $0.string(entry.entry.text) }),
                ("comment", { $0.optionalString(entry.entry.comment) }),
                ("role", { $0.string(entry.assignment.role.rawValue) }),
                ("role_source", { $0.string(entry.assignment.source.rawValue) }),
                ("role_confidence", { $0.string(entry.assignment.source == .none ? "none" : entry.assignment.confidence.rawValue) }),
                ("group", { $0.optionalString(entry.assignment.group) }),
                ("group_confidence", { $0.optionalString(entry.assignment.group == nil ? nil : entry.assignment.groupConfidence.rawValue) }),
                ("source", { $0.raw(entry.isSource ? "true" : "false") }),
            ])
            return writer.output + "\n"
        }.joined()
    }

    func testLinesAreTheReferenceLines() throws {
        let reads = try reads()
        XCTAssertGreaterThan(reads.count, 20)
        for read in reads {
            XCTAssertEqual(EntryLines.render(read), reference(read), read.file.path)
        }
    }

    func testLinesAreJSONWithEveryField() throws {
        // The file written in the temporary folder, found by its folder's name: a checkout under the temporary
        // directory (/tmp) puts the fixtures there too.
        let read = try XCTUnwrap(try reads().first { $0.file.path.contains("/copylint-entries-") })
        let lines = EntryLines.render(read).split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(lines.count, read.entries.count + 1)
        XCTAssertEqual(lines.last, "")
        for (line, entry) in zip(lines, read.entries) {
            let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            XCTAssertEqual(object["key"] as? String, entry.entry.key)
            XCTAssertEqual(object["text"] as? String, entry.entry.text)
            XCTAssertEqual(object["line"] as? Int, entry.entry.position.line)
            XCTAssertEqual(object["source"] as? Bool, true)
            XCTAssertEqual(object["role"] as? String, entry.assignment.role.rawValue)
            let keys = ["file", "line", "column", "locale", "key", "text", "comment", "role", "role_source", "role_confidence", "group", "group_confidence", "source"]
            // Every key, once, in this order.
            let starts = keys.compactMap { line.range(of: "\"\($0)\":")?.lowerBound }
            XCTAssertEqual(starts.count, keys.count, String(line))
            XCTAssertEqual(starts.sorted(), starts, String(line))
            XCTAssertEqual(Set(object.keys), Set(keys))
        }
        let deleteLine = try XCTUnwrap(lines.first { $0.contains("delete.title") })
        XCTAssertTrue(deleteLine.contains(#""text":"Line\nbreak \"quoted\" \u2028 tab\t é 😀 \u0001""#), String(deleteLine))
        XCTAssertTrue(deleteLine.contains(#""comment":"A \"quoted\" comment with a \\ backslash""#), String(deleteLine))
        XCTAssertTrue(lines.first { $0.contains(#""key":"ok""#) }?.contains(#""comment":null"#) ?? false)
    }
}
