import CopyLowLevel

/// The messages of a checker's diagnostics, each held once. A rule words most of its findings alike ("Three periods
/// instead of an ellipsis…"), and a large file's findings, held until they are reported, each held its own copy:
/// 18 MB of a 200,000-string catalog's peak. Compared by their bytes, as keys are: a message that quotes its string
/// keeps that string's bytes, whatever its Unicode form.
struct SharedMessages {
    private var messages = Set<ByteKey>()
    /// The most messages held at once: messages that quote their string are each new.
    let limit: Int

    init(limit: Int = 1_024) {
        self.limit = limit
    }

    /// The number of messages held.
    var count: Int { messages.count }

    /// Gives each diagnostic the copy of its message held, holding those not seen yet.
    mutating func share(_ diagnostics: inout [Diagnostic]) {
        for index in diagnostics.indices {
            let message = ByteKey(diagnostics[index].message)
            if let shared = messages.firstIndex(of: message) {
                diagnostics[index].message = messages[shared].string
            } else {
                if messages.count >= limit { messages.removeAll() }
                messages.insert(message)
            }
        }
    }
}
