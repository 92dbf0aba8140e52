#if canImport(Darwin)
import Darwin
#else
import Glibc
#endif

/// Reading a file or a stream straight into one array: through `Data` a file was held twice, and copied once more
/// into the array the readers parse (the corpus's 28 MB).
public enum FileBytes {
    /// A file that cannot be opened or read, with the system's reason.
    public struct ReadError: Error {
        public let code: Int32
        public var message: String { String(cString: strerror(code)) }
    }

    /// The bytes of the file at `path`.
    public static func contents(atPath path: String) throws(ReadError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw ReadError(code: errno) }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        if let code = readAll(from: descriptor, into: &bytes) { throw ReadError(code: code) }
        return bytes
    }

    /// Reads everything left in `descriptor` into `bytes`, which is empty when called; the error's code when a read
    /// fails, with `bytes` then holding what was read before it. A regular file is read into the array's own storage at its size, with no
    /// chunk to copy through; a pipe, and whatever a file holds past that size, through a chunk.
    public static func readAll(from descriptor: Int32, into bytes: inout [UInt8]) -> Int32? {
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
            // of one byte tells first (the chunk's allocation and zeroing, per file, was 1,246 times 64 KB).
            if failure != nil || bytes.count < size { return failure }
            var byte: UInt8 = 0
            var got = read(descriptor, &byte, 1)
            while got < 0, errno == EINTR { got = read(descriptor, &byte, 1) }
            if got < 0 { return errno }
            if got == 0 { return nil }
            bytes.append(byte)
        }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            if count < 0 { return errno }
            guard count > 0 else { return nil }
            bytes.append(contentsOf: chunk[..<count])
        }
    }
}
