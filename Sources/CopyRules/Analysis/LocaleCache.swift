import Synchronization

/// Values a rule derives from a locale's data once (a parsed word list, an index), shared by every check.
/// Entries keep their `LocaleData` alive, so an object identity is never reused for another locale.
///
/// Rules ask for their value on every string, from every thread, so reading takes no lock: the entries are an
/// immutable snapshot behind an atomic pointer. Adding a locale (rare: once per locale and process) copies the
/// snapshot under a lock and publishes the copy; replaced snapshots are kept alive, since a reader may still
/// hold one, which costs a few small arrays per process.
public final class LocaleCache<Value: Sendable>: Sendable {
    private final class Snapshot: Sendable {
        let entries: [(key: ObjectIdentifier, data: LocaleData, value: Value)]
        init(_ entries: [(key: ObjectIdentifier, data: LocaleData, value: Value)]) { self.entries = entries }
    }

    private let build: @Sendable (LocaleData) -> Value
    /// The current snapshot's address (0: none yet); an integer, as atomics of pointers are not Sendable.
    private let current = Atomic<UInt>(0)
    /// Serialises writers; holds every snapshot ever published, so none is freed under a reader.
    private let published = Mutex<[Snapshot]>([])

    public init(_ build: @escaping @Sendable (LocaleData) -> Value) {
        self.build = build
    }

    public func callAsFunction(_ data: LocaleData) -> Value {
        let key = ObjectIdentifier(data)
        if let cached = lookUp(key) { return cached }
        let value = build(data)
        return published.withLock { snapshots in
            if let existing = lookUp(key) { return existing }
            let snapshot = Snapshot((snapshots.last?.entries ?? []) + [(key, data, value)])
            snapshots.append(snapshot)
            current.store(UInt(bitPattern: Unmanaged.passUnretained(snapshot).toOpaque()), ordering: .releasing)
            return value
        }
    }

    private func lookUp(_ key: ObjectIdentifier) -> Value? {
        guard let pointer = UnsafeRawPointer(bitPattern: current.load(ordering: .acquiring)) else { return nil }
        let snapshot = Unmanaged<Snapshot>.fromOpaque(pointer).takeUnretainedValue()
        // A handful of locales: a scan beats hashing.
        for entry in snapshot.entries where entry.key == key { return entry.value }
        return nil
    }
}
