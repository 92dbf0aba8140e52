extension Array {
    /// Calls `body` with each element and its index, in order, the element handed over `inout`, in place, for
    /// reading only: `body` must not change it (the array's storage may be shared with other arrays).
    ///
    /// An element borrowed from an array, its buffer, a pointer's `pointee` or a `Span` is copied for a call that
    /// the compiler cannot see leave that memory alone: its strings and arrays retained and then released, atomic
    /// operations all. An `inout` argument is its call's alone, so its fields are read where they are. (Used for
    /// the reporters' findings, the checker's rules and the lint's entries, which are read for every string.)
    @inlinable @inline(__always)
    package func forEachInPlace(_ body: (inout Element, Int) -> Void) {
        withUnsafeBufferPointer { buffer in
            guard let base = UnsafeMutablePointer(mutating: buffer.baseAddress) else { return }
            for index in buffer.indices { body(&base[index], index) }
        }
    }
}
