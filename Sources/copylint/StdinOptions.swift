import ArgumentParser
import CopyLintKit
import CopyRules

/// Options shared by `check` and `fix`, which read strings from standard input.
struct StdinOptions: ParsableArguments {
    @OptionGroup var configuration: ConfigOptions

    @Argument(help: "Read strings from standard input ('-', the default).")
    var source: String = "-"

    @Option(help: ArgumentHelp("The role of every plain-text line (default: guessed from the text's shape).", valueName: "role"))
    var role: Role?

    @Option(help: "The locale of every string that does not name its own.")
    var locale: String = "en"

    @Option(help: "How standard input is read: 'lines' (one string a line) or 'jsonl' (one JSON object a line with \"text\" and optional \"role\", \"locale\", \"key\", \"comment\", \"group\").")
    var input: StdinReader.Format = .lines

    func validate() throws {
        if source != "-" {
            throw ValidationError("'\(ControlEscape.escaped(source))' is not standard input: 'check' and 'fix' read strings from '-'.")
        }
    }

    /// Whether standard input is JSON Lines (else plain lines).
    var isJSONLines: Bool { input == .jsonl }

    /// The records on standard input; unreadable input exits 65 with the line. Plain lines become records
    /// only as they are checked (`LineRecords`).
    func readRecords() throws -> any StdinRecords {
        do {
            let bytes = try StandardStreams.readAllInput()
            return isJSONLines ? try StdinReader.records(from: bytes, format: .jsonl) : try StdinReader.lineRecords(from: bytes)
        } catch let error as InputError {
            StandardStreams.writeErrorLine(error.description)
            throw ExitStatus.dataError
        }
    }

    /// The linter the configuration and flags set up, and the severity overrides to apply to its findings.
    /// `fixing`: its findings are only applied (`copylint fix`), so rules that offer no fix-it do not run.
    func linter(fixing: Bool = false) throws -> (StdinLinter, [String: Severity]) {
        let config = try configuration.load()
        let options = config.lintOptions(platform: configuration.platform, edition: configuration.edition,
                                         onlyRules: Set(configuration.onlyRules))
        let store = config.dictionaryStore()
        let makeChecker = {
            Checker(store: store, options: options.ruleOptions, enabled: options.enabledRules, named: options.namedRules,
                    fixableOnly: fixing)
        }
        let linter = StdinLinter(checker: makeChecker(), defaultRole: role, defaultLocale: locale, makeChecker: makeChecker)
        linter.startBuildingLexicon()
        return (linter, options.severities)
    }
}

extension StdinReader.Format: ExpressibleByArgument {}
