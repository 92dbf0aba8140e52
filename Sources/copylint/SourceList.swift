import CopyFormats
import CopyLintKit
import Foundation

/// The file `--source-list` names: more of the app's sources, one path a line, read for roles beside those found
/// under the paths. The Xcode build plug-in names a target's sources this way, since it names the target's
/// localisation files one by one and so has no folder for the sources to be found under.
struct SourceList {
    /// The listed files the sources reader reads, as paths under the current folder are written on the command line.
    var files: [String] = []
    /// Listed files of another kind, and folders, which are not read.
    var otherFiles: [String] = []

    /// Reads the list: blank lines are skipped, a relative path is taken from the current folder. Throws
    /// `MissingPathError` for the list or a listed file that does not exist.
    init(contentsOf list: String) throws {
        guard let data = FileManager.default.contents(atPath: list) else { throw MissingPathError(list) }
        // Lines split on their bytes: as characters, "\r\n" is one, and no "\n".
        for line in data.split(separator: UInt8(ascii: "\n")) {
            let path = String(decoding: line.last == UInt8(ascii: "\r") ? line.dropLast() : line, as: UTF8.self)
            guard !path.isEmpty else { continue }
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
                throw MissingPathError(path)
            }
            if !isFolder.boolValue, AppSources.isSource(path) {
                files.append(ProjectOptions.relativeToCurrentDirectory(path))
            } else {
                otherFiles.append(path)
            }
        }
    }

    /// The sources a folder walk found together with the listed ones, sorted, each once.
    func adding(to found: [String]) -> [String] {
        files.isEmpty ? found : Array(Set(found + files)).sorted()
    }
}
