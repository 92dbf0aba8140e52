import CopyFormats
import CopyLowLevel
import Foundation
import Synchronization

/// File scans kept between runs in one file of a cache folder, each under its path and keyed by a hash of its
/// content and of the API table that read it: a second run over unchanged sources parses nothing.
/// Scans are stored as bytes (`FileScanCoding`) and decoded only when their file is read again, by the thread
/// that reads it; scans of files no longer read are dropped when the cache is saved.
public final class SourceScanCache: Sendable {
    /// The folder (created when saved).
    public let directory: String
    /// The cache file as it was read: the index points into it.
    private let stored: [UInt8]
    private let state: Mutex<State>

    /// Bumped when what a scan holds or how it is written changes, so that older caches are not read.
    static let version = 11
    private static let magic = Array("copylint source scans\n".utf8)

    private struct State {
        /// Path → content hash and the bytes of its scan in `stored`.
        var loaded: [String: (hash: UInt64, range: Range<Int>)] = [:]
        var current: [String: (hash: UInt64, scan: ArraySlice<UInt8>)] = [:]
        var changed = false
    }

    public init(directory: String) {
        self.directory = directory
        let bytes = (try? FileBytes.contents(atPath: Self.file(in: directory))) ?? []
        var state = State()
        if let index = Self.index(of: bytes) {
            state.loaded = index
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

    func scan(path: String, bytes: [UInt8], tableDigest: UInt64) -> FileScan? {
        let hash = Self.hash(bytes, tableDigest)
        guard let range = state.withLock({ $0.loaded[path] }).flatMap({ $0.hash == hash ? $0.range : nil }),
              let scan = FileScanCoding.decode(stored[range]), scan.path == path else { return nil }
        state.withLock { $0.current[path] = (hash, stored[range]) }
        return scan
    }

    func store(_ scan: FileScan, bytes: [UInt8], tableDigest: UInt64) {
        let entry = (hash: Self.hash(bytes, tableDigest), scan: ArraySlice(FileScanCoding.encode(scan)))
        state.withLock { state in
            state.current[scan.path] = entry
            state.changed = true
        }
    }

    /// Writes the scans of this run when any was new or a file is gone; a failure to write only loses the cache.
    public func save() {
        let entries: [(path: String, hash: UInt64, scan: ArraySlice<UInt8>)]? = state.withLock { state in
            guard state.changed || state.current.count != state.loaded.count else { return nil }
            return state.current.map { ($0.key, $0.value.hash, $0.value.scan) }.sorted { $0.path < $1.path }
        }
        guard let entries else { return }
        var out = Self.magic
        VariableLengthInteger.append(Self.version, to: &out)
        VariableLengthInteger.append(entries.count, to: &out)
        for entry in entries {
            VariableLengthInteger.append(entry.path.utf8.count, to: &out)
            out.append(contentsOf: entry.path.utf8)
            VariableLengthInteger.append(Int(Int64(bitPattern: entry.hash)), to: &out)
            VariableLengthInteger.append(entry.scan.count, to: &out)
            out.append(contentsOf: entry.scan)
        }
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let path = Self.file(in: directory)
        let temporary = path + ".\(ProcessInfo.processInfo.processIdentifier).tmp"
        guard FileManager.default.createFile(atPath: temporary, contents: Data(out)) else { return }
        if rename(temporary, path) != 0 { try? FileManager.default.removeItem(atPath: temporary) }
        // The JSON cache of earlier versions, often tens of megabytes, is not read any more.
        try? FileManager.default.removeItem(atPath: directory + "/sources.json")
    }

    /// Each entry's path, hash and place in the file, without decoding the scans; nil for a file of another
    /// version or one cut short.
    private static func index(of bytes: [UInt8]) -> [String: (hash: UInt64, range: Range<Int>)]? {
        guard bytes.starts(with: magic) else { return nil }
        var position = magic.count
        func integer() -> Int? { VariableLengthInteger.read(bytes, at: &position) }
        guard integer() == version, let count = integer(), count >= 0, count <= bytes.count else { return nil }
        var index: [String: (hash: UInt64, range: Range<Int>)] = [:]
        for _ in 0..<count {
            guard let pathLength = integer(), pathLength >= 0, pathLength <= bytes.count - position else { return nil }
            let path = String(decoding: bytes[position..<position + pathLength], as: UTF8.self)
            position += pathLength
            guard let hash = integer(), let length = integer(), length >= 0, length <= bytes.count - position
            else { return nil }
            index[path] = (UInt64(bitPattern: Int64(hash)), position..<position + length)
            position += length
        }
        return position == bytes.count ? index : nil
    }

    private static func hash(_ bytes: [UInt8], _ tableDigest: UInt64) -> UInt64 {
        let content = ByteHash.of(bytes.span)
        return content ^ (tableDigest &* 0x9E37_79B9_7F4A_7C15) ^ UInt64(version)
    }
}
