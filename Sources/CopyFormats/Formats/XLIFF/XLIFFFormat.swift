extension LocalizationFormat {
    /// XLIFF 1.2 as Xcode exports it (`.xliff`, also inside `.xcloc` bundles).
    public static let xliff = LocalizationFormat(XLIFFFormat())
}

/// XLIFF exports: each `<trans-unit>` holds a source string and its translation for the `<file>`'s languages.
/// Only `.xliff` is read: Xcode writes no other extension, and the plugins' lists say the same
/// (`PluginExtensionsTests`).
struct XLIFFFormat: LocalizationFileFormat {
    let identifier = "xliff"
    let extensions = ["xliff"]
    let localeLayout = LocalizationFormat.LocaleLayout.localesInFile
    /// A directive is written in a unit's `<note>`, which is its comment.
    let directivePlacement = LocalizationFormat.DirectivePlacement.entryComments

    func parse(bytes: [UInt8], path: String) throws -> LocalizationFile {
        try LocalizationReader.parseText(bytes: bytes, path: path, as: .xliff, read: XLIFFReader.read)
    }
}
