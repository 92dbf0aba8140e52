extension LocalizationFormat {
    /// A String Catalog (`.xcstrings`, JSON).
    public static let xcstrings = LocalizationFormat(XCStringsFormat())
}

/// String Catalogs: one JSON file holds every locale of a table, each key's source string beside its
/// translations and variations.
struct XCStringsFormat: LocalizationFileFormat {
    let identifier = "xcstrings"
    let extensions = ["xcstrings"]
    let localeLayout = LocalizationFormat.LocaleLayout.localesInFile
    /// JSON has no comments: a directive is written in a key's `comment`.
    let directivePlacement = LocalizationFormat.DirectivePlacement.entryComments

    func parse(bytes: [UInt8], path: String) throws -> LocalizationFile {
        try LocalizationReader.parseText(bytes: bytes, path: path, as: .xcstrings, read: XCStringsReader.read)
    }
}
