import Dispatch
import Synchronization

/// Maps over items on the caller's thread, helped by cores that are idle: the way to spread one large file's work
/// (reading it, checking it) from inside `ParallelMap.forEach`. There, a nested `concurrentPerform` runs on its
/// caller's thread alone (libdispatch divides the cores by the outer loop's width), so when the other file's worker
/// finishes early, its core stays idle while this file's work goes on. Helpers are asked of the global queue
/// instead: they start when the queue has a thread for them, take items while any are left, and one that starts
/// too late does nothing.
/// (Threads of their own would do the same, each with a malloc arena of its own: a catalog's lint took 100 MB more.)
package enum HelpedMap {
    /// Every output, in input order. Each context is used by one thread at a time (a checker's caches and ICU
    /// iterators are not thread-safe); the first is the caller's. Items are taken one at a time, so a thread that
    /// gets a core more often takes more of them.
    package static func map<Item, Context, Output>(_ items: [Item], contexts: [Context],
                                           _ transform: (Context, Item) -> Output) -> [Output] {
        guard contexts.count > 1, items.count > 1 else {
            return items.map { transform(contexts[0], $0) }
        }
        let outputs = Mutex<[Int: Output]>([:])
        withoutActuallyEscaping(transform) { transform in
            let next = Atomic<Int>(0)
            let shared = Shared(work: { worker in
                while true {
                    let index = next.add(1, ordering: .relaxed).oldValue
                    guard index < items.count else { break }
                    let output = UnsafeSendable(transform(contexts[worker], items[index]))
                    outputs.withLock { $0[index] = output.value }
                }
            })
            for worker in 1..<min(contexts.count, items.count) {
                DispatchQueue.global().async { shared.help(worker) }
            }
            shared.work?(0)
            shared.finish()
        }
        return outputs.withLock { outputs in items.indices.map { outputs.removeValue(forKey: $0)! } }
    }

    /// Every output, in input order, on up to `threads` threads (the caller's among them), for work that needs
    /// no context of its own.
    package static func map<Item, Output>(_ items: [Item], threads: Int, _ transform: (Item) -> Output) -> [Output] {
        let contexts: [Void] = Array(repeating: (), count: max(1, threads))
        return map(items, contexts: contexts) { _, item in transform(item) }
    }

    /// The output of each part of `count` positions (`parts(of:threads:)`), in order, on up to `threads` threads.
    package static func map<Output>(partsOf count: Int, threads: Int,
                                    _ transform: (Range<Int>) -> Output) -> [Output] {
        map(parts(of: count, threads: threads), threads: threads, transform)
    }

    /// `first()` and `second()`, at once when `threads` is more than one and a core is free (either may run on the
    /// caller, the other on a helper), else one after the other on the caller.
    package static func both<First, Second>(threads: Int, _ first: () -> First,
                                            and second: () -> Second) -> (First, Second) {
        let outputs = map([true, false], threads: min(threads, 2)) { isFirst -> (First?, Second?) in
            isFirst ? (first(), nil) : (nil, second())
        }
        return (outputs[0].0!, outputs[1].1!)
    }

    /// `count` positions in parts for `threads` threads: one part for one thread, else four for each, so that a
    /// thread that gets a core more often takes more of them.
    package static func parts(of count: Int, threads: Int) -> [Range<Int>] {
        parts(of: count, into: threads <= 1 ? 1 : 4 * threads)
    }

    /// `count` positions in `parts` ranges of nearly equal length, in order (some empty when there are fewer
    /// positions than parts).
    package static func parts(of count: Int, into parts: Int) -> [Range<Int>] {
        (0..<parts).map { (count * $0 / parts)..<(count * ($0 + 1) / parts) }
    }

    /// The elements of `parts` in order, each part let go once its elements are moved: the whole is not held twice.
    package static func joined<Element>(_ parts: consuming [[Element]]) -> [Element] {
        guard parts.count > 1 else { return parts.first ?? [] }
        var joined: [Element] = []
        joined.reserveCapacity(parts.reduce(0) { $0 + $1.count })
        parts.reverse()
        while let part = parts.popLast() { joined += part }
        return joined
    }

    /// `joined(_:)` on up to `threads` threads: each part's elements are copied into their place in the whole by
    /// the thread that takes the part, which then lets the part go. (A large file's parts, joined by one thread,
    /// left the other cores idle between two steps that use them all.) `adjusting`, when given, changes each
    /// element as it is copied, told the number of its part. `PlainVersionProperties` holds it to `joined(_:)`.
    package static func joined<Element>(_ parts: consuming [[Element]], threads: Int,
                                        adjusting adjust: ((Int, inout Element) -> Void)? = nil) -> [Element] {
        let total = parts.reduce(0) { $0 + $1.count }
        guard threads > 1, parts.count > 1, total >= minimumJoinedInParts else {
            guard let adjust else { return joined(parts) }
            var joined: [Element] = []
            joined.reserveCapacity(total)
            for number in parts.indices {
                for var element in parts[number] {
                    adjust(number, &element)
                    joined.append(element)
                }
                parts[number] = []
            }
            return joined
        }
        var starts: [Int] = []
        starts.reserveCapacity(parts.count)
        var start = 0
        for number in parts.indices {
            starts.append(start)
            start += parts[number].count
        }
        let starting = starts
        return parts.withUnsafeMutableBufferPointer { parts in
            let sources = UnsafeSendable(parts)
            return Array(unsafeUninitializedCapacity: total) { whole, initialized in
                let target = UnsafeSendable(whole)
                _ = map(Array(sources.value.indices), threads: threads) { number in
                    // Each part is read and let go by the one thread that took it.
                    sources.value[number].withUnsafeBufferPointer { part in
                        guard let first = part.baseAddress else { return }
                        let place = target.value.baseAddress! + starting[number]
                        guard let adjust else {
                            place.initialize(from: first, count: part.count)
                            return
                        }
                        for offset in part.indices {
                            var element = part[offset]
                            adjust(number, &element)
                            (place + offset).initialize(to: element)
                        }
                    }
                    sources.value[number] = []
                }
                initialized = total
            }
        }
    }

    /// A copy of `array` of its own, made on up to `threads` threads, for an array about to be changed in place:
    /// the copy its first change makes took one core while the others waited (a large file's entries).
    /// `PlainVersionProperties` holds it to the array.
    package static func copied<Element>(_ array: [Element], threads: Int) -> [Element] {
        guard threads > 1, array.count >= minimumJoinedInParts else { return array }
        let parts = parts(of: array.count, threads: threads)
        return array.withUnsafeBufferPointer { source in
            let source = UnsafeSendable(source)
            return Array(unsafeUninitializedCapacity: array.count) { whole, initialized in
                let target = UnsafeSendable(whole)
                _ = map(parts, threads: threads) { part in
                    (target.value.baseAddress! + part.lowerBound)
                        .initialize(from: source.value.baseAddress! + part.lowerBound, count: part.count)
                }
                initialized = array.count
            }
        }
    }

    /// Fewer elements than this are joined or copied on the caller's thread: waking a helper costs more.
    static let minimumJoinedInParts = 4_096

    /// The work the helpers share, and who is at it. A helper's block outlives the map when it starts late; it
    /// reaches the work only through this box, which lets go of it (before `transform` stops being valid) once
    /// the caller is done and every helper that entered has left.
    private final class Shared: @unchecked Sendable {
        private(set) var work: ((Int) -> Void)?
        private let state = Mutex((isFinished: false, active: 0))
        private let allLeft = DispatchSemaphore(value: 0)

        init(work: @escaping (Int) -> Void) { self.work = work }

        /// Does the work as helper `worker` when it starts before the caller is done; nothing once it is.
        func help(_ worker: Int) {
            guard enter() else { return }
            // Called, not held in a local: the work is let go before the helper leaves.
            work!(worker)
            leave()
        }

        private func enter() -> Bool {
            state.withLock { state in
                guard !state.isFinished else { return false }
                state.active += 1
                return true
            }
        }

        private func leave() {
            let isLast = state.withLock { state in
                state.active -= 1
                return state.isFinished && state.active == 0
            }
            if isLast { allLeft.signal() }
        }

        /// Called by the caller once no item is left to take: waits for the helpers still at an item.
        func finish() {
            let mustWait = state.withLock { state in
                state.isFinished = true
                return state.active > 0
            }
            if mustWait { allLeft.wait() }
            work = nil
        }
    }
}

/// Carries non-Sendable values (closures, buffers) to work that runs before its caller returns.
package struct UnsafeSendable<Value>: @unchecked Sendable {
    package let value: Value
    package init(_ value: Value) { self.value = value }
}
