import CopyLowLevel
import Foundation

/// Finds the localisation files under the paths given on the command line.
public enum FileDiscovery {
    /// The files found, and a note per path that was passed over for a reason the user should hear of.
    public struct Found: Sendable, Equatable {
        public var files: [String]
        /// `(path, what happened)`: a dangling link, a link loop, a name that is not UTF-8, a link that leaves
        /// the paths given.
        public var notes: [Note]
        /// Files the same walk found for a `SideSearch` (the app's sources), sorted.
        public var sideFiles: [String] = []
    }

    /// Another kind of file looked for in the same walk (an app's Swift, Objective-C and Interface Builder
    /// files beside its localisation files): `wants` a file's name, and whether it `enters` a folder
    /// (path, name) for them; a folder it does not enter is still walked for localisation files.
    public struct SideSearch: Sendable {
        public var wants: @Sendable (_ name: String) -> Bool
        public var enters: @Sendable (_ path: String, _ name: String) -> Bool

        public init(wants: @escaping @Sendable (String) -> Bool, enters: @escaping @Sendable (String, String) -> Bool) {
            self.wants = wants
            self.enters = enters
        }
    }

    public struct Note: Sendable, Equatable, CustomStringConvertible {
        public var path: String
        public var message: String
        public var description: String { "\(path): note: \(message)" }
    }

    /// Every file under `paths` of a format found in folders (`LocalizationFormat.isFoundInFolders`: `.strings`,
    /// `.stringsdict`, `.xcstrings`, `.xliff`), sorted and without repeats.
    /// Files named directly are kept whatever their extension; hidden entries and folders that cannot be listed
    /// are skipped, symbolic links to folders are not followed, and inside an `.xcloc` bundle only the XLIFF is
    /// taken (its `Source Contents` are copies of project files). Throws `MissingPathError` for a path that does
    /// not exist.
    public static func localizationFiles(under paths: [String]) throws -> [String] {
        try discover(under: paths).files
    }

    /// The same, with notes on what was passed over or leads out of `paths`, and the files of `side` (in the
    /// folders it enters; a path named directly when it wants its name).
    public static func discover(under paths: [String], alsoFinding side: SideSearch? = nil) throws -> Found {
        let fileManager = FileManager.default
        let roots = paths.map(resolved)
        var found = Set<String>(), sideFound = Set<String>()
        var notes: [Note] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: path, isDirectory: &isDirectory) else { throw MissingPathError(path) }
            if isDirectory.boolValue {
                // A level of folders at a time, each level's folders listed on every core: the walk is system
                // calls, and one folder's wait for them need not hold up the others.
                var level = [Folder(path: path, insideXcloc: path.hasSuffix(".xcloc"), side: side)]
                while !level.isEmpty {
                    let folders = level
                    let listings = ConcurrentOutputs.map(folders.count) { list(folders[$0], roots: roots) }
                    level = []
                    for listing in listings {
                        found.formUnion(listing.found)
                        sideFound.formUnion(listing.sideFound)
                        notes += listing.notes
                        level += listing.folders
                    }
                }
            } else {
                found.insert(path)
                if let side, side.wants(String(path.split(separator: "/").last ?? "")) { sideFound.insert(path) }
            }
        }
        return Found(files: found.sorted(), notes: notes.sorted { $0.path < $1.path }, sideFiles: sideFound.sorted())
    }

    /// A folder to walk, and what the walk knows of it from the folders it is in.
    private struct Folder: Sendable {
        var path: String
        var insideXcloc: Bool
        /// The side search, nil in a folder it does not enter.
        var side: SideSearch?
    }

    /// What one folder holds: the files found in it, notes, and the folders in it, to walk next.
    private struct Listing: Sendable {
        var found: [String] = []
        var sideFound: [String] = []
        var notes: [Note] = []
        var folders: [Folder] = []
    }

    private static func list(_ folder: Folder, roots: [String]) -> Listing {
        let (directory, insideXcloc, side) = (folder.path, folder.insideXcloc, folder.side)
        var listing = Listing()
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        for rawName in DirectoryNames.names(in: directory) where rawName.first != UInt8(ascii: ".") {
            guard let name = String(validating: rawName, as: UTF8.self) else {
                // Foundation's listing dropped or changed such names; a path made of it would not open.
                let shown = String(decoding: rawName, as: UTF8.self)
                if LocalizationReader.format(forPath: shown)?.isFoundInFolders == true || side?.wants(shown) == true
                    || DirectoryNames.isFolder(Array(prefix.utf8) + rawName) {
                    listing.notes.append(Note(path: prefix + shown, message: "the name is not UTF-8: skipped"))
                }
                continue
            }
            let path = prefix + name
            // The entry itself, not what a link points to (`lstat`, as `attributesOfItem` reads it, at a fraction
            // of its cost).
            var info = stat()
            guard lstat(path, &info) == 0 else { continue }
            let type = info.st_mode & S_IFMT
            if type == S_IFDIR {
                listing.folders.append(Folder(path: path, insideXcloc: insideXcloc || name.hasSuffix(".xcloc"),
                                              side: side?.enters(path, name) == true ? side : nil))
                continue
            }
            if let side, side.wants(name), !insideXcloc {
                // Regular files and links to them (read wherever they lead); never a pipe, a device or a folder.
                var target = stat()
                if type == S_IFREG || (type == S_IFLNK && stat(path, &target) == 0 && target.st_mode & S_IFMT == S_IFREG) {
                    listing.sideFound.append(path)
                }
            }
            guard let format = LocalizationReader.format(forPath: name), format.isFoundInFolders,
                  !insideXcloc || format == .xliff else { continue }
            if type == S_IFLNK {
                var target = stat()
                guard stat(path, &target) == 0 else {
                    let reason = errno == ELOOP ? "a symbolic link loop: skipped" : "a symbolic link to nothing: skipped"
                    listing.notes.append(Note(path: path, message: reason))
                    continue
                }
                if target.st_mode & S_IFMT == S_IFDIR { continue }
                let real = resolved(path)
                if !roots.contains(where: { real == $0 || real.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }) {
                    listing.notes.append(Note(path: path, message: "a link to \(real), outside the paths being linted: "
                        + "read, but --fix does not write it unless --fix-outside-paths is given"))
                }
            }
            listing.found.append(path)
        }
        return listing
    }

    /// The path with its symbolic links resolved, or as given.
    static func resolved(_ path: String) -> String {
        guard let real = realpath(path, nil) else { return path }
        defer { free(real) }
        return String(cString: real)
    }
}
