import CopyFormats
import CopyLowLevel
import CopyRules

/// Reads localisation files and understands their entries: canonical locale, source or translation, role and group.
public struct ProjectReader: Sendable {
    public let options: LintOptions
    public let store: DictionaryStore
    private let inferrer: RoleInferrer
    private let code: CodeSignal

    public init(options: LintOptions, store: DictionaryStore = .bundled) {
        self.options = options
        self.store = store
        inferrer = RoleInferrer(store: store, patterns: options.rolePatterns, inferFromText: options.inferRolesFromText)
        code = CodeSignal(uses: options.sourceUses)
    }

    /// Whether a `.strings`/`.stringsdict` path is in the source language's (or Base) `.lproj` folder.
    public func isSourcePath(_ path: String) -> Bool {
        guard let locale = Self.lprojLocale(path) else { return false }
        return locale == "Base" || store.canonicalLocale(locale) == store.canonicalLocale(options.sourceLocale)
    }

    /// The `X` of the nearest `X.lproj` folder in a path.
    public static func lprojLocale(_ path: String) -> String? {
        // ASCII paths byte by byte (there, bytes are characters): splitting paths into Characters cost more per file than parsing many of them.
        if path.utf8.allSatisfy({ $0 < 0x80 }) {
            let lproj = path.utf8.split(separator: 0x2F).last { $0.count >= 6 && $0.suffix(6).elementsEqual(".lproj".utf8) }
            return lproj.map { String(decoding: $0.dropLast(6), as: UTF8.self) }
        }
        return path.split(separator: "/").last { $0.hasSuffix(".lproj") }.map { String($0.dropLast(6)) }
    }

    /// Reads one file; `sources` gives translations the roles and texts of their source strings (by table and key).
    /// `keepingDecisions`: see `understand(_:sources:keepingDecisions:reusing:)`; `keepingText`: see `parse`.
    public func read(path: String, sources: SourceIndex, keepingDecisions: Bool = false,
                     keepingText: Bool = true) throws -> ReadFile {
        let file = try parse(path: path, keepingText: keepingText)
        return understand(file, sources: sources, keepingDecisions: keepingDecisions)
    }

    /// Parses one file. Without `keepingText` (a run that writes nothing), a large UTF-8 file keeps only its
    /// values' bytes (`LocalizationFile.keepingValuesOnly()`), unless it holds a `copylint:` directive, which
    /// `Suppressions` looks for in the whole text.
    func parse(path: String, keepingText: Bool = true) throws -> LocalizationFile {
        let file = try LocalizationReader.read(path: path, maximumBytes: options.maximumFileBytes)
        guard !keepingText, file.bytes.count >= Self.textKeptBelow, file.encoding == .utf8,
              !UTF8Search.mightContain(bytes: file.bytes, "copylint:") else { return file }
        return file.keepingValuesOnly()
    }

    /// Files smaller than this keep their text whatever `parse` is asked: copying a small file's values out
    /// saves little and costs a copy.
    static let textKeptBelow = 1 << 20

    public func understand(_ file: LocalizationFile, sources: SourceIndex) -> ReadFile {
        understand(file, sources: sources, keepingDecisions: false)
    }

    /// What each translation among `entries` takes from its source string, nil for a source string or a key the
    /// source lacks; `fileEntries` are their file's, read in place. Looked up on every core in a large file: its
    /// worker may be the only one at work (a table and its translation are linted one at a time). `entries` is
    /// borrowed: a copy held past the lookups would have made the caller's first change to them copy every entry.
    /// In parts, in order, as they were looked up: joined, each was copied (its strings retained) on one core.
    private static func sources(of entries: [LintedEntry], fileEntries: [Entry],
                                in tables: SourceIndex.Tables) -> [[SourceIndex.Translation?]] {
        let threads = entries.count >= ProjectLinter.spreadEntries ? AvailableCores.count : 1
        return HelpedMap.map(partsOf: entries.count, threads: threads) { part in
            var table: (name: String, number: Int?)?  // the last entry's: a file's entries share their table
            return part.map { index -> SourceIndex.Translation? in
                guard !entries[index].isSource else { return nil }
                let name = fileEntries[index].table
                if table?.name != name { table = (name, tables.number(ofTable: name)) }
                return table?.number.flatMap { tables.translation(table: $0, key: fileEntries[index].key) }
            }
        }
    }

    /// The indices of the entries of each locale, in the order the locales first come. A catalog's locales come
    /// key by key: an entry's is most often the one before the last (a table of them hashed every entry's).
    static func indicesByLocale(_ entries: [Entry]) -> [[Int]] {
        var locales: [String] = []
        var indices: [[Int]] = []
        var last = 0, beforeLast = 0
        for index in entries.indices {
            let locale = entries[index].locale
            let number: Int
            if !locales.isEmpty, locales[beforeLast] == locale {
                number = beforeLast
            } else if !locales.isEmpty, locales[last] == locale {
                number = last
            } else if let seen = locales.firstIndex(of: locale) {
                number = seen
            } else {
                number = locales.count
                locales.append(locale)
                indices.append([])
            }
            indices[number].append(index)
            (beforeLast, last) = number == last ? (beforeLast, last) : (last, number)
        }
        return indices
    }

    /// `keepingDecisions`: the read file keeps its entries' role decisions (`ReadFile.decisions`), for a file that
    /// `lint --fix` will understand again as fixed. `reusing`: such decisions, taken for the entries they were made
    /// for (the same key, text, comment, table and source text), the others decided again.
    func understand(_ file: LocalizationFile, sources: SourceIndex, keepingDecisions: Bool,
                    reusing prior: RoleDecisions? = nil) -> ReadFile {
        let sourceLocale = store.canonicalLocale(options.sourceLocale)
        let lproj = Self.lprojLocale(file.path)
        let fileIsSource = isSourcePath(file.path)
        let sourceTables = sources.tables(scope: SourceIndex.scope(file.path))
        // By index: an entry enumerated out of the array was copied (each of its strings retained). Each linted
        // entry refers to its entry in the file's array, which they all share, instead of holding a copy.
        let fileEntries = file.entries
        // A large file's in parts on every core (the roles are decided so; this was one core's while the others
        // waited). A file's entries share a few locales: each part makes each one's canonical form once (a
        // catalog's locales alternate, key by key: keeping only the last one's, each entry's was canonicalised again).
        let threads = fileEntries.count >= RoleInferrer.spreadEntries ? AvailableCores.count : 1
        var made: [[LintedEntry]] = []
        var seenLocales: [(raw: String, canonical: String)] = []
        for part in HelpedMap.map(partsOf: fileEntries.count, threads: threads, { part in
            var seen: [(raw: String, canonical: String)] = []
            let linted = part.map { index -> LintedEntry in
                let entryLocale = fileEntries[index].locale
                let rawLocale = entryLocale.isEmpty ? (lproj ?? options.sourceLocale) : entryLocale
                let locale: String
                if let known = seen.first(where: { $0.raw == rawLocale }) {
                    locale = known.canonical
                } else {
                    locale = rawLocale == "Base" ? sourceLocale : store.canonicalLocale(rawLocale)
                    seen.append((rawLocale, locale))
                }
                let isSource = fileEntries[index].isSource || fileIsSource
                    || (file.format != .xliff && file.format != .xcstrings && locale == sourceLocale)
                return LintedEntry(fileEntries: fileEntries, index: index, locale: locale, isSource: isSource)
            }
            return (linted: linted, seen: seen)
        }) {
            made.append(part.linted)
            for locale in part.seen where !seenLocales.contains(where: { $0.raw == locale.raw }) {
                seenLocales.append(locale)
            }
        }
        var entries = HelpedMap.joined(consume made, threads: threads)
        // A translation takes the role of the source string it translates: the role belongs to the place in the
        // interface, and its signals (English key words, the developer's comments, the source text) are read on
        // the source. Only entries without a source string are inferred, and a file of translations that all
        // have one is not inferred at all (most files of a project: inferring them was a tenth of its lint).
        let translations = Self.sources(of: entries, fileEntries: fileEntries, in: sourceTables)
        var inherited = [RoleAssignment?](repeating: nil, count: entries.count)
        var index = 0
        for part in translations {
            for translation in part {
                defer { index += 1 }
                guard let translation else { continue }
                inherited[index] = translation.assignment
                entries[index].sourceText = translation.comparedText
                entries[index].sourceKeyNumber = translation.keyNumber
            }
        }
        // A source string the app's code or Interface Builder uses takes the role it has there, before any other signal.
        if !options.sourceUses.isEmpty {
            var unknown: [Int] = []
            for index in entries.indices where entries[index].isSource {
                let table = file.entries[index].table, key = file.entries[index].key
                if let found = code.assignment(table: table, key: key) { inherited[index] = found }
                if inherited[index] == nil { unknown.append(index) } else { entries[index].isUsedInSources = true }
            }
            // Whether the sources read the other keys at all is for `entries` only (no rule reads it): the files
            // they could be read in are then parsed at once, on every core, rather than key by key.
            if options.marksKeysReadInSources {
                code.readUses(of: unknown.map { (file.entries[$0].table, file.entries[$0].key) })
                for index in unknown {
                    let table = file.entries[index].table, key = file.entries[index].key
                    entries[index].isUsedInSources = code.isUsed(table: table, key: key)
                }
            }
        }
        // Each entry's assignment is written in place: a copy of `inherited` to write the decided ones into was
        // 15 MB of a 200,000-key catalog's roles, beside `inherited`, which the decisions read to the end.
        for index in entries.indices {
            if let assignment = inherited[index] { entries[index].assignment = assignment }
        }
        var decisions: RoleDecisions?
        if inherited.contains(where: { $0 == nil }) {
            let reusing = prior.map { prior in
                { @Sendable (index: Int) -> RoleDecision? in prior.decision(at: index, in: fileEntries) }
            }
            let inLocales = Self.indicesByLocale(file.entries)
            let oneLocale = inLocales.count <= 1
            // Every entry decided alone, in file order; its worker may be the only one at work (a source table is
            // understood before its translations can be; a catalog is often linted alone): a large file's entries
            // are decided on every core, a file of several locales from the size its locales were spread at.
            // A catalog's key is analysed once for all its localizations (`keysRepeat`).
            let decided = inferrer.decisions(file.entries, inherited: inherited, spreads: true,
                                             spreadEntries: oneLocale ? RoleInferrer.spreadEntries
                                                 : ProjectLinter.spreadEntries,
                                             keysRepeat: !oneLocale, reusing: reusing)
            if keepingDecisions {
                decisions = RoleDecisions(entries: fileEntries, inherited: inherited, decided: decided)
            }
            // Siblings are looked for per locale of the file, among their own locale's entries. A file of one locale
            // (every .strings and .stringsdict file) is one table as it is: nil, no list of its entries' indices.
            let byLocale: [[Int]?] = oneLocale ? [nil] : inLocales
            let assign = { (positions: [Int]?) in
                inferrer.assign(file.entries, positions: positions, inherited: inherited, decided: decided)
            }
            // The locales of a large file (a catalog: often linted alone, by one worker) on every core.
            let inferred = file.entries.count >= ProjectLinter.spreadEntries && byLocale.count > 1
                ? ParallelMap.map(byLocale, assign) : byLocale.map(assign)
            for (positions, inferred) in zip(byLocale, inferred) {
                for (offset, assignment) in inferred.enumerated() {
                    entries[positions?[offset] ?? offset].assignment = assignment
                }
            }
        }
        // Checkboxes, radio buttons and pop-up items of the table's own xib or storyboard: looked for only in a
        // table of Interface Builder keys (its first entry's tells).
        let choiceIDs = file.entries.first.map { InterfaceBuilderOptions.objectID(ofKey: $0.key) != nil } == true
            ? InterfaceBuilderOptions.objectIDs(forTableAt: file.path) : []
        for index in entries.indices where !choiceIDs.isEmpty || !options.explicitGroups.isEmpty {
            if !choiceIDs.isEmpty, let id = InterfaceBuilderOptions.objectID(ofKey: file.entries[index].key), choiceIDs.contains(String(id)) {
                entries[index].assignment = RoleAssignment(role: .option, source: .interfaceBuilder)
            }
            // A lookup in an empty dictionary still hashes the key: most projects configure no groups.
            if !options.explicitGroups.isEmpty, let explicit = options.explicitGroups[file.entries[index].key] {
                entries[index].assignment.group = explicit.group
                entries[index].assignment.groupConfidence = .certain
                entries[index].assignment.isCancel = entries[index].assignment.isCancel || explicit.isCancel
            }
        }
        // A table of data (key bindings, command formats) is not copy: none of its strings is checked or fixed.
        if DataTable.isData(file) {
            for index in entries.indices { entries[index].entry.shouldTranslate = false }
        }
        // A catalog or XLIFF file may hold locales that are not languages (`qqq`, `en-XA`): not checked as such.
        // (`.lproj` folders of such locales are left out when files are found: `ProjectLinter.languageFiles`.)
        if file.format == .xcstrings || file.format == .xliff {
            // Every entry's locale is one of those seen: each is asked once, and a file whose locales are all
            // languages (nearly every one) is not walked again.
            let notLanguages = Set(seenLocales.map(\.canonical).filter { !store.isLanguage($0) })
            if !notLanguages.isEmpty { entries.removeAll { notLanguages.contains($0.locale) } }
        }
        return ReadFile(file: file, entries: entries, decisions: decisions)
    }
}
