import ArgumentParser
import CopyLowLevel
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

    @Flag(help: "Guess roles from the text's shape (a question reads as an alert message) where keys and comments say nothing.")
    var inferRolesFromText = false

    @Flag(help: "Also check catalog entries marked stale.")
    var includeStale = false

    @Flag(help: "Succeed when there is no localisation file to lint (by default that is an error, exit 66).")
    var allowEmpty = false

    @Flag(help: "Say what is left out and why (.lproj folders that are not languages, such as qqq or en-XA).")
    var verbose = false

    @Flag(inversion: .prefixedNo, help: """
        Read (or not) the app's Swift, Objective-C and Interface Builder files for the roles of its strings \
        (default: the configuration's `sources: {enabled:}`, on unless it says otherwise).
        """)
    var sources: Bool?

    @Option(help: ArgumentHelp(
        "A file naming more of the app's Swift, Objective-C and Interface Builder files, one path a line, read for "
            + "roles beside those under the paths (not when sources are off).",
        valueName: "file"))
    var sourceList: String?

    @Flag(help: "Read every source file afresh, without the cache of earlier runs.")
    var noCache = false

    @Option(help: ArgumentHelp(
        "Where source reads are cached (default: $XDG_CACHE_HOME/copylint or ~/.cache/copylint).",
        valueName: "folder"))
    var cachePath: String?

    /// A path under the current folder, written relative to it (reports then read like the command line).
    static func relativeToCurrentDirectory(_ path: String) -> String {
        let current = FileManager.default.currentDirectoryPath
        if path == current { return "." }
        return path.hasPrefix(current + "/") ? String(path.dropFirst(current.count + 1)) : path
    }

    /// Files that one linter, set up by the configurations that apply to them, lints together.
    struct Part {
        var linter: ProjectLinter
        var files: [String]
    }

    /// The linters the configurations set up, each with its files, and the number of files in all. Nested
    /// configurations split the files; without them there is one part. Files whose real path lies outside the
    /// paths given (or the configuration's folder, when none is) are not written by `--fix` unless
    /// `writingAnywhere`; links leading out of them are noted on standard error, as are links to nothing, link
    /// loops and names that are not UTF-8. `markingKeysReadInSources`: whether each source string says if the
    /// sources read its key (`entries`' `in_sources`; `LintOptions.marksKeysReadInSources`).
    func prepare(_ paths: [String], writingAnywhere: Bool = false, markingKeysReadInSources: Bool = false) throws
        -> (parts: [Part], files: [String]) {
        let config = try configuration.load()
        let configured = config.includedPaths.isEmpty ? [config.path == nil ? "." : config.rootDirectory] : config.includedPaths
        let roots = paths.isEmpty ? configured.map(Self.relativeToCurrentDirectory) : paths
        let writableRoots = writingAnywhere ? nil
            : (paths.isEmpty ? [config.path == nil ? "." : config.rootDirectory] : paths).map(ReportFile.resolved)
        // The file walk (system calls) runs beside the set-up of the linter's dictionaries: neither needs the
        // other, and both come before any file is read. The same walk finds the app's sources when they are read.
        let readsSources = sources ?? config.sources.enabled
        let search = readsSources ? AppSources.search(configuration: config) : nil
        let walk = BackgroundTask { try FileDiscovery.discover(under: roots, alsoFinding: search) }
        let store = config.dictionaryStore()
        // Without sources the linter is set up while the walk runs; with them, it needs the files the walk finds.
        var setUp = readsSources ? nil
            : linter(config, writableRoots: writableRoots, sourceUses: .empty, markingKeys: markingKeysReadInSources,
                     store: store)
        var chosen: TablesToLint
        do {
            let discovered = try walk.value()
            for note in discovered.notes where config.includes(path: note.path) { StandardStreams.writeErrorLine("\(note)") }
            if setUp == nil {
                var found = discovered.sideFiles
                if let sourceList {
                    let listed = try SourceList(contentsOf: sourceList)
                    for path in listed.otherFiles {
                        StandardStreams.writeErrorLine(
                            "\(path): note: not a Swift, Objective-C or Interface Builder file: not read for roles")
                    }
                    found = listed.adding(to: found)
                }
                let sourceFiles = AppSources.files(found, configuration: config)
                // The tables to lint are worked out beside the reading of the sources, which does not need them.
                let tables = BackgroundTask<TablesToLint, Never> {
                    self.tablesToLint(discovered, sources: sourceFiles, store: store, roots: roots)
                }
                let uses = sourceUses(config, files: sourceFiles, askingKeys: markingKeysReadInSources, store: store)
                setUp = linter(config, writableRoots: writableRoots, sourceUses: uses,
                               markingKeys: markingKeysReadInSources, store: store)
                chosen = tables.value()
                chosen.leaveOut(unreadIn: uses)
            } else {
                chosen = tablesToLint(discovered, sources: [], store: store, roots: roots)
            }
        } catch let error as MissingPathError {
            StandardStreams.writeErrorLine("error: no such file or folder: \(error.path)")
            throw ExitStatus.noInput
        }
        if verbose, !chosen.skippedLocales.isEmpty {
            StandardStreams.writeErrorLine(
                "note: skipped .lproj folders of locales that are not languages or that neither copylint nor ICU "
                    + "knows: \(chosen.skippedLocales.joined(separator: ", "))")
        }
        if !chosen.unshipped.isEmpty {
            let reasons = Dictionary(grouping: chosen.unshipped, by: { $0.reason })
                .map { "\($0.value.count) in \($0.key)" }.sorted()
            StandardStreams.writeErrorLine(
                "note: left out \(chosen.unshipped.count) localisation files that copy the app's tables or never ship: "
                    + "\(reasons.joined(separator: "; ")); name them as paths to lint them")
        }
        let rootLinter = setUp!
        var nested = NestedConfigurations(root: config, load: ConfigOptions.load)
        let parts = try nested.parts(chosen.shipped)
        let files = parts.flatMap(\.files)
        if files.isEmpty && !allowEmpty {
            StandardStreams.writeErrorLine("error: no localisation files found in \(roots.joined(separator: ", ")) "
                                           + "(.strings, .stringsdict, .xcstrings, .xliff); pass --allow-empty to accept that")
            throw ExitStatus.noInput
        }
        return (parts.map { part in
            Part(linter: part.configuration.path == config.path ? rootLinter
                    : linter(part.configuration, writableRoots: writableRoots, sourceUses: rootLinter.options.sourceUses,
                             markingKeys: markingKeysReadInSources, store: part.configuration.dictionaryStore()),
                 files: part.files)
        }, files)
    }

    /// The localisation files to lint, and those left out.
    private struct TablesToLint: Sendable {
        var shipped: [String]
        var skippedLocales: [String]
        var unshipped: [(path: String, reason: String)]
        /// The storyboards and xibs among `shipped` that were found as sources, not as localisation files.
        var interfaceBuilderOnly: Set<String> = []

        /// Leaves out the storyboards and xibs found as sources that the sources reader could not read (a merge
        /// conflict's markers, a cut file): a source file that cannot be read is skipped with its note, not
        /// reported as a table that cannot be read. A file named on the command line is read as it is.
        mutating func leaveOut(unreadIn uses: SourceUses) {
            guard !interfaceBuilderOnly.isEmpty, !uses.notes.isEmpty else { return }
            shipped.removeAll { path in
                interfaceBuilderOnly.contains(path) && uses.notes.contains { $0.hasPrefix(path + ":") }
            }
        }
    }

    /// The files found that are tables of languages and ship with the app, with the storyboards and xibs among the
    /// app's `sources` (none when they are not read) whose texts no table holds (linted as tables of their own).
    private func tablesToLint(_ discovered: FileDiscovery.Found, sources: [String], store: DictionaryStore,
                              roots: [String]) -> TablesToLint {
        let tables = Set(discovered.files)
        let interfaceBuilderOnly = sources.isEmpty ? []
            : InterfaceBuilderTexts.files(among: sources, localizationFiles: discovered.files)
                .filter { !tables.contains($0) }
        let localisationFiles = interfaceBuilderOnly.isEmpty ? discovered.files
            : (discovered.files + interfaceBuilderOnly).sorted()
        let (languages, skipped) = ProjectLinter.languageFiles(localisationFiles, store: store)
        let (shipped, unshipped) = UnshippedCopies.split(languages, roots: roots)
        return TablesToLint(shipped: shipped, skippedLocales: skipped, unshipped: unshipped,
                            interfaceBuilderOnly: Set(interfaceBuilderOnly))
    }

    /// What the app's own code and Interface Builder files say of its strings (read unless `--no-sources` or
    /// `sources: {enabled: false}`); `files` are the source files the configuration includes.
    private func sourceUses(_ config: Configuration, files: [String], askingKeys: Bool, store: DictionaryStore)
        -> SourceUses {
        let cache = noCache ? nil : (cachePath ?? SourceScanCache.defaultDirectory)
        // Saved once, after the lint (`saveSourceCache`).
        let uses = AppSources.read(files: files, configuration: config, store: store, cacheDirectory: cache,
                                   savingCache: false, askingKeys: askingKeys)
        for note in uses.notes { StandardStreams.writeErrorLine("note: \(note)") }
        return uses
    }

    /// Keeps for the next run what the lint learnt of the Swift files left unparsed (the parts share one reading
    /// of the sources).
    static func saveSourceCache(_ parts: [Part]) {
        parts.first?.linter.options.sourceUses.saveCache()
    }

    /// `markingKeys`: `LintOptions.marksKeysReadInSources`.
    private func linter(_ config: Configuration, writableRoots: [String]?, sourceUses: SourceUses, markingKeys: Bool,
                        store: DictionaryStore) -> ProjectLinter {
        var options = config.lintOptions(
            sourceLocale: sourceLocale, platform: configuration.platform, edition: configuration.edition,
            inferRolesFromText: inferRolesFromText ? true : nil, includeStale: includeStale, onlyRules: Set(configuration.onlyRules)
        )
        options.writableRoots = writableRoots
        options.sourceUses = sourceUses
        options.marksKeysReadInSources = markingKeys
        return ProjectLinter(options: options, store: store)
    }
}
