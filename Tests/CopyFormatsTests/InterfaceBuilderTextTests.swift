import CopyFormats
import XCTest

/// Interface Builder files read as tables of text: each object's localisable properties, keyed as Interface
/// Builder exports them, at their attribute values; fix-its written inside the value with its references kept.
final class InterfaceBuilderTextTests: XCTestCase {
    /// A small xib of the kinds of text Interface Builder writes (written here, not taken from an app).
    static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0">
            <objects>
                <menu title="Main Menu" systemMenu="main" id="AYu-sK-qS6">
                    <items>
                        <menuItem title="Save as…" keyEquivalent="s" id="Sav-ed-001"/>
                        <menuItem keyEquivalent="t" title="Tom &amp; Jerry&#10;&quot;Show&quot;" id="Tom-Je-002"/>
                    </items>
                </menu>
                <!-- copylint:disable-next-line title_case -->
                <button id="Btn-00-003">
                    <state key="normal" title="open file"/>
                    <accessibility label="Opens a file" hint="Shows the
        panel"/>
                </button>
                <segmentedControl id="Seg-00-004">
                    <segments>
                        <segment title="One"/>
                        <segment/>
                        <segment title="Three"/>
                    </segments>
                </segmentedControl>
                <textField placeholder="" id="Emp-ty-005"/>
                <textField text="No object ID"/>
            </objects>
        </document>

        """

    private func read(_ text: String = xib, path: String = "App/Base.lproj/MainMenu.xib") throws -> LocalizationFile {
        try LocalizationReader.parse(bytes: Array(text.utf8), path: path)
    }

    func testEachLocalisablePropertyIsAnEntryAtItsValue() throws {
        let file = try read()
        XCTAssertEqual(file.format, .interfaceBuilder)
        XCTAssertEqual(file.entries.map(Row.init), [
            Row("AYu-sK-qS6.title", "Main Menu", locale: "Base", 4, 22),
            Row("Sav-ed-001.title", "Save as…", locale: "Base", 6, 34),
            Row("Tom-Je-002.title", "Tom & Jerry\n\"Show\"", locale: "Base", 7, 52),
            Row("Btn-00-003.normalTitle", "open file", locale: "Base", 12, 40),
            // A literal line break in an attribute reads as a space, as XML says.
            Row("Btn-00-003.accessibilityLabel", "Opens a file", locale: "Base", 13, 35),
            Row("Btn-00-003.accessibilityHint", "Shows the panel", locale: "Base", 13, 55),
            Row("Seg-00-004.segmentTitles[0]", "One", locale: "Base", 18, 33),
            Row("Seg-00-004.segmentTitles[2]", "Three", locale: "Base", 20, 33),
        ])
        XCTAssertTrue(file.entries.allSatisfy { $0.isSource && $0.table == "MainMenu" && $0.isEditable })
    }

    func testAFileOutsideAnLprojFolderHasNoLocaleOfItsOwn() throws {
        let file = try read(path: "App/MainMenu.xib")
        XCTAssertEqual(Set(file.entries.map(\.locale)), [""])
        XCTAssertFalse(file.entries.contains(where: \.isSource), "the development language decides, as for .strings")
    }

    func testAnEditChangesOnlyTheBytesItNamesAndKeepsTheReferences() throws {
        let file = try read()
        let tom = try XCTUnwrap(file.entries.firstIndex { $0.key == "Tom-Je-002.title" })
        let hint = try XCTUnwrap(file.entries.firstIndex { $0.key == "Btn-00-003.accessibilityHint" })
        let edits = [
            TextEdit(entryIndex: tom, range: 6..<11, replacement: "\"Jerry\" <b>"),
            TextEdit(entryIndex: tom, range: 12..<12, replacement: "\t"),
            TextEdit(entryIndex: hint, range: 0..<5, replacement: "Opens\nthe"),
        ]
        let written = try file.applying(edits)
        let expected = Self.xib
            .replacingOccurrences(of: "Tom &amp; Jerry&#10;&quot;Show", with: "Tom &amp; &quot;Jerry&quot; &lt;b&gt;&#10;&#9;&quot;Show")
            .replacingOccurrences(of: "hint=\"Shows the", with: "hint=\"Opens&#10;the the")
        XCTAssertEqual(String(decoding: written, as: UTF8.self), expected)

        let reread = try LocalizationReader.parse(bytes: written, path: file.path)
        XCTAssertEqual(reread.entries[tom].text, "Tom & \"Jerry\" <b>\n\t\"Show\"")
        XCTAssertEqual(reread.entries[hint].text, "Opens\nthe the panel")
        XCTAssertEqual(reread.entries.map(\.key), file.entries.map(\.key))
        // Applying nothing to the written file gives it back as it is.
        XCTAssertEqual(try reread.applying([]), written)
    }

    func testAnAttributeInSingleQuotesEscapesThatQuote() throws {
        let file = try read("<document><objects><window title='Bob&apos;s \"Window\"' id='win'/></objects></document>")
        XCTAssertEqual(file.entries.first?.text, "Bob's \"Window\"")
        let written = try file.applying([TextEdit(entryIndex: 0, range: 0..<3, replacement: "Ann's")])
        XCTAssertEqual(String(decoding: written, as: UTF8.self),
                       "<document><objects><window title='Ann&apos;s&apos;s \"Window\"' id='win'/></objects></document>")
    }

    func testACharacterXMLCannotHoldIsNotWritten() throws {
        let file = try read()
        XCTAssertThrowsError(try file.applying([TextEdit(entryIndex: 0, range: 0..<0, replacement: "\u{1}")])) { error in
            XCTAssertTrue("\(error)".contains("cannot be written in XML"), "\(error)")
        }
    }

    func testMalformedXMLIsAParseErrorWithItsPosition() {
        XCTAssertThrowsError(try read("<document>\n  <menu title=\"a<b\" id=\"m\"/>\n</document>")) { error in
            let parseError = error as? ParseError
            XCTAssertEqual(parseError?.position, SourcePosition(line: 2, column: 17))
            XCTAssertEqual(parseError?.message, "'<' in attribute value")
        }
    }

    /// Interface Builder files are read on request, with the app's sources: a folder walk does not find them.
    func testAFolderWalkDoesNotFindThem() throws {
        XCTAssertEqual(LocalizationReader.format(forPath: "App/Main.storyboard"), .interfaceBuilder)
        XCTAssertFalse(LocalizationFormat.interfaceBuilder.isFoundInFolders)
        XCTAssertFalse(LocalizationFormat.extensionsFoundInFolders.contains("xib"))
    }
}
