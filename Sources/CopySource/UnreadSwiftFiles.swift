import CopyLowLevel
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

        /// Whether the keys were found; false while another thread is finding them (asking does not wait).
        var isRead: Bool { state.withLockIfAvailable { $0.file == nil } ?? false }

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
            state.keys.contains(key) ? nil : Self.take(filesNaming: [key], from: &state)
        }
        guard let candidates else { return true }
        return readKeys(of: candidates, table: table).contains { $0.contains(key) }
    }

    /// Parses, on every core and the largest first, the files a literal of which could name one of the keys (of
    /// the default table), so that `names` then finds them without a parse: asked one key after another, a large
    /// file was parsed by one core while the others waited for its keys.
    func readFiles(naming keys: [LocalizedKey], table: APIRoleTable) {
        let candidates = state.withLock { state in
            Self.take(filesNaming: keys.filter { !state.keys.contains($0) }, from: &state)
        }
        _ = readKeys(of: candidates, table: table)
    }

    /// The files that could name one of the keys (of the default table): those that hold every word of a key and
    /// every run of it that a literal would spell as it is (`spelledWords`, `spelledRuns`), taken to be parsed.
    private static func take(filesNaming keys: [LocalizedKey], from state: inout State) -> [FileKeys] {
        var taken: [Int: (file: FileKeys, keys: [LocalizedKey])] = [:]
        for key in keys where key.table == LocalizedKey.defaultTable {
            for index in candidates(for: key, in: state) {
                if taken[index] == nil, let file = take(index, from: &state) { taken[index] = (file, []) }
                taken[index]?.keys.append(key)
            }
        }
        return taken.sorted { $0.key < $1.key }.map(\.value).filter { candidate in
            candidate.keys.contains { key in
                spelledRuns(key.key).allSatisfy { SourcePrefilter.contains(candidate.file.bytes, $0) }
            }
        }.map(\.file)
    }

    /// The keys of each file, those not read yet parsed on every core, the largest first. Parsed outside the lock
    /// of the files, so that other threads go on asking meanwhile; each file is asked once whether it was read
    /// (a file another thread is parsing joins those to parse, whose keys are waited for). The lint asks from
    /// inside its own parallel loop, where a nested `concurrentPerform` runs on the asking thread alone: the other
    /// cores help when they are idle (`HelpedMap`).
    private func readKeys(of files: [FileKeys], table: APIRoleTable) -> [[LocalizedKey]] {
        var read: [FileKeys] = [], notRead: [FileKeys] = []
        for file in files {
            if file.isRead { read.append(file) } else { notRead.append(file) }
        }
        let unread = notRead.sorted { $0.bytes.count > $1.bytes.count }
        let found = read.map { readKeys(of: $0, table: table) }
            + HelpedMap.map(unread, threads: AvailableCores.count) { self.readKeys(of: $0, table: table) }
        let fresh = found.filter(\.found).map(\.keys)
        if !fresh.isEmpty { state.withLock { $0.keys.formUnion(fresh.joined()) } }
        return found.map(\.keys)
    }

    /// A file's keys, found by the first thread that asks (`found`).
    private func readKeys(of file: FileKeys, table: APIRoleTable) -> (keys: [LocalizedKey], found: Bool) {
        file.keys { path, file in self.keys(path: path, file: file, table: table) }
    }

    /// The files that hold every word of a key a literal would spell as it is (`spelledWords`), by index.
    private static func candidates(for key: LocalizedKey, in state: State) -> [Int] {
        let words = spelledWords(key.key)
        guard let first = words.first else { return (Array(state.files.keys) + Array(state.taken.keys)).sorted() }
        var candidates = state.postings[first] ?? []
        for word in words.dropFirst() where !candidates.isEmpty {
            let holding = Set(state.postings[word] ?? [])
            candidates = candidates.filter(holding.contains)
        }
        return candidates
    }

    /// A file's keys, taken from the files not parsed yet by the first thread that asks for them; nil for a file
    /// parsed while the names were followed (the postings still list it).
    private static func take(_ index: Int, from state: inout State) -> FileKeys? {
        if let taken = state.taken[index] { return taken }
        guard let file = state.files.removeValue(forKey: index) else { return nil }
        let taken = FileKeys(path: state.paths[index], file: file)
        state.taken[index] = taken
        return taken
    }

    /// The keys a file's literals name: kept by the cache, or found by parsing it (and then kept).
    private func keys(path: String, file: File, table: APIRoleTable) -> [LocalizedKey] {
        if let keys = file.keys { return keys }
        let keys = Self.keys(of: AppSourceReader.scan(path: path, bytes: file.bytes, table: table))
        cache?.storeUnread(path: path, words: file.words, keys: keys, bytes: file.bytes, tableDigest: tableDigest)
        return keys
    }

    /// The keys a file's literals name, of its scan.
    static func keys(of scan: FileScan) -> [LocalizedKey] {
        scan.references.compactMap { reference in
            if case .key(let found) = reference { return found }
            return nil
        }
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
