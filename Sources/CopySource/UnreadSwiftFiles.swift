import Synchronization

/// Swift files the prefilter left unparsed (see `SourcePrefilter`): nothing in them gives a role, but a string
/// literal in them names a key the code reads (`referenced`, `in_sources` in `entries`). A file is parsed when a key
/// asked for could be one of its literals: when it holds every word of the key that a literal spells as the key
/// reads. Literals that are not spelled so (`\u{…}`, raw and multi-line strings) kept the file from being unread.
public final class UnreadSwiftFiles: Sendable {
    private let state: Mutex<State>

    private struct State {
        var paths: [String]
        /// The bytes of each file not parsed yet, by its index in `paths`.
        var bytes: [Int: [UInt8]]
        /// Word → the files that hold it (also files parsed since).
        var postings: [String: [Int]]
        /// Keys the literals of the files parsed so far name.
        var keys: Set<LocalizedKey> = []
        var parsedAll = false
    }

    /// `bytes`: the content of the files left unparsed, by their index in `paths`; `postings`: word → the files
    /// that hold it, by index, in order.
    init?(paths: [String], bytes: [Int: [UInt8]], postings: [String: [Int]]) {
        guard !bytes.isEmpty else { return nil }
        state = Mutex(State(paths: paths, bytes: bytes, postings: postings))
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
                candidates = state.bytes.keys.sorted()
                state.parsedAll = true
            }
            for file in candidates {
                guard let bytes = state.bytes[file] else { continue }
                state.bytes[file] = nil
                let scan = AppSourceReader.scan(path: state.paths[file], bytes: bytes, table: table)
                for reference in scan.references {
                    if case .key(let found) = reference { state.keys.insert(found) }
                }
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
