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

    @Flag(help: "Apply the reported fix-its of --fix-level in place (only the bytes they name; atomic; verified by re-reading).")
    var fix = false

    @Option(help: ArgumentHelp("Which fix-its --fix applies: safe (mechanical, one right answer) or suggested (safe ones too).",
                               valueName: "level"))
    var fixLevel: FixLevel = .safe

    @Flag(help: "With --fix: print the unified diff of what would be written, and write nothing (exit 1 when something would change).")
    var dryRun = false

    func validate() throws {
        if dryRun && !fix { throw ValidationError("--dry-run previews --fix: add --fix.") }
    }

    /// What to fix, when fixing.
    private var request: FixRequest? { fix ? FixRequest(level: fixLevel, dryRun: dryRun) : nil }

    @Flag(help: "With --fix, also write files whose real path is outside the paths given (or the configuration's folder).")
    var fixOutsidePaths = false

    @OptionGroup var project: ProjectOptions
    @OptionGroup var output: OutputOptions

    func run() throws {
        let (parts, files) = try project.prepare(paths, writingAnywhere: fixOutsidePaths)
        try output.refuseOverwriting(files)
        try output.checkWritable()
        let progress = Progress(total: files.count)
        // Each part (files under one chain of nested configurations) is linted by its own linter, one after another.
        func lintEach(_ each: (FileResult) -> Void) {
            var done = 0
            for part in parts {
                let before = done
                part.linter.lint(part.files, fix: request, progress: { progress.update(before + $0) }, each: each)
                done += part.files.count
            }
            ProjectOptions.saveSourceCache(parts)
        }
        if dryRun {
            var results: [FileResult] = []
            lintEach { results.append($0) }
            progress.finish()
            throw FixPreview.emit(results, output: output)
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
        abstract: "Print every string copylint reads, as JSON Lines: file, line, column, locale, key, text, comment, role, role_source, role_confidence, group, group_confidence."
    )

    @Argument(help: "Files or folders (default: the configuration's `included` paths, or the current folder).")
    var paths: [String] = []

    @OptionGroup var project: ProjectOptions

    func run() throws {
        var unreadable = false
        let parts = try project.prepare(paths, markingKeysReadInSources: true).parts
        for part in parts {
            for result in part.linter.read(part.files) {
                switch result {
                case .success(let read): StandardStreams.write(EntryLines.renderUTF8(read))
                case .failure(let error):
                    StandardStreams.writeErrorLine(error.description)
                    unreadable = true
                }
            }
        }
        ProjectOptions.saveSourceCache(parts)
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
        let results = parts.flatMap { $0.linter.pretranslate($0.files) }
        ProjectOptions.saveSourceCache(parts)
        throw output.emit(results)
    }
}

extension FixLevel: ExpressibleByArgument {}

/// `lint --fix --dry-run`: each file's unified diff on standard output, nothing written. The report goes to
/// `--output` when one is named (standard output is the diff's).
enum FixPreview {
    static func emit(_ results: [FileResult], output: OutputOptions) -> ExitCode {
        var strings = 0, files = 0
        // With a report file, its emit writes the files' errors; without, they are written here.
        let reporting = output.outputFile != nil
        for result in results {
            if !reporting, let error = result.error { StandardStreams.writeErrorLine(error.description) }
            if !reporting, let fixError = result.fixError { StandardStreams.writeErrorLine("\(result.path): warning: \(fixError)") }
            guard let preview = result.preview else { continue }
            StandardStreams.write(preview)
            StandardStreams.writeErrorLines(FixAnnouncement.lines(result, dryRun: true))
            strings += result.fixedStrings
            files += 1
        }
        StandardStreams.writeErrorLine("--dry-run: would fix \(strings) strings in \(files) files; nothing written")
        if reporting {
            let status = output.emit(results.map { result in
                var result = result
                result.fixedStrings = 0
                return result
            })
            if status == ExitStatus.cantCreate { return status }
        }
        if results.contains(where: { $0.error != nil }) { return ExitStatus.dataError }
        return strings > 0 ? ExitStatus.findings : ExitStatus.clean
    }
}
