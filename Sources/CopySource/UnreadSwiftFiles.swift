import Synchronization

/// Swift files the prefilter left unparsed (see `SourcePrefilter`): nothing in them gives a role, but a string
/// literal in them names a key the code reads (`referenced`, `in_sources` in `entries`). A file is parsed when a key
/// asked for could be one of its literals: when it holds every word of the key that a literal spells as the key
/// reads. Literals that are not spelled so (`\u{…}`, raw and multi-line strings) kept the file from being unread.
public final class UnreadSwiftFiles: Sendable {
    private let state: Mutex<State>
    /// Where the keys of the files parsed are kept for the next run; saved by `SourceUses.saveCache`.
    let cache: SourceScanCache?
    private let tableDigest: UInt64

    /// A file not parsed yet: its bytes and words, and the keys its literals name when the cache kept them.
    struct File {
        var bytes: [UInt8]
        var words: Set<String>
        var keys: [LocalizedKey]?
    }

    private struct State {
        var paths: [String]
        /// Each file not parsed yet, by its index in `paths`.
        var files: [Int: File]
        /// Word → the files that hold it (also files parsed since).
        var postings: [String: [Int]]
        /// Keys the literals of the files parsed so far name.
        var keys: Set<LocalizedKey> = []
        /// Files taken to be parsed, by index: a thread that needs one another thread is parsing waits for it.
        var taken: [Int: FileKeys] = [:]
    }

    /// The keys of one file's literals, found by the first thread that asks: threads that ask for different files
    /// parse them at the same time, and one that asks for a file being parsed waits for its keys.
    private final class FileKeys: Sendable {
        private let state: Mutex<(file: File?, keys: [LocalizedKey])>
        let path: String
        let bytes: [UInt8]

        init(path: String, file: File) {
            self.path = path
            bytes = file.bytes
            state = Mutex((file, []))
        }

        /// The keys, and whether this call found them.
        func keys(_ find: (String, File) -> [LocalizedKey]) -> (keys: [LocalizedKey], found: Bool) {
            state.withLock { state in
                guard let file = state.file else { return (state.keys, false) }
                state = (nil, find(path, file))
                return (state.keys, true)
            }
        }
    }

    /// `files`: the files left unparsed, by their index in `paths`; `postings`: word → the files that hold it, by
    /// index, in order.
    init?(paths: [String], files: [Int: File], postings: [String: [Int]], cache: SourceScanCache?,
          tableDigest: UInt64) {
        guard !files.isEmpty else { return nil }
        state = Mutex(State(paths: paths, files: files, postings: postings))
        self.cache = cache
        self.tableDigest = tableDigest
    }

    /// Whether a literal of one of the files names the key (of the default table, as a literal does).
    func names(_ key: LocalizedKey, table: APIRoleTable) -> Bool {
        guard key.table == LocalizedKey.defaultTable else { return false }
        let candidates: [FileKeys]? = state.withLock { state in
            if state.keys.contains(key) { return nil }
            let words = Self.spelledWords(key.key)
            var candidates: [Int]
            if let first = words.first {
                candidates = state.postings[first] ?? []
                for word in words.dropFirst() where !candidates.isEmpty {
                    let holding = Set(state.postings[word] ?? [])
                    candidates = candidates.filter(holding.contains)
                }
            } else {
                candidates = (Array(state.files.keys) + Array(state.taken.keys)).sorted()
            }
            return candidates.compactMap { index in
                if let taken = state.taken[index] { return taken }
                guard let file = state.files.removeValue(forKey: index) else { return nil }
                let taken = FileKeys(path: state.paths[index], file: file)
                state.taken[index] = taken
                return taken
            }
        }
        guard let candidates else { return true }
        // Parsed outside the lock of the files, so that other threads go on asking meanwhile; only the files that
        // hold every run of the key a literal would spell as it is.
        let runs = Self.spelledRuns(key.key)
        var named = false
        var found: [LocalizedKey] = []
        for candidate in candidates where runs.allSatisfy({ SourcePrefilter.contains(candidate.bytes, $0) }) {
            let keys = candidate.keys { path, file in self.keys(path: path, file: file, table: table) }
            named = named || keys.keys.contains(key)
            if keys.found { found += keys.keys }
        }
        if !found.isEmpty { state.withLock { $0.keys.formUnion(found) } }
        return named
    }

    /// The keys a file's literals name: kept by the cache, or found by parsing it (and then kept).
    private func keys(path: String, file: File, table: APIRoleTable) -> [LocalizedKey] {
        if let keys = file.keys { return keys }
        let scan = AppSourceReader.scan(path: path, bytes: file.bytes, table: table)
        var keys: [LocalizedKey] = []
        for reference in scan.references {
            if case .key(let found) = reference { keys.append(found) }
        }
        cache?.storeUnread(path: path, words: file.words, keys: keys, bytes: file.bytes, tableDigest: tableDigest)
        return keys
    }

    /// The runs of a key's bytes that a literal naming it holds as they are: the key cut at each character a
    /// literal may write as an escape (`\0`, `\\`, `\t`, `\n`, `\r`, `\"`, `\'`) and at each `%`, a run after `%`
    /// without the specifier it starts with (`%lld` stands for `\(n)`, `%1$@` for `\(name)`). A literal spelled
    /// otherwise (`\u{…}`, raw or multi-line) kept its file from being unread.
    static func spelledRuns(_ key: String) -> [[UInt8]] {
        var runs: [[UInt8]] = []
        var run: [UInt8] = []
        var inSpecifier = false
        for byte in key.utf8 {
            switch byte {
            case 0, UInt8(ascii: "\\"), 0x09, 0x0A, 0x0D, UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "%"):
                if !run.isEmpty { runs.append(run) }
                run = []
                inSpecifier = byte == UInt8(ascii: "%")
            default:
                if inSpecifier {
                    // Flags, width, precision, position and length, then one conversion (`d`, `@`) ends it.
                    if Self.specifierModifiers.contains(byte) { continue }
                    inSpecifier = false
                    let isLetter = (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
                    if byte == UInt8(ascii: "@") || isLetter { continue }
                }
                run.append(byte)
            }
        }
        if !run.isEmpty { runs.append(run) }
        return runs
    }

    private static let specifierModifiers = Set(Array("0123456789$.*#+- hlqLzjt".utf8))

    /// The words of a key that a literal naming it spells as they are: not a word right after a character a
    /// literal writes as an escape (`\n` before `word` spells `nword`) or after `%` (`%lld` stands for `\(n)`).
    static func spelledWords(_ key: String) -> [String] {
        let bytes = Array(key.utf8)
        var words: [String] = []
        SourcePrefilter.forEachWord(in: bytes) { range in
            let start = range.lowerBound
            if start == 0 || ![0, 0x09, 0x0A, 0x0D, UInt8(ascii: "%")].contains(bytes[start - 1]) {
                words.append(String(decoding: bytes[range], as: UTF8.self))
            }
            return true
        }
        return words
    }
}
