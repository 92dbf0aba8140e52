extension LocalizationFormat {
    /// A `.stringsdict` property list of plural and width variations.
    public static let stringsdict = LocalizationFormat(StringsdictFormat())
}

/// `.stringsdict` files: a property list (XML or binary) whose keys hold plural rules; each variation is an
/// entry keyed by its path (`photos/items/one`). One table per `.lproj` folder.
struct StringsdictFormat: LocalizationFileFormat {
    let identifier = "stringsdict"
    let extensions = ["stringsdict"]
    let localeLayout = LocalizationFormat.LocaleLayout.tablePerLocale
    /// `<!-- … -->` comments between the entries.
    let directivePlacement = LocalizationFormat.DirectivePlacement.commentLines

    func parse(bytes: [UInt8], path: String) throws -> LocalizationFile {
        try LocalizationReader.parsePropertyList(bytes: bytes, path: path, as: .stringsdict)
    }
}
