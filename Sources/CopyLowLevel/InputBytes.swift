/// Everything left to read from a file descriptor (standard input), held once, as read.
///
/// Standard input is read, never mapped: a mapped file that another process truncates while it is read makes
/// the reader fault (SIGBUS), and standard input is whatever the caller redirected, a file others may write.
package final class InputBytes: Sendable {
    private let array: [UInt8]

    /// Bytes already in memory.
    package init(_ bytes: [UInt8]) {
        array = bytes
    }

    package var count: Int { array.count }

    /// Calls `body` with the bytes, in place.
    package func withSpan<Result>(_ body: (Span<UInt8>) throws -> Result) rethrows -> Result {
        try array.withUnsafeBufferPointer { try body($0.span) }
    }

    /// Everything left in `descriptor` from its current offset, and the error's code when a read failed (the
    /// bytes are then those read before it; see `FileBytes.readAll`).
    package static func readAll(from descriptor: Int32) -> (bytes: InputBytes, error: Int32?) {
        var bytes: [UInt8] = []
        let error = FileBytes.readAll(from: descriptor, into: &bytes)
        return (InputBytes(bytes), error)
    }
}
