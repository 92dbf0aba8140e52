import Synchronization

/// Values built on first request, once per key: a thread that asks while another builds the same key waits for
/// that build rather than repeating it. (A lint's first step builds the source locale's lexicon and the role
/// signals on two threads at once, and both read `en/verbs.txt`.)
final class BuiltOnce<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    /// A value being built or built.
    private final class Slot: Sendable {
        let value = Mutex<Value?>(nil)
    }

    private let slots = Mutex<[Key: Slot]>([:])

    init() {}

    /// The value of `key`, built by `build` if no thread has built it.
    func value(for key: Key, build: () -> Value) -> Value {
        let slot = slots.withLock { slots in
            if let slot = slots[key] { return slot }
            let slot = Slot()
            slots[key] = slot
            return slot
        }
        return slot.value.withLock { built in
            if let built { return built }
            let value = build()
            built = value
            return value
        }
    }
}
