import Foundation

/// Reads binary property lists (`bplist00`) through Foundation. They carry no text positions and cannot be
/// rewritten byte-exactly, so their entries sit at 1:1 and are not editable.
enum BinaryPlistReader {
    static func isBinaryPlist(_ bytes: [UInt8]) -> Bool {
        bytes.starts(with: Array("bplist".utf8))
    }

    static func read(_ bytes: [UInt8], path: String, isStringsdict: Bool) throws -> [Entry] {
        // Foundation falls back to its XML and old-style parsers (which log to stderr) when the binary one fails:
        // a file whose trailer is already wrong is not handed over, and only a binary result counts.
        var format = PropertyListSerialization.PropertyListFormat.binary
        guard hasPlausibleTrailer(bytes), hasOnlySupportedObjects(bytes) else {
            throw ParseError(path: path, position: SourcePosition(line: 1, column: 1), message: "invalid binary property list")
        }
        if let problem = BinaryPlistGraph.expansionProblem(bytes) {
            throw ParseError(path: path, position: SourcePosition(line: 1, column: 1), message: "invalid binary property list: \(problem)")
        }
        guard let plist = try? PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: &format),
              format == .binary else {
            throw ParseError(path: path, position: SourcePosition(line: 1, column: 1), message: "invalid binary property list")
        }
        let context = PathContext(path: path)
        var entries: [Entry] = []
        func walk(_ value: Any, path: String) {
            switch value {
            case let string as String:
                if isStringsdict, PlistKeyPath.isRuleDescription(path) { return }
                entries.append(Entry(
                    key: path, text: string, locale: context.locale, isSource: context.isSource,
                    table: context.table, isEditable: false
                ))
            case let dictionary as [String: Any]:
                // Binary dictionaries have no order worth keeping; sorting keeps the output deterministic.
                for key in dictionary.keys.sorted() {
                    walk(dictionary[key]!, path: PlistKeyPath.appending(key, to: path))
                }
            case let array as [Any]:
                for (index, element) in array.enumerated() { walk(element, path: PlistKeyPath.appending(String(index), to: path)) }
            default:
                break
            }
        }
        walk(plist, path: "")
        return entries
    }

    /// Whether every object the offset table points at lies before the table and is not a set (marker 0xC_):
    /// Foundation's binary reader crashes on sets (found by fuzzing), and no localisation file holds one.
    /// Call only after `hasPlausibleTrailer`.
    private static func hasOnlySupportedObjects(_ bytes: [UInt8]) -> Bool {
        let trailer = bytes.count - 32
        let offsetSize = Int(bytes[trailer + 6])
        let objectCount = Int(bytes[trailer + 8..<trailer + 16].reduce(0) { $0 << 8 | UInt64($1) })
        let offsetTable = Int(bytes[trailer + 24..<trailer + 32].reduce(0) { $0 << 8 | UInt64($1) })
        for object in 0..<objectCount {
            let entry = offsetTable + object * offsetSize
            let offset = bytes[entry..<entry + offsetSize].reduce(0) { $0 << 8 | Int($1) }
            guard offset >= 8, offset < offsetTable, bytes[offset] & 0xF0 != 0xC0 else { return false }
        }
        return true
    }

    /// Whether the 32-byte trailer describes an offset table and top object that fit in the file.
    private static func hasPlausibleTrailer(_ bytes: [UInt8]) -> Bool {
        let trailer = bytes.count - 32
        guard trailer >= 8 else { return false }
        func integer(at offset: Int) -> UInt64 {
            bytes[offset..<offset + 8].reduce(0) { $0 << 8 | UInt64($1) }
        }
        let offsetSize = UInt64(bytes[trailer + 6])
        let referenceSize = bytes[trailer + 7]
        let objectCount = integer(at: trailer + 8)
        let topObject = integer(at: trailer + 16)
        let offsetTable = integer(at: trailer + 24)
        guard (1...8).contains(offsetSize), (1...8).contains(referenceSize), topObject < objectCount,
              objectCount <= UInt64(bytes.count), offsetTable >= 8 else { return false }
        // offsetTable comes from the file and may be near UInt64.max: compare without adding to it.
        return offsetTable <= UInt64(trailer) && objectCount * offsetSize <= UInt64(trailer) - offsetTable
    }
}
