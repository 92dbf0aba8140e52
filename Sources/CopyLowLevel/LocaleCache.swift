import Synchronization

/// Values a rule derives from a locale's data once (a parsed word list, an index), shared by every check: keyed by
/// the identity of the locale's data object (`Key`, CopyRules' `LocaleData`). Entries keep their key alive, so an
/// object identity is never reused for another locale.
///
/// Rules ask for their value on every string, from every thread, so reading takes no lock: entries live in an
/// append-only table behind an atomic pointer, and a reader scans the entries published when it looked. Adding
/// a locale (rare: once per locale and process) writes the next slot under a lock and then publishes the count;
/// a full table is copied into one twice its size, and the old one is kept, since a reader may still be in it.
/// Tables double, so all of them together hold at most twice the entries: copying every entry into a new
/// snapshot for each locale added, and keeping every snapshot, took memory in the square of the locales
/// (thousands of locale tags on stdin took gigabytes).
package final class LocaleCache<Key: AnyObject & Sendable, Value: Sendable>: Sendable {
    private final class Table: @unchecked Sendable {
        let capacity: Int
        /// Entries published to readers; the slots below it are initialised and never change.
        let count = Atomic<Int>(0)
        /// Parallel arrays: a lookup compares keys only, and touches (retains) just the value it returns.
        let keys: UnsafeMutablePointer<ObjectIdentifier>
        let data: UnsafeMutablePointer<Key>
        let values: UnsafeMutablePointer<Value>

        init(capacity: Int) {
            self.capacity = capacity
            keys = .allocate(capacity: capacity)
            data = .allocate(capacity: capacity)
            values = .allocate(capacity: capacity)
        }

        deinit {
            let count = count.load(ordering: .acquiring)
            keys.deallocate()
            data.deinitialize(count: count)
            data.deallocate()
            values.deinitialize(count: count)
            values.deallocate()
        }

        /// Writes slot `count` (under the cache's lock), then publishes it.
        func append(_ key: ObjectIdentifier, _ data: Key, _ value: Value) {
            let index = count.load(ordering: .relaxed)
            keys[index] = key
            (self.data + index).initialize(to: data)
            (values + index).initialize(to: value)
            count.store(index + 1, ordering: .releasing)
        }
    }

    private let build: @Sendable (Key) -> Value
    /// The current table's address (0: none yet); an integer, as atomics of pointers are not Sendable.
    private let current = Atomic<UInt>(0)
    /// Serialises writers; holds every table ever published, so none is freed under a reader.
    private let published = Mutex<[Table]>([])

    package init(_ build: @escaping @Sendable (Key) -> Value) {
        self.build = build
    }

    package func callAsFunction(_ data: Key) -> Value {
        let key = ObjectIdentifier(data)
        if let cached = lookUp(key) { return cached }
        let value = build(data)
        return published.withLock { tables in
            if let existing = lookUp(key) { return existing }
            var table = tables.last
            if table == nil || table!.count.load(ordering: .relaxed) == table!.capacity {
                let old = table
                let grown = Table(capacity: max(8, (old?.capacity ?? 0) * 2))
                if let old {
                    for index in 0..<old.count.load(ordering: .relaxed) { grown.append(old.keys[index], old.data[index], old.values[index]) }
                }
                tables.append(grown)
                current.store(UInt(bitPattern: Unmanaged.passUnretained(grown).toOpaque()), ordering: .releasing)
                table = grown
            }
            table!.append(key, data, value)
            return value
        }
    }

    private func lookUp(_ key: ObjectIdentifier) -> Value? {
        guard let pointer = UnsafeRawPointer(bitPattern: current.load(ordering: .acquiring)) else { return nil }
        // Borrowed, not retained: every published table stays alive in `published`.
        return Unmanaged<Table>.fromOpaque(pointer)._withUnsafeGuaranteedRef { table in
            // A handful of locales: a scan beats hashing.
            let count = table.count.load(ordering: .acquiring)
            for index in 0..<count where table.keys[index] == key { return table.values[index] }
            return nil
        }
    }
}
