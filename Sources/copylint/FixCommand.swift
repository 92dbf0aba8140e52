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
        let (linter, _) = try stdin.linter()
        let records = try stdin.readRecords()
        let fixed = linter.fix(records)
        var output = ""
        for (record, text) in zip(records, fixed) {
            output += (record.json.map { StdinReader.echo($0, text: text) } ?? text) + "\n"
        }
        StandardStreams.write(output)
    }
}
