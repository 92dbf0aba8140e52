/// Bytes written run by run into scratch space of a fixed size (on the stack for a short text), then copied out
/// at once: a text rebuilt from a few runs of another (title style's fix) paid an array's uniqueness and capacity
/// checks for every run appended to it. The caller sees to it that every run fits (`count`, `capacity`).
package struct ScratchBytes {
    @usableFromInline let buffer: UnsafeMutableBufferPointer<UInt8>
    /// Bytes written so far.
    package private(set) var count = 0

    @usableFromInline
    init(_ buffer: UnsafeMutableBufferPointer<UInt8>) {
        self.buffer = buffer
    }

    /// Runs `body` with `capacity` bytes of scratch space, which last as long as the call. (Always inlined, and so
    /// made for the caller's result type: called as a generic function, it looked up the metadata of its result
    /// type at every call.)
    @inlinable @inline(__always)
    package static func with<Result>(capacity: Int, _ body: (inout ScratchBytes) -> Result) -> Result {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
            var scratch = ScratchBytes(buffer)
            return body(&scratch)
        }
    }

    /// A string of at most `capacity` bytes, written by `body` run by run straight into the string's own storage
    /// (`FixIt.apply`): appending scalars to a scalar view one by one cost far more. Every run must fit.
    @inlinable
    package static func string(capacity: Int, _ body: (inout ScratchBytes) -> Void) -> String {
        String(unsafeUninitializedCapacity: capacity) { buffer in
            var writer = ScratchBytes(buffer)
            body(&writer)
            return writer.count
        }
    }

    /// The bytes the space holds.
    @inlinable
    package var capacity: Int { buffer.count }

    /// Appends `utf8[range]`. (The appends are always inlined: they run for each word a fix changes.)
    @inlinable @inline(__always)
    package mutating func append(_ utf8: Span<UInt8>, _ range: Range<Int>) {
        precondition(count + range.count <= buffer.count, "ScratchBytes: a run past the space")
        guard !range.isEmpty else { return }
        let target = buffer.baseAddress! + count
        utf8.withUnsafeBufferPointer { target.initialize(from: $0.baseAddress! + range.lowerBound, count: range.count) }
        count += range.count
    }

    /// Appends a string's UTF-8.
    @inlinable @inline(__always)
    package mutating func append(_ text: String) {
        let utf8 = text.utf8.span
        append(utf8, 0..<utf8.count)
    }

    /// Appends a scalar's UTF-8.
    @inlinable @inline(__always)
    package mutating func append(_ scalar: Unicode.Scalar) {
        precondition(count + UTF8.width(scalar) <= buffer.count, "ScratchBytes: a scalar past the space")
        count += UTF8Bytes.write(scalar.value, into: buffer.baseAddress! + count)
    }

    /// Appends the bytes written to `output`.
    @inlinable
    package func copy(to output: inout [UInt8]) {
        output.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[..<count]))
    }
}
