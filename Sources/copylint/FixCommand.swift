import ArgumentParser
import CopyFormats
import CopyLintKit

/// `copylint fix -`: standard input with every safe fix-it applied, one string per input line.
struct FixCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fix",
        abstract: "Print each string from standard input with its fix-its applied, in input order.",
        discussion: "With --input jsonl each object is printed back with its \"text\" corrected."
    )

    @OptionGroup var stdin: StdinOptions

    func run() throws {
        let (linter, _) = try stdin.linter(fixing: true)
        let records = try stdin.readRecords()
        // Read once: each read of an option group's property goes through the argument parser's generic metadata,
        // a visible cost when it was read per line.
        let isJSONLines = stdin.isJSONLines
        // Plain lines: each chunk's fixed lines as the workers wrote them, straight to standard output.
        guard isJSONLines else {
            linter.fixedLines(records) { StandardStreams.write($0) }
            return
        }
        // Written a chunk at a time as the chunks are done, in input order; `index`: the next record's (JSON Lines).
        var index = 0
        // Bytes copied into one array per chunk, written straight to the descriptor: appending to a String (and
        // its copy into `Data` to write it) was a visible cost on large inputs.
        linter.fix(records) { fixed in
            let lines = fixed.map { text -> String in
                defer { index += 1 }
                return records[index].json.map { StdinReader.echo($0, text: text) } ?? text
            }
            // Sized first, so that the array is allocated once for the chunk.
            var size = 0
            for line in lines { size += line.utf8.count + 1 }
            var output: [UInt8] = []
            output.reserveCapacity(size)
            for line in lines {
                output.append(contentsOf: line.utf8)
                output.append(0x0A)
            }
            StandardStreams.write(output)
        }
    }
}
