import Dispatch

/// Work started on another thread, for work that can run beside the caller's; `value()` waits for it.
final class BackgroundTask<Value: Sendable>: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    // Written once by the worker before it signals `done`, read only after waiting on it.
    private var result: Result<Value, any Error>?

    init(_ body: @escaping @Sendable () throws -> Value) {
        DispatchQueue.global().async {
            self.result = Result(catching: body)
            self.done.signal()
        }
    }

    func value() throws -> Value {
        done.wait()
        done.signal()  // so a second call does not wait forever
        return try result!.get()
    }
}
