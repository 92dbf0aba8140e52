import CopyLowLevel
import Dispatch

/// Lets go of large values on another thread. A 200,000-string file's entries and diagnostics, and the index of
/// its source table, took a few tenths of a second to free on the worker that had linted it, after the work and
/// before its report could be written, while the other core stood idle. Only for large values: a small file's read,
/// freed by another thread than the one that made it, cost more than it saved (a lint of the corpus took 8% longer).
enum BackgroundRelease {
    /// Hands `value` over to a thread of the global queue, which frees it (or whatever part of it nothing else
    /// holds). A process that ends first never frees it, which is as good.
    static func release<Value>(_ value: consuming Value) {
        let box = UnsafeSendable(value)
        DispatchQueue.global(qos: .utility).async { withExtendedLifetime(box) {} }
    }
}
