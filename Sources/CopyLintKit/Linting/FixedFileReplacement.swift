#if canImport(Glibc)
import CopyLowLevel
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CopyFormats
import CopyLowLevel

/// Puts a fixed file in place of the file it was read from, minding what the file system holds besides its bytes:
/// where it really lives (a link may lead out of the paths being linted), who may write it, its owner, group and
/// mode, its extended attributes, its other hard links, and edits made since it was read.
///
/// The new bytes go to a temporary file beside the file, renamed over it; the file is compared with what was read
/// once before and once more just before the rename. An edit saved between that last comparison and the rename is
/// still lost: a window of two system calls, which only a lock every editor honoured could close. A file with
/// other hard links is written in place instead (after the same checks), so that every link sees the fix; that
/// write is not atomic.
enum FixedFileReplacement {
    struct Refusal: Error, CustomStringConvertible {
        var description: String
    }

    /// Replaces the file at `path`, whose bytes were `original`, with `bytes`. `roots`: the resolved folders and
    /// files a fix may write under (nil: anywhere).
    static func replace(_ path: String, original: [UInt8], with bytes: [UInt8], within roots: [String]?) throws(Refusal) {
        // A symbolic link's target is what is replaced (a file shared between folders stays shared): renaming
        // over the link itself turned it into a copy and left the shared file unfixed.
        let target = ReportFile.resolved(path)
        if let roots, !roots.contains(where: { isInside(target, $0) }) {
            throw Refusal(description: "not written: the file is \(target), outside the paths being linted "
                + "(--fix-outside-paths allows it)")
        }
        var status = stat()
        guard stat(target, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            throw Refusal(description: "not written: not a regular file")
        }
        // Read-only is the owner's word, which root's rename would override.
        guard status.st_mode & 0o222 != 0, access(target, W_OK) == 0 else {
            throw Refusal(description: "not written: the file is read-only")
        }
        try checkUnchanged(target, original: original)
        if status.st_nlink > 1 {
            try writeInPlace(target, original: original, bytes: bytes)
            return
        }
        let file: ReportFile
        do {
            // Never setuid or setgid: the fixed file is text that whoever ran copylint wrote.
            file = try ReportFile(path: target, permissions: status.st_mode & 0o777, owner: (status.st_uid, status.st_gid))
        } catch {
            throw Refusal(description: "not written: \(error.reason)")
        }
        file.write(bytes)
        if let temporary = file.temporaryPath { ExtendedAttributes.set(ExtendedAttributes.of(target), on: temporary) }
        do {
            try checkUnchanged(target, original: original)
        } catch {
            file.discard()
            throw error
        }
        do throws(ReportFile.Failure) {
            try file.commit()
        } catch {
            throw Refusal(description: "not written: \(error.reason)")
        }
    }

    /// Whether `path` is `root` or lies under it (both resolved).
    static func isInside(_ path: String, _ root: String) -> Bool {
        path == root || root == "/" || path.hasPrefix(root.hasSuffix("/") ? root : root + "/")
    }

    private static func checkUnchanged(_ target: String, original: [UInt8]) throws(Refusal) {
        guard FileBytes.holds(original, atPath: target) else {
            throw Refusal(description: "not written: the file changed on disk since it was read")
        }
    }

    /// Overwrites the file through its own descriptor, so its other hard links see the new bytes.
    private static func writeInPlace(_ target: String, original: [UInt8], bytes: [UInt8]) throws(Refusal) {
        let descriptor = open(target, O_RDWR | O_CLOEXEC)
        guard descriptor >= 0 else { throw Refusal(description: "not written: \(String(cString: strerror(errno)))") }
        defer { close(descriptor) }
        guard FileBytes.holds(original, reading: descriptor) else {
            throw Refusal(description: "not written: the file changed on disk since it was read")
        }
        let failure: Int32?
        if lseek(descriptor, 0, SEEK_SET) != 0 {
            failure = errno
        } else if let code = writeFully(descriptor, bytes) {
            failure = code
        } else {
            failure = ftruncate(descriptor, off_t(bytes.count)) == 0 && fsync(descriptor) == 0 ? nil : errno
        }
        if let failure { throw Refusal(description: "not written in full: \(String(cString: strerror(failure)))") }
    }
}
