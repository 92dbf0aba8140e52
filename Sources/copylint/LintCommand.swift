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

    @OptionGroup var project: ProjectOptions
    @OptionGroup var output: OutputOptions

    func run() throws {
        let (parts, files) = try project.prepare(paths)
        try output.refuseOverwriting(files)
        let progress = Progress(total: files.count)
        // Each part (files under one chain of nested configurations) is linted by its own linter, one after another.
        func lintEach(_ each: (FileResult) -> Void) {
            var done = 0
            for part in parts {
                let before = done
                part.linter.lint(part.files, fix: fix, progress: { progress.update(before + $0) }, each: each)
                done += part.files.count
            }
        }
        if let reporter = output.streamingReporter {
            // Findings are written file by file as they come; the progress line is cleared before each write.
            let status = output.emit(streamingTo: reporter, beforeWriting: progress.clear) { lintEach($0) }
            progress.finish()
            throw status
        }
        var results: [FileResult] = []
        lintEach { results.append($0) }
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
        var unreadable = false
        for part in try project.prepare(paths).parts {
            for result in part.linter.read(part.files) {
                switch result {
                case .success(let read): StandardStreams.write(EntryLines.renderUTF8(read))
                case .failure(let error):
                    StandardStreams.writeError(error.description + "\n")
                    unreadable = true
                }
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
        let (parts, files) = try project.prepare(paths)
        try output.refuseOverwriting(files)
        throw output.emit(parts.flatMap { $0.linter.pretranslate($0.files) })
    }
}
