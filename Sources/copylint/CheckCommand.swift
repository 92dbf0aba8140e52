import ArgumentParser
import CopyLintKit

/// `copylint check -`: diagnostics for strings on standard input.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check strings read from standard input.",
        discussion: "Example: printf 'Ok\\nYes\\n' | copylint check --role alert.button -"
    )

    @OptionGroup var stdin: StdinOptions
    @OptionGroup var output: OutputOptions

    func run() throws {
        let (linter, severities) = try stdin.linter()
        let records = try stdin.readRecords()
        func configured(_ findings: [Finding]) -> [Finding] {
            guard !severities.isEmpty else { return findings }
            var findings = findings
            for index in findings.indices {
                findings[index].diagnostic.severity = severities[findings[index].diagnostic.rule] ?? findings[index].diagnostic.severity
            }
            return findings
        }
        if let reporter = output.streamingReporter {
            let stream = try output.stream(reporter)
            stream.summary.strings = records.count
            linter.check(records) { stream.add(configured($0)) }
            throw output.finish(stream)
        }
        let findings = configured(linter.check(records))
        var summary = Summary()
        summary.strings = records.count
        findings.forEach { summary.count($0) }
        throw output.emit(findings, summary: summary)
    }
}
