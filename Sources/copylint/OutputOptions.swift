import ArgumentParser
import CopyLintKit
import CopyLowLevel
import CopyRules
import Foundation

/// How results are printed and when the run fails.
struct OutputOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Output format.", valueName: "format"))
    var format: ReportFormat = ReportFormat(TextReporter.name)

    @Option(name: .customLong("output"), help: ArgumentHelp("Write the report to this file instead of standard output.", valueName: "file"))
    var outputFile: String?

    @Option(help: ArgumentHelp("Leave out the findings recorded in this baseline file (see --write-baseline).", valueName: "file"))
    var baseline: String?

    @Option(help: ArgumentHelp("Record every finding in this baseline file; they pass from then on, this run included.", valueName: "file"))
    var writeBaseline: String?

    @Flag(help: "Fail (exit 1) on warnings too, not only on errors.")
    var strict = false

    @Flag(help: "Never fail on findings (exit 0 unless the input or the command line is wrong).")
    var lenient = false

    @Flag(help: "Leave out info-level findings and the summary line.")
    var quiet = false

    func validate() throws {
        if strict && lenient {
            throw ValidationError("--strict and --lenient contradict each other: choose one.")
        }
        if let outputFile, let writeBaseline, ReportFile.resolved(outputFile) == ReportFile.resolved(writeBaseline) {
            throw ValidationError("--output and --write-baseline name the same file: the report would replace the baseline.")
        }
    }

    /// Exits 73 when the report or the baseline cannot be written where asked, before anything is linted or fixed:
    /// found at the end, the files would already be rewritten.
    func checkWritable() throws(ExitCode) {
        for path in [outputFile, writeBaseline].compactMap({ $0 }) {
            do throws(ReportFile.Failure) {
                try ReportFile.checkWritable(path)
            } catch {
                StandardStreams.writeErrorLine("error: \(error)")
                throw ExitStatus.cantCreate
            }
        }
    }

    var failingSeverity: Severity { strict ? .warning : .error }

    /// Refuses a report or baseline path that is one of the files being linted: writing the report would
    /// replace the localisation file.
    func refuseOverwriting(_ files: [String]) throws(ExitCode) {
        let targets = [outputFile, writeBaseline].compactMap { $0 }.map(ReportFile.resolved)
        guard !targets.isEmpty else { return }
        for file in files where targets.contains(ReportFile.resolved(file)) {
            StandardStreams.writeErrorLine("error: \(file) is one of the files being linted: the report would replace it. Choose another --output or --write-baseline path.")
            throw ExitStatus.usage
        }
    }

    /// The reporter to stream through, when findings can be written as they come: the format allows it and no
    /// baseline needs them all first.
    var streamingReporter: (any StreamingReporter)? {
        guard baseline == nil, writeBaseline == nil else { return nil }
        return Reporters.make(name: format.name, colored: outputFile == nil && StandardStreams.colorOutput) as? any StreamingReporter
    }

    /// A stream for a report: to standard output, or to `--output`'s file, which `finish` puts in place.
    func stream(_ reporter: any StreamingReporter, beforeWriting: @escaping () -> Void = {}) throws(ExitCode) -> ReportStream {
        guard let outputFile else {
            return ReportStream(reporter, quiet: quiet, writingBytes: { bytes in
                beforeWriting()
                StandardStreams.write(bytes)
            })
        }
        do {
            let file = try ReportFile(path: outputFile)
            return ReportStream(reporter, quiet: quiet, file: file)
        } catch {
            StandardStreams.writeErrorLine("error: \(error)")
            throw ExitStatus.cantCreate
        }
    }

    /// Reports a file run as `run` hands over each file's result, in order: what `emit(_ results:)` writes for
    /// all of them, written file by file.
    func emit(streamingTo reporter: any StreamingReporter, beforeWriting: @escaping () -> Void = {}, _ run: ((FileResult) -> Void) -> Void) -> ExitCode {
        let stream: ReportStream
        do {
            stream = try self.stream(reporter, beforeWriting: beforeWriting)
        } catch {
            return error
        }
        var problem = FileProblems()
        run { result in
            problem.note(result, in: &stream.summary)
            // A file that could be read (nearly every one) adds no finding of its own: joined with none, a large
            // file's findings were copied whole (29 MB of a 200,000-key catalog's, at the end of its lint).
            let unreadable = unreadableFindings(result)
            stream.add(unreadable.isEmpty ? result.findings : result.findings + unreadable)
        }
        let status = finish(stream)
        return status == ExitStatus.cantCreate ? status : problem.status ?? status
    }

    /// A file that cannot be read, as a finding for the machine-readable formats (SARIF makes it a tool execution
    /// notification): CI that reads only the report sees it. The text and Xcode formats have it on standard error.
    private func unreadableFindings(_ result: FileResult) -> [Finding] {
        guard let error = result.error, format.name != TextReporter.name, format.name != XcodeReporter.name else { return [] }
        return [Finding(unreadable: error)]
    }

    /// What went wrong with the files of a run: counted as each file's result is reported.
    private struct FileProblems {
        var unreadable = false
        var unwritten = false

        /// Counts a file's strings, and writes its parse error and fix notes to standard error, as both ways of
        /// reporting a file run do.
        mutating func note(_ result: FileResult, in summary: inout Summary) {
            summary.files += 1
            summary.strings += result.strings
            if let error = result.error {
                StandardStreams.writeErrorLine(error.description)
                unreadable = true
            }
            if let fixError = result.fixError {
                StandardStreams.writeErrorLine("\(result.path): error: \(fixError)")
                unwritten = true
            }
            if result.fixedStrings > 0 {
                StandardStreams.writeErrorLines(FixAnnouncement.lines(result))
                StandardStreams.writeErrorLine("\(result.path): fixed \(result.fixedStrings) strings")
            }
        }

        /// The status the files call for over their findings': 73 when fixes could not be written, else 65 when a
        /// file could not be read.
        var status: ExitCode? {
            unwritten ? ExitStatus.cantCreate : unreadable ? ExitStatus.dataError : nil
        }
    }

    /// Writes the end of a streamed report and returns the exit status its findings call for.
    func finish(_ stream: ReportStream) -> ExitCode {
        let summary: Summary
        do {
            summary = try stream.finish()
        } catch {
            StandardStreams.writeErrorLine("error: \(error)")
            return ExitStatus.cantCreate
        }
        if format.name == TextReporter.name, !quiet {
            StandardStreams.writeErrorLine(summary.line)
        }
        return !lenient && summary.count(atLeast: failingSeverity) > 0 ? ExitStatus.findings : ExitStatus.clean
    }

    /// Reports a file run: parse errors and fix notes on standard error, findings in the chosen format.
    /// An unreadable file makes the run exit 65 whatever else was found; the other files are still reported.
    func emit(_ results: [FileResult]) -> ExitCode {
        var summary = Summary()
        var findings: [Finding] = []
        var unreadable: [Finding] = []
        var problem = FileProblems()
        for result in results {
            problem.note(result, in: &summary)
            findings += result.findings
            unreadable += unreadableFindings(result)
        }
        findings.forEach { summary.count($0) }
        let status = emit(findings, summary: summary, unreadable: unreadable)
        return status == ExitStatus.cantCreate ? status : problem.status ?? status
    }

    /// Prints the findings in the chosen format and returns the exit status they call for.
    /// `unreadable`: files that could not be read, as findings, which no baseline leaves out.
    func emit(_ findings: [Finding], summary: Summary, unreadable: [Finding] = []) -> ExitCode {
        var findings = quiet ? findings.filter { $0.diagnostic.severity > .info } : findings
        do throws(BaselineError) {
            if let path = writeBaseline {
                try Baseline(findings: findings, relativeTo: Baseline.folder(of: path)).write(to: path)
                StandardStreams.writeErrorLine("\(path): recorded \(findings.count) findings")
                findings = []
            } else if let path = baseline {
                findings = try Baseline(contentsOf: path).filter(findings, relativeTo: Baseline.folder(of: path))
            }
        } catch {
            StandardStreams.writeErrorLine("error: \(error)")
            switch error {
            case .missing: return ExitStatus.noInput
            case .unwritable: return ExitStatus.cantCreate
            default: return ExitStatus.dataError
            }
        }
        findings += unreadable
        let summary = summary.recounted(findings)
        let output = Reporters.make(name: format.name, colored: outputFile == nil && StandardStreams.colorOutput)!.reportUTF8(findings, summary: summary)
        if format.name == TextReporter.name, !quiet {
            StandardStreams.writeErrorLine(summary.line)
        }
        if let outputFile {
            // Through a file renamed into place, as streamed reports are: and a device or a pipe is written, not replaced.
            do throws(ReportFile.Failure) {
                try ReportFile.write(output, to: outputFile)
            } catch {
                StandardStreams.writeErrorLine("error: \(error)")
                return ExitStatus.cantCreate
            }
        } else {
            StandardStreams.write(output)
        }
        return !lenient && summary.count(atLeast: failingSeverity) > 0 ? ExitStatus.findings : ExitStatus.clean
    }
}

/// `--format`: a reporter's name. A type, so that help lists the names, a wrong one is a usage error and shell
/// completions offer them; the names are the reporters' own (`Reporters.names`).
struct ReportFormat: ExpressibleByArgument {
    let name: String

    init(_ name: String) { self.name = name }

    init?(argument: String) {
        guard Reporters.names.contains(argument) else { return nil }
        name = argument
    }

    var defaultValueDescription: String { name }
    static var allValueStrings: [String] { Reporters.names }
    static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }
}
