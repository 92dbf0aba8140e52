/// Word-list files (`Dictionaries/<locale>/<name>.txt`) split into rows of TAB-separated fields, skipping
/// comments and blank lines, by their bytes wherever that gives what splitting their Characters gives.
package enum WordListText {
    /// Splits a dictionary file into rows of TAB-separated fields, skipping comments and blank lines.
    package static func rows(_ text: String) -> [[String]] {
        UTF8Bytes.withBytes(of: text) { utf8 in
            var result: [[String]] = []
            var fields: [Range<Int>] = []
            forEachLine(utf8) { line in
                if byteFields(line, into: &fields, asciiOnly: false) {
                    if !fields.isEmpty { result.append(fields.map { field($0, of: line) }) }
                } else {
                    result += characterRows(String(decoding: line, as: UTF8.self))
                }
            }
            return result
        }
    }

    /// The bytes of `range` in `bytes` (a field found by `byteFields`) as a string.
    package static func field(_ range: Range<Int>, of bytes: UnsafeBufferPointer<UInt8>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// Calls `body` with each line of a file's bytes, without its line feed (a CR before it is trimmed with the
    /// line's spaces). Byte by byte: Character-wise splitting made loading the dictionaries a visible part of every
    /// run; line breaks are found with `memchr`. (Split as Characters, a CRLF file was one line: "\r\n" is one
    /// Character, not "\n".)
    package static func forEachLine(_ utf8: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        var start = 0
        while start <= utf8.count {
            let end = ByteSearch.firstIndex(of: 0x0A, in: utf8, from: start) ?? utf8.count
            body(UnsafeBufferPointer(rebasing: utf8[start..<end]))
            start = end + 1
        }
    }

    /// The fields of an ASCII line, trimmed, as ranges of the line's bytes, written into `fields` (left empty for
    /// a blank or comment line); false when the line has other text. For ASCII, bytes are characters, so
    /// splitting and trimming bytes gives what `characterRows` gives.
    package static func asciiFields(_ line: UnsafeBufferPointer<UInt8>, into fields: inout [Range<Int>]) -> Bool {
        byteFields(line, into: &fields, asciiOnly: true)
    }

    /// The fields of a line, trimmed, as ranges of its bytes, as `asciiFields` finds them, in any line where that
    /// gives what `characterRows` gives: false where a tab, space or CR, or a leading "#", has a neighbour outside
    /// ASCII that can join it into one character (a combining accent after a tab, an Arabic number sign before
    /// a space: `ScalarFlags.graphemeJoining`); everywhere else each of them is a character of its own. (The
    /// other lines of the locales' word lists, split as Characters, were most of loading a locale's data.)
    /// With `asciiOnly`, any line outside ASCII gives false (`asciiFields`: `WordPairs` keeps ASCII rows as bytes).
    package static func byteFields(_ line: UnsafeBufferPointer<UInt8>, into fields: inout [Range<Int>], asciiOnly: Bool) -> Bool {
        fields.removeAll(keepingCapacity: true)
        @inline(__always) func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0D }
        // Where the line's text starts and ends.
        var first = -1, last = -1
        for index in line.indices {
            let byte = line[index]
            if isSpace(byte) {
                if !asciiOnly, mayJoin(line, before: index) || mayJoin(line, at: index + 1) { return false }
                continue
            }
            if byte >= 0x80, asciiOnly { return false }
            if first < 0 { first = index }
            last = index
        }
        guard first >= 0 else { return true }
        // A comment; but "#" with an accent is one character, and no comment's mark.
        if line[first] == 0x23 { return !mayJoin(line, at: first + 1) }
        // The fields between the tabs of the text, each without the spaces at its ends.
        func close(_ start: Int, _ end: Int) {
            var start = start, end = end
            while start < end, isSpace(line[start]) { start += 1 }
            while end > start, isSpace(line[end - 1]) { end -= 1 }
            fields.append(start..<end)
        }
        var fieldStart = first
        for index in first...last where line[index] == 0x09 {
            close(fieldStart, index)
            fieldStart = index + 1
        }
        close(fieldStart, last + 1)
        return true
    }

    /// Whether the scalar that starts at byte `index` may join the character before it (a tab, a space, "#");
    /// false for ASCII and at the line's end. (A line's bytes are a `String`'s, so UTF-8.)
    private static func mayJoin(_ line: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        guard index < line.count, line[index] >= 0x80 else { return false }
        return mayJoin(UTF8Bytes.scalar(at: index, in: line).value)
    }

    /// Whether the scalar that ends before byte `index` may join the character after it (as `mayJoin(_:at:)`).
    private static func mayJoin(_ line: UnsafeBufferPointer<UInt8>, before index: Int) -> Bool {
        guard index > 0, line[index - 1] >= 0x80 else { return false }
        var start = index - 1
        while line[start] & 0xC0 == 0x80 { start -= 1 }
        return mayJoin(UTF8Bytes.scalar(at: start, in: line).value)
    }

    private static func mayJoin(_ value: UInt32) -> Bool {
        Unicode.Scalar(value)?.flags.contains(.graphemeJoining) ?? true
    }

    /// The rows of a line that `byteFields` leaves, split and trimmed as Characters.
    package static func characterRows(_ text: String) -> [[String]] {
        var result: [[String]] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            let trimmed = line.trimmingSpaces()
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            result.append(trimmed.split(separator: "\t", omittingEmptySubsequences: false).map { String($0).trimmingSpaces() })
        }
        return result
    }
}

extension StringProtocol {
    /// The text without leading and trailing ASCII spaces, tabs and carriage returns
    /// (a no-break space is data, e.g. French punctuation spacing, and is kept).
    package func trimmingSpaces() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[first...last])
    }

}
