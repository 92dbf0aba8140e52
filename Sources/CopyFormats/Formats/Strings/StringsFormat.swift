extension LocalizationFormat {
    /// A text `.strings` file (`"key" = "value";`).
    public static let strings = LocalizationFormat(StringsFormat())
}

/// `.strings` files: `"key" = "value";` pairs with `/* comments */`, one table per `.lproj` folder. A file that
/// is a property list (binary, or XML: it starts with `<`) is read as one, and its format is `stringsPlist`.
struct StringsFormat: LocalizationFileFormat {
    let identifier = "strings"
    let extensions = ["strings"]
    let localeLayout = LocalizationFormat.LocaleLayout.tablePerLocale
    /// `/* … */` and `// …` comments between entries.
    let directivePlacement = LocalizationFormat.DirectivePlacement.commentLines

    func parse(bytes: [UInt8], path: String) throws -> LocalizationFile {
        if BinaryPlistReader.isBinaryPlist(bytes) {
            return try LocalizationReader.parseBinaryPlist(bytes: bytes, path: path, as: .stringsPlist)
        }
        let text = try DecodedText.decode(bytes, path: path)
        if LocalizationReader.startsWithMarkup(text) {
            return try LocalizationReader.parseText(bytes: bytes, path: path, as: .stringsPlist, text: text) {
                empty throws(SyntaxError) in try PlistXMLReader.read(empty, isStringsdict: false)
            }
        }
        return try LocalizationReader.parseText(bytes: bytes, path: path, as: .strings, text: text,
                                                read: StringsReader.read)
    }
}
