import CopyFormats
import CopyLowLevel
import CopyRules

/// A value computed from a finding's string, kept for the findings that follow on the same string. A string's
/// findings come one after another and share its storage, so recognising it costs a pointer comparison; a
/// long string with thousands of findings made per-finding work over the whole string quadratic.
final class LastTextMemo<Value> {
    private var last: (text: String, value: Value)?

    func value(for text: String, _ make: (String) -> Value) -> Value {
        // Bytes, not `==`: canonically equivalent strings can place their scalars differently.
        if let last, sameBytes(last.text, text) { return last.value }
        let value = make(text)
        last = (text, value)
        return value
    }
}
