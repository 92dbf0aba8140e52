import CopyLowLevel

/// A parsed localisation file: its bytes, its entries, and how to write edits back into those bytes.
public struct LocalizationFile: Sendable {
    public let path: String
    public let format: LocalizationFormat
    public let bytes: [UInt8]
    public let encoding: TextEncoding
    public let hasBOM: Bool
    public let entries: [Entry]
    public let issues: [FormatIssue]

    /// The text the entries were read from; `spans[i]` is where entry i's value is in it (nil for binary plists).
    let text: DecodedText
    let spans: [ValueSpan?]
    /// Where the value each translation took its `sourceText` from starts (-1: none), for catalogs
    /// (`EntryCollector.sourceStarts`); empty for the other formats.
    let sourceStarts: [Int]
    /// False for a file that kept only its values' bytes (`keepingValuesOnly()`): it tells positions, it cannot be
    /// edited.
    public let isWhole: Bool

    init(
        path: String, format: LocalizationFormat, bytes: [UInt8], text: DecodedText,
        entries: [Entry], spans: [ValueSpan?], sourceStarts: [Int] = [], issues: [FormatIssue], isWhole: Bool = true
    ) {
        self.path = path
        self.format = format
        self.bytes = bytes
        self.encoding = text.encoding
        self.hasBOM = text.hasBOM
        self.entries = entries
        self.issues = issues
        self.text = text
        self.spans = spans
        self.sourceStarts = sourceStarts
        self.isWhole = isWhole
    }

    /// Where the character at `scalarOffset` in `entries[index].text` is in the file (the end of the value
    /// for an offset past its end). Walks the value: for several offsets of one value, use `positions`.
    public func position(ofEntry index: Int, scalarOffset: Int) -> SourcePosition {
        positions(ofEntry: index, scalarOffsets: [scalarOffset])[0]
    }

    /// The positions of several characters of one value, in the order given, in one walk over the value.
    public func positions(ofEntry index: Int, scalarOffsets: [Int]) -> [SourcePosition] {
        // (The entry's position alone: copying the entry retained its every string.)
        let start = entries[index].position
        guard let span = spans[index] else { return scalarOffsets.map { _ in start } }
        let b = text.utf8.span
        // One offset (most values with findings have one): no order or tables to make, and the walk stops at it.
        if scalarOffsets.count == 1 {
            var cursor = PositionCursor(start: text.start, offset: span.range.lowerBound, position: start)
            return [cursor.position(at: span.start(ofScalar: scalarOffsets[0], in: b), in: b)]
        }
        // The byte where each requested character starts: offsets in increasing order meet the walk in order.
        let order = scalarOffsets.indices.sorted { scalarOffsets[$0] < scalarOffsets[$1] }
        var targets = [Int](repeating: span.range.upperBound, count: scalarOffsets.count)
        var next = 0
        var scalarIndex = 0
        span.forEachScalar(in: b) { _, rawStart in
            while next < order.count, scalarOffsets[order[next]] < scalarIndex { next += 1 }
            while next < order.count, scalarOffsets[order[next]] == scalarIndex {
                targets[order[next]] = rawStart
                next += 1
            }
            scalarIndex += 1
        }
        // One cursor moving forward through the value, so in the order of the targets: an offset before the
        // value's first character stands for its end, as one past its last does. (Taken in the order of the
        // offsets, such a target sent the cursor back to the start of the text, which a file that kept only its
        // values' bytes does not have: `keepingValuesOnly`.)
        var cursor = PositionCursor(start: text.start, offset: span.range.lowerBound, position: start)
        var result = [SourcePosition](repeating: start, count: scalarOffsets.count)
        for position in order.sorted(by: { targets[$0] < targets[$1] }) {
            result[position] = cursor.position(at: targets[position], in: b)
        }
        return result
    }

    /// The file's bytes with `edits` applied. Only the bytes of the edited characters change (and, in a `.strings`
    /// value, a short escape right before an edit that would extend it, written padded: `keepingEscapesApart`); replacements are
    /// escaped as the value's syntax requires and written in the file's encoding. Throws `EditError` for an edit
    /// of an entry that is not editable, out of range, or overlapping another edit of the same entry.
    /// On up to `threads` threads (a large file's fixes, made while the other cores waited).
    public func applying(_ edits: [TextEdit], threads: Int = 1) throws -> [UInt8] {
        try replaced(edits, threads: threads).bytes
    }

    /// The raw replacements of one edited entry's value: byte ranges of the decoded text, and what replaces each.
    typealias ValueReplacements = (entryIndex: Int, replacements: [(range: Range<Int>, bytes: [UInt8])])

    /// `applying(_:threads:)`'s bytes, and the replacements they were made of, by edited entry in file order.
    func replaced(_ edits: [TextEdit], threads: Int = 1) throws -> (bytes: [UInt8], values: [ValueReplacements]) {
        guard isWhole else {
            throw EditError(entryIndex: edits.first?.entryIndex ?? 0, message: "the file was read without its text")
        }
        if edits.isEmpty { return (bytes, []) }
        var byEntry: [Int: [TextEdit]] = [:]
        for edit in edits {
            guard entries.indices.contains(edit.entryIndex) else {
                throw EditError(entryIndex: edit.entryIndex, message: "no such entry")
            }
            guard entries[edit.entryIndex].isEditable, spans[edit.entryIndex] != nil else {
                throw EditError(entryIndex: edit.entryIndex, message: "the value of \"\(entries[edit.entryIndex].key)\" cannot be rewritten in place")
            }
            byEntry[edit.entryIndex, default: []].append(edit)
        }
        // Values never overlap, so replacements taken value by value in file order are in file order.
        let edited = byEntry.keys.sorted { spans[$0]!.range.lowerBound < spans[$1]!.range.lowerBound }
        // Each part stops at its first error; the first part's error is the first edited value's, as in order.
        let parts = HelpedMap.map(partsOf: edited.count, threads: threads) { part in
            Result { () throws -> [ValueReplacements] in
                try edited[part].map { index in
                    (index, try Self.replacements(for: byEntry[index]!, span: spans[index]!, entryIndex: index,
                                                  in: text.utf8.span))
                }
            }
        }
        var values: [ValueReplacements] = []
        for part in parts { values += try part.get() }
        var output: [UInt8] = []
        let added = values.reduce(0) { $0 + $1.replacements.reduce(0) { $0 + $1.bytes.count } }
        output.reserveCapacity(text.utf8.count + added)
        var copied = 0
        for value in values {
            for replacement in value.replacements {
                output += text.utf8[copied..<replacement.range.lowerBound]
                output += replacement.bytes
                copied = replacement.range.upperBound
            }
        }
        output += text.utf8[copied...]
        return (text.encoded(output), values)
    }

    /// The raw byte replacements for one entry's edits.
    private static func replacements(
        for edits: [TextEdit], span: ValueSpan, entryIndex: Int, in b: Span<UInt8>
    ) throws -> [(range: Range<Int>, bytes: [UInt8])] {
        let boundaries = span.scalarBoundaries(in: b)
        let scalarCount = boundaries.count - 1
        // Insertions at a point come before a replacement starting there; otherwise edits keep the order given.
        let sorted = edits.enumerated().sorted {
            ($0.element.range.lowerBound, $0.element.range.upperBound, $0.offset) < ($1.element.range.lowerBound, $1.element.range.upperBound, $1.offset)
        }.map(\.element)
        var previousEnd = 0
        for edit in sorted {
            guard edit.range.lowerBound >= 0, edit.range.upperBound <= scalarCount else {
                throw EditError(entryIndex: entryIndex, message: "range \(edit.range) is outside the value's \(scalarCount) characters")
            }
            guard edit.range.lowerBound >= previousEnd else {
                throw EditError(entryIndex: entryIndex, message: "edits overlap at character \(edit.range.lowerBound)")
            }
            previousEnd = edit.range.upperBound
        }
        func escaped(_ replacement: String) throws(EditError) -> [UInt8] {
            do {
                return try span.escaped(replacement, in: b)
            } catch {
                throw EditError(entryIndex: entryIndex, message: error.message)
            }
        }
        if span.syntax == .stringsUnquoted {
            // An unquoted word cannot hold most replacements, so the new value is written quoted.
            var scalars = Array(UTF8Bytes.string(b, span.range).unicodeScalars)
            for edit in sorted.reversed() {
                scalars.replaceSubrange(edit.range, with: edit.replacement.unicodeScalars)
            }
            var newText = String.UnicodeScalarView()
            newText.append(contentsOf: scalars)
            return [(span.range, [UInt8(ascii: "\"")] + (try escaped(String(newText))) + [UInt8(ascii: "\"")])]
        }
        let hunks = try sorted.map { (edit) throws(EditError) in
            (range: boundaries[edit.range.lowerBound]..<boundaries[edit.range.upperBound], bytes: try escaped(edit.replacement))
        }
        switch span.syntax {
        case .xml: return Self.keepingLineBreaksApart(hunks, valueEnd: span.range.upperBound, in: b)
        case .stringsQuoted:
            return Self.keepingEscapesApart(hunks, startScalars: sorted.map(\.range.lowerBound), boundaries: boundaries, valueEnd: span.range.upperBound, in: b)
        default: return hunks
        }
    }

    /// A `.strings` escape of fewer digits than it may take ("\U00e", "\7") ends where a byte that is no digit
    /// follows; a hunk right after one that starts with a digit (or removes what kept a digit away) would extend it
    /// and change the character. Such an escape is rewritten first, as the same character (see
    /// `StringsEscaping.separated`), in the hunk. A hunk writes no such escape itself (only `\\`, `\"`, `\n`,
    /// `\r`), so only the file's own escapes are looked at.
    private static func keepingEscapesApart(_ hunks: [(range: Range<Int>, bytes: [UInt8])], startScalars: [Int], boundaries: [Int], valueEnd: Int,
                                            in b: Span<UInt8>) -> [(range: Range<Int>, bytes: [UInt8])] {
        var result = hunks
        for index in result.indices {
            let scalar = startScalars[index]
            guard scalar > 0, index == 0 || hunks[index - 1].range.upperBound < hunks[index].range.lowerBound else { continue }
            // The two bytes that will follow the escape: the hunk's, then the file's; nil (unknown) when another hunk
            // starts right after this one.
            var following = Array(hunks[index].bytes.prefix(2))
            var known = true
            if following.count < 2 {
                if index + 1 < hunks.count, hunks[index + 1].range.lowerBound == hunks[index].range.upperBound {
                    known = false
                } else {
                    let end = hunks[index].range.upperBound
                    for byte in end..<min(end + 2 - following.count, valueEnd) { following.append(b[byte]) }
                }
            }
            let raw = boundaries[scalar - 1]..<boundaries[scalar]
            guard let rewritten = StringsEscaping.separated(raw, from: known ? following : nil, in: b) else { continue }
            result[index] = (raw.lowerBound..<hunks[index].range.upperBound, rewritten + hunks[index].bytes)
        }
        return result
    }

    /// XML reads a raw CR, and a raw CR followed by LF, as one line feed. An edit that puts an LF right after a
    /// raw CR of the file (an inserted line break, or a removal that brings the CR and a following LF together)
    /// would lose a line break; that LF is written as `&#10;` instead, which reads the same and joins nothing.
    private static func keepingLineBreaksApart(_ hunks: [(range: Range<Int>, bytes: [UInt8])], valueEnd: Int,
                                               in b: Span<UInt8>)
        -> [(range: Range<Int>, bytes: [UInt8])] {
        let lineFeed = Array("&#10;".utf8)
        var result = hunks
        // The byte written last before the current hunk: the file's own, or the previous hunk's last.
        var lastByte: UInt8 = 0
        var previousEnd = -1
        for index in result.indices {
            var (range, bytes) = result[index]
            if range.lowerBound != previousEnd, range.lowerBound > 0 { lastByte = b[range.lowerBound - 1] }
            if lastByte == 0x0D, bytes.first == 0x0A { bytes = lineFeed + bytes.dropFirst() }
            lastByte = bytes.last ?? lastByte
            // The file's own LF after the hunk, when no hunk follows right there.
            let nextStartsHere = index + 1 < result.count && result[index + 1].range.lowerBound == range.upperBound
            if lastByte == 0x0D, !nextStartsHere, range.upperBound < valueEnd, b[range.upperBound] == 0x0A {
                range = range.lowerBound..<(range.upperBound + 1)
                bytes += lineFeed
                lastByte = UInt8(ascii: ";")
            }
            result[index] = (range, bytes)
            previousEnd = range.upperBound
        }
        return result
    }
}
