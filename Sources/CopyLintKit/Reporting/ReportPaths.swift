import Foundation

/// Path arithmetic for reporters and the baseline: absolute paths, paths relative to a folder, file URIs.
/// Purely lexical (`.` and `..` are folded, symbolic links are not resolved), so results don't depend on the disk.
public enum ReportPaths {
    /// The process's current directory.
    public static var currentDirectory: String { FileManager.default.currentDirectoryPath }

    /// Whether `path` names no file: `<stdin>` and the like.
    public static func isPseudoPath(_ path: String) -> Bool {
        path.hasPrefix("<") && path.hasSuffix(">")
    }

    /// `path` made absolute against `directory` (when relative) and normalised: no `.`, `..` or doubled `/`.
    public static func absolute(_ path: String, in directory: String) -> String {
        if isPseudoPath(path) { return path }
        let joined = path.hasPrefix("/") ? path : directory + "/" + path
        var components: [Substring] = []
        for component in joined.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".": continue
            case "..": if !components.isEmpty { components.removeLast() }
            default: components.append(component)
            }
        }
        return "/" + components.joined(separator: "/")
    }

    /// `path` (relative paths are against `workingDirectory`) relative to `directory` when it is inside it
    /// (`en.lproj/Localizable.strings`), else nil.
    public static func relative(_ path: String, under directory: String, workingDirectory: String) -> String? {
        if isPseudoPath(path) { return nil }
        let file = absolute(path, in: workingDirectory)
        let base = absolute(directory, in: workingDirectory)
        let prefix = base == "/" ? "/" : base + "/"
        guard file.hasPrefix(prefix), file.count > prefix.count else { return nil }
        return String(file.dropFirst(prefix.count))
    }

    /// `path` relative to `directory`, climbing with `..` when it is outside it; `path` unchanged for `<stdin>`.
    /// `/a/c/d` relative to `/a/b` is `../c/d`.
    public static func relative(_ path: String, to directory: String, workingDirectory: String) -> String {
        if isPseudoPath(path) { return path }
        let file = absolute(path, in: workingDirectory).split(separator: "/")
        let base = absolute(directory, in: workingDirectory).split(separator: "/")
        var common = 0
        while common < file.count, common < base.count, file[common] == base[common] { common += 1 }
        let parts = Array(repeating: Substring(".."), count: base.count - common) + file[common...]
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    /// The absolute folder that holds `file`.
    public static func folder(of file: String, workingDirectory: String) -> String {
        let path = absolute(file, in: workingDirectory)
        guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return "/" }
        return String(path[..<slash])
    }

    /// A relative path as a URI reference: each segment percent-encoded (UTF-8), `/` kept.
    public static func uriReference(_ relativePath: String) -> String {
        relativePath.split(separator: "/", omittingEmptySubsequences: false).map { percentEncoded(String($0)) }.joined(separator: "/")
    }

    /// An absolute path as a `file://` URI; `directory: true` adds the trailing `/` a base URI needs.
    public static func fileURI(_ absolutePath: String, directory: Bool = false) -> String {
        var uri = "file://" + uriReference(absolutePath)
        if directory, !uri.hasSuffix("/") { uri += "/" }
        return uri
    }

    /// Percent-encodes everything but RFC 3986 unreserved characters and the sub-delimiters and `@` a path may hold.
    /// `:` is encoded so a relative first segment can't read as a scheme.
    static func percentEncoded(_ segment: String) -> String {
        var result = ""
        for byte in segment.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"),
                 UInt8(ascii: "!"), UInt8(ascii: "$"), UInt8(ascii: "&"), UInt8(ascii: "'"), UInt8(ascii: "("), UInt8(ascii: ")"),
                 UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "="), UInt8(ascii: "@"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                result += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return result
    }
}
