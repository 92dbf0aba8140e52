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
        var parsedAll = false
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
        return state.withLock { state in
            if state.keys.contains(key) { return true }
            guard !state.parsedAll else { return false }
            let words = Self.spelledWords(key.key)
            var candidates: [Int]
            if let first = words.first {
                candidates = state.postings[first] ?? []
                for word in words.dropFirst() where !candidates.isEmpty {
                    let holding = Set(state.postings[word] ?? [])
                    candidates = candidates.filter(holding.contains)
                }
            } else {
                candidates = state.files.keys.sorted()
                state.parsedAll = true
            }
            for index in candidates {
                guard let file = state.files[index] else { continue }
                state.files[index] = nil
                if let keys = file.keys {
                    state.keys.formUnion(keys)
                    continue
                }
                let path = state.paths[index]
                let scan = AppSourceReader.scan(path: path, bytes: file.bytes, table: table)
                var keys: [LocalizedKey] = []
                for reference in scan.references {
                    if case .key(let found) = reference { keys.append(found) }
                }
                state.keys.formUnion(keys)
                cache?.storeUnread(path: path, words: file.words, keys: keys, bytes: file.bytes,
                                   tableDigest: tableDigest)
            }
            return state.keys.contains(key)
        }
    }

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
