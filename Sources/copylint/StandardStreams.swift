import CopyFormats
import CopyLintKit
import Foundation

/// Standard input, output and error as bytes, without line buffering surprises.
enum StandardStreams {
    /// Everything on standard input (`StdinReader.readAll`).
    static func readAllInput() throws(InputError) -> InputBytes {
        try StdinReader.readAll(from: STDIN_FILENO)
    }

    static func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    /// Straight from the array to the file descriptor: reports run to tens of megabytes, and wrapping each
    /// chunk in `Data` first would copy it.
    static func write(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { write($0) }
    }

    /// The same, of bytes in place (a report's chunks, where the stream wrote them).
    static func write(_ bytes: UnsafeRawBufferPointer) {
        // A failed write has nowhere left to be reported.
        _ = writeFully(STDOUT_FILENO, bytes)
    }

    static func writeError(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// Whether standard output is a terminal that wants colour.
    static var colorOutput: Bool {
        isatty(STDOUT_FILENO) != 0 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
    }
}
