import CopyFormats
import CopyLowLevel
import Foundation

/// Storyboards and xibs whose texts live nowhere else: an app with Base internationalisation in one language
/// (a macOS app's `MainMenu.xib`, a storyboard with no `.strings` beside it) has its copy only in the XML. Read
/// with the app's sources (unless `--no-sources`), such files are linted as source-language tables of Interface Builder
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
        // Searched as bytes: the attribute is ASCII, and Foundation's `range(of:)` bridges the whole export.
        let bytes = Array(text.utf8)
        var found: [String] = []
        var index = 0
        while let start = UTF8Bytes.firstIndex(of: UInt8(ascii: "o"), in: bytes.span, from: index) {
            index = start + 1
            guard UTF8Bytes.matches(bytes.span, at: start, "original=\"") else { continue }
            let valueStart = start + "original=\"".utf8.count
            guard let end = UTF8Bytes.firstIndex(of: UInt8(ascii: "\""), in: bytes.span, from: valueStart) else { break }
            found.append(String(decoding: bytes[valueStart..<end], as: UTF8.self))
            index = end
        }
        return found
    }
}
