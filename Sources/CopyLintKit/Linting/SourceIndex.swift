import CopyFormats
import CopyLowLevel
import CopyRules
import CopyText
import OrderedCollections

/// What translations need to know of their source strings, by table and key: role, text, and which keys each table has.
/// Built from the source-language files before the translations are checked; holds only source strings.
public struct SourceIndex: Sendable {
    fileprivate struct Source: Sendable {
        var assignment: RoleAssignment
        var text: String
        /// The number of its key in its table's `SourceKeys` (for `.strings`-like tables).
        var keyNumber: Int?
    }

    /// The sources, found by table and key through `ids`: a source's number is its place in both. An ordered set
    /// keeps its elements in an array of their own and its hash table holds only their places, so its room left
    /// free is a few bits a key (a dictionary of 200,000 keys had room for 524,288 keys and numbers: 19 MB).
    private var sources: [Source] = []
    private var ids = OrderedSet<ID>()
    /// The room reserved in `sources` and `ids`.
    private var reserved = 0
    private var keysByTable: [Int: SourceKeys] = [:]
    /// A number for each table, by scope and name. Entries are stored by it and their key, so a lookup hashes
    /// the key alone, not the long scope path with it (hashing those was a visible part of reading a project).
    private var tableNumbers: [String: [String: Int]] = [:]
    private var tableCount = 0

    private struct NumberedTable {
        let name: String
        let number: Int
    }

    fileprivate struct ID: Hashable, Sendable {
        let table: Int
        let key: ByteKey

        /// One word for both: the key's bytes are hashed once, when it is made.
        func hash(into hasher: inout Hasher) {
            hasher.combine(key.hash ^ UInt64(truncatingIfNeeded: table) &* 0x9E37_79B9_7F4A_7C15)
        }
    }

    public init() {}

    public mutating func add(_ read: ReadFile) {
        let scope = Self.scope(read.file.path)
        var last: NumberedTable?  // a file's entries are of one table, or of a few in runs
        // Borrowed in place (a span): `for entry in` copied each entry, retaining its every string.
        let entries = read.entries.span
        // Room for every entry of the file at once (a project's one large table is then stored without growing
        // it), and by half again at least (a project of many small tables, one grown each time, was quadratic).
        let needed = sources.count + read.entries.count
        if reserved < needed {
            reserved = max(needed, reserved * 3 / 2)
            sources.reserveCapacity(reserved)
            ids.reserveCapacity(reserved)
        }
        for index in entries.indices where entries[index].isSource {
            let table: NumberedTable
            let name = entries[index].table
            if let last, last.name == name { table = last } else { table = numbered(scope, name) }
            last = table
            let key = ByteKey(entries[index].key)
            var keyNumber: Int?
            if read.file.format == .strings || read.file.format == .stringsPlist || read.file.format == .stringsdict {
                // A stringsdict's key is its top-level key; a .strings table's is the key as it is, hashed once.
                let topKey = read.file.format == .stringsdict
                    ? ByteKey(Self.topKey(entries[index].key, read.file.format)) : key
                keyNumber = keysByTable[table.number, default: SourceKeys()].insert(topKey)
            }
            let source = Source(assignment: entries[index].assignment, text: entries[index].text, keyNumber: keyNumber)
            let (isNew, number) = ids.append(ID(table: table.number, key: key))
            if isNew {
                sources.append(source)
            } else if sources[number].assignment.role == .unknown {
                sources[number] = source
            }
        }
    }

    private mutating func numbered(_ scope: String, _ name: String) -> NumberedTable {
        if let number = tableNumbers[scope]?[name] { return NumberedTable(name: name, number: number) }
        let table = NumberedTable(name: name, number: tableCount)
        tableCount += 1
        tableNumbers[scope, default: [:]][name] = table.number
        return table
    }

    /// The source tables of one scope (`SourceIndex.scope(path)` of a file), to look up that file's entries in.
    public func tables(scope: String) -> Tables {
        Tables(sources: sources, ids: ids, numbers: tableNumbers[scope] ?? [:])
    }

    /// The source strings of one scope's tables, found by table name and key.
    public struct Tables: Sendable {
        fileprivate let sources: [Source]
        fileprivate let ids: OrderedSet<ID>
        /// Each table's number by name (a short name hashes faster than the scope path it replaces).
        fileprivate let numbers: [String: Int]

        /// The number of a table of this scope, nil when the source has no such table. A file's entries share
        /// their table: its name is looked up once, not once per entry.
        public func number(ofTable table: String) -> Int? {
            numbers[table]
        }

        /// What a translation takes from the source string it translates, nil when the source table lacks the key:
        /// its role, and the text it is compared with. Looked up once per entry (a key can be a long sentence, and
        /// hashing it was a visible part of linting).
        ///
        /// A plural form other than "other" is compared with the source's "other" form: the source language's
        /// singular may spell the count out ("Delete this password?") while another language's needs `%1$d`, and
        /// both read the same argument. A form the source language lacks ("few") also takes its role from "other".
        /// `keyNumber` is the number of the key in the table's `SourceKeys`, when the source has this very key.
        /// `table` is `number(ofTable:)` of the entry's table.
        public func translation(table number: Int, key: String) -> Translation? {
            let exact = source(table: number, key: key)
            var other: Source?
            if exact == nil || EntryChecker.pluralCategory(key).map({ $0 != "other" }) == true, let slash = key.lastSlash {
                other = source(table: number, key: String(key[..<slash]) + "/other")
            }
            guard let role = exact ?? other else { return nil }
            return Translation(assignment: role.assignment, comparedText: (other ?? role).text,
                               keyNumber: exact?.keyNumber)
        }

        private func source(table number: Int, key: String) -> Source? {
            ids.firstIndex(of: ID(table: number, key: ByteKey(key))).map { sources[$0] }
        }
    }

    /// What a translation takes from its source string (`Tables.translation(table:key:)`).
    public struct Translation: Sendable {
        public var assignment: RoleAssignment
        public var comparedText: String
        public var keyNumber: Int?
    }

    /// The keys of a source table, numbered from 0 in the order first seen: a translation's coverage is marked in
    /// an array by number, each of its keys looked up once (building a set of them and subtracting it hashed each twice more).
    public struct SourceKeys: Sendable {
        /// The keys in the order first seen: a key's number is its place.
        package private(set) var keys = OrderedSet<ByteKey>()

        /// The key's number, new or not.
        mutating func insert(_ key: ByteKey) -> Int {
            keys.append(key).index
        }

        /// The key's number, nil when the table lacks it.
        package func number(of key: ByteKey) -> Int? {
            keys.firstIndex(of: key)
        }
    }

    /// The source keys of the `.lproj` table a file translates, nil when the source has no such table.
    public func keys(ofTableLike file: LocalizationFile) -> SourceKeys? {
        guard let number = tableNumbers[Self.scope(file.path)]?[file.entries.first?.table ?? ""] else { return nil }
        return keysByTable[number]
    }

    /// The source keys of the `.stringsdict` table beside the `.strings` table a file translates (the same folder
    /// and name), nil when there is none.
    public func pluralKeys(besides file: LocalizationFile) -> SourceKeys? {
        guard file.path.hasSuffix(".strings") else { return nil }
        let path = String(file.path.dropLast(".strings".count)) + ".stringsdict"
        guard let number = tableNumbers[Self.scope(path)]?[file.entries.first?.table ?? ""] else { return nil }
        return keysByTable[number]
    }

    /// The key compared across locales: a stringsdict entry's top-level key, since plural categories differ by language.
    public static func topKey(_ key: String, _ format: LocalizationFormat) -> String {
        format == .stringsdict ? key.beforeFirstSlash : key
    }

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
    /// The string before its first "/" character, all of it without one: a variation key's base
    /// (`photos/plural/one` → `photos`), as `prefix { $0 != "/" }` gives it. The first "/" byte is found with
    /// `memchr`; it is the first "/" character when ASCII bytes surround it (no mark can attach to it, nor it to a
    /// prepended character), and then the key is cut there without walking Characters.
    var beforeFirstSlash: String {
        let byBytes = utf8.withContiguousStorageIfAvailable { bytes -> String? in
            guard let slash = ByteSearch.firstIndex(of: 0x2F, in: bytes, from: 0) else { return self }
            let asciiBefore = slash == 0 || bytes[slash - 1] < 0x80
            let asciiAfter = slash + 1 == bytes.count || bytes[slash + 1] < 0x80
            return asciiBefore && asciiAfter ? String(decoding: bytes[..<slash], as: UTF8.self) : nil
        }
        return (byBytes ?? nil) ?? String(prefix { $0 != "/" })
    }

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
