import CopyFormats
import CopyLowLevel
import CopyRules
import CopyText
import Foundation

/// Reads standard input as plain lines or JSON Lines.
public enum StdinReader {
    public enum Format: String, CaseIterable, Sendable { case lines, jsonl }

    /// Everything left to read from `descriptor`. Throws when a read fails (standard input that is a folder, or
    /// closed): input cut short must not pass for all of it.
    package static func readAll(from descriptor: Int32, file: String = "<stdin>") throws(InputError) -> InputBytes {
        let read = InputBytes.readAll(from: descriptor)
        if let error = read.error {
            throw InputError(file: file, line: 1, message: "cannot read standard input: \(String(cString: strerror(error)))")
        }
        return read.bytes
    }

    /// Splits input into records. Lines end in LF or CRLF; a final newline adds no empty record.
    /// Invalid UTF-8 or a malformed JSON object throws with the line number.
    public static func records(from bytes: [UInt8], format: Format, file: String = "<stdin>") throws -> [StdinRecord] {
        try records(from: InputBytes(bytes), format: format, file: file)
    }

    /// The same, of input read by `readAll`.
    package static func records(from bytes: InputBytes, format: Format, file: String = "<stdin>") throws -> [StdinRecord] {
        guard format == .jsonl else { return Array(try lineRecords(from: bytes, file: file)) }
        return try bytes.withSpan { buffer in
            // Valid input (the usual case) is checked once as a whole: lines split at an ASCII byte, so each
            // is valid too and is decoded without a check of its own. Invalid input goes line by line, to
            // report the first bad line, or an earlier malformed JSON line.
            let (ranges, _, isValid) = linesAndValidity(buffer)
            // Chunks of lines are read on every core: reading a record took longer than checking its string.
            // Each chunk stops at its first bad line, and the first chunk with one reports it.
            let chunks = stride(from: 0, to: ranges.count, by: linesPerChunk).map { $0..<min($0 + linesPerChunk, ranges.count) }
            let results = ParallelMap.map(chunks) { chunk in
                Result { () throws -> [StdinRecord] in
                    var records: [StdinRecord] = []
                    records.reserveCapacity(chunk.count)
                    for index in chunk {
                        let line = try text(of: buffer, ranges[index], line: index + 1, isValid: isValid, file: file)
                        if line.allSatisfy(\.isWhitespace) { continue }
                        records.append(try record(json: line, line: index + 1, file: file))
                    }
                    return records
                }
            }
            var records: [StdinRecord] = []
            records.reserveCapacity(ranges.count)
            for result in results { records += try result.get() }
            return records
        }
    }

    /// Lines of JSON Lines input read by one worker at a time.
    static let linesPerChunk = 2_048

    /// Plain lines, one record each, made when they are read (see `LineRecords`). Invalid UTF-8 throws
    /// with the first bad line and column.
    public static func lineRecords(from bytes: [UInt8], file: String = "<stdin>") throws -> LineRecords {
        try lineRecords(from: InputBytes(bytes), file: file)
    }

    /// The same, of input read by `readAll`.
    package static func lineRecords(from bytes: InputBytes, file: String = "<stdin>") throws -> LineRecords {
        try bytes.withSpan { buffer in
            let (ranges, hashes, isValid) = linesAndValidity(buffer, hashing: true)
            if !isValid {
                for (index, range) in ranges.enumerated() {
                    _ = try text(of: buffer, range, line: index + 1, isValid: false, file: file)
                }
            }
            return LineRecords(bytes: bytes, ranges: ranges, hashes: hashes)
        }
    }

    /// The input's lines (`lineRanges`), and whether it is valid UTF-8, checked in place (building a String of it
    /// to check it copied it); with `hashing`, each line's hash too (`RepeatedLines.lineHash`). A large input is
    /// read in parts on every core, split after a line feed (an ASCII byte, so no character or line is split):
    /// on one core, checking and splitting held up the workers. Each part's lines are counted as it is checked,
    /// then written into one array at the part's place: arrays made per part and joined wrote the ranges twice,
    /// the second time on one core, page fault by page fault. (The lines were counted in a pass of their own,
    /// then found again to be written and again to be hashed: four passes over the input, not two.)
    private static func linesAndValidity(_ bytes: Span<UInt8>, hashing: Bool = false)
        -> (ranges: [Range<Int>], hashes: [Int], isValid: Bool) {
        let parts = validationParts(bytes)
        let counted = ParallelMap.map(parts) { part in
            var lineFeeds = 0
            let isValid = UTF8Bytes.firstInvalidByte(in: bytes.extracting(part), from: 0, lineFeeds: &lineFeeds) == nil
            // (Invalid input's line feeds after its first bad byte are counted apart: it is then read line by line.)
            let lines = isValid ? lineCount(lineFeeds: lineFeeds, bytes, in: part) : lineCount(bytes, in: part)
            return (lines: lines, isValid: isValid)
        }
        var firstLines = [0]
        for part in counted { firstLines.append(firstLines[firstLines.count - 1] + part.lines) }
        let count = firstLines[parts.count]
        var hashes: [Int] = []
        let ranges = [Range<Int>](count: count) { ranges in
            hashes = [Int](count: hashing ? count : 0) { hashes in
                _ = ParallelMap.map(Array(parts.indices)) { index in
                    writeLines(bytes, in: parts[index], into: ranges, lines: firstLines[index]..<firstLines[index + 1],
                               hashes: hashing ? hashes : nil)
                }
            }
        }
        return (ranges, hashes, counted.allSatisfy(\.isValid))
    }

    /// Bytes below which the input is checked whole; a larger input is checked in parts of about this size.
    static let partBytes = 1 << 20

    /// The input cut into parts of about `partBytes` (at most four per core), each ending after a line feed (the
    /// last at the end). The workers take parts as they finish them: with one part per core, the core that also
    /// built the lexicon (`StdinLinter.startBuildingLexicon`) finished its part last while the other waited.
    static func validationParts(_ bytes: Span<UInt8>) -> [Range<Int>] {
        guard AvailableCores.count > 1 else { return [0..<bytes.count] }
        let count = min(4 * AvailableCores.count, bytes.count / partBytes)
        guard count > 1 else { return [0..<bytes.count] }
        var parts: [Range<Int>] = []
        var start = 0
        for part in 1..<count {
            guard let lineFeed = UTF8Bytes.firstIndex(of: 0x0A, in: bytes, from: max(start, part * bytes.count / count))
            else { break }
            parts.append(start..<lineFeed + 1)
            start = lineFeed + 1
        }
        parts.append(start..<bytes.count)
        return parts
    }

    /// A line as text: decoded when the whole input is known to be valid, else validated, throwing with its column.
    private static func text(of bytes: Span<UInt8>, _ range: Range<Int>, line: Int, isValid: Bool,
                             file: String) throws -> String {
        guard let text = isValid ? UTF8Bytes.string(bytes, range) : UTF8Bytes.validString(bytes, range) else {
            let column = validPrefixLength([UInt8](copying: bytes.extracting(range))) + 1
            throw InputError(file: file, line: line, column: column,
                             message: "invalid UTF-8 (expected text encoded as UTF-8)")
        }
        return text
    }

    /// The object of a JSON Lines record, for echoing it back with a corrected `text`.
    public static func object(json line: String) -> [String: Any]? {
        (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any]
    }

    /// A JSON Lines object with its `text` replaced (keys sorted; other fields kept); the line itself when text is unchanged.
    public static func echo(_ line: String, text: String) -> String {
        guard var object = object(json: line), object["text"] as? String != text else { return line }
        object["text"] = text
        guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes]) else { return line }
        return String(decoding: data, as: UTF8.self)
    }

    private static func record(json line: String, line number: Int, file: String) throws -> StdinRecord {
        // Read with this package's parser when it reads the line as Foundation does (see `JSONRecord`); a number
        // for "cancel" goes to Foundation too, whose Bool takes 1 for true.
        if let fields = JSONRecord.fields(line.utf8.span), fields["cancel"] != .number {
            return try record(fields, json: line, line: number, file: file)
        }
        guard let object = object(json: line) else {
            throw InputError(file: file, line: number, message: "expected a JSON object with a \"text\" string")
        }
        return try record(object.mapValues { value -> JSONRecordField in
            if let string = value as? String { return .string(string) }
            if let bool = value as? Bool { return .bool(bool) }
            return .other
        }, json: line, line: number, file: file)
    }

    private static func record(_ fields: [String: JSONRecordField], json line: String, line number: Int, file: String) throws -> StdinRecord {
        func string(_ name: String) -> String? {
            if case .string(let value) = fields[name] { value } else { nil }
        }
        guard let text = string("text") else {
            throw InputError(file: file, line: number, message: "expected a \"text\" string in the object")
        }
        var role: Role?
        if let name = string("role") {
            guard let parsed = Role(rawValue: name) else {
                throw InputError(file: file, line: number, message: "unknown role '\(name)' (expected one of: \(Role.names))")
            }
            role = parsed
        }
        var record = StdinRecord(
            line: number, text: text, role: role, locale: string("locale"), key: string("key"), comment: string("comment"),
            group: string("group"), isCancel: fields["cancel"] == .bool(true), json: line
        )
        // `copylint entries` prints "none" where no signal gave a role: nothing to trust.
        record.roleConfidence = string("role_confidence").map { RoleConfidence(rawValue: $0) ?? .guess }
        record.groupConfidence = string("group_confidence").map { RoleConfidence(rawValue: $0) ?? .guess }
        return record
    }

    /// The input split at LF, with a CR before it dropped.
    static func lines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        lineRanges(bytes.span).map { bytes[$0] }
    }

    /// The byte ranges of the input's lines: split at LF, with a CR before it dropped.
    static func lineRanges(_ bytes: Span<UInt8>) -> [Range<Int>] {
        lineRanges(bytes, in: 0..<bytes.count)
    }

    /// The same, of the lines in `part` of the input (which starts a line, and ends one or the input).
    static func lineRanges(_ bytes: Span<UInt8>, in part: Range<Int>) -> [Range<Int>] {
        // Counted first, so the array is allocated once at its size (large inputs have millions of lines).
        let count = lineCount(bytes, in: part)
        return [Range<Int>](count: count) { ranges in writeLines(bytes, in: part, into: ranges, lines: 0..<count) }
    }

    /// The number of lines in `part`: its line feeds, and a last line without one.
    private static func lineCount(_ bytes: Span<UInt8>, in part: Range<Int>) -> Int {
        // Line breaks are found with `memchr`, which reads many bytes at a time; a byte loop was most of reading.
        var lineBreaks = 0
        var next = UTF8Bytes.firstIndex(of: 0x0A, in: bytes, from: part.lowerBound, to: part.upperBound)
        while let index = next {
            lineBreaks += 1
            next = UTF8Bytes.firstIndex(of: 0x0A, in: bytes, from: index + 1, to: part.upperBound)
        }
        return lineCount(lineFeeds: lineBreaks, bytes, in: part)
    }

    /// The number of lines in `part` that holds `lineFeeds` line feeds: one more when its last line has none.
    private static func lineCount(lineFeeds: Int, _ bytes: Span<UInt8>, in part: Range<Int>) -> Int {
        lineFeeds + (!part.isEmpty && bytes[part.upperBound - 1] != 0x0A ? 1 : 0)
    }

    /// Writes the ranges of `part`'s lines into entries `lines` of `ranges`, as many as the part has: split at
    /// LF, with a CR before it dropped; and each line's hash into `hashes`, when given, while the line is at hand.
    private static func writeLines(_ bytes: Span<UInt8>, in part: Range<Int>, into ranges: SlotWriter<Range<Int>>,
                                   lines: Range<Int>, hashes: SlotWriter<Int>? = nil) {
        var line = lines.lowerBound
        var start = part.lowerBound
        func write(_ range: Range<Int>) {
            ranges[line] = range
            if let hashes { hashes[line] = RepeatedLines.lineHash(bytes, range) }
            line += 1
        }
        var next = UTF8Bytes.firstIndex(of: 0x0A, in: bytes, from: start, to: part.upperBound)
        while let index = next {
            write(start..<(index > start && bytes[index - 1] == 0x0D ? index - 1 : index))
            start = index + 1
            next = UTF8Bytes.firstIndex(of: 0x0A, in: bytes, from: start, to: part.upperBound)
        }
        if start < part.upperBound { write(start..<part.upperBound) }
        precondition(line == lines.upperBound, "StdinReader: lines counted and written differ")
    }

    /// How many scalars decode before the first invalid byte: the error's column.
    private static func validPrefixLength(_ bytes: [UInt8]) -> Int {
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        var count = 0
        while case .scalarValue = decoder.decode(&iterator) { count += 1 }
        return count
    }
}
