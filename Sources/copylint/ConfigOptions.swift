import ArgumentParser
import Foundation
import CopyLintKit
import CopyRules

/// The settings every checking command shares: the configuration file, the rules to run, and the platform and
/// edition they judge for. Typed, so that help, validation and shell completions come from the types.
struct ConfigOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The configuration file (default: .copylint.yml in the current folder or a parent; "
                               + "files in subfolders apply to their folders).", valueName: "file"),
            completion: .file(extensions: ["yml", "yaml"]))
    var config: String?

    @Option(name: .customLong("only-rule"), help: ArgumentHelp("Run only this rule (repeatable).", valueName: "rule"),
            completion: .list(RuleRegistry.descriptions.map(\.identifier)))
    var onlyRules: [String] = []

    @Option(help: ArgumentHelp("The platform the copy is for (default: ios).", valueName: "platform"))
    var platform: Platform?

    @Option(help: ArgumentHelp("Which HIG edition decides alert-title style (default: 2021).", valueName: "edition"))
    var edition: Edition?

    func validate() throws {
        // An unknown rule is a mistake whether or not a configuration file is found (it would run nothing).
        let problems = onlyRules.compactMap { Configuration.unknownRule($0).map(ControlEscape.escaped) }
        if !problems.isEmpty { throw ValidationError(problems.joined(separator: "\n")) }
    }

    /// The configuration file that applies to the current folder, if any.
    var path: String? { config ?? Configuration.find(startingAt: FileManager.default.currentDirectoryPath) }

    /// The configuration; a bad file prints every problem with its line and exits 78 (EX_CONFIG).
    func load() throws -> Configuration {
        guard let path else { return Configuration() }
        return try Self.load(path: path)
    }

    /// One configuration file, or exit 78 with its problems.
    static func load(path: String) throws -> Configuration {
        do {
            return try Configuration.load(path: path)
        } catch let error as ConfigurationError {
            // One line a problem: the file's name and the YAML it quotes are escaped, the lines between them not.
            for problem in error.all { StandardStreams.writeErrorLine(problem.formatted) }
            throw ExitStatus.configError
        }
    }
}

extension Platform: ExpressibleByArgument {}
extension Edition: ExpressibleByArgument {}
extension Role: ExpressibleByArgument {}
