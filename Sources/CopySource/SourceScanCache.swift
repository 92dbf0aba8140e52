import CopyFormats
import CopyLowLevel
import Foundation
import Synchronization

/// File scans kept between runs in one file of a cache folder, each under its path and keyed by a hash of its
/// content and of the API table that read it: a second run over unchanged sources parses nothing.
/// Scans are stored as bytes (`FileScanCoding`) and decoded only when their file is read again, by the thread
/// that reads it; scans of files no longer read are dropped when the cache is saved.
/// A Swift file left unparsed (`SourcePrefilter`) is kept as its words instead, so that it is not filtered again;
/// and when every file read is one the last saved run read, unchanged, the files it left unparsed stay so
/// without following names again, and what the sources say is that run's (`hasTheSameFiles`, `resolvedUses`):
/// no scan is decoded and no name resolved.
public final class SourceScanCache: Sendable {
    /// The folder (created when saved).
    public let directory: String
    /// The cache file as it was read: the index points into it.
    private let stored: [UInt8]
    private let state: Mutex<State>

    /// Bumped when what a scan holds or how it is written changes, so that older caches are not read; also when
    /// what the reader makes of the scans changes (`AppSourceReader.resolve`, `NameResolver`, `FollowedNames`,
    /// the prefilter), since a run over the same files takes the kept result instead of resolving names again.
    static let version = 15
    private static let magic = Array("copylint source scans\n".utf8)

    /// A file's content hash and the bytes of its entry in `stored`.
    private typealias Place = (hash: UInt64, range: Range<Int>)

    private struct State {
        /// Path → where its entry is.
        var loaded: [String: Place] = [:]
        var current: [String: (hash: UInt64, scan: ArraySlice<UInt8>)] = [:]
        var changed = false
        /// `fileSetDigest` of the run that saved the cache; 0 for none.
        var savedFiles: UInt64 = 0
        /// What the sources said in the run that saved the cache (`SourceUsesCoding`), in `stored`.
        var loadedUses: Range<Int> = 0..<0
        /// What they say in this run, once resolved, and the `fileSetDigest` of the files they were read from.
        var currentUses: (bytes: UsesBytes, files: UInt64) = (.kept([]), 0)
    }

    /// What the sources say, as bytes: kept from the last run, or being encoded on another thread, beside the
    /// lint (it is needed only when the cache is saved).
    private enum UsesBytes {
        case kept(ArraySlice<UInt8>)
        case encoding(BackgroundTask<[UInt8], Never>)

        var bytes: ArraySlice<UInt8> {
            switch self {
            case .kept(let bytes): bytes
            case .encoding(let task): task.value()[...]
            }
        }
    }

    /// What the cache holds of a file: its scan, still as bytes (`scan(_:path:)`), or the words of a Swift file
    /// left unparsed, with the keys its literals name once it was parsed for them (`UnreadSwiftFiles`).
    enum Entry {
        case scan(ArraySlice<UInt8>)
        case unread(words: Set<String>, keys: [LocalizedKey]?)
    }

    private static let scanKind: UInt8 = 0
    private static let unreadKind: UInt8 = 1
    private static let unreadWithKeysKind: UInt8 = 2

    public init(directory: String) {
        self.directory = directory
        let bytes = (try? FileBytes.contents(atPath: Self.file(in: directory))) ?? []
        var state = State()
        if let found = Self.index(of: bytes) {
            state.loaded = found.index
            state.savedFiles = found.files
            state.loadedUses = found.uses
            stored = bytes
        } else {
            stored = []
        }
        self.state = Mutex(state)
    }

    /// The cache's usual place: `$XDG_CACHE_HOME/copylint`, else `~/.cache/copylint` (Library/Caches on macOS).
    public static var defaultDirectory: String {
        let environment = ProcessInfo.processInfo.environment
        if let xdg = environment["XDG_CACHE_HOME"], !xdg.isEmpty { return xdg + "/copylint" }
        let home = environment["HOME"] ?? NSTemporaryDirectory()
        #if os(macOS)
        return home + "/Library/Caches/copylint"
        #else
        return home + "/.cache/copylint"
        #endif
    }

    static func file(in directory: String) -> String { directory + "/sources.cache" }

    func entry(path: String, bytes: [UInt8], tableDigest: UInt64) -> Entry? {
        let hash = Self.hash(bytes, tableDigest)
        guard let range = state.withLock({ $0.loaded[path] }).flatMap({ $0.hash == hash ? $0.range : nil }),
              let entry = Self.decode(stored[range], path: path) else { return nil }
        state.withLock { $0.current[path] = (hash, stored[range]) }
        return entry
    }

    /// A scan kept as bytes; nil when they do not read back as the file's.
    static func scan(_ stored: ArraySlice<UInt8>, path: String) -> FileScan? {
        guard let scan = FileScanCoding.decode(stored), scan.path == path else { return nil }
        return scan
    }

    /// What the sources said in the run that saved the cache: call only when `hasTheSameFiles`.
    func resolvedUses() -> SourceUses? {
        let range = state.withLock { $0.loadedUses }
        guard !range.isEmpty, let uses = SourceUsesCoding.decode(stored[range]) else { return nil }
        state.withLock { $0.currentUses = (.kept(stored[range]), $0.savedFiles) }
        return uses
    }

    /// Keeps what the sources of this run say, for a run over the same files.
    func storeResolved(_ uses: SourceUses) {
        let encoding = BackgroundTask<[UInt8], Never> { SourceUsesCoding.encode(uses) }
        state.withLock { state in
            state.currentUses = (.encoding(encoding), Self.fileSetDigest(state.current))
            state.changed = true
        }
    }

    func store(_ scan: FileScan, bytes: [UInt8], tableDigest: UInt64) {
        store(path: scan.path, [Self.scanKind] + FileScanCoding.encode(scan), bytes: bytes, tableDigest: tableDigest)
    }

    /// Keeps the words of a Swift file left unparsed, and the keys its literals name once it is parsed for them.
    func storeUnread(path: String, words: Set<String>, keys: [LocalizedKey]? = nil, bytes: [UInt8],
                     tableDigest: UInt64) {
        // The words are the first strings of the table, as the set gives them: each is there once.
        var out = ScanWriter(table: Array(words))
        out.integer(words.count)
        if let keys {
            out.integer(keys.count)
            keys.forEach { out.key($0) }
        }
        store(path: path, [keys == nil ? Self.unreadKind : Self.unreadWithKeysKind] + out.withStrings, bytes: bytes,
              tableDigest: tableDigest)
    }

    private func store(path: String, _ encoded: [UInt8], bytes: [UInt8], tableDigest: UInt64) {
        let entry = (hash: Self.hash(bytes, tableDigest), scan: ArraySlice(encoded))
        state.withLock { state in
            state.current[path] = entry
            state.changed = true
        }
    }

    /// Whether the files found so far, `count` of them, are all in the cache, unchanged, and are the files of the
    /// run that saved it: then the files that run left unparsed are the ones to leave unparsed.
    func hasTheSameFiles(count: Int) -> Bool {
        state.withLock { state in
            state.savedFiles != 0 && !state.changed && state.current.count == count
                && Self.fileSetDigest(state.current) == state.savedFiles
        }
    }

    private static func decode(_ bytes: ArraySlice<UInt8>, path: String) -> Entry? {
        guard let kind = bytes.first else { return nil }
        let body = bytes.dropFirst()
        switch kind {
        case scanKind:
            return .scan(body)
        case unreadKind, unreadWithKeysKind:
            guard var reader = ScanReader(withStrings: body), let wordCount = reader.integer(),
                  wordCount >= 0, wordCount <= reader.strings.count else { return nil }
            let words = Set(reader.strings[..<wordCount])
            var keys: [LocalizedKey]?
            if kind == unreadWithKeysKind {
                guard let keyCount = reader.count() else { return nil }
                var found: [LocalizedKey] = []
                for _ in 0..<keyCount {
                    guard let key = reader.key() else { return nil }
                    found.append(key)
                }
                keys = found
            }
            return reader.isAtEnd ? .unread(words: words, keys: keys) : nil
        default:
            return nil
        }
    }

    /// A digest of the files' paths and hashes, never 0.
    private static func fileSetDigest(_ files: [String: (hash: UInt64, scan: ArraySlice<UInt8>)]) -> UInt64 {
        var bytes: [UInt8] = []
        for path in files.keys.sorted() {
            bytes.append(contentsOf: path.utf8)
            bytes.append(0)
            let hash = files[path]!.hash
            for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8(truncatingIfNeeded: hash >> shift)) }
        }
        return max(ByteHash.of(bytes.span), 1)
    }

    /// Writes the scans of this run when any was new or a file is gone; a failure to write only loses the cache.
    public func save() {
        typealias Saved = (entries: [(path: String, hash: UInt64, scan: ArraySlice<UInt8>)], files: UInt64,
                           uses: UsesBytes)
        let saved: Saved? = state.withLock { state in
            guard state.changed || state.current.count != state.loaded.count else { return nil }
            let entries = state.current.map { ($0.key, $0.value.hash, $0.value.scan) }.sorted { $0.0 < $1.0 }
            let files = Self.fileSetDigest(state.current)
            // Uses read from other files than those saved would be taken for theirs.
            return (entries, files, state.currentUses.files == files ? state.currentUses.bytes : .kept([]))
        }
        guard let saved else { return }
        let (entries, files) = (saved.entries, saved.files)
        var out = Self.magic
        VariableLengthInteger.append(Self.version, to: &out)
        VariableLengthInteger.append(Int(Int64(bitPattern: files)), to: &out)
        VariableLengthInteger.append(entries.count, to: &out)
        for entry in entries {
            VariableLengthInteger.append(entry.path.utf8.count, to: &out)
            out.append(contentsOf: entry.path.utf8)
            VariableLengthInteger.append(Int(Int64(bitPattern: entry.hash)), to: &out)
            VariableLengthInteger.append(entry.scan.count, to: &out)
            out.append(contentsOf: entry.scan)
        }
        let uses = saved.uses.bytes
        VariableLengthInteger.append(uses.count, to: &out)
        out.append(contentsOf: uses)
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let path = Self.file(in: directory)
        let temporary = path + ".\(ProcessInfo.processInfo.processIdentifier).tmp"
        guard FileManager.default.createFile(atPath: temporary, contents: Data(out)) else { return }
        if rename(temporary, path) != 0 { try? FileManager.default.removeItem(atPath: temporary) }
        // The JSON cache of earlier versions, often tens of megabytes, is not read any more.
        try? FileManager.default.removeItem(atPath: directory + "/sources.json")
    }

    /// Each entry's path, hash and place in the file, without decoding the scans, the digest of the files of the
    /// run that saved it and the place of what their sources said; nil for a file of another version or one cut
    /// short.
    private static func index(of bytes: [UInt8]) -> (index: [String: Place], files: UInt64, uses: Range<Int>)? {
        guard bytes.starts(with: magic) else { return nil }
        var position = magic.count
        func integer() -> Int? { VariableLengthInteger.read(bytes, at: &position) }
        guard integer() == version, let files = integer(), let count = integer(), count >= 0, count <= bytes.count
        else { return nil }
        var index: [String: Place] = [:]
        for _ in 0..<count {
            guard let pathLength = integer(), pathLength >= 0, pathLength <= bytes.count - position else { return nil }
            let path = String(decoding: bytes[position..<position + pathLength], as: UTF8.self)
            position += pathLength
            guard let hash = integer(), let length = integer(), length >= 0, length <= bytes.count - position
            else { return nil }
            index[path] = (UInt64(bitPattern: Int64(hash)), position..<position + length)
            position += length
        }
        guard let usesLength = integer(), usesLength >= 0, usesLength == bytes.count - position else { return nil }
        return (index, UInt64(bitPattern: Int64(files)), position..<bytes.count)
    }

    private static func hash(_ bytes: [UInt8], _ tableDigest: UInt64) -> UInt64 {
        let content = ByteHash.of(bytes.span)
        return content ^ (tableDigest &* 0x9E37_79B9_7F4A_7C15) ^ UInt64(version)
    }
}
