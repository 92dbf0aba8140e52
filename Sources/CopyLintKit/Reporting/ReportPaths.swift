import CopyFormats
import CopyLowLevel
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
        if let components = asciiComponents(path, in: directory) { return "/" + ASCIIPath.joined(components) }
        return "/" + components(path, in: directory).joined(separator: "/")
    }

    /// The components of `path` made absolute against `directory`, normalised, a Character at a time.
    static func components(_ path: String, in directory: String) -> [Substring] {
        let joined = path.hasPrefix("/") ? path : directory + "/" + path
        var components: [Substring] = []
        for component in joined.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".": continue
            case "..": if !components.isEmpty { components.removeLast() }
            default: components.append(component)
            }
        }
        return components
    }

    /// The same as bytes, when `path` and `directory` are ASCII (nearly every path): there a Character is a byte,
    /// or CR LF, which holds no `/`, so splitting and comparing bytes gives what Characters give, and splitting
    /// a Character at a time is costly for every path. Nil for any other path: there `/` and a combining mark
    /// make one Character, and canonically equivalent spellings compare equal.
    static func asciiComponents(_ path: String, in directory: String) -> [ArraySlice<UInt8>]? {
        guard ASCIIPath.isASCII(path) else { return nil }
        var components: [ArraySlice<UInt8>] = []
        if path.utf8.first != 0x2F {
            guard ASCIIPath.isASCII(directory) else { return nil }
            ASCIIPath.fold(Array(directory.utf8), into: &components)
        }
        ASCIIPath.fold(Array(path.utf8), into: &components)
        return components
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
        if let file = asciiComponents(path, in: workingDirectory), let base = asciiComponents(directory, in: workingDirectory) {
            let parts = climb(from: base, to: file, up: ArraySlice("..".utf8))
            return parts.isEmpty ? "." : ASCIIPath.joined(parts)
        }
        let parts = climb(from: components(directory, in: workingDirectory), to: components(path, in: workingDirectory), up: "..")
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    /// The components that lead from folder `base` to `file`: `up` for each of `base`'s past their common start.
    static func climb<Component: Equatable>(from base: [Component], to file: [Component], up: Component) -> [Component] {
        var common = 0
        while common < file.count, common < base.count, file[common] == base[common] { common += 1 }
        return Array(repeating: up, count: base.count - common) + file[common...]
    }

    /// The absolute folder that holds `file`.
    public static func folder(of file: String, workingDirectory: String) -> String {
        let path = absolute(file, in: workingDirectory)
        guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return "/" }
        return String(path[..<slash])
    }

    /// A relative path as a URI reference: each segment percent-encoded (UTF-8), `/` kept.
    public static func uriReference(_ relativePath: String) -> String {
        // An ASCII path a byte at a time: each of its `/` is a Character of its own, and so a separator.
        guard ASCIIPath.isASCII(relativePath) else {
            return relativePath.split(separator: "/", omittingEmptySubsequences: false).map { percentEncoded(String($0)) }.joined(separator: "/")
        }
        var bytes: [UInt8] = []
        for byte in relativePath.utf8 {
            if byte == 0x2F { bytes.append(byte) } else { appendPercentEncoded(byte, to: &bytes) }
        }
        return String(decoding: bytes, as: UTF8.self)
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
        var bytes: [UInt8] = []
        for byte in segment.utf8 { appendPercentEncoded(byte, to: &bytes) }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func appendPercentEncoded(_ byte: UInt8, to bytes: inout [UInt8]) {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"),
             UInt8(ascii: "!"), UInt8(ascii: "$"), UInt8(ascii: "&"), UInt8(ascii: "'"), UInt8(ascii: "("), UInt8(ascii: ")"),
             UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "="), UInt8(ascii: "@"):
            bytes.append(byte)
        default:
            let hex: StaticString = "0123456789ABCDEF"
            bytes += [UInt8(ascii: "%"), hex.utf8Start[Int(byte >> 4)], hex.utf8Start[Int(byte & 0xF)]]
        }
    }
}

/// Path arithmetic on the bytes of ASCII paths.
enum ASCIIPath {
    static func isASCII(_ text: String) -> Bool {
        UTF8Bytes.withBytes(of: text) { $0.allSatisfy { $0 < 0x80 } }
    }

    /// Appends the components of `path` to `components`, folding `.` and `..` and skipping empty ones.
    static func fold(_ path: [UInt8], into components: inout [ArraySlice<UInt8>]) {
        for component in path.split(separator: 0x2F, omittingEmptySubsequences: true) {
            if component.elementsEqual([0x2E]) { continue }
            if component.elementsEqual([0x2E, 0x2E]) {
                if !components.isEmpty { components.removeLast() }
                continue
            }
            components.append(component)
        }
    }

    /// The components (never empty) joined with `/`.
    static func joined(_ components: [ArraySlice<UInt8>]) -> String {
        var bytes: [UInt8] = []
        for component in components {
            if !bytes.isEmpty { bytes.append(0x2F) }
            bytes += component
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
