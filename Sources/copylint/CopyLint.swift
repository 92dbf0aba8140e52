import ArgumentParser
import Foundation

/// The `copylint` command: checks app copy against Apple's Human Interface Guidelines.
@main
struct CopyLint: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "copylint",
        abstract: "Check the copy of Apple-platform apps against the Human Interface Guidelines, in every language.",
        version: "0.1.0",
        subcommands: [LintCommand.self, CheckCommand.self, FixCommand.self, PretranslateCommand.self, EntriesCommand.self,
                      RulesCommand.self, ExplainCommand.self],
        // `copylint` alone lints the current folder, as `swiftlint` does.
        defaultSubcommand: LintCommand.self
    )

    /// As `ParsableCommand.main`, but a failed write to standard output or error ends the run with 74 once the
    /// command is done (`StandardStreams`). A closed pipe is such a failure, not a signal that kills the process
    /// part-way through `--fix`.
    static func main() {
        signal(SIGPIPE, SIG_IGN)
        var failure: (any Error)?
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            failure = error
        }
        StandardStreams.exitIfWriteFailed()
        exit(withError: failure)
    }
}
