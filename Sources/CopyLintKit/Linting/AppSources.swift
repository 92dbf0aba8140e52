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
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        for name in names where !name.hasPrefix(".") {
            let path = prefix + name
            var info = stat()
            guard lstat(path, &info) == 0 else { continue }
            let type = info.st_mode & S_IFMT
            if type == S_IFDIR {
                // An Interface Builder bundle (`.xib` folders are rare; `.storyboardc` is compiled) is not walked.
                guard !skippedFolders.contains(name), !name.hasSuffix(".storyboardc"), !name.hasSuffix(".xcassets"),
                      !configuration.excludes(directory: path) else { continue }
                walk(path, configuration: configuration, into: &found)
            } else if type == S_IFREG, isSource(name) {
                found.insert(path)
            }
        }
    }
}
