import CopyLowLevel

/// Writes UTF-8 run by run into a buffer that has room for every run: a new string's storage
/// (`String(unsafeUninitializedCapacity:)`, `FixIt.apply`) or `TitleStyleWriter`'s scratch space.
struct StringBytesWriter {
    private let buffer: UnsafeMutableBufferPointer<UInt8>
    /// Bytes written so far: the string's length once every run is in.
    private(set) var written = 0

    init(_ buffer: UnsafeMutableBufferPointer<UInt8>) {
        self.buffer = buffer
    }

    /// Appends `bytes`. (A pointer copy: initializing a slice of the buffer costs far more a call.)
    @inline(__always)
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        (buffer.baseAddress! + written).initialize(from: source, count: bytes.count)
        written += bytes.count
    }

    /// Appends a scalar's UTF-8.
    @inline(__always)
    mutating func append(_ scalar: Unicode.Scalar) {
        written += UTF8Bytes.write(scalar.value, into: buffer.baseAddress! + written)
    }
}
