#if canImport(Darwin)
import Darwin
#else
import Glibc
#endif

/// Everything left to read from a file descriptor (standard input), held once: a large regular file is mapped
/// into memory, anything else read into an array.
///
/// `copylint check - < strings.txt` read the corpus's 7.4 MB lines with `read` into a fresh array: 3.6 ms on one
/// core before any line was split, most of it the kernel zeroing and faulting in the array's 1,800 pages, then
/// copying the file into them. Mapped, the file's pages are those of the page cache, faulted in sixteen at a time
/// as the input is first read (and given back at exit without being freed one by one).
/// A file truncated by another process while it is mapped would make reading it fault, as with any program that
/// maps its input; the threshold keeps small files, most input, on the read path.
public final class InputBytes: @unchecked Sendable {
    /// Regular files at least this large are mapped (smaller ones are read: mapping costs a few system calls).
    public static let mappingThreshold = 1 << 20

    /// The file's bytes in its mapping, when mapped.
    private let mapped: UnsafeBufferPointer<UInt8>?
    /// The mapping to unmap at `deinit` (its start is page-aligned, so it may begin before the bytes).
    private let mapping: (start: UnsafeMutableRawPointer, length: Int)?
    /// The bytes, when read.
    private let array: [UInt8]

    /// Bytes already in memory.
    public init(_ bytes: [UInt8]) {
        array = bytes
        mapped = nil
        mapping = nil
    }

    private init(mapping start: UnsafeMutableRawPointer, length: Int, skipping offset: Int) {
        mapping = (start, length)
        mapped = UnsafeBufferPointer(start: (start + offset).assumingMemoryBound(to: UInt8.self), count: length - offset)
        array = []
    }

    deinit {
        if let mapping { munmap(mapping.start, mapping.length) }
    }

    /// Whether the bytes are a mapping of the file (else an array).
    public var isMapped: Bool { mapping != nil }

    public var count: Int { mapped?.count ?? array.count }

    /// Calls `body` with the bytes.
    public func withUnsafeBufferPointer<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        if let mapped { return try body(mapped) }
        return try array.withUnsafeBufferPointer(body)
    }

    /// Everything left in `descriptor` from its current offset, and the error's code when a read failed (the
    /// bytes are then those read before it; see `FileBytes.readAll`). A regular file of at least
    /// `mappingThreshold` bytes left is mapped, and the descriptor's offset moved to its end, as reading it would.
    public static func readAll(from descriptor: Int32, mappingThreshold: Int = mappingThreshold) -> (bytes: InputBytes, error: Int32?) {
        if let mapped = mapped(descriptor, threshold: mappingThreshold) { return (mapped, nil) }
        var bytes: [UInt8] = []
        let error = FileBytes.readAll(from: descriptor, into: &bytes)
        return (InputBytes(bytes), error)
    }

    /// The rest of a regular file of at least `threshold` bytes left, mapped; nil for anything else, with the
    /// descriptor left where it was.
    private static func mapped(_ descriptor: Int32, threshold: Int) -> InputBytes? {
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        let size = Int(status.st_size)
        let offset = Int(lseek(descriptor, 0, SEEK_CUR))
        guard offset >= 0, size - offset >= max(threshold, 1) else { return nil }
        // A mapping starts at a page boundary: from the page the offset lies in, skipping up to it.
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        let start = offset / page * page
        guard let pointer = mmap(nil, size - start, PROT_READ, MAP_PRIVATE, descriptor, off_t(start)),
              pointer != UnsafeMutableRawPointer(bitPattern: -1) else { return nil }
        let bytes = InputBytes(mapping: pointer, length: size - start, skipping: offset - start)
        // A file that grew since `fstat` is read whole instead (the read path reads on to its end).
        var byte: UInt8 = 0
        guard pread(descriptor, &byte, 1, off_t(size)) == 0 else { return nil }
        lseek(descriptor, off_t(size), SEEK_SET)
        return bytes
    }
}
