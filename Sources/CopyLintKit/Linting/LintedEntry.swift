import CopyFormats
import CopyRules

/// An entry of a file with what copylint understood of it: its canonical locale, role and group.
public struct LintedEntry: Sendable {
    public var entry: Entry
    /// The entry's index in its file.
    public var index: Int
    public var locale: String
    public var isSource: Bool
    public var assignment: RoleAssignment
    /// The source text a `.lproj` translation is compared with, from its source table (catalog and XLIFF entries
    /// carry theirs in `entry.sourceText`); nil for source strings and strings without one.
    public var sourceText: String?
    /// The number of the source table's key it translates (`SourceIndex.SourceKeys`), for translation coverage.
    public var sourceKeyNumber: Int?
    /// The app's code or Interface Builder files read this source string's key (with a role from there or not).
    public var isUsedInSources = false
}

/// A file read, with its entries understood.
public struct ReadFile: Sendable {
    public var file: LocalizationFile
    public var entries: [LintedEntry]
}
