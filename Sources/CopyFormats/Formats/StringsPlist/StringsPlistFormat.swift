extension LocalizationFormat {
    /// A `.strings` file that is a property list (XML or binary) rather than text.
    public static let stringsPlist = LocalizationFormat(StringsPlistFormat())
}

/// A `.strings` table written as a property list: a dictionary of strings. No extension names it: a `.strings`
/// file is read as one when its bytes say so (`StringsFormat`).
struct StringsPlistFormat: LocalizationFileFormat {
    let identifier = "stringsPlist"
    let extensions: [String] = []
    let localeLayout = LocalizationFormat.LocaleLayout.tablePerLocale
    /// `<!-- … -->` comments between the entries.
    let directivePlacement = LocalizationFormat.DirectivePlacement.commentLines

    func parse(bytes: [UInt8], path: String) throws -> LocalizationFile {
        try LocalizationReader.parsePropertyList(bytes: bytes, path: path, as: .stringsPlist)
    }
}
