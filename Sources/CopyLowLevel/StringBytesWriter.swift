/// Writes UTF-8 run by run straight into a new string's storage, which has room for every run
/// (`FixIt.apply`): appending scalars to a scalar view one by one cost far more.
@usableFromInline package struct StringBytesWriter {
    @usableFromInline let buffer: UnsafeMutableBufferPointer<UInt8>
    /// Bytes written so far: the string's length once every run is in.
    @usableFromInline package private(set) var written = 0

    @usableFromInline
    init(_ buffer: UnsafeMutableBufferPointer<UInt8>) {
        self.buffer = buffer
    }

    /// A string of at most `capacity` bytes, written by `body`. Every run `body` appends must fit.
    @inlinable
    package static func string(capacity: Int, _ body: (inout StringBytesWriter) -> Void) -> String {
        String(unsafeUninitializedCapacity: capacity) { buffer in
            var writer = StringBytesWriter(buffer)
            body(&writer)
            return writer.written
        }
    }

    /// Appends `utf8[range]`. (A pointer copy: initializing a slice of the buffer costs far more a call.)
    @inlinable @inline(__always)
    package mutating func append(_ utf8: Span<UInt8>, _ range: Range<Int>) {
        precondition(written + range.count <= buffer.count, "StringBytesWriter: a run past the space")
        guard !range.isEmpty else { return }
        let target = buffer.baseAddress! + written
        utf8.withUnsafeBufferPointer { target.initialize(from: $0.baseAddress! + range.lowerBound, count: range.count) }
        written += range.count
    }

    /// Appends a string's UTF-8.
    @inlinable @inline(__always)
    package mutating func append(_ text: String) {
        UTF8Bytes.withBytes(of: text) { bytes in
            precondition(written + bytes.count <= buffer.count, "StringBytesWriter: a run past the space")
            guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
            (buffer.baseAddress! + written).initialize(from: source, count: bytes.count)
            written += bytes.count
        }
    }

}
