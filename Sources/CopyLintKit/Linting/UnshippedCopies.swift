import Foundation

/// Localisation files that a folder walk finds but that are not the app's own tables: copies that tools make of
/// them, and translations that never ship. Linting them repeats every finding of the real table (or reports on
/// text no user sees), so a walk leaves them out and says so once; a file or folder named on the command line
/// (or in the configuration's `included`) is linted whatever it is.
///
/// - an exported localisation catalog (`*.xcloc`): Xcode's copy of the project's strings for translators;
/// - a `fastlane` folder: store metadata and tool snapshots of the tables (a generated `Frozen.strings`);
/// - a Swift package's files outside its `Sources` (a converter's input, test fixtures): only a target's
///   resources ship, and they live under `Sources`.
public enum UnshippedCopies {
    /// The files to lint, and those left out with the reason, for files found under `roots`.
    public static func split(_ files: [String], roots: [String]) -> (kept: [String], left: [(path: String, reason: String)]) {
        var packages: [String: Bool] = [:]
        var kept: [String] = []
        var left: [(path: String, reason: String)] = []
        for file in files {
            if let reason = reason(file, roots: roots, packages: &packages) {
                left.append((file, reason))
            } else {
                kept.append(file)
            }
        }
        return (kept, left)
    }

    /// Why the file is no table of the app's, judged on the folders between the root it was found under and it.
    static func reason(_ file: String, roots: [String], packages: inout [String: Bool]) -> String? {
        let root = roots.map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
            .filter { file.hasPrefix($0 + "/") || $0 == "." && !file.hasPrefix("/") }
            .max { $0.count < $1.count }
        guard let root else { return nil }
        let relative = root == "." && !file.hasPrefix("./") ? file : String(file.dropFirst(root.count + 1))
        let folders = relative.split(separator: "/").dropLast().map(String.init)
        if folders.contains(where: { $0.hasSuffix(".xcloc") }) { return "an exported localisation catalog (.xcloc)" }
        if folders.contains("fastlane") { return "a fastlane folder (store metadata, generated copies)" }
        var folder = root
        for (index, name) in folders.enumerated() {
            folder += "/" + name
            let isPackage = packages[folder] ?? FileManager.default.fileExists(atPath: folder + "/Package.swift")
            packages[folder] = isPackage
            if isPackage, index + 1 < folders.count, folders[index + 1] != "Sources" {
                return "a Swift package's file outside its Sources (not a resource of any target)"
            }
        }
        return nil
    }
}
