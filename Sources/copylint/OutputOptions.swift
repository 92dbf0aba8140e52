import ArgumentParser
import CopyLintKit
import CopyRules

/// How results are printed and when the run fails.
struct OutputOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Output format: \(Reporters.names.joined(separator: ", ")).", valueName: "format"))
    var format: String = "text"

    @Flag(help: "Fail (exit 1) on warnings too, not only on errors.")
    var strict = false

    func validate() throws {
        if !Reporters.names.contains(format) {
            throw ValidationError("unknown format '\(format)'. Formats: \(Reporters.names.joined(separator: ", "))")
        }
    }

    var failingSeverity: Severity { strict ? .warning : .error }

    /// Prints the findings in the chosen format and returns the exit status they call for.
    func emit(_ findings: [Finding], summary: Summary) -> ExitCode {
        let output: String
        switch format {
        case JSONReporter.name: output = JSONReporter().report(findings, summary: summary)
        default:
            output = TextReporter(colored: StandardStreams.colorOutput).report(findings, summary: summary)
            if !findings.isEmpty {
                StandardStreams.writeError("\(summary.errors) errors, \(summary.warnings) warnings, \(summary.infos) infos in \(summary.strings) strings (\(summary.fixable) fixable)\n")
            }
        }
        StandardStreams.write(output)
        return summary.count(atLeast: failingSeverity) > 0 ? ExitStatus.findings : ExitStatus.clean
    }
}
