import Synchronization

/// Values a rule derives from a locale's data once (a parsed word list, an index), shared by every check.
/// Entries keep their `LocaleData` alive, so an object identity is never reused for another locale.
public final class LocaleCache<Value: Sendable>: Sendable {
    private let build: @Sendable (LocaleData) -> Value
    private let entries = Mutex<[ObjectIdentifier: (data: LocaleData, value: Value)]>([:])

    public init(_ build: @escaping @Sendable (LocaleData) -> Value) {
        self.build = build
    }

    public func callAsFunction(_ data: LocaleData) -> Value {
        let key = ObjectIdentifier(data)
        if let cached = entries.withLock({ $0[key]?.value }) { return cached }
        let value = build(data)
        return entries.withLock { entries in
            if let existing = entries[key] { return existing.value }
            entries[key] = (data, value)
            return value
        }
    }
}
