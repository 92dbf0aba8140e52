import Dispatch

/// Work started on another thread, for work that can run beside the caller's; `value()` waits for it. Work that
/// cannot fail (`Failure` is `Never`) gives its value without `try`.
package final class BackgroundTask<Value: Sendable, Failure: Error>: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    // Written once by the worker before it signals `done`, read only after waiting on it.
    private var result: Result<Value, Failure>?

    package init(_ body: @escaping @Sendable () throws(Failure) -> Value) {
        DispatchQueue.global().async {
            self.result = Result { () throws(Failure) -> Value in try body() }
            self.done.signal()
        }
    }

    package func value() throws(Failure) -> Value {
        done.wait()
        done.signal()  // so a second call does not wait forever
        return try result!.get()
    }
}
