import CopyFormats
import Foundation

/// Storyboards and xibs whose texts live nowhere else: an app with Base internationalisation in one language
/// (a macOS app's `MainMenu.xib`, a storyboard with no `.strings` beside it) has its copy only in the XML. Read
/// with the app's sources (`--sources`), such files are linted as source-language tables of Interface Builder
/// text (`LocalizationFormat.interfaceBuilder`).
///
/// An Interface Builder file `…/[X.lproj/]Name.xib` (or `.storyboard`) is localised elsewhere, and left to its
/// tables, when the files being linted hold
/// - a table of the same name in the same app folder (the folder that holds the file, or its `.lproj` folder):
///   `…/de.lproj/Name.strings`, `…/mul.lproj/Name.xcstrings`, `…/Name.xcstrings`; its keys are the file's
///   (`ObjectID.title`), so its texts are checked there; or
/// - an XLIFF export that names it in a `<file original="…/Name.xib">`.
public enum InterfaceBuilderTexts {
    /// The Interface Builder files among `sourceFiles` that no file of `localizationFiles` localises, in the
    /// order given.
    public static func files(among sourceFiles: [String], localizationFiles: [String]) -> [String] {
        let candidates = sourceFiles.filter { LocalizationReader.format(forPath: $0) == .interfaceBuilder }
        guard !candidates.isEmpty else { return [] }
        var tables = Set<TableID>()
        var exported = Set<String>()
        for path in localizationFiles {
            tables.insert(TableID(path))
            if LocalizationReader.format(forPath: path) == .xliff { exported.formUnion(originals(inXLIFFAt: path)) }
        }
        return candidates.filter { path in
            !tables.contains(TableID(path)) && !exported.contains { path == $0 || path.hasSuffix("/" + $0) }
        }
    }

    /// A table's name and the app folder it belongs to (its folder, above the `.lproj` level).
    private struct TableID: Hashable {
        var folder: Substring
        var name: String

        init(_ path: String) {
            var components = path.split(separator: "/", omittingEmptySubsequences: false)
            let fileName = components.removeLast()
            if components.last?.hasSuffix(".lproj") == true { components.removeLast() }
            folder = components.joined(separator: "/")[...]
            name = fileName.lastIndex(of: ".").map { String(fileName[..<$0]) } ?? String(fileName)
        }
    }

    /// The paths an XLIFF file's `<file original="…">` elements name (as written: relative to the project).
    private static func originals(inXLIFFAt path: String) -> [String] {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return [] }
        var found: [String] = []
        var rest = text[...]
        while let start = rest.range(of: "original=\"") {
            rest = rest[start.upperBound...]
            guard let end = rest.firstIndex(of: "\"") else { break }
            found.append(String(rest[..<end]))
            rest = rest[end...]
        }
        return found
    }
}
