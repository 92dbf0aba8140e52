import Dispatch
import Synchronization

/// Work shared out over every core with `DispatchQueue.concurrentPerform`, its outputs kept in order.
package enum ConcurrentOutputs {
    /// `body` of 0..<count on every core, its outputs in that order.
    package static func map<Output: Sendable>(_ count: Int, _ body: @Sendable (Int) -> Output) -> [Output] {
        let outputs = Mutex([Output?](repeating: nil, count: count))
        DispatchQueue.concurrentPerform(iterations: count) { index in
            let output = body(index)
            outputs.withLock { $0[index] = output }
        }
        return outputs.withLock { $0 }.map { $0! }
    }
}
