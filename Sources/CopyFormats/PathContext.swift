/// What a file's path says about its entries: the locale of the nearest `X.lproj` folder and the table name.
struct PathContext: Sendable {
    /// `X` of the nearest ancestor folder `X.lproj`, or "" when there is none.
    let locale: String
    /// The file name without its extension.
    let table: String

    init(path: String) {
        // ASCII paths byte by byte (there, bytes are characters): Character-wise splitting was a visible cost per file.
        if path.utf8.allSatisfy({ $0 < 0x80 }) {
            let components = path.utf8.split(separator: 0x2F)
            locale = components.dropLast().last { $0.count >= 6 && $0.suffix(6).elementsEqual(".lproj".utf8) }
                .map { String(decoding: $0.dropLast(6), as: UTF8.self) } ?? ""
            table = Self.tableName(components.last.map { String(decoding: $0, as: UTF8.self) } ?? "")
            return
        }
        let components = path.split(separator: "/", omittingEmptySubsequences: true)
        locale = components.dropLast().last { $0.hasSuffix(".lproj") }.map { String($0.dropLast(6)) } ?? ""
        table = Self.tableName(components.last.map(String.init) ?? "")
    }

    /// `Localizable` for `Localizable.strings`, also for paths such as XLIFF's `original="App/en.lproj/Localizable.strings"`.
    static func tableName(_ pathOrName: String) -> String {
        let name = pathOrName.split(separator: "/").last.map(String.init) ?? pathOrName
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }

    /// Base.lproj holds the development-language text; for other folders the caller decides which locale is the source.
    var isSource: Bool { locale == "Base" }
}
