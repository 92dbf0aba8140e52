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

    @Argument(help: "Files or folders (default: the configuration's `included` paths, or the current folder).")
    var paths: [String] = []

    @Flag(help: "Apply safe fix-its in place (only the bytes they name; atomic; verified by re-reading).")
    var fix = false

    @Flag(help: "With --fix, also write files whose real path is outside the paths given (or the configuration's folder).")
    var fixOutsidePaths = false

    @OptionGroup var project: ProjectOptions
    @OptionGroup var output: OutputOptions

    func run() throws {
        let (_, linter, files) = try project.prepare(paths, writingAnywhere: fixOutsidePaths)
        try output.refuseOverwriting(files)
        try output.checkWritable()
        let progress = Progress(total: files.count)
        if let reporter = output.streamingReporter {
            // Findings are written file by file as they come; the progress line is cleared before each write.
            let status = output.emit(streamingTo: reporter, beforeWriting: progress.clear) {
                linter.lint(files, fix: fix, progress: progress.update, each: $0)
            }
            progress.finish()
            throw status
        }
        let results = linter.lint(files, fix: fix, progress: progress.update)
        progress.finish()
        throw output.emit(results)
    }
}

/// `copylint entries PATH…`: what copylint read, one JSON object per string.
struct EntriesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "entries",
        abstract: "Print every string copylint reads, as JSON Lines: file, line, column, locale, key, text, comment, role, role_source, group."
    )

    @Argument(help: "Files or folders (default: the configuration's `included` paths, or the current folder).")
    var paths: [String] = []

    @OptionGroup var project: ProjectOptions

    func run() throws {
        let (_, linter, files) = try project.prepare(paths)
        var unreadable = false
        for result in linter.read(files) {
            switch result {
            case .success(let read): StandardStreams.write(EntryLines.renderUTF8(read))
            case .failure(let error):
                StandardStreams.writeError(error.description + "\n")
                unreadable = true
            }
        }
        if unreadable { throw ExitStatus.dataError }
    }
}

/// `copylint pretranslate PATH…`: checks for source strings before they go to translators.
struct PretranslateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pretranslate",
        abstract: "Check source strings before translation: comments, ambiguity, positional placeholders, fragments, plurals, and every source-language rule."
    )

    @Argument(help: "Files or folders (default: the configuration's `included` paths, or the current folder).")
    var paths: [String] = []

    @OptionGroup var project: ProjectOptions
    @OptionGroup var output: OutputOptions

    func run() throws {
        let (_, linter, files) = try project.prepare(paths)
        try output.refuseOverwriting(files)
        throw output.emit(linter.pretranslate(files))
    }
}
