/// A value made the first time it is asked for, then kept: for an object one thread uses at a time (a checker's
/// locale context, a subject) that is read many times a string. Exclusivity is unchecked: the owner's single
/// thread is what makes the write safe, and a checked access on every read cost more than the read.
@usableFromInline package final class OnceCell<Value> {
    @usableFromInline @exclusivity(unchecked) var stored: Value?

    @inlinable
    package init() {}

    /// The value, made by `make` when asked for the first time.
    @inlinable
    package func value(_ make: () -> Value) -> Value {
        if let stored { return stored }
        let made = make()
        stored = made
        return made
    }
}
