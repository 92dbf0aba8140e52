/// A kind of Apple localisation file copylint reads. Each is described by one type in `Formats/<Name>/` (its
/// extensions, how it is read, how its locales are laid out, where its inline directives go), and `all` lists
/// them: adding a format is its folder and a line there.
public struct LocalizationFormat: Sendable, Hashable, CustomStringConvertible {
    /// The format's short name (`strings`, `xcstrings`, …).
    public let identifier: String
    let definition: any LocalizationFileFormat

    init(_ definition: some LocalizationFileFormat) {
        identifier = definition.identifier
        self.definition = definition
    }

    /// Every format, in the order a file's format is looked for by its extension.
    public static let all: [LocalizationFormat] = [
        .strings, .stringsPlist, .stringsdict, .xcstrings, .xliff, .interfaceBuilder,
    ]

    public var description: String { identifier }

    public static func == (lhs: LocalizationFormat, rhs: LocalizationFormat) -> Bool {
        lhs.identifier == rhs.identifier
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(identifier)
    }

    /// The file name extensions that name the format, lowercased. A `.strings` file that turns out to be a property
    /// list once read is `stringsPlist`, which no extension names.
    public var extensions: [String] { definition.extensions }

    /// How a format holds its locales.
    public enum LocaleLayout: Sendable {
        /// One locale a file, named by its `.lproj` folder; a translation is a table beside the development
        /// language's table of the same name.
        case tablePerLocale
        /// Every locale in one file, the source strings with their translations.
        case localesInFile
    }

    public var localeLayout: LocaleLayout { definition.localeLayout }

    /// Where a format's inline directives (`copylint:disable`) are written.
    public enum DirectivePlacement: Sendable {
        /// In comments between the entries, silencing lines.
        case commentLines
        /// In an entry's comment (a catalog's or XLIFF's note), silencing that entry's key.
        case entryComments
    }

    public var directivePlacement: DirectivePlacement { definition.directivePlacement }

    /// Whether walking a folder finds files of the format (see `LocalizationFileFormat.isFoundInFolders`).
    public var isFoundInFolders: Bool { definition.isFoundInFolders }

    /// The format a file name extension names (any case), if any.
    public static func named(byExtension fileExtension: some StringProtocol) -> LocalizationFormat? {
        byExtension[fileExtension.lowercased()]
    }

    /// The extensions of the formats a folder walk finds, lowercased and sorted: what the plugins' own lists
    /// must hold (`PluginExtensionsTests`).
    public static var extensionsFoundInFolders: [String] {
        all.filter(\.isFoundInFolders).flatMap(\.extensions).sorted()
    }

    /// Every format's extensions, made once: a tree's every file name is looked up.
    private static let byExtension: [String: LocalizationFormat] = Dictionary(
        all.flatMap { format in format.extensions.map { ($0, format) } }, uniquingKeysWith: { first, _ in first })
}
