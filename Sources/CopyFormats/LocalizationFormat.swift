/// The kinds of Apple localisation file copylint reads. Each says what the rest of copylint needs to know of it:
/// its file name extensions, how its locales are laid out, and where its inline directives are written. Discovery,
/// reading, coverage and suppressions ask the format rather than list formats themselves.
public enum LocalizationFormat: String, Sendable, CaseIterable {
    /// A text `.strings` file (`"key" = "value";`).
    case strings
    /// A `.strings` file that is a property list (XML or binary) rather than text.
    case stringsPlist
    case stringsdict
    case xcstrings
    case xliff

    /// The file name extensions that name the format, lowercased. A `.strings` file that turns out to be a property
    /// list once read is `stringsPlist`, which no extension names.
    public var extensions: [String] {
        switch self {
        case .strings: ["strings"]
        case .stringsPlist: []
        case .stringsdict: ["stringsdict"]
        case .xcstrings: ["xcstrings"]
        case .xliff: ["xliff"]
        }
    }

    /// How a format holds its locales.
    public enum LocaleLayout: Sendable {
        /// One locale a file, named by its `.lproj` folder; a translation is a table beside the development
        /// language's table of the same name.
        case tablePerLocale
        /// Every locale in one file, the source strings with their translations.
        case localesInFile
    }

    public var localeLayout: LocaleLayout {
        switch self {
        case .strings, .stringsPlist, .stringsdict: .tablePerLocale
        case .xcstrings, .xliff: .localesInFile
        }
    }

    /// Where a format's inline directives (`copylint:disable`) are written.
    public enum DirectivePlacement: Sendable {
        /// In comments between the entries, silencing lines.
        case commentLines
        /// In an entry's comment (a catalog's or XLIFF's note), silencing that entry's key.
        case entryComments
    }

    public var directivePlacement: DirectivePlacement {
        switch self {
        case .strings, .stringsPlist, .stringsdict: .commentLines
        case .xcstrings, .xliff: .entryComments
        }
    }

    /// The format a file name extension names (any case), if any.
    public static func named(byExtension fileExtension: some StringProtocol) -> LocalizationFormat? {
        byExtension[fileExtension.lowercased()]
    }

    /// Every format's extensions, made once: a tree's every file name is looked up.
    private static let byExtension: [String: LocalizationFormat] = Dictionary(
        allCases.flatMap { format in format.extensions.map { ($0, format) } }, uniquingKeysWith: { first, _ in first })
}
