/// A unified diff (`diff -u`, three lines of context) of a file's bytes before and after fixing, for
/// `lint --fix --dry-run`. Fix-its rarely add or remove lines: lines are compared one to one where the counts
/// match, and otherwise the changed middle (after the common first and last lines) is one hunk.
enum UnifiedDiff {
    private static let context = 3

    static func render(path: String, old: [UInt8], new: [UInt8]) -> String {
        let before = lines(old), after = lines(new)
        // As git names them: "a/" and "b/" before the path, an absolute path's first slash left out; a line
        // break in the name escaped, as in every other line that names a file (`ControlEscape`).
        let name = ControlEscape.escaped(path.hasPrefix("/") ? String(path.dropFirst()) : path)
        var output = "--- a/\(name)\n+++ b/\(name)\n"
        for hunk in hunks(before, after) {
            output += "@@ -\(range(hunk.old)) +\(range(hunk.new)) @@\n"
            var oldLine = hunk.old.lowerBound, newLine = hunk.new.lowerBound
            // Context and changes in order: where the counts match, line by line; otherwise all removals first.
            if before.count == after.count {
                while oldLine < hunk.old.upperBound {
                    if before[oldLine] == after[newLine] {
                        output += " " + before[oldLine]
                    } else {
                        output += "-" + before[oldLine] + "+" + after[newLine]
                    }
                    oldLine += 1
                    newLine += 1
                }
            } else {
                for line in before[hunk.old] { output += "-" + line }
                for line in after[hunk.new] { output += "+" + line }
            }
        }
        return output
    }

    /// Lines with their line ends ("\n" added, with the diff's note, to a last line that has none).
    private static func lines(_ bytes: [UInt8]) -> [String] {
        var lines: [String] = []
        var start = 0
        for index in bytes.indices where bytes[index] == 0x0A {
            lines.append(String(decoding: bytes[start...index], as: UTF8.self))
            start = index + 1
        }
        if start < bytes.count { lines.append(String(decoding: bytes[start...], as: UTF8.self) + "\n\\ No newline at end of file\n") }
        return lines
    }

    private struct Hunk {
        var old: Range<Int>
        var new: Range<Int>
    }

    private static func hunks(_ before: [String], _ after: [String]) -> [Hunk] {
        guard before.count == after.count else {
            var prefix = 0
            while prefix < min(before.count, after.count), before[prefix] == after[prefix] { prefix += 1 }
            var suffix = 0
            while suffix < min(before.count, after.count) - prefix, before[before.count - 1 - suffix] == after[after.count - 1 - suffix] { suffix += 1 }
            let start = max(0, prefix - context)
            return [Hunk(old: start..<min(before.count, before.count - suffix + context), new: start..<min(after.count, after.count - suffix + context))]
        }
        var hunks: [Hunk] = []
        for line in before.indices where before[line] != after[line] {
            let range = max(0, line - context)..<min(before.count, line + 1 + context)
            if let last = hunks.last, last.old.upperBound >= range.lowerBound {
                hunks[hunks.count - 1] = Hunk(old: last.old.lowerBound..<range.upperBound, new: last.old.lowerBound..<range.upperBound)
            } else {
                hunks.append(Hunk(old: range, new: range))
            }
        }
        return hunks
    }

    /// "start,count", 1-based; an empty range names the line before it.
    private static func range(_ lines: Range<Int>) -> String {
        lines.isEmpty ? "\(lines.lowerBound),0" : "\(lines.lowerBound + 1),\(lines.count)"
    }
}
