import CopyLowLevel
import Foundation

/// Reads localisation files of every supported format into `LocalizationFile`s.
public enum LocalizationReader {
    /// The format a path's extension names. A `.strings` file may turn out to be a property list once read.
    public static func format(forPath path: String) -> LocalizationFormat? {
        // (Bytes: `contains("/")` took Foundation's substring search, a visible part of walking a tree.)
        guard let dot = path.lastIndex(of: "."), !path.utf8[dot...].contains(UInt8(ascii: "/")) else { return nil }
        return LocalizationFormat.named(byExtension: path[path.index(after: dot)...])
    }

    /// The size past which a localisation file is not read unless configured otherwise (`FileBytes`).
    public static let defaultMaximumBytes = FileBytes.defaultMaximumBytes

    /// Reads and parses the file at `path`. Throws `ParseError`, also when the file cannot be read, is not a
    /// regular file or has more than `maximumBytes`.
    public static func read(path: String, maximumBytes: Int = defaultMaximumBytes) throws -> LocalizationFile {
        let bytes: [UInt8]
        do {
            bytes = try FileBytes.contents(atPath: path, maximumBytes: maximumBytes)
        } catch {
            throw ParseError(path: path, position: SourcePosition(line: 1, column: 1), message: "cannot read the file: \(error.message)")
        }
        return try parse(bytes: bytes, path: path)
    }

    /// Parses `bytes` as the file at `path`, whose extension gives the format and whose `.lproj` folder gives the locale.
    public static func parse(bytes: [UInt8], path: String) throws -> LocalizationFile {
        guard let format = format(forPath: path) else {
            throw ParseError(path: path, position: SourcePosition(line: 1, column: 1), message: "not a .strings, .stringsdict, .xcstrings or .xliff file")
        }
        return try format.definition.parse(bytes: bytes, path: path)
    }

    /// Parses a text format: decodes the bytes (`text`, when the caller decoded them already) and collects the
    /// entries `read` finds, turning a syntax error's offset into a line and column.
    static func parseText(
        bytes: [UInt8], path: String, as format: LocalizationFormat, text decoded: DecodedText? = nil,
        read: (EntryCollector) throws(SyntaxError) -> EntryCollector
    ) throws -> LocalizationFile {
        let text = try decoded ?? DecodedText.decode(bytes, path: path)
        let collected: (entries: [Entry], spans: [ValueSpan?], sourceStarts: [Int], issues: [FormatIssue])
        do {
            let empty = EntryCollector(utf8: text.utf8, start: text.start, context: PathContext(path: path))
            let collector = try read(empty)
            let fitted = collector.fittedEntries
            collected = (fitted.entries, fitted.spans, fitted.sourceStarts, collector.duplicateKeyIssues)
        } catch {
            let position = PositionCursor.position(at: error.offset, in: text.utf8.span, start: text.start)
            throw ParseError(path: path, position: position, message: error.message)
        }
        return LocalizationFile(
            path: path, format: format, bytes: bytes, text: text, entries: collected.entries, spans: collected.spans,
            sourceStarts: collected.sourceStarts, issues: collected.issues
        )
    }

    /// A binary property list (`.strings` or `.stringsdict`): its entries sit at 1:1 and cannot be rewritten.
    /// A table written as a property list, binary or XML: a `.stringsdict`, or a `.strings` file that is one.
    static func parsePropertyList(bytes: [UInt8], path: String,
                                  as format: LocalizationFormat) throws -> LocalizationFile {
        if BinaryPlistReader.isBinaryPlist(bytes) {
            return try parseBinaryPlist(bytes: bytes, path: path, as: format)
        }
        let isStringsdict = format == .stringsdict
        return try parseText(bytes: bytes, path: path, as: format) { empty throws(SyntaxError) in
            try PlistXMLReader.read(empty, isStringsdict: isStringsdict)
        }
    }

    static func parseBinaryPlist(bytes: [UInt8], path: String, as format: LocalizationFormat) throws -> LocalizationFile {
        let entries = try BinaryPlistReader.read(bytes, path: path, isStringsdict: format == .stringsdict)
        return LocalizationFile(
            path: path, format: format, bytes: bytes,
            text: DecodedText(utf8: bytes, start: 0, encoding: .utf8, hasBOM: false),
            entries: entries, spans: Array(repeating: nil, count: entries.count), issues: []
        )
    }

    /// Whether the text's first non-blank character is `<`, which a text `.strings` file cannot start with: it is an XML plist.
    static func startsWithMarkup(_ text: DecodedText) -> Bool {
        text.utf8[text.start...].first { !XMLScanner.isWhitespace($0) } == UInt8(ascii: "<")
    }
}
