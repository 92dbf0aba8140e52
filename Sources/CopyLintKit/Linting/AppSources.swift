import Foundation
import CopyFormats
import CopyRules
import CopySource

/// Finds the app's Swift, Objective-C and Interface Builder files beside its localisation files, and reads what
/// they say of its strings with CopySource, through the bundled API table and the configuration's own rows.
public enum AppSources {
    /// Folders never walked for sources: build output and third-party code.
    static let skippedFolders: Set<String> = [".build", "DerivedData", "Pods", "Carthage", "node_modules", "build"]

    /// The API table: `Dictionaries/roles/api-roles.txt` of the store, with the configuration's rows first.
    public static func table(store: DictionaryStore, configuration: Configuration) -> APIRoleTable {
        APIRoleTable(rows: store.rows("api-roles", locale: "roles")).adding(configuration.sources.roles)
    }

    /// What the walk for localisation files also looks for: source files, outside build output, third-party
    /// code, compiled storyboards, asset catalogs and the configuration's excluded folders.
    public static func search(configuration: Configuration) -> FileDiscovery.SideSearch {
        FileDiscovery.SideSearch(wants: isSource) { path, name in
            !skippedFolders.contains(name) && !name.hasSuffix(".storyboardc") && !name.hasSuffix(".xcassets")
                && !configuration.excludes(directory: path)
        }
    }

    /// Source files under the paths, sorted; files named directly are taken when their extension is one read.
    public static func files(under paths: [String], configuration: Configuration = Configuration()) -> [String] {
        let found = try? FileDiscovery.discover(under: paths.filter { FileManager.default.fileExists(atPath: $0) },
                                                alsoFinding: search(configuration: configuration))
        return files(found?.sideFiles ?? [], configuration: configuration)
    }

    /// The source files a walk found that the configuration includes.
    public static func files(_ found: [String], configuration: Configuration) -> [String] {
        found.filter(configuration.includesSource)
    }

    /// What the sources under the paths say; `cacheDirectory` nil reads every file afresh.
    public static func read(under paths: [String], configuration: Configuration, store: DictionaryStore,
                            cacheDirectory: String?) -> SourceUses {
        read(files: files(under: paths, configuration: configuration), configuration: configuration, store: store,
             cacheDirectory: cacheDirectory)
    }

    /// What the source files say (files the configuration includes; see `files(_:configuration:)`). The cache is
    /// saved unless `savingCache` is false: a caller that lints with the uses saves it once, after the lint, with
    /// `SourceUses.saveCache`, which also keeps what the lint learnt of the files left unparsed. `askingKeys`:
    /// whether keys will be asked of the files left unparsed (`LintOptions.marksKeysReadInSources`).
    public static func read(files: [String], configuration: Configuration, store: DictionaryStore,
                            cacheDirectory: String?, savingCache: Bool = true, askingKeys: Bool = true) -> SourceUses {
        guard !files.isEmpty else { return .empty }
        let cache = cacheDirectory.map(SourceScanCache.init(directory:))
        var reader = AppSourceReader(table: table(store: store, configuration: configuration), cache: cache)
        reader.keysWillBeAsked = askingKeys
        let uses = reader.read(files: files)
        if savingCache { uses.saveCache() }
        return uses
    }

    /// Whether the file's extension is one the sources reader reads (`.swift`, `.m`, `.mm`, `.h`, `.storyboard`,
    /// `.xib`).
    public static func isSource(_ path: String) -> Bool {
        guard let dot = path.lastIndex(of: ".") else { return false }
        return AppSourceReader.extensions.contains(String(path[path.index(after: dot)...]))
    }
}
