import Foundation
import Synchronization

/// Maps over items on every core, results in input order. Each worker makes its own context
/// (a checker with its ICU iterators) once, since those are not thread-safe.
enum ParallelMap {
    static func map<Item: Sendable, Context, Output: Sendable>(
        _ items: [Item], makeContext: () -> Context, _ transform: (Context, Item) -> Output
    ) -> [Output] {
        let workers = max(1, min(ProcessInfo.processInfo.activeProcessorCount, items.count))
        let next = Atomic<Int>(0)
        let results = Mutex<[Int: Output]>([:])
        withoutActuallyEscaping(makeContext) { makeContext in
            withoutActuallyEscaping(transform) { transform in
                let box = UnsafeSendable((makeContext, transform))
                DispatchQueue.concurrentPerform(iterations: workers) { _ in
                    let context = box.value.0()
                    while true {
                        let index = next.add(1, ordering: .relaxed).oldValue
                        guard index < items.count else { break }
                        let output = box.value.1(context, items[index])
                        results.withLock { $0[index] = output }
                    }
                }
            }
        }
        return results.withLock { collected in items.indices.map { collected[$0]! } }
    }

    static func map<Item: Sendable, Output: Sendable>(_ items: [Item], _ transform: (Item) -> Output) -> [Output] {
        map(items, makeContext: { () }, { _, item in transform(item) })
    }
}

/// Carries non-Sendable closures into `concurrentPerform`, which runs them before returning.
private struct UnsafeSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
