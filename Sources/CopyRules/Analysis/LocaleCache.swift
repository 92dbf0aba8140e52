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
        /// Parallel arrays: a lookup compares keys only, and touches (retains) just the value it returns.
        let keys: [ObjectIdentifier]
        let data: [LocaleData]
        let values: [Value]
        init(keys: [ObjectIdentifier], data: [LocaleData], values: [Value]) {
            self.keys = keys
            self.data = data
            self.values = values
        }
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
            let last = snapshots.last
            let snapshot = Snapshot(keys: (last?.keys ?? []) + [key], data: (last?.data ?? []) + [data], values: (last?.values ?? []) + [value])
            snapshots.append(snapshot)
            current.store(UInt(bitPattern: Unmanaged.passUnretained(snapshot).toOpaque()), ordering: .releasing)
            return value
        }
    }

    private func lookUp(_ key: ObjectIdentifier) -> Value? {
        guard let pointer = UnsafeRawPointer(bitPattern: current.load(ordering: .acquiring)) else { return nil }
        // Borrowed, not retained: every published snapshot stays alive in `published`.
        return Unmanaged<Snapshot>.fromOpaque(pointer)._withUnsafeGuaranteedRef { snapshot in
            // A handful of locales: a scan beats hashing.
            snapshot.keys.withUnsafeBufferPointer { keys in
                for index in keys.indices where keys[index] == key { return snapshot.values[index] }
                return nil
            }
        }
    }
}
