/// Everything copylint asks of one kind of localisation file, said in one place: a type per format in
/// `Formats/<Name>/`, listed once in `LocalizationFormat.all`. Discovery, reading, suppressions, coverage, the
/// fuzz oracle and the plugins' test go through that list rather than name formats themselves.
protocol LocalizationFileFormat: Sendable {
    /// A short name, unique among formats: what `LocalizationFormat` values are told apart by.
    var identifier: String { get }
    /// The file name extensions that name the format, lowercased; none for a format that is only ever found by
    /// reading a file of another (a `.strings` file that turns out to be a property list).
    var extensions: [String] { get }
    /// How the format holds its locales, and so how translations find their source strings.
    var localeLayout: LocalizationFormat.LocaleLayout { get }
    /// Where inline `copylint:disable` directives are written: the format's comment syntax as suppressions read it.
    var directivePlacement: LocalizationFormat.DirectivePlacement { get }
    /// Whether walking a folder finds files of the format. A format read only on request (Interface Builder text,
    /// read with the app's sources) says no: its files are found by the walk for sources.
    var isFoundInFolders: Bool { get }
    /// Reads a file of the format: its entries, each with the span of its value and that value's syntax (how it is
    /// unescaped, and how a fix-it's replacement is escaped when written back). Throws `ParseError`.
    func parse(bytes: [UInt8], path: String) throws -> LocalizationFile
}

extension LocalizationFileFormat {
    var isFoundInFolders: Bool { true }
}
