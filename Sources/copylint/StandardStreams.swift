import Foundation

/// Standard input, output and error as bytes, without line buffering surprises.
enum StandardStreams {
    static func readAllInput() -> [UInt8] {
        [UInt8](FileHandle.standardInput.readDataToEndOfFile())
    }

    static func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    /// Straight from the array to the file descriptor: reports run to tens of megabytes, and wrapping each
    /// chunk in `Data` first would copy it.
    static func write(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { writeFully(STDOUT_FILENO, $0) }
    }

    static func writeError(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// Whether standard output is a terminal that wants colour.
    static var colorOutput: Bool {
        isatty(STDOUT_FILENO) != 0 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
    }
}

/// Writes all of a buffer, past partial writes and interruptions; gives up on any other error, as there is
/// nowhere left to report it. (A free function, so `write` here is the system call, not `StandardStreams.write`.)
private func writeFully(_ descriptor: Int32, _ buffer: UnsafeRawBufferPointer) {
    var offset = 0
    while offset < buffer.count {
        let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        if written < 0 {
            if errno == EINTR { continue }
            return
        }
        offset += written
    }
}
