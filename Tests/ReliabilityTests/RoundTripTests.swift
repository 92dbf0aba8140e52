import Testing
import PropertyBased
import CopyFormats

/// Replacements for the edit round trip: the characters each syntax must escape.
private let replacements = ["Done", "\"quoted\" & <b>", "back\\slash", "line\nbreak", "tab\t", "é😀", "e\u{301}", "", "'single'", "CR\r"]

/// Reads a generated file and checks: the entries are the ones written; `applying([])` gives the bytes back;
/// empty edits in every value keep the bytes; replacing every editable value reads back as the replacement.
private func checkRoundTrip(_ file: GeneratedFile, comments: Bool = false) throws {
    let parsed = try LocalizationReader.parse(bytes: file.bytes, path: file.path)
    #expect(parsed.entries.map(\.key) == file.entries.map(\.key), "\(file)")
    #expect(parsed.entries.map(\.text) == file.entries.map(\.text), "\(file)")
    if comments { #expect(parsed.entries.map(\.comment) == file.comments, "\(file)") }
    #expect(try parsed.applying([]) == file.bytes, "\(file)")

    let editable = parsed.entries.indices.filter { parsed.entries[$0].isEditable }
    let noOps = editable.map { TextEdit(entryIndex: $0, range: 0..<0, replacement: "") }
    let rewritten = try parsed.applying(noOps)
    if file.noOpEditsKeepBytes { #expect(rewritten == file.bytes, "\(file)") }
    #expect(try LocalizationReader.parse(bytes: rewritten, path: file.path).entries.map(\.text) == file.entries.map(\.text), "\(file)")

    var expected = parsed.entries.map(\.text)
    let edits = editable.map { index in
        let replacement = replacements[index % replacements.count]
        expected[index] = replacement
        return TextEdit(entryIndex: index, range: 0..<parsed.entries[index].text.unicodeScalars.count, replacement: replacement)
    }
    let edited = try parsed.applying(edits)
    #expect(try parsed.applying(edits, threads: 3) == edited, "\(file)")
    // An edit past the end of every editable value: the error is the first value's in file order, on any number of
    // threads.
    let pastTheEnd = editable.reversed().map { index in
        TextEdit(entryIndex: index, range: 0..<(parsed.entries[index].text.unicodeScalars.count + 1), replacement: "")
    }
    #expect(errorText { try parsed.applying(pastTheEnd) } == errorText { try parsed.applying(pastTheEnd, threads: 3) })
    let reread = try LocalizationReader.parse(bytes: edited, path: file.path)
    #expect(reread.entries.map(\.text) == expected, "\(file)")
    #expect(reread.encoding == parsed.encoding && reread.hasBOM == parsed.hasBOM, "\(file)")
    #expect(try reread.applying([]) == edited)
}

/// The description of the error `body` throws; nil when it throws none.
private func errorText(_ body: () throws -> [UInt8]) -> String? {
    do {
        _ = try body()
        return nil
    } catch {
        return "\(error)"
    }
}

@Suite struct RoundTrips {
    @Test func generatedStringsFiles() async {
        await propertyCheck(count: 300, input: FileGen.strings) { file in
            try checkRoundTrip(file, comments: true)
        }
    }

    @Test func generatedStringCatalogs() async {
        await propertyCheck(count: 200, input: FileGen.xcstrings) { file in
            try checkRoundTrip(file)
        }
    }

    @Test func generatedXLIFF() async {
        await propertyCheck(count: 200, input: FileGen.xliff) { file in
            try checkRoundTrip(file)
        }
    }
}
