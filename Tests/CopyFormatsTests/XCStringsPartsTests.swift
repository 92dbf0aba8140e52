@testable import CopyFormats
import XCTest

/// A large catalog is read in parts on several threads (`XCStringsReader.readInParts`): what it reads must be what
/// the plain reading of the whole text (`readWhole`) reads, entry for entry, position for position; and a catalog
/// with an error anywhere is left to the plain reading, which says where.
final class XCStringsPartsTests: XCTestCase {
    func testPartsReadWhatTheWholeReads() throws {
        for lineBreak in ["\n", "\r\n", ""] {
            for bom in [false, true] {
                let bytes = Self.catalog(keys: 61, lineBreak: lineBreak, bom: bom)
                let whole = try XCStringsReader.readWhole(collector(bytes))
                for threads in [2, 3, 5] {
                    let parts = try XCTUnwrap(XCStringsReader.readInParts(collector(bytes), threads: threads),
                                              "break \(lineBreak.debugDescription), BOM \(bom), \(threads) threads")
                    XCTAssertEqual(described(parts), described(whole))
                }
            }
        }
        let fixture = try bytes(of: TestPaths.fixture("App/Localizable.xcstrings"))
        let parts = try XCTUnwrap(XCStringsReader.readInParts(collector(fixture), threads: 2))
        XCTAssertEqual(described(parts), try described(XCStringsReader.readWhole(collector(fixture))))
    }

    /// Read through `LocalizationReader`, a catalog past `bytesReadInParts` is read in parts, and reads as whole.
    func testALargeCatalogIsReadInPartsAsWhole() throws {
        var keys = 0
        var bytes: [UInt8] = []
        while bytes.count < XCStringsReader.bytesReadInParts {
            keys += 2_000
            bytes = Self.catalog(keys: keys, lineBreak: "\n", bom: false)
        }
        // (It is one that reads in parts, not one left to the plain reading.)
        XCTAssertNotNil(XCStringsReader.readInParts(try collector(bytes), threads: 2))
        let file = try LocalizationReader.parse(bytes: bytes, path: "Localizable.xcstrings")
        let whole = try XCStringsReader.readWhole(collector(bytes))
        XCTAssertEqual(file.entries.count, whole.entries.count)
        XCTAssertEqual(file.entries.map { "\($0)" }, whole.entries.map { "\($0)" })
        XCTAssertEqual(file.issues.map { "\($0)" }, whole.duplicateKeyIssues.map { "\($0)" })
    }

    /// Cut short anywhere, or broken in one key, a catalog is not read in parts (or reads as the whole does):
    /// the error is the plain reading's, found first in the file.
    func testACatalogWithAnErrorIsLeftToThePlainReading() throws {
        let bytes = Self.catalog(keys: 13, lineBreak: "\n", bom: false)
        var broken: [[UInt8]] = stride(from: 0, to: bytes.count, by: 7).map { Array(bytes[..<$0]) }
        let text = String(decoding: bytes, as: UTF8.self)
        for (old, new) in [("\"value\" : \"Delete 7", "\"value\" : \"Delete\\q 7"),
                           ("\"localizations\"", "\"localizations\" 1"),
                           ("\"stringUnit\" : {", "\"stringUnit\" : ["),
                           ("\"version\" : \"1.0\"", "\"version\" : 1.0.0"),
                           ("\"sourceLanguage\" : \"en\"", "\"sourceLanguage\" : 3"), ("}\n  },\n", "}\n  }\n"),
                           ("\"state\" : \"translated\"", "\"state\" : [\"translated\"]")] {
            XCTAssertTrue(text.contains(old), old)
            broken.append(Array(text.replacingOccurrences(of: old, with: new).utf8))
        }
        broken.append(bytes + Array(" x".utf8))
        broken.append(Array(String(repeating: "[", count: 300).utf8))
        for bytes in broken {
            // (A cut through a character is an encoding error, found before the catalog is read.)
            guard let cut = try? collector(bytes) else { continue }
            let whole = try? XCStringsReader.readWhole(cut)
            guard let parts = XCStringsReader.readInParts(cut, threads: 3) else { continue }
            XCTAssertEqual(described(parts), whole.map(described), String(decoding: bytes, as: UTF8.self))
        }
    }

    private func collector(_ bytes: [UInt8]) throws -> EntryCollector {
        let text = try DecodedText.decode(bytes, path: "Localizable.xcstrings")
        return EntryCollector(utf8: text.utf8, start: text.start, context: PathContext(path: "Localizable.xcstrings"))
    }

    private func described(_ collector: EntryCollector) -> [String] {
        zip(collector.entries, collector.spans).map { "\($0) \(String(describing: $1))" }
            + collector.duplicateKeyIssues.map { "\($0)" }
    }

    /// A catalog of `keys` keys of every shape a catalog holds, in turn: plain keys translated and not, plural and
    /// device variations, substitutions, a key with no source localization, escapes and text beyond ASCII
    /// (columns count scalars), flags, and a key defined twice. `lineBreak` "" writes it on one line.
    static func catalog(keys: Int, lineBreak: String, bom: Bool) -> [UInt8] {
        let n = lineBreak
        func unit(_ value: String, _ state: String = "translated") -> String {
            "{\(n)  \"stringUnit\" : {\(n)    \"state\" : \"\(state)\",\(n)    \"value\" : \"\(value)\"\(n)  }\(n)}"
        }
        var members: [String] = []
        for index in 0..<keys {
            switch index % 7 {
            case 0:
                members.append("\"delete.\(index)\" : {\(n)\"comment\" : \"Alert \(index)\",\(n)"
                    + "\"localizations\" : {\(n)\"de\" : \(unit("Löschen \(index)")),\(n)"
                    + "\"en\" : \(unit("Delete \(index)")),\(n)"
                    + "\"fr\" : \(unit("Supprimer \(index)", "needs_review"))\(n)}\(n)}")
            case 1:
                members.append("\"items %lld \(index)\" : {\(n)\"localizations\" : {\(n)\"en\" : {\(n)"
                    + "\"variations\" : {\(n)\"plural\" : {\(n)\"one\" : \(unit("%lld item")),\(n)"
                    + "\"other\" : \(unit("%lld items"))\(n)}\(n)}\(n)},\(n)"
                    + "\"pl\" : {\"variations\" : {\"plural\" : {\"few\" : \(unit("%lld elementy")),"
                    + "\"other\" : \(unit("%lld elementów"))}}}\(n)}\(n)}")
            case 2:
                members.append("\"Cancel \(index)\" : {\(n)\"shouldTranslate\" : false,\(n)\"localizations\" : {\(n)"
                    + "\"de\" : \(unit("Abbrechen"))\(n)}\(n)}")
            case 3:
                members.append("\"followers \(index)\" : {\"localizations\" : {\"en\" : {\"stringUnit\" : "
                    + "{\"state\" : \"new\", \"value\" : \"%#@followers@\"}, \"substitutions\" : {\"followers\" : "
                    + "{\"variations\" : {\"plural\" : {\"one\" : \(unit("%arg follower")), \"other\" : "
                    + "\(unit("%arg followers"))}}}}}}}")
            case 4:
                members.append("\"esc\\\"apes\\\\ \(index)\" : {\(n)\"extractionState\" : \"stale\",\(n)"
                    + "\"localizations\" : {\(n)\"en\" : "
                    + "\(unit("Quote \\\" back\\\\\\\\ slash \\/ tab\\t é 日本 \\u00e9 😀 \(index)"))\(n)}\(n)}")
            case 5:
                members.append("\"settings \(index)\" : {\"localizations\" : {\"en\" : {\"variations\" : "
                    + "{\"device\" : {\"iphone\" : \(unit("iPhone")), \"mac\" : {\"variations\" : {\"plural\" : "
                    + "{\"one\" : \(unit("Mac")), \"other\" : \(unit("Macs"))}}}}}}}}")
            default:
                members.append("\"delete.\(index - 6)\" : {\(n)\"localizations\" : {\(n)"
                    + "\"de\" : \(unit("Entfernen"))\(n)}\(n)}")
            }
        }
        let text = "{\(n)  \"sourceLanguage\" : \"en\",\(n)  \"strings\" : {\(n)    "
            + members.joined(separator: ",\(n)    ") + "\(n)  },\(n)  \"version\" : \"1.0\"\(n)}\(n)"
        return (bom ? [0xEF, 0xBB, 0xBF] : []) + Array(text.utf8)
    }
}
