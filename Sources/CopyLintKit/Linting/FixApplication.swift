import CopyLowLevel
import CopyRules
import CopyText

/// How a file's reported fix-its become its fixed texts: the report's fix-its are guarded and levelled first
/// (`guarded`), and what `--fix` writes is those of the level asked for, applied once (`fixedTexts`), so that the
/// written result is the reported fix-its applied, nothing more.
enum FixApplication {
    /// An entry's diagnostics with their fix-its levelled (`FixSafety`) and without those that touch text that is
    /// not prose (`NonProseSpans`); `fixable` false (an entry that cannot be rewritten in place, a data table)
    /// or fix-its that would leave the string blank take every fix-it away. The diagnostics stay.
    static func guarded(_ diagnostics: [Diagnostic], text: String, fixable: Bool, roleIsKnown: Bool, sourceIsText: Bool = true) -> [Diagnostic] {
        guard diagnostics.contains(where: { !$0.fixIts.isEmpty }) else { return diagnostics }
        guard fixable else { return diagnostics.map(withoutFixIts) }
        let scalars = Array(text.unicodeScalars)
        let spans = NonProseSpans.find(in: scalars)
        let guarded = diagnostics.map { diagnostic in
            var diagnostic = FixSafety.leveled(diagnostic, text: text, scalars: scalars, roleIsKnown: roleIsKnown,
                                               sourceIsText: sourceIsText)
            if !spans.isEmpty { diagnostic.fixIts.removeAll { !NonProseSpans.isClear($0, of: spans) } }
            return diagnostic
        }
        // A string is never emptied (a " " spacer, a piece that is only punctuation and space), at either level.
        // One that keeps a character other than white space outside every fix-it cannot be (most strings).
        let empties = !keepsText(scalars, besides: guarded) && FixLevel.allCases.contains { level in
            let fixed = FixIt.apply(fixIts(of: guarded, upTo: level), to: text)
            return fixed != text && isBlank(fixed)
        }
        return empties ? guarded.map(withoutFixIts) : guarded
    }

    /// Whether a locale is a language whose copy may be rewritten: not `qqq` (message documentation for
    /// translators), not a pseudo-locale (`en-XA`, `ar-XB`), not a private-use code (`x-…`).
    static func isWrittenLanguage(_ locale: String) -> Bool {
        let lowered = locale.lowercased()
        return lowered != "qqq" && !lowered.hasPrefix("qqq-") && !lowered.hasPrefix("x-")
            && !["en-xa", "ar-xb", "en_xa", "ar_xb"].contains(lowered)
    }

    /// The fixed text of each entry whose findings carry fix-its of `level` or below, by entry index: those
    /// fix-its applied once to the text they were reported on.
    /// On up to `threads` threads (a large file's fixes, made while the other cores waited).
    static func fixedTexts(_ read: ReadFile, findings: [Finding], level: FixLevel, threads: Int = 1) -> [Int: String] {
        // The findings with fix-its to apply, by entry and, within an entry, in their order: sorted positions
        // instead of a table of each entry's fix-its (made, filtered and copied on one core).
        var taken: [(index: Int, position: Int)] = []
        for position in findings.indices {
            guard let index = findings[position].entryIndex, read.file.entries.indices.contains(index),
                  read.file.entries[index].isEditable,
                  findings[position].diagnostic.fixIts.contains(where: { $0.level <= level }) else { continue }
            taken.append((index, position))
        }
        taken.sort { ($0.index, $0.position) < ($1.index, $1.position) }
        var entries: [Range<Int>] = []
        var start = 0
        for end in taken.indices.dropFirst() where taken[end].index != taken[start].index {
            entries.append(start..<end)
            start = end
        }
        if !taken.isEmpty { entries.append(start..<taken.count) }
        let fixed = HelpedMap.map(partsOf: entries.count, threads: threads) { part in
            entries[part].compactMap { run -> (Int, String)? in
                let index = taken[run.lowerBound].index
                let fixIts = taken[run].flatMap { findings[$0.position].diagnostic.fixIts.filter { $0.level <= level } }
                let text = read.file.entries[index].text
                let new = FixIt.apply(fixIts, to: text)
                return new != text ? (index, new) : nil
            }
        }
        return Dictionary(uniqueKeysWithValues: fixed.joined())
    }

    /// The translations whose own source texts (catalogs, XLIFF) the fixed texts change, with those sources as they
    /// will be: the entries whose findings a check against the fixed sources can change. A translation's string
    /// rules read its text, its role and its group, which fixing the sources leaves as they are; its translation
    /// rules read its source. (Every translation was checked again, most of them to the same findings.) With them,
    /// the other members of their groups, which their string rules read in a certain group, and whose own findings
    /// stand (`EarlierCheck.reuse`). Nil when no translation's own source is fixed.
    /// `all`: every translation, whether its source is fixed or not (a check that left the translations' strings
    /// for one against the fixed sources, `EntryChecker.diagnostics`); nil when the file has none.
    /// On up to `threads` threads: a large catalog's every translation is looked at twice, while the other cores
    /// waited.
    static func translationsOfFixedSources(_ read: ReadFile, fixedTexts: [Int: String], all: Bool = false,
                                           threads: Int = 1) -> ReadFile? {
        // Keys by their bytes, as the file tells them apart (and without SipHash for each of its strings).
        var fixedSources: [ByteKey: (old: String, new: String)] = [:]
        for (index, text) in fixedTexts {
            guard let position = read.position(ofEntry: index), read.entries[position].isSource else { continue }
            fixedSources[ByteKey(read.entries[position].key)] = (read.entries[position].text, text)
        }
        guard !fixedSources.isEmpty || all else { return nil }
        let entries = read.entries
        // With `all`, the groups are looked for only to take the sources that share one with a translation: only a
        // translation in a source's locale could (in a catalog, none); the groups of all of them were a large
        // catalog's every translation hashed, and their sets joined on one core.
        var sourceLocales: [String] = []
        if all {
            let span = entries.span
            for position in span.indices where span[position].isSource {
                let locale = span[position].locale
                if !sourceLocales.contains(locale) { sourceLocales.append(locale) }
            }
        }
        let found = HelpedMap.map(partsOf: entries.count, threads: threads) { part in
            var newSources: [(position: Int, text: String)] = []
            var groups = Set<LocaleGroup>()
            var translations = 0
            for position in part where !entries[position].isSource {
                translations += 1
                if let source = fixedSources.isEmpty ? nil : fixedSources[ByteKey(entries[position].key)],
                   entries[position].ownSourceText == source.old {
                    newSources.append((position, source.new))
                } else if !all {
                    continue
                }
                let sharesSourceLocale = !all || sourceLocales.contains(entries[position].locale)
                if sharesSourceLocale, let group = entries[position].localeGroup { groups.insert(group) }
            }
            return (newSources: newSources, groups: groups, translations: translations)
        }
        let newSources = Dictionary(uniqueKeysWithValues: found.flatMap(\.newSources))
        guard all ? found.contains(where: { $0.translations > 0 }) : !newSources.isEmpty else { return nil }
        let groups = found.reduce(into: Set<LocaleGroup>()) { $0.formUnion($1.groups) }
        let kept = HelpedMap.map(partsOf: entries.count, threads: threads) { part in
            part.compactMap { position -> LintedEntry? in
                let source = newSources[position]
                guard source != nil || (all && !entries[position].isSource)
                        || entries[position].localeGroup.map(groups.contains) == true else { return nil }
                var entry = entries[position]
                if let source { entry.entry.sourceText = source }
                return entry
            }
        }
        var checked = read
        checked.entries = HelpedMap.joined(kept, threads: threads)
        return checked
    }

    /// The findings whose fix-its were applied, each with only those fix-its: what a fixing run announces.
    /// On up to `threads` threads (the last step of a large file's fixes, the other cores idle).
    static func applied(_ findings: [Finding], level: FixLevel, fixedTexts: [Int: String],
                        threads: Int = 1) -> [Finding] {
        let parts = HelpedMap.map(partsOf: findings.count, threads: threads) { part in
            findings[part].compactMap { finding -> Finding? in
                guard let index = finding.entryIndex, fixedTexts[index] != nil else { return nil }
                var finding = finding
                finding.diagnostic.fixIts = finding.diagnostic.fixIts.filter { $0.level <= level }
                return finding.diagnostic.fixIts.isEmpty ? nil : finding
            }
        }
        return HelpedMap.joined(parts, threads: threads)
    }

    /// Whether a character other than white space is outside every fix-it's range, so that no fix-it of the
    /// diagnostics can leave the text blank. (The fix-its' starts and ends are counted once, not each fix-it
    /// looked at for each character: a long string can have thousands.)
    private static func keepsText(_ scalars: [Unicode.Scalar], besides diagnostics: [Diagnostic]) -> Bool {
        var starts = [Int](repeating: 0, count: scalars.count + 1)
        for diagnostic in diagnostics {
            for fixIt in diagnostic.fixIts where !fixIt.range.isEmpty {
                let lower = min(max(fixIt.range.lowerBound, 0), scalars.count)
                let upper = min(max(fixIt.range.upperBound, 0), scalars.count)
                starts[lower] += 1
                starts[upper] -= 1
            }
        }
        var covering = 0
        for index in scalars.indices {
            covering += starts[index]
            if covering == 0, !scalars[index].flags.contains(.whitespace) { return true }
        }
        return false
    }

    private static func fixIts(of diagnostics: [Diagnostic], upTo level: FixLevel) -> [FixIt] {
        diagnostics.flatMap { $0.fixIts.filter { $0.level <= level } }
    }

    private static func withoutFixIts(_ diagnostic: Diagnostic) -> Diagnostic {
        var diagnostic = diagnostic
        diagnostic.fixIts = []
        return diagnostic
    }

    private static func isBlank(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { $0.flags.contains(.whitespace) }
    }
}
