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
        guard var format = format(forPath: path) else {
            throw ParseError(path: path, position: SourcePosition(line: 1, column: 1), message: "not a .strings, .stringsdict, .xcstrings or .xliff file")
        }
        if format == .strings || format == .stringsdict, BinaryPlistReader.isBinaryPlist(bytes) {
            let entries = try BinaryPlistReader.read(bytes, path: path, isStringsdict: format == .stringsdict)
            return LocalizationFile(
                path: path, format: format == .strings ? .stringsPlist : format, bytes: bytes,
                text: DecodedText(utf8: bytes, start: 0, encoding: .utf8, hasBOM: false),
                entries: entries, spans: Array(repeating: nil, count: entries.count), issues: []
            )
        }
        let text = try DecodedText.decode(bytes, path: path)
        if format == .strings, startsWithMarkup(text) { format = .stringsPlist }
        let read: (entries: [Entry], spans: [ValueSpan?], issues: [FormatIssue])
        do {
            read = try text.utf8.withUnsafeBufferPointer { b throws(SyntaxError) in
                let empty = EntryCollector(text: b, start: text.start, context: PathContext(path: path))
                let collector: EntryCollector
                switch format {
                case .strings: collector = try StringsReader.read(empty)
                case .stringsPlist: collector = try PlistXMLReader.read(empty, isStringsdict: false)
                case .stringsdict: collector = try PlistXMLReader.read(empty, isStringsdict: true)
                case .xcstrings: collector = try XCStringsReader.read(empty)
                case .xliff: collector = try XLIFFReader.read(empty)
                }
                return (collector.entries, collector.spans, collector.duplicateKeyIssues)
            }
        } catch {
            let position = text.utf8.withUnsafeBufferPointer { PositionCursor.position(at: error.offset, in: $0, start: text.start) }
            throw ParseError(path: path, position: position, message: error.message)
        }
        return LocalizationFile(
            path: path, format: format, bytes: bytes, text: text, entries: read.entries, spans: read.spans, issues: read.issues
        )
    }

    /// Whether the text's first non-blank character is `<`, which a text `.strings` file cannot start with: it is an XML plist.
    private static func startsWithMarkup(_ text: DecodedText) -> Bool {
        text.utf8[text.start...].first { !XMLScanner.isWhitespace($0) } == UInt8(ascii: "<")
    }
}
