import ArgumentParser
import Foundation
import CopyFormats
import CopyLintKit
import CopyRules
import CopySource

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

    @Flag(help: "Do not read the app's Swift, Objective-C and Interface Builder files for the roles of its strings.")
    var noSources = false

    @Flag(help: "Read every source file afresh, without the cache of earlier runs.")
    var noCache = false

    @Option(help: ArgumentHelp("Where source reads are cached (default: $XDG_CACHE_HOME/copylint or ~/.cache/copylint).", valueName: "folder"))
    var cachePath: String?

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

    /// The configuration, the linter it sets up, and the files to lint.
    func prepare(_ paths: [String]) throws -> (Configuration, ProjectLinter, [String]) {
        let config = try configuration.load()
        var options = config.lintOptions(
            sourceLocale: sourceLocale, platform: platform.flatMap(Platform.init(rawValue:)), edition: edition.flatMap(Edition.init(rawValue:)),
            inferRolesFromText: inferRolesFromText ? true : nil, includeStale: includeStale, onlyRules: Set(configuration.onlyRules)
        )
        let configured = config.includedPaths.isEmpty ? [config.path == nil ? "." : config.rootDirectory] : config.includedPaths
        let roots = paths.isEmpty ? configured.map(Self.relativeToCurrentDirectory) : paths
        // The file walk (system calls) runs beside the linter's set-up (its word lists): neither needs the other,
        // and both come before any file is read.
        let walk = BackgroundTask { try FileDiscovery.localizationFiles(under: roots) }
        let store = config.dictionaryStore()
        if !noSources && config.sources.enabled {
            // The app's own code and Interface Builder files say what part each string plays.
            let cache = noCache ? nil : (cachePath ?? SourceScanCache.defaultDirectory)
            let uses = AppSources.read(under: roots, configuration: config, store: store, cacheDirectory: cache)
            for note in uses.notes { StandardStreams.writeError("note: \(note)\n") }
            options.sourceUses = uses
        }
        let linter = ProjectLinter(options: options, store: store)
        do {
            let files = try walk.value().filter { config.includes(path: $0) }
            return (config, linter, files)
        } catch let error as MissingPathError {
            StandardStreams.writeError("error: no such file or folder: \(error.path)\n")
            throw ExitStatus.noInput
        }
    }
}
