import Foundation

/// Finds the localisation files under the paths given on the command line.
public enum FileDiscovery {
    /// Every `.strings`, `.stringsdict`, `.xcstrings` and `.xliff` file under `paths`, sorted and without repeats.
    /// Files named directly are kept whatever their extension; hidden entries and folders that cannot be listed
    /// are skipped, symbolic links to folders are not followed, and inside an `.xcloc` bundle only the XLIFF is
    /// taken (its `Source Contents` are copies of project files). Throws `MissingPathError` for a path that does
    /// not exist.
    public static func localizationFiles(under paths: [String]) throws -> [String] {
        let fileManager = FileManager.default
        var found = Set<String>()
        for path in paths {
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: path, isDirectory: &isDirectory) else { throw MissingPathError(path) }
            if isDirectory.boolValue {
                walk(path, insideXcloc: path.hasSuffix(".xcloc"), into: &found)
            } else {
                found.insert(path)
            }
        }
        return found.sorted()
    }

    private static func walk(_ directory: String, insideXcloc: Bool, into found: inout Set<String>) {
        walk(directory) { path, name, isFolder in
            if isFolder { return true }
            guard let format = LocalizationReader.format(forPath: name) else { return false }
            // Inside an `.xcloc` bundle (the folder walked, or one under it) only the XLIFF is taken.
            if !(insideXcloc || path.dropFirst(directory.count).contains(".xcloc/")) || format == .xliff { found.insert(path) }
            return false
        }
    }

    /// Walks a folder depth-first: hidden entries are left out, and links to folders are not followed, so a link
    /// cannot make a cycle. `visit` gets each folder and file (or link to a file) with its path and name, and says
    /// for a folder whether to walk into it. A folder that cannot be listed is skipped.
    public static func walk(_ directory: String, _ visit: (_ path: String, _ name: String, _ isFolder: Bool) -> Bool) {
        let fileManager = FileManager.default
        guard let names = try? fileManager.contentsOfDirectory(atPath: directory) else { return }
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        for name in names where !name.hasPrefix(".") {
            let path = prefix + name
            // The entry itself, not what a link points to (`lstat`, as `attributesOfItem` reads it, at a fraction
            // of its cost).
            var info = stat()
            guard lstat(path, &info) == 0 else { continue }
            let type = info.st_mode & S_IFMT
            if type == S_IFDIR {
                if visit(path, name, true) { walk(path, visit) }
                continue
            }
            var isDirectory: ObjCBool = false
            guard type == S_IFREG || (fileManager.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue) else { continue }
            _ = visit(path, name, false)
        }
    }
}
