import CopyLintKit

extension StandardStreams {
    /// Writes one line to standard error, its control characters escaped (`ControlEscape`): notes and errors
    /// name files and quote strings a pull request controls, and a line break or an escape sequence in them
    /// would forge lines in a CI log or drive the terminal.
    static func writeErrorLine(_ line: String) {
        writeError(ControlEscape.escaped(line) + "\n")
    }
}
