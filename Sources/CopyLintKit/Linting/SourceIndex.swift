import CopyFormats
import CopyRules

/// What translations need to know of their source strings, by table and key: role, text, and which keys each table has.
/// Built from the source-language files before the translations are checked; holds only source strings.
public struct SourceIndex: Sendable {
    private struct Source: Sendable {
        var assignment: RoleAssignment
        var text: String
    }

    private var sources: [ID: Source] = [:]
    private var keysByTable: [ID: Set<String>] = [:]

    /// Scope, table and key, hashed as they are (concatenating them into one string cost an allocation per lookup).
    private struct ID: Hashable {
        let scope: String
        let table: String
        let key: String
    }

    public init() {}

    public mutating func add(_ read: ReadFile) {
        let scope = Self.scope(read.file.path)
        for entry in read.entries where entry.isSource {
            let id = Self.id(scope, entry.entry.table, entry.entry.key)
            if sources[id] == nil || sources[id]?.assignment.role == .unknown {
                sources[id] = Source(assignment: entry.assignment, text: entry.entry.text)
            }
            if read.file.format == .strings || read.file.format == .stringsPlist || read.file.format == .stringsdict {
                keysByTable[Self.id(scope, entry.entry.table, ""), default: []].insert(Self.topKey(entry.entry.key, read.file.format))
            }
        }
    }

    /// The role of the source string that an entry translates, when it has one. `scope` is `SourceIndex.scope(path)` of its file.
    public func assignment(scope: String, table: String, key: String) -> RoleAssignment? {
        guard let source = sources[Self.id(scope, table, key)], source.assignment.role != .unknown else { return nil }
        return source.assignment
    }

    /// The source text of a key; a plural variant the source language lacks ("few") falls back to its "other" form.
    public func text(scope: String, table: String, key: String) -> String? {
        if let source = sources[Self.id(scope, table, key)] { return source.text }
        guard let slash = key.lastSlash else { return nil }
        return sources[Self.id(scope, table, String(key[..<slash]) + "/other")]?.text
    }

    /// The source keys of the `.lproj` table a file translates, nil when the source has no such table.
    public func keys(ofTableLike file: LocalizationFile) -> Set<String>? {
        keysByTable[Self.id(Self.scope(file.path), file.entries.first?.table ?? "", "")]
    }

    /// The key compared across locales: a stringsdict entry's top-level key, since plural categories differ by language.
    public static func topKey(_ key: String, _ format: LocalizationFormat) -> String {
        format == .stringsdict ? String(key.prefix { $0 != "/" }) : key
    }

    private static func id(_ scope: String, _ table: String, _ key: String) -> ID { ID(scope: scope, table: table, key: key) }

    /// Where a file's tables live: its folder without the `.lproj` level, and its kind. `App/Resources/Localizable.strings`
    /// in every locale is one table; tables of the same name in other folders (other apps, extensions) are others.
    /// Computed once per file.
    public static func scope(_ path: String) -> String {
        let kind = path.hasSuffix(".stringsdict") ? "stringsdict" : "strings"
        // ASCII paths byte by byte (there, bytes are characters): Character-wise splitting was a visible cost per file.
        if path.utf8.allSatisfy({ $0 < 0x80 }) {
            var components = path.utf8.split(separator: 0x2F, omittingEmptySubsequences: false)
            if let lproj = components.lastIndex(where: { $0.count >= 6 && $0.suffix(6).elementsEqual(".lproj".utf8) }) {
                components.removeSubrange(lproj...)
            } else {
                components.removeLast()
            }
            return components.map { String(decoding: $0, as: UTF8.self) }.joined(separator: "/") + "/" + kind + "\u{1F}"
        }
        var components = path.split(separator: "/", omittingEmptySubsequences: false)
        if let lproj = components.lastIndex(where: { $0.hasSuffix(".lproj") }) {
            components.removeSubrange(lproj...)
        } else {
            components.removeLast()
        }
        return components.joined(separator: "/") + "/" + kind + "\u{1F}"
    }
}

extension String {
    /// The index of the last "/" character. Keys can be long sentences: an ASCII key is searched as bytes
    /// (in ASCII, bytes are characters), others (and strings without contiguous UTF-8) character by character.
    var lastSlash: String.Index? {
        // Over the bytes in place when the string lends them (native strings do): stepping String indices
        // cost more than the byte test itself.
        let scan = utf8.withContiguousStorageIfAvailable { bytes -> (isASCII: Bool, slash: Int?) in
            var slash: Int?
            for offset in bytes.indices {
                let byte = bytes[offset]
                if byte >= 0x80 { return (false, nil) }
                if byte == 0x2F { slash = offset }
            }
            return (true, slash)
        }
        guard let scan, scan.isASCII else { return lastIndex(of: "/") }
        return scan.slash.map { utf8.index(utf8.startIndex, offsetBy: $0) }
    }
}
