import Foundation
import CopyRules

/// Reads standard input as plain lines or JSON Lines.
public enum StdinReader {
    public enum Format: String, CaseIterable, Sendable { case lines, jsonl }

    /// Splits input into records. Lines end in LF or CRLF; a final newline adds no empty record.
    /// Invalid UTF-8 or a malformed JSON object throws with the line number.
    public static func records(from bytes: [UInt8], format: Format, file: String = "<stdin>") throws -> [StdinRecord] {
        try bytes.withUnsafeBufferPointer { buffer in
            let ranges = lineRanges(buffer)
            // Valid input (the usual case) is checked once as a whole: lines split at an ASCII byte, so each
            // is valid too and is decoded without a check of its own. Invalid input goes line by line, to
            // report the first bad line, or an earlier malformed JSON line, exactly as before.
            let isValid = String(validating: buffer, as: UTF8.self) != nil
            var records: [StdinRecord] = []
            records.reserveCapacity(ranges.count)
            for (index, range) in ranges.enumerated() {
                let number = index + 1
                let rawLine = UnsafeBufferPointer(rebasing: buffer[range])
                guard let line = isValid ? String(decoding: rawLine, as: UTF8.self) : String(validating: rawLine, as: UTF8.self) else {
                    let column = validPrefixLength(rawLine) + 1
                    throw InputError(file: file, line: number, column: column, message: "invalid UTF-8 (expected text encoded as UTF-8)")
                }
                switch format {
                case .lines: records.append(StdinRecord(line: number, text: line))
                case .jsonl:
                    if line.allSatisfy(\.isWhitespace) { continue }
                    records.append(try record(json: line, line: number, file: file))
                }
            }
            return records
        }
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
        var result: [Range<Int>] = []
        var start = 0
        for index in bytes.indices where bytes[index] == 0x0A {
            let end = index > start && bytes[index - 1] == 0x0D ? index - 1 : index
            result.append(start..<end)
            start = index + 1
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
