@testable import CopyFormats
import XCTest

/// A file that kept only its values' bytes (`keepingValuesOnly`, for `lint` without `--fix`) tells every position
/// the whole file tells, and cannot be edited.
final class ValuesOnlyFileTests: XCTestCase {
    /// Every offset of every value (before, in and past it, one at a time and all at once) of every format
    /// fixture, and of generated `.strings` files and catalogs with escapes, text beyond ASCII and every kind of
    /// line break (values over two lines, one that starts with a line break, one that ends with one).
    func testEveryPositionIsTheWholeFilesPosition() throws {
        // The format fixtures, and a menu's texts in Interface Builder XML (read as a localisation file).
        let mainMenu = TestPaths.packageRoot.appendingPathComponent("Fixtures/InterfaceBuilder/MainMenu.xib").path
        let fixtures = try (FileDiscovery.localizationFiles(under: [TestPaths.fixtures]) + [mainMenu])
            .compactMap { try? LocalizationReader.read(path: $0) }
        XCTAssertGreaterThan(fixtures.count, 10)
        XCTAssertFalse(try XCTUnwrap(fixtures.last).entries.isEmpty, mainMenu)
        var generated: [LocalizationFile] = []
        for lineBreak in ["\n", "\r\n", "\r"] {
            let strings = [
                "/* a comment */", #""plain" = "Delete...";"#, #""escapes" = "Tab\tQuote\" caf\u00e9 \UD83D\UDE00";"#,
                #""raw" = "two"# + lineBreak + "lines" + lineBreak + #"";"after.raw" = "é…";"#, #""unquoted" = word;"#,
                #""starts" = ""# + lineBreak + #"on the next line";"#, "",
            ].joined(separator: lineBreak)
            let catalog = [
                "{", #"  "sourceLanguage" : "en","#, #"  "strings" : {"#, #"    "a" : {"localizations" : {"#,
                #""en" : {"stringUnit" : {"state" : "translated", "value" : "Tab\tQuote\\ \u00e9 \ud83d\ude00..."}},"#,
                #""de" : {"stringUnit" : {"state" : "translated", "value" : "Löschen…"}}}}"#, "  },",
                #"  "version" : "1.0""#, "}",
            ].joined(separator: lineBreak)
            for (text, name) in [(strings, "en.lproj/Localizable.strings"), (catalog, "Localizable.xcstrings")] {
                for bom in [[], [0xEF, 0xBB, 0xBF] as [UInt8]] {
                    generated.append(try LocalizationReader.parse(bytes: bom + Array(text.utf8), path: name))
                }
            }
        }
        var kept = 0, checked = 0
        for (number, file) in (fixtures + generated).enumerated() {
            let valuesOnly = file.keepingValuesOnly()
            XCTAssertEqual(valuesOnly.entries.count, file.entries.count)
            // Every generated file keeps its values only; a fixture may not (a binary plist has no text).
            XCTAssertTrue(!valuesOnly.isWhole || number < fixtures.count, file.path)
            guard !valuesOnly.isWhole else { continue }
            kept += 1
            XCTAssertEqual(valuesOnly.bytes, [], file.path)
            XCTAssertLessThan(valuesOnly.text.utf8.count, file.text.utf8.count, file.path)
            for (index, entry) in file.entries.enumerated() {
                let offsets = Array(-1...(entry.text.unicodeScalars.count + 1))
                XCTAssertEqual(valuesOnly.positions(ofEntry: index, scalarOffsets: offsets),
                               file.positions(ofEntry: index, scalarOffsets: offsets), "\(file.path) \(entry.key)")
                for offset in offsets {
                    XCTAssertEqual(valuesOnly.position(ofEntry: index, scalarOffset: offset),
                                   file.position(ofEntry: index, scalarOffset: offset), "\(file.path) \(entry.key)")
                    checked += 1
                }
            }
        }
        XCTAssertGreaterThan(kept, generated.count + 10)
        XCTAssertGreaterThan(checked, 1_000)
    }

    func testCannotBeEdited() throws {
        let file = try readFixture("App/en.lproj/Localizable.strings")
        let escapes = try index(of: "escapes", locale: "en", in: file)
        let edit = TextEdit(entryIndex: escapes, range: 0..<1, replacement: "t")
        XCTAssertNoThrow(try file.applying([edit]))
        let valuesOnly = file.keepingValuesOnly()
        XCTAssertFalse(valuesOnly.isWhole)
        XCTAssertThrowsError(try valuesOnly.applying([edit]))
        XCTAssertThrowsError(try valuesOnly.applying([]))
        XCTAssertThrowsError(try valuesOnly.applyingReadBack([edit], texts: [edit.entryIndex: "tab"]))
        // Kept once is kept: asked again, the file is as it was.
        XCTAssertEqual(valuesOnly.keepingValuesOnly().text.utf8, valuesOnly.text.utf8)
    }
}
