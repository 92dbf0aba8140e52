import CopyLowLevel

/// Reads String Catalogs (`.xcstrings`): one entry per string unit of every localization, variations and
/// substitutions included, plus the key itself as source text where the source language has no localization.
struct XCStringsReader {
    /// Variations nest (a device variation can hold plural ones); this is far deeper than Xcode writes.
    private static let maximumDepth = 16

    private var collector: EntryCollector
    private let sourceLanguage: String

    /// A string unit found in a localization: its entry key (`KEY/plural/one`), text, state and value span.
    private struct Unit {
        var path: String
        var text: String
        var state: String?
        var span: ValueSpan
    }

    /// What every entry of one catalog key shares.
    private struct KeyInfo {
        var key: String
        var comment: String?
        var isStale: Bool
        var shouldTranslate: Bool
        /// The source language's texts by entry key, with where their values start, to give translations their
        /// `sourceText`: the one text of most keys apart (a dictionary for each key cost about 0.1 s of reading a
        /// 200,000-key catalog).
        var onlySourceText: (path: String, text: SourceValue)?
        var sourceTexts: [String: SourceValue] = [:]

        func sourceText(at path: String) -> SourceValue? {
            if let only = onlySourceText { return only.path == path ? only.text : nil }
            return sourceTexts[path]
        }
    }

    /// A source text a translation takes, and where its value starts (-1: the key, which has no value).
    private struct SourceValue {
        var text: String
        var start: Int
    }

    /// Catalogs of at least this many bytes are read in parts on every core (`readInParts`); below it, starting
    /// the other threads costs about what they save.
    static let bytesReadInParts = 4 << 20

    static func read(_ collector: EntryCollector) throws(SyntaxError) -> EntryCollector {
        if collector.utf8.count - collector.start >= bytesReadInParts, AvailableCores.count > 1,
           let read = readInParts(collector, threads: AvailableCores.count) {
            return read
        }
        return try readWhole(collector)
    }

    /// The catalog read as `readWhole` reads it, with its keys parsed and read in parts on up to `threads`
    /// threads: the members of `"strings"` are found without parsing their values, and the parts' entries are
    /// joined in file order. Nil for a catalog with an error anywhere: `readWhole` then says what, at the first
    /// place it is found. (A 200,000-key catalog took a second to read on one core while the others waited.)
    static func readInParts(_ collector: EntryCollector, threads: Int) -> EntryCollector? {
        collector.utf8.withUnsafeBufferPointer { text -> EntryCollector? in
            guard let (sourceLanguage, strings) = try? catalogMembers(text, start: collector.start, threads: threads)
            else { return nil }
            let parts = HelpedMap.parts(of: strings.count, threads: threads).filter { !$0.isEmpty }
            // Each part starts at its first key's opening quote.
            let partStarts = parts.map { strings[$0.lowerBound].keyRange.lowerBound - 1 }
            let read = HelpedMap.map(Array(zip(parts, partStarts)), threads: threads) {
                part, partStart -> EntryCollector? in
                var reader = XCStringsReader(collector: collector.part(from: partStart),
                                             sourceLanguage: sourceLanguage)
                for skipped in strings[part] {
                    guard let (value, end) = try? JSONParser.value(in: text, at: skipped.value.lowerBound, depth: 2),
                          end == skipped.value.upperBound else { return nil }
                    let key = ValueSpan(range: skipped.keyRange, syntax: .json).decode(in: text.span)
                    do {
                        try reader.readKey(JSONMember(key: key, keyRange: skipped.keyRange, value: value))
                    } catch {
                        return nil
                    }
                }
                return reader.collector
            }
            guard read.allSatisfy({ $0 != nil }) else { return nil }
            var whole = collector
            whole.append(parts: (consume read).compactMap { $0 }, at: partStarts, threads: threads)
            return whole
        }
    }

    /// The catalog's source language and the members of its `"strings"`, skipped; every other value of the root
    /// parsed, and the root checked to the end of the text, so that the catalog parses whole if its members do.
    /// The first `"strings"` object's members are found on up to `threads` threads (`shallowMembersInParts`).
    private static func catalogMembers(_ text: UnsafeBufferPointer<UInt8>, start: Int, threads: Int)
        throws(SyntaxError) -> (sourceLanguage: String, strings: [JSONParser.SkippedMember])? {
        // The members of the first "strings", found as the root's members are: the key's offset and the members.
        var foundInParts: (key: Int, members: [JSONParser.SkippedMember])?
        let root = try JSONParser.shallowMembers(text, objectAt: start, depth: 0) { keyRange, value in
            guard foundInParts == nil, threads > 1,
                  ValueSpan(range: keyRange, syntax: .json).decode(in: text.span) == "strings",
                  let found = JSONParser.shallowMembersInParts(text, objectAt: value, depth: 1, threads: threads)
            else { return nil }
            foundInParts = (keyRange.lowerBound, found.members)
            return found.end
        }
        guard JSONParser.isWhitespace(text, from: root.end) else { return nil }
        var sourceLanguage: String?
        var strings: [JSONParser.SkippedMember]?
        for member in root.members {
            let key = ValueSpan(range: member.keyRange, syntax: .json).decode(in: text.span)
            if key == "strings", strings == nil {
                if let foundInParts, foundInParts.key == member.keyRange.lowerBound {
                    strings = foundInParts.members
                } else {
                    let object = try JSONParser.shallowMembers(text, objectAt: member.value.lowerBound, depth: 1)
                    guard object.end == member.value.upperBound else { return nil }
                    strings = object.members
                }
                continue
            }
            let (value, end) = try JSONParser.value(in: text, at: member.value.lowerBound, depth: 1)
            guard end == member.value.upperBound else { return nil }
            if key == "sourceLanguage", sourceLanguage == nil {
                guard case .string(let range) = value.kind else { return nil }
                sourceLanguage = ValueSpan(range: range, syntax: .json).decode(in: text.span)
            }
        }
        guard let sourceLanguage, let strings else { return nil }
        return (sourceLanguage, strings)
    }

    /// The plain reading: the whole text parsed, then each key read in file order.
    static func readWhole(_ collector: EntryCollector) throws(SyntaxError) -> EntryCollector {
        let root = try JSONParser.parse(collector.utf8.span, start: collector.start)
        guard case .object = root.kind else { throw SyntaxError(offset: root.offset, message: "expected a string catalog object") }
        let languageNode = root.member("sourceLanguage")
        guard let sourceLanguage = try string(languageNode, named: "sourceLanguage", in: collector.utf8.span) else {
            throw SyntaxError(offset: root.offset, message: "expected a \"sourceLanguage\" string")
        }
        var reader = XCStringsReader(collector: collector, sourceLanguage: sourceLanguage)
        if let strings = root.member("strings") {
            for member in try members(of: strings, named: "strings") {
                try reader.readKey(member)
            }
        }
        return reader.collector
    }

    private init(collector: EntryCollector, sourceLanguage: String) {
        self.collector = collector
        self.sourceLanguage = sourceLanguage
    }

    private static func members(of node: JSONNode, named name: String) throws(SyntaxError) -> [JSONMember] {
        guard case .object(let members) = node.kind else { throw SyntaxError(offset: node.offset, message: "expected an object for \"\(name)\"") }
        return members
    }

    private static func string(_ node: JSONNode?, named name: String,
                               in text: Span<UInt8>) throws(SyntaxError) -> String? {
        guard let node else { return nil }
        guard case .string(let range) = node.kind else { throw SyntaxError(offset: node.offset, message: "expected a string for \"\(name)\"") }
        return ValueSpan(range: range, syntax: .json).decode(in: text)
    }

    private mutating func readKey(_ string: JSONMember) throws(SyntaxError) {
        let node = string.value
        guard case .object = node.kind else { throw SyntaxError(offset: node.offset, message: "expected an object for \"\(string.key)\"") }
        var info = KeyInfo(
            key: string.key,
            comment: try Self.string(node.member("comment"), named: "comment", in: collector.utf8.span),
            isStale: try Self.string(node.member("extractionState"), named: "extractionState",
                                     in: collector.utf8.span) == "stale",
            shouldTranslate: true
        )
        if case .bool(false) = node.member("shouldTranslate")?.kind { info.shouldTranslate = false }
        var localizations: [JSONMember] = []
        if let node = node.member("localizations") { localizations = try Self.members(of: node, named: "localizations") }
        // The source localization's units are read once: its entries and its translations' source texts share
        // their strings. (Read again as a localization, each source text was decoded twice and held twice, 13 MB
        // of a 200,000-key catalog.)
        var sourceUnits: [Unit] = []
        let sourcePosition = localizations.firstIndex(where: { $0.key == sourceLanguage })
        if let sourcePosition {
            try collectUnits(in: localizations[sourcePosition].value, path: info.key, depth: 0, into: &sourceUnits)
            let values = sourceUnits.map { SourceValue(text: $0.text, start: $0.span.range.lowerBound) }
            if sourceUnits.count == 1 {
                info.onlySourceText = (sourceUnits[0].path, values[0])
            } else {
                for (unit, value) in zip(sourceUnits, values) { info.sourceTexts[unit.path] = value }
            }
        } else {
            // Without a source localization the key is the source text; it has no value bytes to rewrite.
            append(info, Unit(path: info.key, text: info.key, span: ValueSpan(range: string.keyRange, syntax: .json)),
                   locale: sourceLanguage, isEditable: false)
        }
        var units: [Unit] = []
        for (position, localization) in localizations.enumerated() {
            if position == sourcePosition {
                for unit in sourceUnits { append(info, unit, locale: localization.key, isEditable: true) }
                continue
            }
            units.removeAll(keepingCapacity: true)
            try collectUnits(in: localization.value, path: info.key, depth: 0, into: &units)
            for unit in units { append(info, unit, locale: localization.key, isEditable: true) }
        }
    }

    private mutating func append(_ info: KeyInfo, _ unit: Unit, locale: String, isEditable: Bool) {
        let isSource = locale == sourceLanguage
        let source = isSource ? nil : sourceText(for: unit.path, in: info)
        collector.append(
            Entry(
                key: unit.path, text: unit.text, comment: info.comment, locale: locale, isSource: isSource,
                table: collector.context.table, sourceText: source?.text,
                state: unit.state, isStale: info.isStale, shouldTranslate: info.shouldTranslate, isEditable: isEditable
            ),
            span: unit.span,
            sourceStart: source?.start ?? -1
        )
    }

    /// The source text at the same path; for a plural category the source lacks, its `other`; else the
    /// source's plain value; else the key, which is what the app shows untranslated.
    private func sourceText(for path: String, in info: KeyInfo) -> SourceValue {
        if let text = info.sourceText(at: path) { return text }
        if let slash = path.lastIndex(of: "/"), let other = info.sourceText(at: String(path[..<slash]) + "/other") {
            return other
        }
        return info.sourceText(at: info.key) ?? SourceValue(text: info.key, start: -1)
    }

    /// The string units in a localization (or variation) node, in file order.
    private func collectUnits(in node: JSONNode, path: String, depth: Int, into units: inout [Unit]) throws(SyntaxError) {
        guard depth < Self.maximumDepth else { throw SyntaxError(offset: node.offset, message: "string catalog variations nested too deeply") }
        for member in try Self.members(of: node, named: "localization") {
            switch member.key {
            case "stringUnit":
                guard let value = member.value.member("value"), case .string(let range) = value.kind else {
                    throw SyntaxError(offset: member.value.offset, message: "expected a \"value\" string in \"stringUnit\"")
                }
                let span = ValueSpan(range: range, syntax: .json)
                let state = try Self.string(member.value.member("state"), named: "state", in: collector.utf8.span)
                units.append(Unit(path: path, text: collector.decode(span), state: state, span: span))
            case "variations":
                try collectVariations(in: member.value, path: path, depth: depth, into: &units)
            case "substitutions":
                for substitution in try Self.members(of: member.value, named: "substitutions") {
                    guard let variations = substitution.value.member("variations") else { continue }
                    try collectVariations(in: variations, path: path + "/substitutions/" + substitution.key, depth: depth, into: &units)
                }
            default:
                continue
            }
        }
    }

    /// `{"plural": {"one": {...}, ...}, "device": {...}}`: each category's units, under `path/KIND/CATEGORY`.
    private func collectVariations(in node: JSONNode, path: String, depth: Int, into units: inout [Unit]) throws(SyntaxError) {
        for kind in try Self.members(of: node, named: "variations") {
            for category in try Self.members(of: kind.value, named: kind.key) {
                try collectUnits(in: category.value, path: path + "/" + kind.key + "/" + category.key, depth: depth + 1, into: &units)
            }
        }
    }
}
