#if canImport(Darwin)
import Darwin
#else
import Glibc
#endif

/// Reading a file or a stream straight into one array: through `Data` a file was held twice, and copied once more
/// into the array the readers parse (the corpus's 28 MB).
package enum FileBytes {
    /// A file that cannot be opened or read, with the system's reason or copylint's.
    package struct ReadError: Error {
        package let code: Int32
        /// Why, when it is not the system's error (`code` 0).
        let reason: String?

        init(code: Int32, reason: String? = nil) {
            self.code = code
            self.reason = reason
        }

        package var message: String { reason ?? String(cString: strerror(code)) }
    }

    /// The size past which a localisation file is not read unless configured otherwise: far above any real one.
    package static let defaultMaximumBytes = 256 << 20

    /// The bytes of the regular file at `path`, of at most `maximumBytes`. Anything else that a path can name is
    /// refused before it is read: a named pipe would wait for a writer forever, and a link to `/dev/zero` would be
    /// read until memory runs out. (Opened without waiting, so that a pipe is seen for what it is.)
    package static func contents(atPath path: String, maximumBytes: Int = defaultMaximumBytes) throws(ReadError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw ReadError(code: errno) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw ReadError(code: errno) }
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw ReadError(code: EISDIR)
        case S_IFIFO: throw ReadError(code: 0, reason: "not a regular file (a named pipe): not read")
        case S_IFCHR, S_IFBLK: throw ReadError(code: 0, reason: "not a regular file (a device): not read")
        default: throw ReadError(code: 0, reason: "not a regular file: not read")
        }
        guard Int(status.st_size) <= maximumBytes else { throw tooLarge(maximumBytes) }
        var bytes: [UInt8] = []
        if let code = readAll(from: descriptor, into: &bytes, maximumBytes: maximumBytes) {
            throw code == EFBIG ? tooLarge(maximumBytes) : ReadError(code: code)
        }
        return bytes
    }

    /// Whether the regular file at `path` holds `expected` and nothing more. Read a chunk at a time into one
    /// buffer and compared as it goes: a large file read whole into fresh memory before a fix is written (twice)
    /// took its every page from the system again. False for anything that cannot be read.
    package static func holds(_ expected: [UInt8], atPath path: String) -> Bool {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        return holds(expected, reading: descriptor)
    }

    /// The same, of the regular file open at `descriptor` (just opened: read from its start to its end).
    package static func holds(_ expected: [UInt8], reading descriptor: Int32) -> Bool {
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
              Int(status.st_size) == expected.count else { return false }
        var chunk = [UInt8](repeating: 0, count: min(1 << 20, expected.count + 1))
        var compared = 0
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { return false }
            // The end of the file: all of it compared, or it shrank.
            guard count > 0 else { return compared == expected.count }
            guard compared + count <= expected.count else { return false }
            let same = chunk.withUnsafeBufferPointer { read in
                expected.withUnsafeBufferPointer { expected in
                    sameBytes(UnsafeBufferPointer(rebasing: read[..<count]),
                              UnsafeBufferPointer(rebasing: expected[compared..<(compared + count)]))
                }
            }
            guard same else { return false }
            compared += count
        }
    }

    private static func tooLarge(_ maximumBytes: Int) -> ReadError {
        ReadError(code: 0, reason: "larger than \(maximumBytes) bytes, the most a file may have (max_file_size): not read")
    }

    /// Reads everything left in `descriptor` into `bytes`, which is empty when called; the error's code when a read
    /// fails, with `bytes` then holding what was read before it. A regular file is read into the array's own storage at its size, with no
    /// chunk to copy through; a pipe, and whatever a file holds past that size, through a chunk.
    /// `EFBIG` once more than `maximumBytes` are read (a file that grew).
    package static func readAll(from descriptor: Int32, into bytes: inout [UInt8], maximumBytes: Int = .max) -> Int32? {
        var status = stat()
        var failure: Int32?
        if fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_size > 0 {
            let size = Int(status.st_size)
            bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
                while count < size {
                    let got = read(descriptor, buffer.baseAddress! + count, size - count)
                    if got < 0, errno == EINTR { continue }
                    if got < 0 { failure = errno }
                    guard got > 0 else { break }
                    count += got
                }
            }
            // Reading from part-way through the file ended early; a file that grew is read on below, which a read
            // of one byte tells first (a chunk allocated and zeroed for every file added up over a project).
            if failure != nil || bytes.count < size { return failure }
            var byte: UInt8 = 0
            var got = read(descriptor, &byte, 1)
            while got < 0, errno == EINTR { got = read(descriptor, &byte, 1) }
            if got < 0 { return errno }
            if got == 0 { return nil }
            bytes.append(byte)
            if bytes.count > maximumBytes { return EFBIG }
        }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            if count < 0 { return errno }
            guard count > 0 else { return nil }
            bytes.append(contentsOf: chunk[..<count])
            if bytes.count > maximumBytes { return EFBIG }
        }
    }
}
