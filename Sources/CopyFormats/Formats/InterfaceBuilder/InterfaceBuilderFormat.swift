extension LocalizationFormat {
    /// The texts of a storyboard or xib, read as a table of its own (only with the app's sources; see
    /// `InterfaceBuilderFormat`).
    public static let interfaceBuilder = LocalizationFormat(InterfaceBuilderFormat())
}

/// Storyboards and xibs as tables of text: each object's localisable properties (`title`, `text`, a button
/// state's title, …) under the keys Interface Builder exports them with (`7zN-Xh-yYi.title`), for the app whose
/// copy lives only there (Base internationalisation, one language). A folder walk does not find them: the kit
/// lints them when it reads the app's sources and no table localises them (`InterfaceBuilderTexts`).
struct InterfaceBuilderFormat: LocalizationFileFormat {
    let identifier = "interfaceBuilder"
    let extensions = ["xib", "storyboard"]
    /// One locale a file: its `.lproj` folder's (Base: the development language), or the development language.
    let localeLayout = LocalizationFormat.LocaleLayout.tablePerLocale
    /// `<!-- … -->` comments, silencing lines as in a `.stringsdict`.
    let directivePlacement = LocalizationFormat.DirectivePlacement.commentLines
    let isFoundInFolders = false

    func parse(bytes: [UInt8], path: String) throws -> LocalizationFile {
        try LocalizationReader.parseText(bytes: bytes, path: path, as: .interfaceBuilder,
                                         read: InterfaceBuilderTextReader.read)
    }
}
