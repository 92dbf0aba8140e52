// libFuzzer target: fix every entry of a parsed file, write the fixes back, and read the result again.
// Input: [format] [role] [locale] then the file's bytes. Format picks one of the formats copylint reads by extension
// (`LocalizationFormat.all`, in its order: 0 .strings, 1 .stringsdict, 2 .xcstrings, 3 .xliff, 4 .xib…), and so the
// reader. The locale byte names the `.lproj` folder of formats with a table per locale; catalogs and XLIFF carry
// their own locales. Each entry gets the role byte plus its index.
// Checks: the fixed file parses, has the same entries with the same keys and locales, each edited entry reads
// back as exactly the fixed text and every other one unchanged, and applying no edits to it is byte-identical;
// told without parsing (`applyingReadBack`), where it can be, it is the file parsed.
import CopyFormats
import CopyRules

private let checker = Checker()
/// Every format a file name names, by its first extension.
private let formats = LocalizationFormat.all.filter { !$0.extensions.isEmpty }

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    let format = formats[Int(input.byte()) % formats.count]
    let ext = format.extensions[0]
    let roleSeed = Int(input.byte())
    let folderLocale = FuzzTables.locale(input.byte())
    let path = format.localeLayout == .localesInFile
        ? "Fuzz/Localizable.\(ext)" : "Fuzz/\(folderLocale).lproj/Localizable.\(ext)"
    let bytes = input.rest

    guard let file = try? LocalizationReader.parse(bytes: bytes, path: path) else { return 0 }
    var edits: [TextEdit] = []
    var expected: [String] = []
    // Cap the work per input: the rules are the slow part.
    for (index, entry) in file.entries.enumerated() {
        guard entry.isEditable, index < 64 else {
            expected.append(entry.text)
            continue
        }
        let role = Role.allCases[(roleSeed + index) % Role.allCases.count]
        let locale = entry.locale.isEmpty || entry.locale == "Base" ? "en" : entry.locale
        let fixed = checker.fix(entry.text, in: StringContext(role: role, locale: locale))
        expected.append(fixed)
        for hunk in diffHunks(from: entry.text, to: fixed) {
            edits.append(TextEdit(entryIndex: index, range: hunk.range, replacement: hunk.replacement))
        }
    }
    guard !edits.isEmpty else { return 0 }
    let newBytes: [UInt8]
    do {
        newBytes = try file.applying(edits)
    } catch {
        fatalError("applying the fixes threw: \(error)")
    }
    let reread: LocalizationFile
    do {
        reread = try LocalizationReader.parse(bytes: newBytes, path: path)
    } catch {
        fatalError("the fixed file no longer parses: \(error)")
    }
    require(reread.entries.count == file.entries.count, "entry count \(file.entries.count) became \(reread.entries.count)")
    for (index, entry) in reread.entries.enumerated() {
        let old = file.entries[index]
        require(entry.text == expected[index], "entry \(index) \(old.key.debugDescription): \(old.text.debugDescription) fixed to \(expected[index].debugDescription) reads back as \(entry.text.debugDescription)")
        require(entry.key == old.key, "entry \(index) key \(old.key.debugDescription) became \(entry.key.debugDescription)")
        require(entry.locale == old.locale && entry.isSource == old.isSource && entry.table == old.table, "entry \(index) locale, side or table changed")
        require(entry.comment == old.comment, "entry \(index) comment changed")
        require(entry.isEditable == old.isEditable, "entry \(index) editability changed")
    }
    require(reread.format == file.format && reread.encoding == file.encoding && reread.hasBOM == file.hasBOM, "format or encoding changed")
    require((try? reread.applying([])) == newBytes, "applying([]) to the fixed file is not byte-identical")
    // The fixed file told without parsing it (`applyingReadBack`), where it can be, is the file parsed.
    var texts: [Int: String] = [:]
    for edit in edits { texts[edit.entryIndex] = expected[edit.entryIndex] }
    guard let (readBackBytes, readBack) = try? file.applyingReadBack(edits, texts: texts) else {
        fatalError("applying the fixes to be read back threw")
    }
    require(readBackBytes == newBytes, "the bytes to read back are not the fixed bytes")
    if let readBack {
        require(readBack.entries.map { "\($0)" } == reread.entries.map { "\($0)" }, "the read-back entries differ")
        require(readBack.issues.map { "\($0)" } == reread.issues.map { "\($0)" }, "the read-back issues differ")
    }
    return 0
}
