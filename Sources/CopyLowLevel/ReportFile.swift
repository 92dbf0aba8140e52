#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A report written to a file while the run goes on (`--output`): into a new file beside it, renamed over it
/// once complete, so a failed run leaves the previous report, or none, and never part of one. Holding the
/// whole report to write it at the end took as much memory as the report. A path that is not a regular file
/// (`/dev/stdout`, a named pipe) is written as it is: renaming a file over it would replace the device.
package final class ReportFile {
    package struct Failure: Error, CustomStringConvertible {
        package let path: String
        /// What the system said (`No such file or directory`).
        package let reason: String
        package var description: String { "cannot write \(path): \(reason)" }
    }

    private let path: String
    /// The file written, renamed over `path` on commit; nil when `path` itself is written.
    private let temporary: String?
    private var descriptor: Int32
    /// The file being written, until `commit` renames it over the path it replaces (nil when it is that path).
    public var temporaryPath: String? { descriptor >= 0 ? temporary : nil }
    /// The first write error, reported when the file is committed.
    private var writeError: Int32?

    /// Creates the temporary file beside `path`, with `permissions`, or as a new file gets them (0666 less the
    /// umask) when nil, and `owner`'s user and group where the system allows.
    package init(path: String, permissions: mode_t? = nil, owner: (uid_t, gid_t)? = nil) throws(Failure) {
        // A symbolic link's target is replaced, not the link.
        let path = Self.resolved(path)
        self.path = path
        var status = stat()
        if stat(path, &status) == 0, status.st_mode & S_IFMT != S_IFREG, status.st_mode & S_IFMT != S_IFDIR {
            descriptor = open(path, O_WRONLY | O_TRUNC | O_CLOEXEC)
            temporary = nil
            guard descriptor >= 0 else { throw Failure(path: path, reason: String(cString: strerror(errno))) }
            return
        }
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        Self.removeAbandoned(folder: folder, name: name)
        var attempt = 0
        while true {
            let candidate = "\(folder)\(Self.temporaryPrefix(of: name))\(getpid())-\(attempt)"
            let opened = open(candidate, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            if opened >= 0 {
                temporary = candidate
                descriptor = opened
                // Owner first: changing it clears the mode's setuid and setgid bits.
                if let owner, owner != (getuid(), getgid()) { _ = fchown(opened, owner.0, owner.1) }
                if let permissions { fchmod(opened, permissions) }
                return
            }
            guard errno == EEXIST, attempt < 100 else {
                throw Failure(path: path, reason: String(cString: strerror(errno)))
            }
            attempt += 1
        }
    }

    /// The start of the names of the temporary files written for `name`: `.NAME.copylint-`, then the process id
    /// and a number.
    package static func temporaryPrefix(of name: String) -> String {
        ".\(name).copylint-"
    }

    /// Removes the temporary files a killed run left for `name` in `folder`: those whose process is gone.
    package static func removeAbandoned(folder: String, name: String) {
        guard let directory = opendir(folder.isEmpty ? "." : folder) else { return }
        defer { closedir(directory) }
        let prefix = temporaryPrefix(of: name)
        while let entry = readdir(directory) {
            let entryName = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard entryName.hasPrefix(prefix) else { continue }
            let parts = entryName.dropFirst(prefix.count).split(separator: "-")
            guard parts.count == 2, let process = Int32(parts[0]), Int(parts[1]) != nil, process != getpid(),
                  kill(process, 0) != 0, errno == ESRCH else { continue }
            unlink(folder + entryName)
        }
    }

    /// Writes `bytes` to `path` in one go: through a temporary file renamed into place, as a report is.
    package static func write(_ bytes: [UInt8], to path: String, permissions: mode_t? = nil) throws(Failure) {
        let file = try ReportFile(path: path, permissions: permissions)
        file.write(bytes)
        try file.commit()
    }

    /// Throws when a report could not be written at `path`: the temporary file beside it cannot be made. A path
    /// that is written as it is (a device, a pipe) is not opened here.
    package static func checkWritable(_ path: String) throws(Failure) {
        var status = stat()
        if stat(resolved(path), &status) == 0, status.st_mode & S_IFMT != S_IFREG {
            guard status.st_mode & S_IFMT == S_IFDIR else { return }
            throw Failure(path: path, reason: String(cString: strerror(EISDIR)))
        }
        try ReportFile(path: path).discard()
    }

    /// The path with its symbolic links resolved; for a file that does not exist yet, its folder's resolved path
    /// and its name; as given when neither resolves.
    package static func resolved(_ path: String) -> String {
        if let real = realpath(path, nil) {
            defer { free(real) }
            return String(cString: real)
        }
        guard let slash = path.lastIndex(of: "/") else { return resolved(".") + "/" + path }
        let folder = path[..<slash].isEmpty ? "/" : String(path[..<slash])
        guard let real = realpath(folder, nil) else { return path }
        defer { free(real) }
        let resolvedFolder = String(cString: real)
        return (resolvedFolder == "/" ? "" : resolvedFolder) + path[slash...]
    }

    deinit {
        if descriptor >= 0 { discard() }
    }

    /// Appends bytes; an error is kept for `commit` (a stream has nowhere to report it).
    package func write(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes(write)
    }

    /// The same, of bytes in place.
    package func write(_ bytes: UnsafeRawBufferPointer) {
        guard writeError == nil, descriptor >= 0 else { return }
        writeError = writeFully(descriptor, bytes)
    }

    /// Closes the file and puts it in place of `path`; on any error removes it and throws.
    package func commit() throws(Failure) {
        let closed = close(descriptor)
        descriptor = -1
        if let writeError {
            if let temporary { unlink(temporary) }
            throw Failure(path: path, reason: String(cString: strerror(writeError)))
        }
        guard closed == 0, temporary.map({ rename($0, path) == 0 }) ?? true else {
            let reason = String(cString: strerror(errno))
            if let temporary { unlink(temporary) }
            throw Failure(path: path, reason: reason)
        }
    }

    /// Closes and removes the temporary file, leaving `path` as it was.
    package func discard() {
        if descriptor >= 0 { close(descriptor) }
        descriptor = -1
        if let temporary { unlink(temporary) }
    }
}

/// Writes all of `bytes` (see the buffer's form below).
@discardableResult
package func writeFully(_ descriptor: Int32, _ bytes: [UInt8]) -> Int32? {
    bytes.withUnsafeBytes { writeFully(descriptor, $0) }
}

/// Writes all of a buffer, past partial writes and interruptions; the error number of any other failure.
/// (A free function, so `write` here is the system call.)
@discardableResult
package func writeFully(_ descriptor: Int32, _ buffer: UnsafeRawBufferPointer) -> Int32? {
    var offset = 0
    while offset < buffer.count {
        let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        if written < 0 {
            if errno == EINTR { continue }
            return errno
        }
        offset += written
    }
    return nil
}
