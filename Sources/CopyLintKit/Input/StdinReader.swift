import Foundation
import CopyRules
import CopyFormats
import CopyText

/// Reads standard input as plain lines or JSON Lines.
public enum StdinReader {
    public enum Format: String, CaseIterable, Sendable { case lines, jsonl }

    /// Splits input into records. Lines end in LF or CRLF; a final newline adds no empty record.
    /// Invalid UTF-8 or a malformed JSON object throws with the line number.
    public static func records(from bytes: [UInt8], format: Format, file: String = "<stdin>") throws -> [StdinRecord] {
        guard format == .jsonl else { return Array(try lineRecords(from: bytes, file: file)) }
        return try bytes.withUnsafeBufferPointer { buffer in
            let ranges = lineRanges(buffer)
            // Valid input (the usual case) is checked once as a whole: lines split at an ASCII byte, so each
            // is valid too and is decoded without a check of its own. Invalid input goes line by line, to
            // report the first bad line, or an earlier malformed JSON line.
            let isValid = isValidUTF8(buffer)
            var records: [StdinRecord] = []
            records.reserveCapacity(ranges.count)
            for (index, range) in ranges.enumerated() {
                let line = try text(of: UnsafeBufferPointer(rebasing: buffer[range]), line: index + 1, isValid: isValid, file: file)
                if line.allSatisfy(\.isWhitespace) { continue }
                records.append(try record(json: line, line: index + 1, file: file))
            }
            return records
        }
    }

    /// Plain lines, one record each, made when they are read (see `LineRecords`). Invalid UTF-8 throws
    /// with the first bad line and column.
    public static func lineRecords(from bytes: [UInt8], file: String = "<stdin>") throws -> LineRecords {
        try bytes.withUnsafeBufferPointer { buffer in
            let ranges = lineRanges(buffer)
            if !isValidUTF8(buffer) {
                for (index, range) in ranges.enumerated() {
                    _ = try text(of: UnsafeBufferPointer(rebasing: buffer[range]), line: index + 1, isValid: false, file: file)
                }
            }
            return LineRecords(bytes: bytes, ranges: ranges)
        }
    }

    /// Whether the input is valid UTF-8, checked in place (building a String of it to check it copied it).
    private static func isValidUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        UTF8Bytes.firstInvalidByte(in: bytes, from: 0) == nil
    }

    /// A line as text: decoded when the whole input is known to be valid, else validated, throwing with its column.
    private static func text(of bytes: UnsafeBufferPointer<UInt8>, line: Int, isValid: Bool, file: String) throws -> String {
        guard let text = isValid ? String(decoding: bytes, as: UTF8.self) : String(validating: bytes, as: UTF8.self) else {
            throw InputError(file: file, line: line, column: validPrefixLength(bytes) + 1, message: "invalid UTF-8 (expected text encoded as UTF-8)")
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
        guard let object = object(json: line) else {
            throw InputError(file: file, line: number, message: "expected a JSON object with a \"text\" string")
        }
        guard let text = object["text"] as? String else {
            throw InputError(file: file, line: number, message: "expected a \"text\" string in the object")
        }
        var role: Role?
        if let name = object["role"] as? String {
            guard let parsed = Role(rawValue: name) else {
                throw InputError(file: file, line: number, message: "unknown role '\(name)' (expected one of: \(Role.names))")
            }
            role = parsed
        }
        return StdinRecord(
            line: number, text: text, role: role, locale: object["locale"] as? String, key: object["key"] as? String,
            comment: object["comment"] as? String, group: object["group"] as? String,
            isCancel: (object["cancel"] as? Bool) ?? false, json: line
        )
    }

    /// The input split at LF, with a CR before it dropped.
    static func lines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        bytes.withUnsafeBufferPointer { lineRanges($0) }.map { bytes[$0] }
    }

    /// The byte ranges of the input's lines: split at LF, with a CR before it dropped.
    static func lineRanges(_ bytes: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
        // Line breaks are found with `memchr`, which reads many bytes at a time; a byte loop was most of reading.
        func nextBreak(from start: Int) -> Int? { ByteSearch.firstIndex(of: 0x0A, in: bytes, from: start) }
        // Counted first, so the array is allocated once at its size (large inputs have millions of lines).
        var lineBreaks = 0
        var next = nextBreak(from: 0)
        while let index = next {
            lineBreaks += 1
            next = nextBreak(from: index + 1)
        }
        var result: [Range<Int>] = []
        result.reserveCapacity(lineBreaks + 1)
        var start = 0
        next = nextBreak(from: 0)
        while let index = next {
            let end = index > start && bytes[index - 1] == 0x0D ? index - 1 : index
            result.append(start..<end)
            start = index + 1
            next = nextBreak(from: start)
        }
        if start < bytes.count { result.append(start..<bytes.count) }
        return result
    }

    /// How many scalars decode before the first invalid byte: the error's column.
    private static func validPrefixLength(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        var count = 0
        while case .scalarValue = decoder.decode(&iterator) { count += 1 }
        return count
    }
}
