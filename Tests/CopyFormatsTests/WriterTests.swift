import CopyFormats
import XCTest

final class WriterTests: XCTestCase {
    /// An edit named by the entry's key and locale, so the table below reads like the change it makes.
    private struct KeyedEdit {
        var key: String
        var locale: String
        var range: Range<Int>
        var replacement: String
    }

    /// Each fixture, the edits applied to it, and (in Fixtures/formats/fixed/, same relative path) the expected bytes.
    private let cases: [(path: String, edits: [KeyedEdit])] = [
        ("App/en.lproj/Localizable.strings", [
            KeyedEdit(key: "alert.delete.title", locale: "en", range: 7..<11, replacement: "post"),
            KeyedEdit(key: "escapes", locale: "en", range: 0..<3, replacement: "A \"tab\"\\"),
            KeyedEdit(key: "escapes", locale: "en", range: 22..<24, replacement: "ê"),
            KeyedEdit(key: "unquoted.value", locale: "en", range: 5..<6, replacement: " "),
            KeyedEdit(key: "literal", locale: "en", range: 8..<9, replacement: " — "),
            KeyedEdit(key: "last", locale: "en", range: 16..<16, replacement: "!"),
        ]),
        ("App/de.lproj/Localizable.strings", [
            KeyedEdit(key: "alert.delete.title", locale: "de", range: 0..<7, replacement: "Post"),
            KeyedEdit(key: "multi", locale: "de", range: 10..<12, replacement: "\n"),
        ]),
        ("App/es.lproj/Localizable.strings", [
            KeyedEdit(key: "terms", locale: "es", range: 11..<22, replacement: "<condiciones> & más"),
            KeyedEdit(key: "two.lines", locale: "es", range: 19..<20, replacement: " "),
        ]),
        ("App/en.lproj/Localizable.stringsdict", [
            KeyedEdit(key: "delete.items/items/one", locale: "en", range: 0..<4, replacement: "%d"),
        ]),
        ("App/Localizable.xcstrings", [
            KeyedEdit(key: "alert.delete.title", locale: "de", range: 0..<7, replacement: "Post"),
            KeyedEdit(key: "escapes", locale: "en", range: 0..<5, replacement: "Say \"hi\""),
            KeyedEdit(key: "old.key", locale: "en", range: 3..<4, replacement: "\n"),
            KeyedEdit(key: "items.count %lld/plural/few", locale: "pl", range: 13..<13, replacement: " razem"),
        ]),
        ("Export/de.xcloc/Localized Contents/de.xliff", [
            KeyedEdit(key: "alert.delete.title", locale: "de", range: 0..<7, replacement: "Post"),
            KeyedEdit(key: "Click to allow sleep\nRight click to show menu", locale: "de", range: 39..<40, replacement: " & "),
        ]),
    ]

    private func textEdits(_ edits: [KeyedEdit], in file: LocalizationFile) throws -> [TextEdit] {
        try edits.map { TextEdit(entryIndex: try index(of: $0.key, locale: $0.locale, in: file), range: $0.range, replacement: $0.replacement) }
    }

    func testApplyingNothingGivesTheOriginalBytes() throws {
        let paths = try FileDiscovery.localizationFiles(under: [TestPaths.fixture("App"), TestPaths.fixture("Export")])
        XCTAssertEqual(paths.count, 11)
        for path in paths {
            let file = try LocalizationReader.read(path: path)
            XCTAssertEqual(try file.applying([]), try bytes(of: path), path)
        }
    }

    func testEditsMatchTheFixedFilesByteForByte() throws {
        for (path, edits) in cases {
            let file = try readFixture(path)
            let output = try file.applying(try textEdits(edits, in: file))
            let expected = try bytes(of: TestPaths.fixture("fixed/" + path))
            XCTAssertEqual(output, expected, path)

            // Re-parsing gives the same entries, with only the edited texts changed.
            let reparsed = try LocalizationReader.parse(bytes: output, path: file.path)
            XCTAssertEqual(reparsed.entries.count, file.entries.count, path)
            XCTAssertEqual(reparsed.encoding, file.encoding, path)
            XCTAssertEqual(reparsed.hasBOM, file.hasBOM, path)
            var expectedTexts = file.entries.map(\.text)
            for edit in try textEdits(edits, in: file).sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
                var scalars = Array(expectedTexts[edit.entryIndex].unicodeScalars)
                scalars.replaceSubrange(edit.range, with: edit.replacement.unicodeScalars)
                expectedTexts[edit.entryIndex] = String(String.UnicodeScalarView(scalars))
            }
            XCTAssertEqual(reparsed.entries.map(\.text), expectedTexts, path)
            XCTAssertEqual(reparsed.entries.map(\.key), file.entries.map(\.key), path)
            XCTAssertEqual(reparsed.entries.map(\.comment), file.entries.map(\.comment), path)
            XCTAssertEqual(reparsed.entries.map(\.locale), file.entries.map(\.locale), path)
        }
    }

    func testFixedFilesAreStable() throws {
        for (path, edits) in cases {
            let fixedPath = TestPaths.fixture("fixed/" + path)
            let fixed = try LocalizationReader.read(path: fixedPath)
            XCTAssertEqual(try fixed.applying([]), fixed.bytes, path)
            // Writing each edited value's whole text over itself leaves every text as it was (escapes may be spelled anew).
            let indices = Set(try edits.map { try index(of: $0.key, locale: $0.locale, in: fixed) })
            let sameText = indices.map { index in
                TextEdit(entryIndex: index, range: 0..<fixed.entries[index].text.unicodeScalars.count, replacement: fixed.entries[index].text)
            }
            let rewritten = try LocalizationReader.parse(bytes: try fixed.applying(sameText), path: fixedPath)
            XCTAssertEqual(rewritten.entries.map(\.text), fixed.entries.map(\.text), path)
            XCTAssertEqual(try rewritten.applying([]), try fixed.applying(sameText), path)
        }
    }

    func testEditsThatCannotBeWrittenThrow() throws {
        let strings = try readFixture("App/en.lproj/Localizable.strings")
        let shorthand = try XCTUnwrap(strings.entries.firstIndex { $0.key == "Shorthand value" })
        let title = try index(of: "alert.delete.title", locale: "en", in: strings)
        let rejected: [[TextEdit]] = [
            [TextEdit(entryIndex: shorthand, range: 0..<1, replacement: "s")],
            [TextEdit(entryIndex: strings.entries.count, range: 0..<0, replacement: "x")],
            [TextEdit(entryIndex: title, range: 0..<13, replacement: "x")],
            [TextEdit(entryIndex: title, range: 0..<4, replacement: "x"), TextEdit(entryIndex: title, range: 3..<5, replacement: "y")],
        ]
        for edits in rejected {
            XCTAssertThrowsError(try strings.applying(edits), "\(edits)") { XCTAssertTrue($0 is EditError, "\($0)") }
        }
        let catalog = try readFixture("App/Localizable.xcstrings")
        let keyOnly = try XCTUnwrap(catalog.entries.firstIndex { $0.key == "Cancel" && $0.isSource })
        XCTAssertThrowsError(try catalog.applying([TextEdit(entryIndex: keyOnly, range: 0..<6, replacement: "Stop")]))
        let xliff = try readFixture("Export/de.xcloc/Localized Contents/de.xliff")
        XCTAssertThrowsError(try xliff.applying([TextEdit(entryIndex: 0, range: 0..<0, replacement: "\u{1}")])) { error in
            XCTAssertEqual((error as? EditError)?.message, "U+1 cannot be written in XML")
        }
    }

    func testInsertionsAtOnePointKeepTheirOrder() throws {
        let file = try LocalizationReader.parse(bytes: Array("\"k\" = \"ac\";".utf8), path: "x.strings")
        let output = try file.applying([
            TextEdit(entryIndex: 0, range: 1..<2, replacement: "C"),
            TextEdit(entryIndex: 0, range: 1..<1, replacement: "b1"),
            TextEdit(entryIndex: 0, range: 1..<1, replacement: "b2"),
        ])
        XCTAssertEqual(String(decoding: output, as: UTF8.self), "\"k\" = \"ab1b2C\";")
    }

    func testReplacementsAreEscapedForEachSyntax() throws {
        let replacement = "\"q\" 'a' \\ & < > \n \r \t"
        let cases: [(path: String, text: String, expected: String)] = [
            ("x.strings", "\"k\" = \"v\";", "\"k\" = \"\\\"q\\\" 'a' \\\\ & < > \\n \\r \t\";"),
            ("x.strings", "'k' = 'v';", "'k' = '\"q\" \\'a\\' \\\\ & < > \\n \\r \t';"),
            ("x.strings", "k = v;", "k = \"\\\"q\\\" 'a' \\\\ & < > \\n \\r \t\";"),
            ("x.stringsdict", "<dict><key>k</key><string>v</string></dict>",
             "<dict><key>k</key><string>\"q\" 'a' \\ &amp; &lt; &gt; \n &#13; \t</string></dict>"),
            ("x.xcstrings", "{\"sourceLanguage\" : \"en\", \"strings\" : {\"k\" : {\"localizations\" : {\"en\" : {\"stringUnit\" : {\"value\" : \"v\"}}}}}}",
             "{\"sourceLanguage\" : \"en\", \"strings\" : {\"k\" : {\"localizations\" : {\"en\" : {\"stringUnit\" : {\"value\" : \"\\\"q\\\" 'a' \\\\ & < > \\n \\r \\t\"}}}}}}"),
        ]
        for item in cases {
            let file = try LocalizationReader.parse(bytes: Array(item.text.utf8), path: item.path)
            let index = try XCTUnwrap(file.entries.firstIndex { $0.isEditable })
            let output = try file.applying([TextEdit(entryIndex: index, range: 0..<1, replacement: replacement)])
            XCTAssertEqual(String(decoding: output, as: UTF8.self), item.expected, item.path)
            XCTAssertEqual(try LocalizationReader.parse(bytes: output, path: item.path).entries[index].text, replacement, item.path)
        }
    }

    /// An octal or `\U` escape with fewer digits than it may take ("\7", "\U00e") ends at the next byte that is no
    /// digit. An edit right after one (a fix capitalizing "e" after "\U00e") must not put a digit there, nor remove
    /// what kept one away; nor may a removal pair a lone high-surrogate escape with a following `\U` escape. Every
    /// escape below, before every edit, must read back as the fixed text, and change only its own spelling.
    func testEditsNextToShortEscapesKeepTheirCharacters() throws {
        // (`\\` and `\"` are whole escapes whose character is the backslash or quote itself: no digit extends them.)
        let escapes = ["\\U00e", "\\u0e", "\\Ue", "\\U", "\\u", "\\7", "\\07", "\\007", "\\U00E9", "\\UD83D",
                       "\\UD83D\\UDE00", "\\n", "é", "\\\\", "\\\""]
        // Text after the escape, and edits of its first character (scalar 1): capitalize, digits, removal, insertion.
        let tails = ["e9 end", "x7E9", "xE", "x\\UDE00 end", "x", "1019"]
        let replacements = ["E", "7", "", "Ab", "0x", "\\", "é"]
        var compared = 0
        for escape in escapes {
            for tail in tails {
                for replacement in replacements {
                    for range in [1..<2, 1..<1] {
                        let text = "\"k\" = \"\(escape)\(tail)\";\n"
                        let file = try LocalizationReader.parse(bytes: Array(text.utf8), path: "en.lproj/x.strings")
                        var scalars = Array(file.entries[0].text.unicodeScalars)
                        guard range.upperBound <= scalars.count else { continue }
                        scalars.replaceSubrange(range, with: replacement.unicodeScalars)
                        var expected = String.UnicodeScalarView()
                        expected.append(contentsOf: scalars)
                        let output = try file.applying([TextEdit(entryIndex: 0, range: range, replacement: replacement)])
                        let reread = try LocalizationReader.parse(bytes: output, path: "en.lproj/x.strings")
                        XCTAssertEqual(reread.entries[0].text, String(expected), "\(text.debugDescription) \(range) → \(replacement.debugDescription): \(String(decoding: output, as: UTF8.self).debugDescription)")
                        compared += 1
                    }
                }
            }
        }
        XCTAssertGreaterThan(compared, 800)
        // Only what must change changes: the escape is padded, the rest is the edit.
        let file = try LocalizationReader.parse(bytes: Array("\"k\" = \"\\U00e\\e9\";".utf8), path: "en.lproj/x.strings")
        let output = try file.applying([TextEdit(entryIndex: 0, range: 1..<2, replacement: "E")])
        XCTAssertEqual(String(decoding: output, as: UTF8.self), "\"k\" = \"\\U000eE9\";")
    }
}
