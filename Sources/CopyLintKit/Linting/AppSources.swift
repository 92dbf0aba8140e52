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

    /// Source files under the paths, sorted; files named directly are taken when their extension is one read.
    public static func files(under paths: [String], configuration: Configuration = Configuration()) -> [String] {
        var found = Set<String>()
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                walk(path, configuration: configuration, into: &found)
            } else if isSource(path) {
                found.insert(path)
            }
        }
        return found.filter(configuration.includesSource).sorted()
    }

    /// What the sources under the paths say; `cacheDirectory` nil reads every file afresh.
    public static func read(under paths: [String], configuration: Configuration, store: DictionaryStore,
                            cacheDirectory: String?) -> SourceUses {
        let files = files(under: paths, configuration: configuration)
        guard !files.isEmpty else { return .empty }
        let cache = cacheDirectory.map(SourceScanCache.init(directory:))
        let uses = AppSourceReader(table: table(store: store, configuration: configuration), cache: cache).read(files: files)
        cache?.save()
        return uses
    }

    static func isSource(_ path: String) -> Bool {
        guard let dot = path.lastIndex(of: ".") else { return false }
        return AppSourceReader.extensions.contains(String(path[path.index(after: dot)...]))
    }

    private static func walk(_ directory: String, configuration: Configuration, into found: inout Set<String>) {
        FileDiscovery.walk(directory) { path, name, isFolder in
            guard isFolder else {
                if isSource(name) { found.insert(path) }
                return false
            }
            // Compiled storyboards and asset catalogs hold no source.
            return !skippedFolders.contains(name) && !name.hasSuffix(".storyboardc") && !name.hasSuffix(".xcassets")
                && !configuration.excludes(directory: path)
        }
    }
}
