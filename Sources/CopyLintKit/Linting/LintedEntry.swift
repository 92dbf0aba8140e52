import CopyFormats
import CopyLowLevel
import CopyRules

/// An entry of a file with what copylint understood of it: its canonical locale, role and group.
public struct LintedEntry: Sendable {
    /// The entries of the file it was understood from, shared with the file (`LocalizationFile.entries`): a linted
    /// entry refers to its entry there rather than holding a copy, so a large file's entries are held once.
    private let fileEntries: [Entry]
    /// The entry given in place of the file's through `entry`'s setter (a data table's strings marked not to
    /// translate, a translation's own source text as fixed); nil for nearly every entry.
    private var replacement: ReplacedEntry?

    /// The entry as read (`LocalizationFile.entries[index]`), or as set since.
    public var entry: Entry {
        get { replacement?.entry ?? fileEntries[index] }
        set { replacement = ReplacedEntry(entry: newValue) }
    }
    /// The entry's index in its file.
    public let index: Int
    public var locale: String
    /// The source text a `.lproj` translation is compared with, from its source table (catalog and XLIFF entries
    /// carry theirs in `entry.sourceText`); nil for source strings and strings without one.
    public var sourceText: String?
    /// The number of the source table's key it translates (`SourceIndex.SourceKeys`), for translation coverage.
    public var sourceKeyNumber: Int?
    // (The flags beside the optional number's tag byte, and the assignment, whose own flags end it, last: in
    // declaration order they took 16 bytes of padding in each of a large file's entries.)
    public var isSource: Bool
    /// The app's code or Interface Builder files read this source string's key (with a role from there or not).
    public var isUsedInSources = false
    public var assignment: RoleAssignment

    // The fields the linter reads, each read from the entry in place: a field of `entry` makes the whole entry
    // first (its every string retained, then released) for every read.
    var key: String { replacement?.entry.key ?? fileEntries[index].key }
    var text: String { replacement?.entry.text ?? fileEntries[index].text }
    var comment: String? { replacement.map(\.entry.comment) ?? fileEntries[index].comment }
    var table: String { replacement?.entry.table ?? fileEntries[index].table }
    /// The source text the file gives beside the entry (`entry.sourceText`: catalogs, XLIFF).
    var ownSourceText: String? { replacement.map(\.entry.sourceText) ?? fileEntries[index].sourceText }
    var position: SourcePosition { replacement?.entry.position ?? fileEntries[index].position }
    var isStale: Bool { replacement?.entry.isStale ?? fileEntries[index].isStale }
    var shouldTranslate: Bool { replacement?.entry.shouldTranslate ?? fileEntries[index].shouldTranslate }
    var isEditable: Bool { replacement?.entry.isEditable ?? fileEntries[index].isEditable }

    /// The entry at `index` of `fileEntries` (a file's `entries`), not yet given a role.
    init(fileEntries: [Entry], index: Int, locale: String, isSource: Bool) {
        self.fileEntries = fileEntries
        self.index = index
        self.locale = locale
        self.isSource = isSource
        assignment = .unknown
    }
}

/// An entry set on a linted entry in place of its file's: a class, so that the linted entries that have none
/// (nearly all) hold a reference's room for it, not an entry's.
private final class ReplacedEntry: Sendable {
    let entry: Entry

    init(entry: Entry) {
        self.entry = entry
    }
}

/// A file read, with its entries understood.
public struct ReadFile: Sendable {
    public var file: LocalizationFile
    public var entries: [LintedEntry]
    /// The entries' role decisions, kept for a file `lint --fix` will understand again as fixed
    /// (`ProjectReader.understand(_:sources:keepingDecisions:reusing:)`); nil otherwise.
    var decisions: RoleDecisions? = nil

    /// Where the linted entry of the file's entry at `index` (its `LintedEntry.index`) is in `entries`, nil when it
    /// has none. The two differ once entries are left out (a catalog's or XLIFF file's locale that is not a
    /// language, `qqq`): diagnostics and fixes are by the file's index.
    public func position(ofEntry index: Int) -> Int? {
        if entries.indices.contains(index), entries[index].index == index { return index }
        // Linted entries are in file order. (By position: an entry read whole is copied, its every string retained.)
        let low = entries.indices.partitionPoint { entries[$0].index >= index }
        return low < entries.count && entries[low].index == index ? low : nil
    }
}
