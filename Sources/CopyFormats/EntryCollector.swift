import CopyLowLevel

/// Gathers a reader's entries with the spans of their values, giving each entry its position as it is added.
struct EntryCollector {
    /// The text as UTF-8 (`DecodedText.utf8`), which the reader scans from `start`.
    let utf8: [UInt8]
    let start: Int
    let context: PathContext
    private(set) var entries: [Entry] = []
    private(set) var spans: [ValueSpan?] = []
    /// Which part of the file each entry belongs to, for duplicate keys: an XLIFF `<file>` element, otherwise 0.
    private(set) var scopes: [Int] = []
    /// Where the value a translation's `sourceText` was taken from starts, by entry (-1: none, the key), for a
    /// reader that gives translations their source texts (catalogs); empty for the others. A catalog whose source
    /// values are fixed is read back with the new source texts from there (`LocalizationFile.readBack`).
    private(set) var sourceStarts: [Int] = []
    private var cursor: PositionCursor
    /// The number of entries the arrays were given room for beforehand (`reserveCapacity`). Holding that many,
    /// they are fitted: a copy would be given the same room, the allocator's sizes rounding up as theirs did.
    private var reservedCount: Int?

    init(utf8: [UInt8], start: Int, context: PathContext) {
        self.utf8 = utf8
        self.start = start
        self.context = context
        self.cursor = PositionCursor(start: start)
    }

    /// An empty collector for a part of the same text that starts at `offset`, read apart from the others: its
    /// entries are positioned as if the text began there, until the parts are joined (`append(parts:at:threads:)`).
    func part(from offset: Int) -> EntryCollector {
        var part = EntryCollector(utf8: utf8, start: start, context: context)
        part.cursor = PositionCursor(start: offset)
        return part
    }

    /// Room for `count` entries in all, so that the arrays need not grow (nor be fitted: `fittedEntries`).
    mutating func reserveCapacity(_ count: Int) {
        reservedCount = count
        entries.reserveCapacity(count)
        spans.reserveCapacity(count)
        scopes.reserveCapacity(count)
    }

    /// Adds parts' entries, in order, after this collector's (which has none): `partStarts` are where they start.
    /// Their entries are moved to their places in the whole text as they are joined, on up to `threads` threads
    /// (a large catalog's, joined by one while the others waited).
    mutating func append(parts: consuming [EntryCollector], at partStarts: [Int], threads: Int) {
        precondition(entries.isEmpty && parts.count == partStarts.count, "EntryCollector: parts joined twice")
        var cursor = self.cursor
        let starts = partStarts.map { cursor.position(at: $0, in: utf8.span) }
        self.cursor = cursor
        let total = parts.reduce(0) { $0 + $1.entries.count }
        spans.reserveCapacity(total)
        scopes.reserveCapacity(total)
        if parts.contains(where: { !$0.sourceStarts.isEmpty }) { sourceStarts.reserveCapacity(total) }
        var partEntries: [[Entry]] = []
        partEntries.reserveCapacity(parts.count)
        for number in parts.indices {
            partEntries.append(parts[number].takeEntries())
            spans += parts[number].spans
            scopes += parts[number].scopes
            sourceStarts += parts[number].sourceStarts
        }
        entries = HelpedMap.joined(consume partEntries, threads: threads) { number, entry in
            // Only a part's first line starts elsewhere than at a line start of the whole text.
            if entry.position.line == 1 { entry.position.column += starts[number].column - 1 }
            entry.position.line += starts[number].line - 1
        }
        reservedCount = entries.count
    }

    /// The entries, taken out of the collector.
    private mutating func takeEntries() -> [Entry] {
        defer { entries = [] }
        return entries
    }

    /// Adds `entry`, positioned at the start of `span`. Readers add entries in file order, which keeps the cursor linear.
    mutating func append(_ entry: consuming Entry, span: ValueSpan, scope: Int = 0, sourceStart: Int? = nil) {
        // (The cursor is moved out while the text is read: `self` is not changed and read at once.)
        var cursor = self.cursor
        entry.position = cursor.position(at: span.range.lowerBound, in: utf8.span)
        self.cursor = cursor
        // Moved, not copied: a copy retained each of the entry's strings and released them again.
        entries.append(consume entry)
        spans.append(span)
        scopes.append(scope)
        if let sourceStart { sourceStarts.append(sourceStart) }
    }

    /// The entries and the spans of their values, each in an array of their number. Grown by doubling while they
    /// were read, the arrays have room for up to twice as many, which a file would hold for as long as it is linted.
    var fittedEntries: (entries: [Entry], spans: [ValueSpan?], sourceStarts: [Int]) {
        reservedCount == entries.count ? (entries, spans, sourceStarts)
            : (Self.fitted(entries), Self.fitted(spans), Self.fitted(sourceStarts))
    }

    private static func fitted<Element>(_ array: [Element]) -> [Element] {
        guard array.capacity - array.count > array.count / 16 else { return array }
        var fitted: [Element] = []
        fitted.reserveCapacity(array.count)
        fitted.append(contentsOf: array)
        return fitted
    }

    /// Keys defined twice in one scope for the same locale, table and side.
    var duplicateKeyIssues: [FormatIssue] {
        DuplicateKeys.issues(in: entries, scopes: scopes)
    }

    func decode(_ span: ValueSpan) -> String {
        span.decode(in: utf8.span)
    }
}
