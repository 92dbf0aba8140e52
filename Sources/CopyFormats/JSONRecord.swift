import CopyLowLevel

/// A top-level member of a JSON Lines record, as the standard input reader needs it.
public enum JSONRecordField: Equatable, Sendable {
    case string(String)
    case bool(Bool)
    /// A plain integer of at most 15 digits (`entries` writes lines and columns).
    case number
    case null
    /// An object or an array.
    case other
}

/// The top-level members of one JSON Lines record, read with this package's JSON parser. Foundation's
/// `JSONSerialization` was most of the time of `check --input jsonl` on `entries` output, before any rule ran.
///
/// Only what both read alike is read here: nil for anything `JSONSerialization` reads differently, so that the
/// caller falls back to it — invalid JSON (it takes a trailing comma, a byte order mark), an escaped surrogate
/// (it rejects one without its pair, which the parser here replaces), and any number but a short plain integer
/// (it rejects `01` and `1e400`).
public enum JSONRecord {
    public static func fields(_ line: Span<UInt8>) -> [String: JSONRecordField]? {
        guard !mayHaveSurrogateEscape(line), let root = try? JSONParser.parse(line, start: 0),
              case .object(let members) = root.kind, hasOnlyPlainNumbers(root, in: line) else { return nil }
        var fields: [String: JSONRecordField] = [:]
        fields.reserveCapacity(members.count)
        // The last of a repeated key wins, as in `JSONSerialization`.
        for member in members {
            switch member.value.kind {
            case .string(let range): fields[member.key] = .string(ValueSpan(range: range, syntax: .json).decode(in: line))
            case .bool(let value): fields[member.key] = .bool(value)
            case .number: fields[member.key] = .number
            case .null: fields[member.key] = .null
            case .object, .array: fields[member.key] = .other
            }
        }
        return fields
    }

    /// Whether `\u` is followed by `D8` to `DF` anywhere (an escaped backslash before `u` counts too: the line
    /// then merely goes to `JSONSerialization`).
    private static func mayHaveSurrogateEscape(_ line: Span<UInt8>) -> Bool {
        var index = 0
        // Backslashes are found with `memchr`: most lines have none.
        while let backslash = UTF8Bytes.firstIndex(of: 0x5C, in: line, from: index) {
            index = backslash + 1
            guard backslash + 3 < line.count, line[backslash + 1] == UInt8(ascii: "u") else { continue }
            let high = line[backslash + 2], low = line[backslash + 3]
            if high == UInt8(ascii: "d") || high == UInt8(ascii: "D"),
               (UInt8(ascii: "8")...UInt8(ascii: "9")).contains(low) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(low | 0x20) {
                return true
            }
        }
        return false
    }

    /// Whether every number in `node` is `0` or a plain integer of at most 15 digits, with an optional minus.
    private static func hasOnlyPlainNumbers(_ node: JSONNode, in line: Span<UInt8>) -> Bool {
        switch node.kind {
        case .object(let members): return members.allSatisfy { hasOnlyPlainNumbers($0.value, in: line) }
        case .array(let elements): return elements.allSatisfy { hasOnlyPlainNumbers($0, in: line) }
        case .number:
            var index = node.offset
            if line[index] == UInt8(ascii: "-") { index += 1 }
            let start = index
            while index < line.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(line[index]) { index += 1 }
            let digits = index - start
            let ended = index == line.count || !".eE".utf8.contains(line[index])
            return ended && digits >= 1 && digits <= 15 && (line[start] != UInt8(ascii: "0") || digits == 1)
        case .string, .bool, .null: return true
        }
    }
}
