import ArgumentParser
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
        // Written a chunk at a time as the chunks are done, in input order.
        var index = 0
        linter.fix(records) { fixed in
            var output = ""
            for text in fixed {
                let json = stdin.isJSONLines ? records[index].json : nil
                output += (json.map { StdinReader.echo($0, text: text) } ?? text) + "\n"
                index += 1
            }
            StandardStreams.write(output)
        }
    }
}
