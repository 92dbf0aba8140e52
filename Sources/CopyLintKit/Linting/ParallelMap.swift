import Foundation
import Synchronization

/// Maps over items on every core. Each worker makes its own context (a checker with its ICU iterators)
/// once, since those are not thread-safe.
enum ParallelMap {
    /// Hands each output to `consume` in input order as soon as it and every output before it are done, so a
    /// caller can write results while later items are still being worked on, and need not keep them.
    /// `consume` runs on the workers, one call at a time.
    static func forEach<Item: Sendable, Context, Output: Sendable>(
        _ items: [Item], makeContext: () -> Context, _ transform: (Context, Item) -> Output, consume: (Output) -> Void
    ) {
        let workers = max(1, min(AvailableCores.count, items.count))
        let next = Atomic<Int>(0)
        // The next index to hand over, and outputs done ahead of it.
        let delivery = Mutex<(next: Int, waiting: [Int: Output])>((0, [:]))
        withoutActuallyEscaping(makeContext) { makeContext in
            withoutActuallyEscaping(transform) { transform in
                withoutActuallyEscaping(consume) { consume in
                    let box = UnsafeSendable((makeContext, transform, consume))
                    DispatchQueue.concurrentPerform(iterations: workers) { _ in
                        let context = box.value.0()
                        while true {
                            let index = next.add(1, ordering: .relaxed).oldValue
                            guard index < items.count else { break }
                            let output = box.value.1(context, items[index])
                            // Handed over under the lock, so outputs leave in order even when two workers finish together.
                            delivery.withLock { state in
                                state.waiting[index] = output
                                while let ready = state.waiting.removeValue(forKey: state.next) {
                                    box.value.2(ready)
                                    state.next += 1
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// Every output, in input order.
    static func map<Item: Sendable, Context, Output: Sendable>(
        _ items: [Item], makeContext: () -> Context, _ transform: (Context, Item) -> Output
    ) -> [Output] {
        var outputs: [Output] = []
        outputs.reserveCapacity(items.count)
        forEach(items, makeContext: makeContext, transform) { outputs.append($0) }
        return outputs
    }

    static func map<Item: Sendable, Output: Sendable>(_ items: [Item], _ transform: (Item) -> Output) -> [Output] {
        map(items, makeContext: { () }, { _, item in transform(item) })
    }
}

/// Carries non-Sendable values (closures, buffers) into `concurrentPerform`, which runs its work before returning.
struct UnsafeSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
