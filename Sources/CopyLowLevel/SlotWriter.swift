/// Writes the entries of an array being made (`Array(count:writingEvery:)`), from several threads at once if need
/// be: each thread writes entries no other thread writes (a part's lines, a hash's partition), so no entry is
/// written twice at once and none is copied on write.
@usableFromInline package struct SlotWriter<Element>: @unchecked Sendable {
    @usableFromInline let buffer: UnsafeMutableBufferPointer<Element>

    @usableFromInline
    init(_ buffer: UnsafeMutableBufferPointer<Element>) {
        self.buffer = buffer
    }

    /// The number of entries.
    @inlinable
    package var count: Int { buffer.count }

    /// Entry `index`: read only after this writer's thread wrote it.
    @inlinable
    package subscript(index: Int) -> Element {
        get {
            precondition(index >= 0 && index < buffer.count, "SlotWriter: an entry out of range")
            return buffer[index]
        }
        nonmutating set {
            precondition(index >= 0 && index < buffer.count, "SlotWriter: an entry out of range")
            buffer[index] = newValue
        }
    }
}

extension Array {
    /// `count` entries of a plain type (no references: integers, ranges), each written by `body` through the
    /// writer it is handed, which must write every one: an entry `body` leaves unwritten holds whatever the memory
    /// held. (A large array is written on every core at once, without a first pass that zeroes it.)
    @inlinable
    package init(count: Int, writingEvery body: (SlotWriter<Element>) -> Void) {
        precondition(_isPOD(Element.self), "Array(count:writingEvery:): entries that hold references")
        self.init(unsafeUninitializedCapacity: count) { buffer, initialized in
            body(SlotWriter(buffer))
            initialized = count
        }
    }
}
