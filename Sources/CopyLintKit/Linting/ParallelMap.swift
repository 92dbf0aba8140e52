import CopyLowLevel
import Foundation
import Synchronization

/// Maps over items on every core. Each worker makes its own context (a checker with its ICU iterators)
/// once, since those are not thread-safe.
enum ParallelMap {
    /// Hands each output to `consume` in input order as soon as it and every output before it are done, so a
    /// caller can write results while later items are still being worked on, and need not keep them.
    /// `consume` runs on the workers, one call at a time: the worker that hands over an output the others
    /// waited for consumes, outside the lock, every output ready, while the others go on working. (Consumed
    /// under the lock, a worker that finished meanwhile waited for the other's writing to hand over its own, a
    /// kernel mutex spinning for the time of each write.)
    ///
    /// `oneAtATime`: when given, one worker takes the items one after another, in this order (indices into
    /// `items`); an item's own work can still use every core. Outputs are consumed in the items' order all the same.
    static func forEach<Item: Sendable, Context, Output: Sendable>(
        _ items: [Item], oneAtATime order: [Int]? = nil, makeContext: () -> Context,
        _ transform: (Context, Item) -> Output, consume: (Output) -> Void
    ) {
        let workers = order == nil ? max(1, min(AvailableCores.count, items.count)) : 1
        let next = Atomic<Int>(0)
        let delivery = Mutex(Delivery<Output>())
        withoutActuallyEscaping(makeContext) { makeContext in
            withoutActuallyEscaping(transform) { transform in
                withoutActuallyEscaping(consume) { consume in
                    let box = UnsafeSendable((makeContext, transform, consume))
                    DispatchQueue.concurrentPerform(iterations: workers) { _ in
                        let context = box.value.0()
                        while true {
                            let taken = next.add(1, ordering: .relaxed).oldValue
                            guard taken < items.count else { break }
                            let index = order?[taken] ?? taken
                            let output = box.value.1(context, items[index])
                            var ready = delivery.withLock { $0.handOver(output, at: index) }
                            while !ready.isEmpty {
                                for output in ready { box.value.2(output) }
                                ready = delivery.withLock { $0.takeReady() }
                            }
                        }
                    }
                }
            }
        }
    }

    /// Outputs done ahead of the next to consume, and whether a worker is consuming.
    private struct Delivery<Output> {
        private var next = 0
        private var waiting: [Int: Output] = [:]
        private var isConsuming = false

        /// Adds output `index`; the outputs now ready, in order, for the caller to consume (none when another
        /// worker is consuming: it takes them when it asks again).
        mutating func handOver(_ output: Output, at index: Int) -> [Output] {
            waiting[index] = output
            return isConsuming ? [] : takeReady()
        }

        /// The outputs ready, in order, which the caller is to consume; none, and the caller is done consuming.
        mutating func takeReady() -> [Output] {
            var ready: [Output] = []
            while let output = waiting.removeValue(forKey: next) {
                ready.append(output)
                next += 1
            }
            isConsuming = !ready.isEmpty
            return ready
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
