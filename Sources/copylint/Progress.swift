import Foundation
import Synchronization

/// "Linting 412/1224 files" on standard error, for runs that take over a second and only on a terminal:
/// pipes and CI logs stay clean.
final class Progress: Sendable {
    private let total: Int
    private let start = Date()
    private let enabled: Bool
    private let shown = Atomic<Bool>(false)

    init(total: Int) {
        self.total = total
        enabled = isatty(STDERR_FILENO) != 0 && ProcessInfo.processInfo.environment["CI"] == nil
    }

    func update(_ done: Int) {
        guard enabled, Date().timeIntervalSince(start) > 1 else { return }
        shown.store(true, ordering: .relaxed)
        StandardStreams.writeError("\r\u{1B}[KLinting \(done)/\(total) files")
    }

    /// Clears the line if anything was shown, so output written next starts at the left margin.
    func clear() {
        if shown.load(ordering: .relaxed) { StandardStreams.writeError("\r\u{1B}[K") }
    }

    /// Clears the line if anything was shown.
    func finish() {
        if shown.load(ordering: .relaxed) { StandardStreams.writeError("\r\u{1B}[K") }
    }
}
