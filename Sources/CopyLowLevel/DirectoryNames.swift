#if canImport(Darwin)
import Darwin
#else
import Glibc
#endif

/// A folder's names as the file system holds them: bytes, since not every name is UTF-8 (a `String` would
/// replace what is not, and the path made from it would name nothing).
package enum DirectoryNames {
    /// The names in `directory`, without `.` and `..`; none when it cannot be listed.
    package static func names(in directory: String) -> [[UInt8]] {
        guard let handle = opendir(directory) else { return [] }
        defer { closedir(handle) }
        var names: [[UInt8]] = []
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
            if name != [0x2E], name != [0x2E, 0x2E] { names.append(name) }
        }
        return names
    }

    /// Whether the path of these bytes names a folder itself (a link to one is not).
    package static func isFolder(_ path: [UInt8]) -> Bool {
        var info = stat()
        let terminated = path + [0]
        return terminated.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { lstat($0.baseAddress!, &info) } == 0
        } && info.st_mode & S_IFMT == S_IFDIR
    }
}
