import CopyFormats
import CopyLowLevel
import Foundation
import Synchronization

/// File scans kept between runs in one file of a cache folder, each under its path and keyed by a hash of its
/// content and of the API table that read it: a second run over unchanged sources parses nothing.
/// Scans of files no longer read are dropped when the cache is saved.
public final class SourceScanCache: Sendable {
    /// The folder (created when saved).
    public let directory: String
    private let state: Mutex<State>

    /// Bumped when what a scan holds changes, so that older caches are not read.
    static let version = 2

    private struct State {
        var loaded: [String: Entry] = [:]
        var current: [String: Entry] = [:]
        var changed = false
    }

    private struct Entry: Codable {
        var hash: UInt64
        var scan: FileScan
    }

    private struct Stored: Codable {
        var version: Int
        var entries: [String: Entry]
    }

    public init(directory: String) {
        self.directory = directory
        var state = State()
        if let data = FileManager.default.contents(atPath: Self.file(in: directory)),
           let stored = try? JSONDecoder().decode(Stored.self, from: data), stored.version == Self.version {
            state.loaded = stored.entries
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

    static func file(in directory: String) -> String { directory + "/sources.json" }

    func scan(path: String, bytes: [UInt8], tableDigest: UInt64) -> FileScan? {
        let hash = Self.hash(bytes, tableDigest)
        return state.withLock { state in
            guard let entry = state.loaded[path], entry.hash == hash else { return nil }
            state.current[path] = entry
            return entry.scan
        }
    }

    func store(_ scan: FileScan, bytes: [UInt8], tableDigest: UInt64) {
        let entry = Entry(hash: Self.hash(bytes, tableDigest), scan: scan)
        state.withLock { state in
            state.current[scan.path] = entry
            state.changed = true
        }
    }

    /// Writes the scans of this run when any was new or a file is gone; a failure to write only loses the cache.
    public func save() {
        let stored: Stored? = state.withLock { state in
            guard state.changed || state.current.count != state.loaded.count else { return nil }
            return Stored(version: Self.version, entries: state.current)
        }
        guard let stored, let data = try? JSONEncoder().encode(stored) else { return }
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let path = Self.file(in: directory)
        let temporary = path + ".\(ProcessInfo.processInfo.processIdentifier).tmp"
        guard FileManager.default.createFile(atPath: temporary, contents: data) else { return }
        if rename(temporary, path) != 0 { try? FileManager.default.removeItem(atPath: temporary) }
    }

    private static func hash(_ bytes: [UInt8], _ tableDigest: UInt64) -> UInt64 {
        let content = bytes.withUnsafeBufferPointer { ByteHash.of($0) }
        return content ^ (tableDigest &* 0x9E37_79B9_7F4A_7C15) ^ UInt64(version)
    }
}
