// Shared by every fuzz target: input slicing, the role and locale tables, the reader oracle and a text diff.
// Compiled into each target executable together with the target's own file (see Scripts/fuzz.sh).
import CopyFormats
#if canImport(Glibc)
import Glibc
#endif

/// Stops the process with a message libFuzzer shows above the stack trace; the input is saved as a crash.
func require(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String, file: StaticString = #file, line: UInt = #line) {
    if !condition() {
        fatalError("fuzz invariant violated: \(message())", file: file, line: line)
    }
}

/// Whether violations of the softer properties (idempotent fixes, fix-its on grapheme boundaries) stop the run.
/// Off by default so a long run is not stopped by a known style nit; `COPYLINT_FUZZ_STRICT=1` turns it on.
let strict: Bool = {
    guard let value = getenv("COPYLINT_FUZZ_STRICT") else { return false }
    return String(cString: value) == "1"
}()

/// The fuzz input with a read cursor: header bytes first, the rest as the payload.
struct FuzzInput {
    let bytes: [UInt8]
    var cursor = 0

    init(_ data: UnsafePointer<UInt8>?, _ count: Int) {
        bytes = count > 0 && data != nil ? Array(UnsafeBufferPointer(start: data, count: count)) : []
    }

    /// The next header byte, or 0 past the end.
    mutating func byte() -> UInt8 {
        guard cursor < bytes.count else { return 0 }
        defer { cursor += 1 }
        return bytes[cursor]
    }

    var rest: [UInt8] { cursor < bytes.count ? Array(bytes[cursor...]) : [] }
}

/// Replacement strings the reader oracle inserts into every editable value: the characters each syntax escapes,
/// line breaks next to the ones already there, astral scalars, and a combining mark.
let nastyInsertions: [String] = [
    "\"'\\&<>]]>\r\t\u{2028}\u{1F600}é",
    "\n",
    "\r",
    "\r\n",
    "\\",
    "\\U00e9\\n",
    "&amp;&#13;<![CDATA[x]]>",
    "%@ %1$@ %lld",
    "\u{301}",
    "\"",
    "'",
    "/* */ //",
    "\u{0}",
    "\u{1F1EB}\u{1F1F7}\u{1F469}\u{200D}\u{1F4BB}",
    "",
]

/// What every reader must do with any bytes: parse or throw; and on success write back byte-exactly,
/// give positions for every character, and take an insertion into every editable value that reads back as inserted.
func checkReader(_ bytes: [UInt8], path: String) {
    let file: LocalizationFile
    do {
        file = try LocalizationReader.parse(bytes: bytes, path: path)
    } catch {
        return
    }
    // write(read(x)) == x
    let unchanged: [UInt8]
    do { unchanged = try file.applying([]) } catch { fatalError("applying([]) threw: \(error)") }
    require(unchanged == bytes, "applying([]) is not byte-identical")

    // Positions for the first, middle and last characters (and one past the end) of every entry; the file that
    // kept only its values' bytes (`keepingValuesOnly`, for `lint` without `--fix`) gives the same ones.
    let valuesOnly = file.keepingValuesOnly()
    for (index, entry) in file.entries.enumerated() {
        let count = entry.text.unicodeScalars.count
        let offsets = Array(Set([0, count / 2, max(count - 1, 0), count]))
        let positions = file.positions(ofEntry: index, scalarOffsets: offsets)
        for (offset, position) in zip(offsets, positions) {
            require(position.line >= 1 && position.column >= 1, "position \(position) of entry \(index) offset \(offset)")
        }
        require(valuesOnly.positions(ofEntry: index, scalarOffsets: offsets) == positions,
                "entry \(index): the file of its values only puts \(offsets) elsewhere")
        _ = entry.key.count
    }
    for issue in file.issues { _ = issue.message.count }

    // Insert a nasty string into every editable value (at an offset that varies with the entry), all in one
    // apply, and read the result back.
    let insertion = nastyInsertions[bytes.count % nastyInsertions.count]
    var edits: [TextEdit] = []
    var expected: [String] = []
    for (index, entry) in file.entries.enumerated() {
        let scalars = Array(entry.text.unicodeScalars)
        guard entry.isEditable else {
            expected.append(entry.text)
            continue
        }
        let at = (scalars.count + index) % (scalars.count + 1)
        edits.append(TextEdit(entryIndex: index, range: at..<at, replacement: insertion))
        var text = String.UnicodeScalarView()
        text.append(contentsOf: scalars[..<at])
        text.append(contentsOf: insertion.unicodeScalars)
        text.append(contentsOf: scalars[at...])
        expected.append(String(text))
    }
    guard !edits.isEmpty else { return }
    let edited: [UInt8]
    do {
        edited = try file.applying(edits)
    } catch {
        // XML cannot hold U+0000; every other insertion must be writable.
        if insertion.unicodeScalars.contains(where: { $0.value == 0 }) { return }
        fatalError("applying an insertion of \(insertion.debugDescription) threw: \(error)")
    }
    let reread: LocalizationFile
    do {
        reread = try LocalizationReader.parse(bytes: edited, path: path)
    } catch {
        fatalError("the edited file no longer parses: \(error)\n--- edited bytes:\n\(String(decoding: edited, as: UTF8.self))")
    }
    require(reread.entries.count == file.entries.count, "entry count \(file.entries.count) became \(reread.entries.count)")
    for (index, entry) in reread.entries.enumerated() {
        require(entry.text == expected[index],
                "entry \(index) (\(file.entries[index].key.debugDescription)) reads back as \(entry.text.debugDescription), expected \(expected[index].debugDescription)")
        require(entry.key == file.entries[index].key || file.format == .xcstrings && !file.entries[index].isEditable,
                "entry \(index) key \(file.entries[index].key.debugDescription) became \(entry.key.debugDescription)")
        require(entry.locale == file.entries[index].locale, "entry \(index) locale changed")
    }
}

/// The replacements that turn `old` into `new`, as scalar ranges of `old` (from Swift's Myers difference).
func diffHunks(from old: String, to new: String) -> [(range: Range<Int>, replacement: String)] {
    let a = Array(old.unicodeScalars), b = Array(new.unicodeScalars)
    if a == b { return [] }
    let difference = b.difference(from: a)
    var removed = Set<Int>(), inserted = Set<Int>()
    for change in difference {
        switch change {
        case .remove(let offset, _, _): removed.insert(offset)
        case .insert(let offset, _, _): inserted.insert(offset)
        }
    }
    var hunks: [(range: Range<Int>, replacement: String)] = []
    var i = 0, j = 0
    while i < a.count || j < b.count {
        if (i >= a.count || !removed.contains(i)) && (j >= b.count || !inserted.contains(j)) {
            i += 1
            j += 1
            continue
        }
        let start = i
        var replacement = String.UnicodeScalarView()
        while i < a.count, removed.contains(i) { i += 1 }
        while j < b.count, inserted.contains(j) {
            replacement.append(b[j])
            j += 1
        }
        hunks.append((start..<i, String(replacement)))
    }
    return hunks
}
