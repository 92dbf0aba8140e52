import CopyFormats
import CopyLintKit
import CopyLowLevel
import Foundation
import Synchronization

/// Standard input, output and error as bytes, without line buffering surprises.
///
/// A write that fails (a closed pipe, a full disk, a closed descriptor) is remembered, not raised: the run goes on
/// to finish what it started, writing nothing more to that stream, and then exits 74 (`exitIfWriteFailed`).
/// Foundation's `FileHandle.write` raised an exception instead, which killed the process mid-run.
enum StandardStreams {
    /// The error number of the first failed write to standard output, or 0.
    private static let outputFailure = Atomic<Int32>(0)
    /// The same, of standard error.
    private static let errorFailure = Atomic<Int32>(0)

    /// Everything on standard input (`StdinReader.readAll`).
    static func readAllInput() throws(InputError) -> InputBytes {
        try StdinReader.readAll(from: STDIN_FILENO)
    }

    static func write(_ text: String) {
        write(Array(text.utf8))
    }

    /// Straight from the array to the file descriptor: reports run to tens of megabytes, and wrapping each
    /// chunk in `Data` first would copy it.
    static func write(_ bytes: [UInt8]) {
        write(bytes.span)
    }

    /// The same, of bytes in place (a report's chunks, where the stream wrote them).
    static func write(_ bytes: Span<UInt8>) {
        write(bytes, to: STDOUT_FILENO, failure: outputFailure)
    }

    static func writeError(_ text: String) {
        write(Array(text.utf8).span, to: STDERR_FILENO, failure: errorFailure)
    }

    private static func write(_ bytes: Span<UInt8>, to descriptor: Int32, failure: borrowing Atomic<Int32>) {
        guard failure.load(ordering: .relaxed) == 0 else { return }
        if let code = writeFully(descriptor, bytes) { failure.store(code, ordering: .relaxed) }
    }

    /// Ends the process with 74 (EX_IOERR) when a write to standard output or error failed, saying so on standard
    /// error when that still works.
    static func exitIfWriteFailed() {
        let output = outputFailure.load(ordering: .relaxed)
        let error = errorFailure.load(ordering: .relaxed)
        guard output != 0 || error != 0 else { return }
        if output != 0 { writeError("error: cannot write standard output: \(String(cString: strerror(output)))\n") }
        exit(ExitStatus.ioError.rawValue)
    }

    /// Whether standard output is a terminal that wants colour.
    static var colorOutput: Bool {
        isatty(STDOUT_FILENO) != 0 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
    }
}
