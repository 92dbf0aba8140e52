import ArgumentParser

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
}
