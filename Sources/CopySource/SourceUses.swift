import CopyLowLevel

/// What an app's sources say of its localised strings: for each key, where it is used and as what; which keys
/// the code or Interface Builder reads at all; and notes on files that were not read.
public struct SourceUses: Sendable {
    public private(set) var uses: [LocalizedKey: [KeyUse]] = [:]
    /// Every key the parsed sources read, whether or not a use of it has a role; `isReferenced` also asks the
    /// Swift files left unparsed.
    public private(set) var referenced: Set<LocalizedKey> = []
    /// Swift files left unparsed because they give no role (see `SourcePrefilter`), and the table to parse them by.
    var unread: UnreadSwiftFiles?
    var table: APIRoleTable?
    /// Where the file scans were kept and read from; saved by `saveCache`.
    var cache: SourceScanCache?
    /// Source files skipped or read in part, and why (`path: too large (…)`).
    public internal(set) var notes: [String] = []
    /// The text the code gives each key it defines with one (`NSLocalizedString(…, value: "…")`), the first found.
    public private(set) var defaultValues: [LocalizedKey: String] = [:]
    public internal(set) var fileCount = 0

    public init() {}

    public static let empty = SourceUses()

    public var isEmpty: Bool { uses.isEmpty && referenced.isEmpty && unread == nil }

    /// Whether the sources read the key at all, in a known role or not.
    public func isReferenced(_ key: LocalizedKey) -> Bool {
        if referenced.contains(key) { return true }
        guard let unread, let table else { return false }
        return unread.names(key, table: table)
    }

    /// Reads at once, on every core, what `isReferenced` would read for each of the keys: the Swift files left
    /// unparsed that a literal naming one could be in.
    public func readReferences(to keys: [LocalizedKey]) {
        guard let unread, let table else { return }
        unread.readFiles(naming: keys.filter { !referenced.contains($0) }, table: table)
    }

    /// Saves the cache the sources were read with, with the keys of the files left unparsed that were parsed for
    /// `isReferenced`: the next run takes what they name from it.
    public func saveCache() {
        cache?.save()
    }

    /// The uses of a key, in source order (file, line, column), without repeats.
    public func uses(table: String, key: String) -> [KeyUse] {
        uses[LocalizedKey(table: table, key: key)] ?? []
    }

    mutating func add(_ use: KeyUse, for key: LocalizedKey) {
        uses[key, default: []].append(use)
        referenced.insert(key)
    }

    /// The text the app's code gives a key where it defines it, nil when it gives none.
    public func defaultValue(table: String, key: String) -> String? {
        defaultValues.isEmpty ? nil : defaultValues[LocalizedKey(table: table, key: key)]
    }

    mutating func define(_ value: CodeDefaultValue) {
        if defaultValues[value.key] == nil { defaultValues[value.key] = value.text }
    }

    mutating func reference(_ key: LocalizedKey) {
        referenced.insert(key)
    }

    /// Adds what later files said: their uses after these, their notes after these; a key's text from code stays
    /// the first found.
    mutating func append(_ later: SourceUses) {
        for (key, list) in later.uses { uses[key, default: []] += list }
        referenced.formUnion(later.referenced)
        notes += later.notes
        defaultValues.merge(later.defaultValues) { first, _ in first }
    }

    /// Sorts each key's uses and drops repeats (a key reached twice through one use). The keys are shared out over
    /// the cores: this runs after the sources are read, while nothing else does.
    mutating func normalize() {
        let lists = Array(uses)
        let parts = max(1, min(AvailableCores.count * 4, lists.count / 500))
        let sorted = ConcurrentOutputs.map(parts) { part in
            stride(from: part, to: lists.count, by: parts).map { index in
                var seen = Set<KeyUse>()
                let list = lists[index].value.sorted { ($0.location, $0.role) < ($1.location, $1.role) }
                return (lists[index].key, list.filter { seen.insert($0).inserted })
            }
        }
        for (key, list) in sorted.joined() { uses[key] = list }
    }
}
