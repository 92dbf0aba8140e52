import CopyLintKit
import Foundation

/// Standard input, output and error as bytes, without line buffering surprises.
enum StandardStreams {
    /// Everything on standard input, read straight into one array (through `Data` it was held twice), sized
    /// up front when the input is a file.
    static func readAllInput() -> [UInt8] {
        var bytes: [UInt8] = []
        var status = stat()
        if fstat(STDIN_FILENO, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_size > 0 {
            bytes.reserveCapacity(Int(status.st_size) + 1)
        }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            bytes.append(contentsOf: chunk[..<count])
        }
        return bytes
    }

    static func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    /// Straight from the array to the file descriptor: reports run to tens of megabytes, and wrapping each
    /// chunk in `Data` first would copy it.
    static func write(_ bytes: [UInt8]) {
        // A failed write has nowhere left to be reported.
        _ = bytes.withUnsafeBytes { writeFully(STDOUT_FILENO, $0) }
    }

    static func writeError(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// Whether standard output is a terminal that wants colour.
    static var colorOutput: Bool {
        isatty(STDOUT_FILENO) != 0 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
    }
}
