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
    private let text: DecodedText
    private let spans: [ValueSpan?]

    init(
        path: String, format: LocalizationFormat, bytes: [UInt8], text: DecodedText,
        entries: [Entry], spans: [ValueSpan?], issues: [FormatIssue]
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
    }

    /// Where the character at `scalarOffset` in `entries[index].text` is in the file (the end of the value
    /// for an offset past its end).
    public func position(ofEntry index: Int, scalarOffset: Int) -> SourcePosition {
        let entry = entries[index]
        guard let span = spans[index] else { return entry.position }
        return text.utf8.withUnsafeBufferPointer { b in
            var target = span.range.upperBound
            var scalarIndex = 0
            span.forEachScalar(in: b) { _, rawStart in
                if scalarIndex == scalarOffset { target = rawStart }
                scalarIndex += 1
            }
            var cursor = PositionCursor(start: text.start, offset: span.range.lowerBound, position: entry.position)
            return cursor.position(at: target, in: b)
        }
    }

    /// The file's bytes with `edits` applied. Only the bytes of the edited characters change; replacements are
    /// escaped as the value's syntax requires and written in the file's encoding. Throws `EditError` for an edit
    /// of an entry that is not editable, out of range, or overlapping another edit of the same entry.
    public func applying(_ edits: [TextEdit]) throws -> [UInt8] {
        if edits.isEmpty { return bytes }
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
        var replacements: [(range: Range<Int>, bytes: [UInt8])] = []
        try text.utf8.withUnsafeBufferPointer { b in
            for index in edited {
                replacements += try Self.replacements(for: byEntry[index]!, span: spans[index]!, entryIndex: index, in: b)
            }
        }
        var output: [UInt8] = []
        output.reserveCapacity(text.utf8.count + replacements.reduce(0) { $0 + $1.bytes.count })
        var copied = 0
        for replacement in replacements {
            output += text.utf8[copied..<replacement.range.lowerBound]
            output += replacement.bytes
            copied = replacement.range.upperBound
        }
        output += text.utf8[copied...]
        return text.encoded(output)
    }

    /// The raw byte replacements for one entry's edits.
    private static func replacements(
        for edits: [TextEdit], span: ValueSpan, entryIndex: Int, in b: UnsafeBufferPointer<UInt8>
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
            var scalars = Array(String(decoding: UnsafeBufferPointer(rebasing: b[span.range]), as: UTF8.self).unicodeScalars)
            for edit in sorted.reversed() {
                scalars.replaceSubrange(edit.range, with: edit.replacement.unicodeScalars)
            }
            var newText = String.UnicodeScalarView()
            newText.append(contentsOf: scalars)
            return [(span.range, [UInt8(ascii: "\"")] + (try escaped(String(newText))) + [UInt8(ascii: "\"")])]
        }
        return try sorted.map { (edit) throws(EditError) in
            (boundaries[edit.range.lowerBound]..<boundaries[edit.range.upperBound], try escaped(edit.replacement))
        }
    }
}
