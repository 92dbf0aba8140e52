import Testing
import CopyFormats

// Inputs the fuzz targets (Fuzz/, Scripts/fuzz.sh) found crashing, kept as tests. The same bytes are in
// Fuzz/regressions/<target>/ for `Scripts/fuzz.sh replay`.

/// A binary plist: `bplist00`, the objects, a one-byte offset table, and a trailer whose offset-table offset is `tableOffset`.
private func binaryPlist(objects: [UInt8], offsets: [UInt8], top: UInt64 = 0, tableOffset: UInt64? = nil) -> [UInt8] {
    let body = Array("bplist00".utf8) + objects
    func be64(_ v: UInt64) -> [UInt8] { (0..<8).reversed().map { UInt8(truncatingIfNeeded: v >> (8 * UInt64($0))) } }
    let trailer: [UInt8] = [0, 0, 0, 0, 0, 0, 1, 1] + be64(UInt64(offsets.count)) + be64(top) + be64(tableOffset ?? UInt64(body.count))
    return body + offsets + trailer
}

@Suite struct FuzzRegressions {
    /// fuzz-bplist: a trailer whose offset-table offset is near UInt64.max overflowed
    /// `offsetTable + objectCount * offsetSize` in BinaryPlistReader.hasPlausibleTrailer (a trap, so a crash).
    /// Fixed there by comparing without the addition.
    @Test func binaryPlistTrailerOffsetNearUInt64MaxIsRejected() {
        let bytes = binaryPlist(objects: [0x51, UInt8(ascii: "a")], offsets: [8], tableOffset: .max)
        #expect(throws: ParseError.self) { try LocalizationReader.parse(bytes: bytes, path: "App/en.lproj/Localizable.strings") }
        #expect(throws: ParseError.self) { try LocalizationReader.parse(bytes: bytes, path: "App/en.lproj/Localizable.stringsdict") }
    }

    /// The same file with a sane trailer reads (so the test above fails for the right reason).
    @Test func binaryPlistWithOneStringReads() throws {
        let bytes = binaryPlist(objects: [0x51, UInt8(ascii: "a")], offsets: [8])
        let file = try LocalizationReader.parse(bytes: bytes, path: "App/en.lproj/Localizable.strings")
        #expect(file.entries.map(\.text) == ["a"])
    }

    /// fuzz-bplist: a binary plist whose top object is a set (marker 0xC1) of one string crashes the process
    /// (SIGSEGV in swift_conformsToProtocol, bridging NSSet inside Foundation's PropertyListSerialization,
    /// called from BinaryPlistReader.read). Run in a child process; BinaryPlistReader now rejects set objects
    /// before handing the bytes to Foundation.
    @Test func binaryPlistHoldingASetDoesNotCrash() async {
        await #expect(processExitsWith: .success) {
            // bplist00, set{ref 1}, "a", offsets [8, 10], trailer: 1-byte offsets and refs, 2 objects, top 0, table at 12.
            let bytes: [UInt8] = [
                0x62, 0x70, 0x6C, 0x69, 0x73, 0x74, 0x30, 0x30, 0xC1, 0x01, 0x51, 0x61, 0x08, 0x0A,
                0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 12,
            ]
            _ = try? LocalizationReader.parse(bytes: bytes, path: "App/en.lproj/Localizable.strings")
        }
    }

    /// fuzz-fix-reparse: title case capitalized the "e" after `\U00e` in `e\U00e\e9` (the escape ends at the
    /// backslash: U+000E, then "e9"). The edit wrote "E" over `\e`, and `\U00eE9` read back as U+00EE and "9": the
    /// fixed file held other text than the fix. Fixed in LocalizationFile.keepingEscapesApart: an escape of fewer
    /// digits than it may take, before an edit that would extend it, is written padded (`\U000e`).
    @Test func fixAfterAShortUnicodeEscapeReadsBackAsFixed() throws {
        let text = "\"escapes\" = \"Backslash\\\\ e\\U00e\\e9 end\";\n"
        let file = try LocalizationReader.parse(bytes: Array(text.utf8), path: "App/en.lproj/Localizable.strings")
        #expect(file.entries[0].text == "Backslash\\ e\u{0E}e9 end")
        let edited = try file.applying([TextEdit(entryIndex: 0, range: 13..<14, replacement: "E")])
        #expect(String(decoding: edited, as: UTF8.self) == "\"escapes\" = \"Backslash\\\\ e\\U000eE9 end\";\n")
        #expect(try LocalizationReader.parse(bytes: edited, path: "App/en.lproj/Localizable.strings").entries[0].text == "Backslash\\ e\u{0E}E9 end")
    }

    /// fuzz-plist (reader oracle, "\n" inserted into every value): in XML content (plists, XLIFF) a raw CR reads as
    /// LF. An edit that wrote LF right after a raw CR made CRLF, which reads as one LF, so the edited value read
    /// back one line break short; same when an edit removed everything between a raw CR and a raw LF. Fixed in
    /// LocalizationFile.keepingLineBreaksApart: such an LF is written as `&#10;`.
    @Test(arguments: [
        ("App/en.lproj/Localizable.stringsdict", "<plist><dict><key>k</key><string>a\rb</string></dict></plist>"),
        ("Export/de.xliff", "<xliff><file><body><trans-unit id=\"k\"><source>a\rb</source></trans-unit></body></file></xliff>"),
    ])
    func xmlLineFeedInsertedAfterCarriageReturn(path: String, text: String) throws {
        let file = try LocalizationReader.parse(bytes: Array(text.utf8), path: path)
        #expect(file.entries[0].text == "a\nb")
        let edited = try file.applying([TextEdit(entryIndex: 0, range: 2..<2, replacement: "\n")])
        let reread = try LocalizationReader.parse(bytes: edited, path: path)
        #expect(reread.entries[0].text == "a\n\nb")
        #expect(String(decoding: edited, as: UTF8.self).contains("a\r&#10;b"))
    }

    @Test func xmlEditJoiningCarriageReturnAndLineFeed() throws {
        let path = "App/en.lproj/Localizable.stringsdict"
        let file = try LocalizationReader.parse(bytes: Array("<plist><dict><key>k</key><string>a\rX\nb</string></dict></plist>".utf8), path: path)
        #expect(file.entries[0].text == "a\nX\nb")
        let edited = try file.applying([TextEdit(entryIndex: 0, range: 2..<3, replacement: "")])
        let reread = try LocalizationReader.parse(bytes: edited, path: path)
        #expect(reread.entries[0].text == "a\n\nb")
    }

    /// fuzz-plist (CI's smoke run, a heap-buffer-overflow): `<!-->` and `<?>` do not close themselves; the
    /// scanner runs the comment or instruction to the next `-->` or `?>`, checking nothing inside. The value walk
    /// (XMLEscaping.forEachScalar, through XMLScanner.endOfMarkup) ended them at their own opening, read the `&`
    /// after as a reference, and looked for its `;` past the end of the buffer. Fixed in endOfMarkup (the
    /// terminator is looked for after the opening, as the scanner does); XMLEscaping.reference is bounded too.
    @Test(arguments: [
        ("<!-->&x-->", ""), ("<?>&x?>", ""), ("a<!-->&x -->b", "ab"), ("a<?>&y?>b", "ab"), ("<!---->c", "c"),
    ])
    func markupThatDoesNotCloseItself(inner: String, text: String) throws {
        for (path, xml) in [
            ("App/en.lproj/Localizable.stringsdict", "<plist><dict><key>k</key><string>\(inner)</string></dict></plist>"),
            ("Export/de.xliff", "<xliff><file><body><trans-unit id=\"k\"><source>\(inner)</source></trans-unit></body></file></xliff>"),
        ] {
            let file = try LocalizationReader.parse(bytes: Array(xml.utf8), path: path)
            #expect(file.entries.map(\.text) == [text], "\(path): \(inner)")
            #expect(file.entries.map(\.isEditable) == [false])
            #expect(file.position(ofEntry: 0, scalarOffset: 1).line == 1)
        }
    }

    /// fuzz-strings (CI's smoke run, the reader oracle): an edit right after an escaped backslash (`\\`) whose
    /// file or edit goes on with octal digits took the escape's last byte, the backslash it stands for, for the
    /// start of an escape and the digit after it for an octal escape's: it was padded (`\\000…`) and the value read
    /// back as another text. `StringsEscaping.separated` now looks for the last escape before the escape's last
    /// byte. (`--fix` wrote nothing wrong: the fixed file did not read back as fixed and was refused.)
    @Test(arguments: [(7..<7, ""), (7..<8, "7"), (7..<7, "0")])
    func editAfterAnEscapedBackslashBeforeDigits(range: Range<Int>, replacement: String) throws {
        let path = "App/en.lproj/Localizable.strings"
        let bytes = Array("\"menu.import\" = \"Import\\\\1019\";\n".utf8)
        let file = try LocalizationReader.parse(bytes: bytes, path: path)
        #expect(file.entries[0].text == "Import\\1019")
        var scalars = Array(file.entries[0].text.unicodeScalars)
        scalars.replaceSubrange(range, with: replacement.unicodeScalars)
        var expected = String.UnicodeScalarView()
        expected.append(contentsOf: scalars)
        let edited = try file.applying([TextEdit(entryIndex: 0, range: range, replacement: replacement)])
        #expect(try LocalizationReader.parse(bytes: edited, path: path).entries[0].text == String(expected))
    }
}
