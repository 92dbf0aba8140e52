/// Mutable state that one object keeps for itself and reads on every string it handles (a checker's last
/// analysis, its caches of sources and contexts). Exclusivity is unchecked: the owner uses it from one thread at
/// a time and never re-entrantly (no access to it spans a call that could reach it again), and a class's stored
/// `var` is otherwise checked at run time on every access, several times a string.
///
/// The state is read and written through inlinable accessors, not as a stored property: another module that
/// touches a stored property directly emits its own checked access and ignores `@exclusivity(unchecked)`;
/// accessors inlined from here keep this module's unchecked one.
@usableFromInline package final class OwnedState<Value> {
    @usableFromInline @exclusivity(unchecked) var storage: Value

    @inlinable
    package init(_ value: Value) {
        storage = value
    }

    @inlinable
    package var value: Value {
        _read { yield storage }
        _modify { yield &storage }
    }
}
