import ArgumentParser
import Foundation
import CopyLintKit

/// `--config FILE`, or the `.copylint.yml` found in the current folder or a parent.
struct ConfigOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The configuration file (default: .copylint.yml in the current folder or a parent).", valueName: "file"))
    var config: String?

    @Option(name: .customLong("only-rule"), help: ArgumentHelp("Run only this rule (repeatable).", valueName: "rule"))
    var onlyRules: [String] = []

    /// The configuration; a bad file prints every problem with its line and exits 78 (EX_CONFIG).
    func load() throws -> Configuration {
        let path = config ?? Configuration.find(startingAt: FileManager.default.currentDirectoryPath)
        guard let path else { return Configuration() }
        do {
            let configuration = try Configuration.load(path: path)
            let unknown = onlyRules.filter { !configuration.knownRules.contains($0) }
            if !unknown.isEmpty {
                StandardStreams.writeError("error: unknown rule \(unknown.map { "'\($0)'" }.joined(separator: ", ")). Run 'copylint rules' for the list.\n")
                throw ExitStatus.usage
            }
            return configuration
        } catch let error as ConfigurationError {
            StandardStreams.writeError(error.description + "\n")
            throw ExitStatus.configError
        }
    }
}
