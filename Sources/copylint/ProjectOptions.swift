import ArgumentParser
import Foundation
import CopyFormats
import CopyLintKit
import CopyRules

/// Options for commands that read files.
struct ProjectOptions: ParsableArguments {
    @OptionGroup var configuration: ConfigOptions

    @Option(help: "The development language: its .lproj, Base.lproj and catalog sources are the source strings (default: en).")
    var sourceLocale: String?

    @Option(help: ArgumentHelp("The platform the copy is for: \(Platform.allCases.map(\.rawValue).joined(separator: ", ")) (default: ios).", valueName: "platform"))
    var platform: String?

    @Option(help: "Which HIG edition decides alert-title style: 2021 (default) or 2014.")
    var edition: String?

    @Flag(help: "Guess roles from the text's shape (a question reads as an alert message) where keys and comments say nothing.")
    var inferRolesFromText = false

    @Flag(help: "Also check catalog entries marked stale.")
    var includeStale = false

    func validate() throws {
        if let platform, Platform(rawValue: platform) == nil {
            throw ValidationError("unknown platform '\(platform)'. Platforms: \(Platform.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        if let edition, Edition(rawValue: edition) == nil {
            throw ValidationError("unknown edition '\(edition)'. Editions: 2021, 2014")
        }
    }

    /// A path under the current folder, written relative to it (reports then read like the command line).
    static func relativeToCurrentDirectory(_ path: String) -> String {
        let current = FileManager.default.currentDirectoryPath
        return path.hasPrefix(current + "/") ? String(path.dropFirst(current.count + 1)) : path
    }

    /// The configuration, the linter it sets up, and the files to lint. Files whose real path lies outside the
    /// paths given (or the configuration's folder, when none is) are not written by `--fix` unless
    /// `writingAnywhere`; links leading out of them are noted on standard error, as are links to nothing, link
    /// loops and names that are not UTF-8.
    func prepare(_ paths: [String], writingAnywhere: Bool = false) throws -> (Configuration, ProjectLinter, [String]) {
        let config = try configuration.load()
        var options = config.lintOptions(
            sourceLocale: sourceLocale, platform: platform.flatMap(Platform.init(rawValue:)), edition: edition.flatMap(Edition.init(rawValue:)),
            inferRolesFromText: inferRolesFromText ? true : nil, includeStale: includeStale, onlyRules: Set(configuration.onlyRules)
        )
        let configured = config.includedPaths.isEmpty ? [config.path == nil ? "." : config.rootDirectory] : config.includedPaths
        let roots = paths.isEmpty ? configured.map(Self.relativeToCurrentDirectory) : paths
        if !writingAnywhere {
            options.writableRoots = (paths.isEmpty ? [config.path == nil ? "." : config.rootDirectory] : paths).map(ReportFile.resolved)
        }
        // The file walk (system calls) runs beside the linter's set-up (its word lists): neither needs the other,
        // and both come before any file is read.
        let walk = BackgroundTask { try FileDiscovery.discover(under: roots) }
        let linter = ProjectLinter(options: options, store: config.dictionaryStore())
        do {
            let found = try walk.value()
            for note in found.notes where config.includes(path: note.path) { StandardStreams.writeError("\(note)\n") }
            let files = found.files.filter { config.includes(path: $0) }
            return (config, linter, files)
        } catch let error as MissingPathError {
            StandardStreams.writeError("error: no such file or folder: \(error.path)\n")
            throw ExitStatus.noInput
        }
    }
}
