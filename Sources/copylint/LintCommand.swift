import ArgumentParser
import CopyFormats
import CopyLintKit
import CopyRules

/// `copylint lint PATH…`: every localisation file under the paths, with `--fix` to apply fix-its in place.
struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Lint .strings, .stringsdict, .xcstrings and XLIFF files (folders are walked).",
        discussion: "Example: copylint lint --fix MyApp/Resources"
    )

    @Argument(help: "Files or folders (default: the current folder).")
    var paths: [String] = ["."]

    @Flag(help: "Apply safe fix-its in place (only the bytes they name; atomic; verified by re-reading).")
    var fix = false

    @OptionGroup var project: ProjectOptions
    @OptionGroup var output: OutputOptions

    func run() throws {
        let linter = ProjectLinter(options: project.lintOptions)
        let files = try project.files(linter, paths)
        let results = linter.lint(files, fix: fix)
        var summary = Summary()
        var findings: [Finding] = []
        var unreadable = false
        for result in results {
            summary.files += 1
            summary.strings += result.strings
            if let error = result.error {
                StandardStreams.writeError(error.description + "\n")
                unreadable = true
            }
            if let fixError = result.fixError {
                StandardStreams.writeError("\(result.path): warning: \(fixError)\n")
            }
            if result.fixedStrings > 0 {
                StandardStreams.writeError("\(result.path): fixed \(result.fixedStrings) strings\n")
            }
            findings += result.findings
        }
        findings.forEach { summary.count($0) }
        let status = output.emit(findings, summary: summary)
        throw unreadable ? ExitStatus.dataError : status
    }
}

/// `copylint entries PATH…`: what copylint read, one JSON object per string.
struct EntriesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "entries",
        abstract: "Print every string copylint reads, as JSON Lines: file, line, column, locale, key, text, comment, role, role_source, group."
    )

    @Argument(help: "Files or folders (default: the current folder).")
    var paths: [String] = ["."]

    @OptionGroup var project: ProjectOptions

    func run() throws {
        let linter = ProjectLinter(options: project.lintOptions)
        var unreadable = false
        for result in linter.read(try project.files(linter, paths)) {
            switch result {
            case .success(let read): StandardStreams.write(EntryLines.render(read))
            case .failure(let error):
                StandardStreams.writeError(error.description + "\n")
                unreadable = true
            }
        }
        if unreadable { throw ExitStatus.dataError }
    }
}
