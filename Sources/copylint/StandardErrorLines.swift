import CopyLintKit

extension StandardStreams {
    /// Writes one line to standard error, its control characters escaped (`ControlEscape`): notes and errors
    /// name files and quote strings a pull request controls, and a line break or an escape sequence in them
    /// would forge lines in a CI log or drive the terminal.
    static func writeErrorLine(_ line: String) {
        writeError(ControlEscape.escaped(line) + "\n")
    }

    /// Writes lines to standard error as `writeErrorLine` does, a few thousand to a write: a run that fixes
    /// 80,000 strings announces each, and a write for each line took a tenth of a second.
    static func writeErrorLines(_ lines: [String]) {
        var text = ""
        for line in lines {
            text += ControlEscape.escaped(line)
            text += "\n"
            if text.utf8.count >= 1 << 16 {
                writeError(text)
                text = ""
            }
        }
        if !text.isEmpty { writeError(text) }
    }
}
