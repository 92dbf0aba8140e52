@testable import CopyFormats
import XCTest

/// A fixed file told from the file it was fixed from (`LocalizationFile.applyingReadBack`) must be the file a
/// parse of its bytes gives: every entry (texts, catalog translations' source texts, positions), every value's
/// span, every duplicate key. Edits of every kind (escapes, quotes, line breaks, text beyond ASCII, insertions,
/// deletions) are made at random places of files of every shape; where the file cannot be told (another
/// encoding, an unquoted value), nil, and the bytes are parsed.
final class ReadBackTests: XCTestCase {
    func testAFileReadBackIsTheFileItsBytesParseTo() throws {
        var files: [(path: String, bytes: [UInt8])] = []
        for lineBreak in ["\n", "\r\n", ""] {
            for bom in [false, true] {
                let catalog = XCStringsPartsTests.catalog(keys: 40, lineBreak: lineBreak, bom: bom)
                files.append(("Localizable.xcstrings", catalog))
                let strings = Self.strings(lineBreak: lineBreak.isEmpty ? " " : lineBreak, bom: bom)
                files.append(("en.lproj/Localizable.strings", strings))
            }
        }
        for relative in ["App/Localizable.xcstrings", "App/en.lproj/Localizable.strings",
                         "App/Base.lproj/Main.strings"] {
            files.append((relative, try bytes(of: TestPaths.fixture(relative))))
        }
        var generator = SplitMix64(seed: 45)
        var toldBack = 0
        // Catalogs' values are all JSON strings: every trial of a catalog is told back.
        var catalogTrials = 0, catalogsToldBack = 0
        for (path, original) in files {
            let file = try LocalizationReader.parse(bytes: original, path: path)
            let editable = file.entries.indices.filter { file.entries[$0].isEditable && file.spans[$0] != nil }
            XCTAssertFalse(editable.isEmpty, path)
            for trial in 0..<25 {
                var edits: [TextEdit] = []
                var texts: [Int: String] = [:]
                // A few values, or most of them (every source and its translations).
                let share = trial % 5 == 0 ? 0.8 : 0.15
                for index in editable where Double.random(in: 0..<1, using: &generator) < share {
                    let (edit, text) = Self.edit(file.entries[index].text, index: index, using: &generator)
                    edits.append(edit)
                    texts[index] = text
                }
                // On one thread, or in parts on two or three.
                let threads = 1 + trial % 3
                guard !edits.isEmpty,
                      let (bytes, back) = try? file.applyingReadBack(edits, texts: texts, threads: threads) else {
                    continue
                }
                XCTAssertEqual(bytes, try file.applying(edits), path)
                let parsed = try LocalizationReader.parse(bytes: bytes, path: path)
                if file.format == .xcstrings { catalogTrials += 1 }
                guard let back else { continue }
                toldBack += 1
                if file.format == .xcstrings { catalogsToldBack += 1 }
                XCTAssertEqual(Self.described(back), Self.described(parsed), "\(path), trial \(trial)")
            }
        }
        // Most trials are told back (a `.strings` trial is not when it edits an unquoted value).
        XCTAssertEqual(catalogsToldBack, catalogTrials)
        XCTAssertGreaterThan(catalogTrials, 150)
        XCTAssertGreaterThan(toldBack, files.count * 25 / 2)
    }

    /// A file in UTF-16, and an unquoted value (which a fix writes quoted), are not told back: they are parsed.
    func testOtherEncodingsAndUnquotedValuesAreParsed() throws {
        let utf16 = try readFixture("App/de.lproj/Localizable.strings")
        let index = try XCTUnwrap(utf16.entries.indices.first { utf16.entries[$0].isEditable })
        let text = utf16.entries[index].text
        let edit = TextEdit(entryIndex: index, range: 0..<0, replacement: "x")
        XCTAssertNil(try utf16.applyingReadBack([edit], texts: [index: "x" + text]).file)
        let pairs = Array("\"a\" = b;\n\"c\" = \"d\";\n".utf8)
        let unquoted = try LocalizationReader.parse(bytes: pairs, path: "x.strings")
        let back = try unquoted.applyingReadBack([TextEdit(entryIndex: 0, range: 0..<1, replacement: "e")],
                                                 texts: [0: "e"])
        XCTAssertNil(back.file)
        let parsed = try LocalizationReader.parse(bytes: back.bytes, path: "x.strings")
        XCTAssertEqual(parsed.entries.map(\.text), ["e", "d"])
    }

    /// Bytes in which an edited value is no longer one string (a quote left unescaped, which `applying` never
    /// writes) are not told back, though the value's bytes decode to the text given.
    func testAValueThatIsNoLongerOneStringIsNotToldBack() throws {
        let catalog = "{ \"sourceLanguage\" : \"en\", \"strings\" : { \"a\" : { \"localizations\" : { \"en\" : "
            + "{ \"stringUnit\" : { \"state\" : \"new\", \"value\" : \"b\" } } } } }, \"version\" : \"1.0\" }"
        for (path, text) in [("x.strings", "\"a\" = \"b\";\n"), ("x.xcstrings", catalog)] {
            let file = try LocalizationReader.parse(bytes: Array(text.utf8), path: path)
            let span = try XCTUnwrap(file.spans[0])
            // The value `b` replaced by `x"y`, unescaped.
            let bytes = Array(file.bytes[..<span.range.lowerBound]) + Array("x\"y".utf8)
                + Array(file.bytes[span.range.upperBound...])
            let values: [LocalizationFile.ValueReplacements] = [(0, [(span.range, Array("x\"y".utf8))])]
            XCTAssertNil(file.readBack(bytes, values: values, texts: [0: "x\"y"]), path)
            // Escaped, as `applying` writes it, it is told back.
            let escaped = Array(file.bytes[..<span.range.lowerBound]) + Array("x\\\"y".utf8)
                + Array(file.bytes[span.range.upperBound...])
            let escapedValues: [LocalizationFile.ValueReplacements] = [(0, [(span.range, Array("x\\\"y".utf8))])]
            XCTAssertEqual(file.readBack(escaped, values: escapedValues, texts: [0: "x\"y"])?.entries.first?.text,
                           "x\"y", path)
        }
    }

    /// An edit of a random part of `text` (whole scalars) by one of the replacements that escaping and positions
    /// must get right, and the text it makes.
    private static func edit(_ text: String, index: Int,
                             using generator: inout SplitMix64) -> (TextEdit, String) {
        let replacements = ["…", "\"", "'", "\\", "\n", "\r\n", "é", "", "x", "\u{2028}", "👍🏽", "\t", "\\U00e9",
                            "/*", "};"]
        var scalars = Array(text.unicodeScalars)
        let lower = Int.random(in: 0...scalars.count, using: &generator)
        let upper = Int.random(in: lower...min(scalars.count, lower + 3), using: &generator)
        let replacement = replacements.randomElement(using: &generator)!
        scalars.replaceSubrange(lower..<upper, with: replacement.unicodeScalars)
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        return (TextEdit(entryIndex: index, range: lower..<upper, replacement: replacement), String(view))
    }

    private static func described(_ file: LocalizationFile) -> [String] {
        ["\(file.format) \(file.encoding) \(file.hasBOM) \(file.bytes.count) \(file.sourceStarts)"]
            + zip(file.entries, file.spans).map { "\($0) \(String(describing: $1))" }
            + file.issues.map { "\($0)" }
    }

    /// A `.strings` file of every shape its reader reads: comments of both kinds before, between and after pairs,
    /// single and double quotes, escapes (`\n`, `\"`, `\\`, `\U00e9`), a raw line break in a value, two pairs on
    /// a line, the key-only shorthand, an unquoted value, text beyond ASCII, and a key defined twice.
    static func strings(lineBreak n: String, bom: Bool) -> [UInt8] {
        var text = bom ? "\u{FEFF}" : ""
        text += "/* A comment */\(n)\"first\" = \"One...\";\(n)// Line comment\(n)'single' = 'It\\'s here';\(n)"
        text += "\"escapes\" = \"Tab\\tand \\\"quotes\\\" and \\\\ and \\U00e9\";\(n)"
        text += "\"raw\" = \"Two\(n)lines\"; \"same.line\" = \"Beside\"; /* after */\(n)"
        text += "\"shorthand\";\(n)\"unquoted\" = word;\(n)\"é.key\" = \"Café — 👍🏽\";\(n)"
        for number in 0..<20 { text += "/* c\(number) */ \"key.\(number)\" = \"Value \(number)...\";\(n)" }
        text += "\"first\" = \"Again\";\(n)"
        return Array(text.utf8)
    }
}
