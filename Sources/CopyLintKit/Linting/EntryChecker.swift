import CopyFormats
import CopyLowLevel
import CopyRules
import CopySource
import Synchronization

/// Runs the rules over one file's understood entries: each string with its group, each group as a whole,
/// and each translation against its source string.
struct EntryChecker {
    let checker: BatchChecker
    let sourceLocale: String
    let includeStale: Bool
    /// The app's sources, read unless `--no-sources`: the texts its code gives the keys it defines.
    var sourceUses = SourceUses.empty

    /// Diagnostics per entry index. With `spares` (checkers for cores that would otherwise be idle: a catalog
    /// is one file, which one worker lints), the strings are checked in parts on as many threads as there are
    /// checkers, and then the groups likewise.
    ///
    /// `earlier`: a check of the file before it was fixed. What of it still stands (`EarlierCheck.reuse`) is kept;
    /// only the other strings and groups are checked.
    ///
    /// `deferringTranslations`: the translations' string and translation rules are left for a check against their
    /// sources as fixed (`lint --fix` of a catalog, `FixApplication.translationsOfFixedSources`); their groups
    /// are checked.
    func diagnostics(_ read: ReadFile, spares: [EntryChecker] = [], reusing earlier: EarlierCheck? = nil,
                     deferringTranslations: Bool = false) -> EntryDiagnostics {
        let checkers = [self] + spares
        // The groups are made on one core; what of an earlier check stands is found beside them.
        let (groups, reuse) = HelpedMap.both(threads: checkers.count) {
            EntryGroups(read.entries) { isChecked($0) }
        } and: {
            earlier?.reuse(read.entries, threads: checkers.count)
        }
        let parts = HelpedMap.parts(of: read.entries.count, threads: checkers.count)
        let found = HelpedMap.map(parts, contexts: checkers) {
            $0.stringDiagnostics(read, part: $1, groups: groups, reuse: reuse,
                                 deferringTranslations: deferringTranslations)
        }
        // Given room for every part's entries (and those kept) first: grown as the parts were merged, the table was
        // hashed again at each doubling, on one core.
        var result = EntryDiagnostics()
        result.strings.reserveCapacity(found.reduce(earlier?.diagnostics.strings.count ?? 0) { $0 + $1.count })
        for part in found { result.strings.merge(part) { first, _ in first } }
        if let earlier, let reuse {
            for position in read.entries.indices {
                let index = read.entries[position].index
                if reuse[position].strings, let kept = earlier.diagnostics.strings[index] {
                    result.strings[index] = kept
                }
                if reuse[position].group, let kept = earlier.diagnostics.groups[index] { result.groups[index] = kept }
            }
        }
        // In the order of their first members (`EntryGroups.keys`): a group's answers do not depend on the
        // others', and comparing group names and locales cost more than checking. A group whose answers stand
        // has them among its members' already.
        let checkedAgain = reuse.map { reuse in
            (0..<groups.count).filter { number in
                guard let first = groups.members(ofGroup: number).first,
                      let position = read.position(ofEntry: first.index) else { return true }
                return !reuse[position].group
            }
        }
        let groupParts = HelpedMap.parts(of: checkedAgain?.count ?? groups.count, threads: checkers.count)
        let groupFound = HelpedMap.map(groupParts, contexts: checkers) { checker, part in
            part.flatMap { place in
                let number = checkedAgain?[place] ?? place
                let members = groups.members(ofGroup: number)
                let confidence = members.map(\.groupConfidence).min() ?? .guess
                return checker.checker.checkGroup(members.map(\.member), locale: groups.keys[number].locale,
                                                  confidence: confidence)
                    .map { (members[members.startIndex + $0.member].index, $0.diagnostic) }
            }
        }
        for (index, diagnostic) in groupFound.joined() { result.groups[index, default: []].append(diagnostic) }
        return result
    }

    /// The string and translation diagnostics of the entries whose positions are in `part`, per entry index.
    /// `reuse`: what of an earlier check stands (`EarlierCheck.reuse`); entries whose own diagnostics do are skipped,
    /// and so are translations when `deferringTranslations`.
    private func stringDiagnostics(_ read: ReadFile, part: Range<Int>, groups: EntryGroups,
                                   reuse: [EarlierCheck.Reuse]?, deferringTranslations: Bool) -> [Int: [Diagnostic]] {
        var result: [Int: [Diagnostic]] = [:]
        // Each entry is read in place, field by field (see `diagnostics(of:file:groups:)`).
        read.entries.forEachInPlace { entry, position in
            guard part.contains(position), reuse?[position].strings != true, !deferringTranslations || entry.isSource,
                  isChecked(entry) else { return }
            let found = diagnostics(of: &entry, file: read.file, groups: groups)
            if !found.isEmpty { result[entry.index, default: []] += found }
        }
        return result
    }

    /// One entry's string rules, with its group, and its translation rules against its source.
    ///
    /// The entry is handed over `inout`, in place, for reading only (`forEachInPlace`), and each field is read when
    /// it is used. Borrowed (`borrowing LintedEntry`), it was copied whole, every string retained and released,
    /// around the checker's calls, for every entry linted; through a pointer, each string read was retained and
    /// released.
    private func diagnostics(of entry: inout LintedEntry, file: LocalizationFile,
                             groups: EntryGroups) -> [Diagnostic] {
        let source = entry.isSource ? nil
            : sourceText(key: entry.key, own: entry.ownSourceText, table: entry.sourceText,
                         tableName: entry.table)
        var context = StringContext(role: entry.assignment.role, locale: entry.locale,
                                    roleConfidence: entry.assignment.confidence, isCancel: entry.assignment.isCancel,
                                    group: otherMembers(of: entry.assignment, locale: entry.locale,
                                                        index: entry.index, groups),
                                    isGroupMember: entry.assignment.group != nil,
                                    source: source.map { TranslationSource($0, locale: sourceLocale) })
        let found = checker.check(entry.text, in: context)
        guard source != nil else { return found }
        let key = entry.key
        // The string rules are not told a plural variant's category; the translation rules are, and read the
        // catalog key's arguments.
        context.pluralCategory = Self.pluralCategory(key)
        context.source?.arguments = Self.catalogArguments(key: key, file)
        let compared = checker.checkTranslation(entry.text, in: context)
        // A string rule and a translation rule may propose the same fix ("Abbruch" → "Abbrechen"): report it once.
        return compared.isEmpty ? found : Checker.withoutDuplicates(found + compared)
    }

    /// The source text a translation is compared with: the file's own (`own`: catalogs, XLIFF) or its source
    /// table's (`table`, see `SourceIndex.Tables.translation`); without either, the text the app's code gives the
    /// key (`sourceUses`: a target whose English lives only in code).
    private func sourceText(key: String, own: String?, table: String?, tableName: String) -> String? {
        // A catalog substitution's specifiers read the substitution's own argument, not the string's: not comparable.
        guard !Self.isSubstitution(key) else { return nil }
        return own ?? table ?? sourceUses.defaultValue(table: tableName, key: key)
    }

    /// Whether a key names a catalog substitution. The byte checks first: Foundation's `contains` costs
    /// more than the rest of a typical entry's bookkeeping, and almost no key has the bytes (most have no slash).
    private static func isSubstitution(_ key: String) -> Bool {
        ByteSearch.contains(UInt8(ascii: "/"), in: key) && UTF8Search.mightContain(key, "/substitutions/")
            && key.contains("/substitutions/")
    }

    /// Entries marked not to translate are not copy; stale ones only with `--include-stale`.
    /// Nor is an Interface Builder key that stands in for its missing text (a String Catalog entry with no
    /// source value for `aB3-xY-9kL.title`): that is an object ID, never text.
    /// Nor is an Interface Builder text that is never drawn: every use the sources found is an outlet's text the
    /// code replaces, or an image-only bar item's title (sources read); the text the code sets is checked instead.
    private func isChecked(_ entry: borrowing LintedEntry) -> Bool {
        entry.shouldTranslate && (includeStale || !entry.isStale) && !Self.isObjectIDStandIn(key: entry.key, text: entry.text)
            && !Self.isNeverShown(entry.assignment.uses)
    }

    static func isNeverShown(_ uses: [KeyUse]) -> Bool {
        !uses.isEmpty && uses.allSatisfy(\.isNeverShown)
    }

    static func isObjectIDStandIn(key: String, text: String) -> Bool {
        key.utf8.count == text.utf8.count && InterfaceBuilderSignal.propertyFromObjectIDKey(key) != nil && key == text
    }

    /// In a String Catalog the key is the format string code passes (`"%lld photos"`), so its specifiers are
    /// the arguments, even where the English value spells a count out.
    static func catalogArguments(key: String, _ file: LocalizationFile) -> String? {
        guard file.format == .xcstrings else { return nil }
        var key = key
        for marker in ["/plural/", "/device/", "/substitutions/"] {
            if UTF8Search.mightContain(key, marker), let range = key.range(of: marker) { key = String(key[..<range.lowerBound]) }
        }
        return UTF8Search.mightContain(key, "%") && key.contains("%") ? key : nil
    }

    /// The plural category at the end of a stringsdict or catalog variation key ("photos/one" → "one").
    static func pluralCategory(_ key: String) -> String? {
        // Every category is three to five ASCII letters after a slash: only a key's last six bytes are read (keys
        // can be long sentences, and most have no category), compared byte for byte, as these have no other
        // spelling. A slash is looked for first where a category's would be: most keys have none there, and
        // comparing each category's bytes through its UTF-8 view cost more than the rest of a key's bookkeeping.
        if let found = key.utf8.withContiguousStorageIfAvailable({ bytes -> String? in
            for length in 3...5 where bytes.count > length && bytes[bytes.count - length - 1] == 0x2F {
                let tail = bytes[(bytes.count - length)...]
                if let category = Self.pluralCategoryBytes.first(where: { $0.bytes.elementsEqual(tail) }) { return Self.pluralCategories[category.index] }
            }
            return nil
        }) {
            return found
        }
        guard let slash = key.lastSlash else { return nil }
        let last = String(key[key.index(after: slash)...])
        return Self.pluralCategories.contains(last) ? last : nil
    }

    /// The categories' bytes, with their index in `pluralCategories`.
    private static let pluralCategoryBytes: [(index: Int, bytes: [UInt8])] = pluralCategories.enumerated().map { ($0.offset, Array($0.element.utf8)) }

    private static let pluralCategories = ["zero", "one", "two", "few", "many", "other"]

    /// The members of the assignment's group in `locale` other than the entry at `index`: none without a group,
    /// for a group made from key prefixes alone (string rules that read the group, such as `yes_no_button`'s
    /// fix-it from the title's verb, need one from code, Interface Builder or configuration), or for a group
    /// larger than any seen.
    private func otherMembers(of assignment: RoleAssignment, locale: String, index: Int,
                              _ groups: EntryGroups) -> [GroupMember] {
        guard let group = assignment.group, assignment.groupConfidence == .certain else { return [] }
        guard let members = groups[LocaleGroup(locale: locale, group: group)],
              members.count <= GroupMember.largestSeenGroup else { return [] }
        return members.filter { $0.index != index }.map(\.member)
    }
}

extension LintedEntry {
    /// The entry as another member of its group sees it.
    var member: GroupMember {
        GroupMember(text, role: assignment.role, isCancel: assignment.isCancel)
    }
}
