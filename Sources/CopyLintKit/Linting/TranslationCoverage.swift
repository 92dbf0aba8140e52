import CopyFormats
import CopyLowLevel
import CopyRules
import CopyText
import OrderedCollections

/// `missing_translation` and `extra_translation`: keys a translation lacks or has beyond its source.
enum TranslationCoverage {
    static let missing = ProjectRules.missingTranslation.identifier
    static let extra = ProjectRules.extraTranslation.identifier
    /// The percentage of a table's keys a locale must have for each missing one to be reported
    /// (`missing_translation_coverage`); a locale with fewer is a partial one, reported once with its count.
    public static let defaultCoverage = ProjectRules.missingTranslationCoverage.defaultValue

    /// Findings for one file: an `.lproj` translation table against its source table, or a catalog/XLIFF file against its own sources.
    /// `coverage`: see `defaultCoverage`.
    static func findings(_ read: ReadFile, sources: SourceIndex, isEnabled: (String) -> Bool, coverage: Int = defaultCoverage) -> [Finding] {
        let file = read.file
        var findings: [Finding] = []
        func isTranslation(_ entry: borrowing LintedEntry) -> Bool { !entry.isSource && entry.shouldTranslate && !entry.isStale }
        switch file.format.localeLayout {
        case .tablePerLocale:
            // With no source keys (a development-language table that is empty: the English lives in code and
            // Interface Builder), nothing is missing and nothing is extra.
            guard !read.entries.contains(where: \.isSource), let sourceKeys = sources.keys(ofTableLike: file),
                  !sourceKeys.keys.isEmpty else { return [] }
            let locale = read.entries.first?.locale ?? ProjectReader.lprojLocale(file.path) ?? ""
            // Each entry's key marks a source key as translated, or is an extra one. Most entries found their
            // source key's number when their file was understood; the others are looked up here.
            var translated = [Bool](repeating: false, count: sourceKeys.keys.count)
            // Keys present but the source text unchanged: a locale made mostly of these is partial too.
            var copies = 0
            var extras: [Finding] = []
            var reported = Set<String>()
            let reportsExtras = isEnabled(extra)
            // The entries are borrowed in place (a span): a filtered copy of them all, or `for entry in`, copied
            // each one.
            let entries = read.entries.span
            for index in entries.indices {
                if let number = entries[index].sourceKeyNumber {
                    translated[number] = true
                    if isCopy(entries[index].text, of: entries[index].sourceText) { copies += 1 }
                    continue
                }
                let key = SourceIndex.topKey(entries[index].key, file.format)
                if let number = sourceKeys.number(of: ByteKey(key)) {
                    translated[number] = true
                } else if reportsExtras, isTranslation(entries[index]), reported.insert(key).inserted {
                    extras.append(finding(extra, ProjectRules.extraTranslation.severity, "“\(key)” is not in the source table: an old or misspelled key.",
                                          file: file, position: entries[index].position, key: key, locale: entries[index].locale))
                }
            }
            if isEnabled(missing) {
                // A key the table's `.stringsdict` has too is a placeholder for it there (the stringsdict wins at
                // run time, and teams mark such entries "do not translate"): its translation is checked there.
                let plural = sources.pluralKeys(besides: file)
                let keys = sourceKeys.keys.enumerated().compactMap({
                    translated[$0.offset] || plural?.keys.contains($0.element) == true ? nil : $0.element.string
                }).sorted()
                findings += missingFindings(keys, total: sourceKeys.keys.count, copies: copies, locale: locale,
                                            coverage: coverage, file: file) { _ in
                    SourcePosition(line: 1, column: 1)
                }
            }
            findings += extras
        case .localesInFile:
            guard isEnabled(missing) else { return [] }
            // The entries are read in place (a span), not first copied into filtered arrays (catalogs hold
            // thousands) nor one by one (`for entry in` retained each entry's every string).
            let entries = read.entries.span
            // Each base key once, at its first source entry, numbered in that order: a locale's keys are marked in
            // an array by number. (A set of each locale's keys, and one of the source's, were 46 MB of a
            // 200,000-key catalog's check with one translation, a set of keys each.) Keys by their bytes, hashed
            // once (`ByteKey`).
            var sourceKeys = OrderedSet<ByteKey>()
            var firsts: [(position: SourcePosition, text: String)] = []
            for index in entries.indices
            where entries[index].isSource && entries[index].shouldTranslate && !entries[index].isStale {
                let key = ByteKey(entries[index].key.beforeFirstSlash)  // a catalog variation's base key
                if !sourceKeys.contains(key), hasWords(entries[index].text),
                   !saysNotToLocalize(entries[index].comment) {
                    sourceKeys.append(key)
                    firsts.append((entries[index].position, entries[index].text))
                }
            }
            // Each locale's marks are found by comparing the locale with the last one's (a catalog's entries come
            // key by key, locale by locale), not by hashing it.
            var locales: [String] = []
            var translated: [[Bool]] = []
            var last = -1
            for index in entries.indices where isTranslation(entries[index]) {
                let locale = entries[index].locale
                if last < 0 || locales[last] != locale {
                    if let known = locales.firstIndex(of: locale) {
                        last = known
                    } else {
                        locales.append(locale)
                        translated.append([Bool](repeating: false, count: sourceKeys.count))
                        last = locales.count - 1
                    }
                }
                if let number = sourceKeys.firstIndex(of: ByteKey(entries[index].key.beforeFirstSlash)) {
                    translated[last][number] = true
                }
            }
            for (locale, present) in zip(locales, translated).sorted(by: { $0.0 < $1.0 }) {
                let missing = sourceKeys.indices.filter { !present[$0] && !isLocaleName(firsts[$0].text, in: locale) }
                let positions = Dictionary(missing.map { (sourceKeys[$0].string, firsts[$0].position) }) { first, _ in
                    first
                }
                findings += missingFindings(missing.map { sourceKeys[$0].string }, total: sourceKeys.count,
                                            locale: locale, coverage: coverage, file: file) {
                    positions[$0] ?? SourcePosition(line: 1, column: 1)
                }
            }
        }
        return findings
    }

    /// Whether the source text is also the locale's own standard name for it ("OK" is Apple's Vietnamese and
    /// Slovak OK): the fallback shows what a translation would, so nothing is missing there.
    static func isLocaleName(_ text: String, in locale: String) -> Bool {
        guard text.utf8.count <= 24 else { return false }
        return DictionaryStore.bundled.locale(locale).standardCommands[text]?.contains(text) == true
    }

    /// Whether a source's comment tells translators to leave it alone: Interface Builder's localizer note
    /// (`Note = "Do not localize"`, a placeholder the code replaces) or a team's own "do not translate". Such a key
    /// is as good as `shouldTranslate: false`: no locale misses it.
    static func saysNotToLocalize(_ comment: String?) -> Bool {
        guard let comment, comment.utf8.count >= 12 else { return false }
        let lower = comment.lowercased().replacingOccurrences(of: "’", with: "'")
        return notToLocalizePhrases.contains { lower.contains($0) }
    }

    private static let notToLocalizePhrases = [
        "do not localize", "don't localize", "do not localise", "don't localise", "do not translate",
        "don't translate", "not to be localized", "not to be translated", "no need to translate",
    ]

    /// Whether a source text has words to translate: one made only of placeholders, numbers, punctuation and spaces
    /// (a numbering prefix "%lld. ", "%1$@ – %2$@") reads the same in every language, and no locale misses it.
    static func hasWords(_ text: String) -> Bool {
        // Most texts have no placeholder: their letters are words, found without an array of their scalars.
        var hasLetter = false
        var hasPlaceholder = false
        for scalar in text.unicodeScalars {
            if scalar == "%" || scalar == "{" || scalar == "$" { hasPlaceholder = true }
            if !hasLetter, scalar.properties.isAlphabetic { hasLetter = true }
        }
        guard hasLetter else { return false }
        guard hasPlaceholder else { return true }
        let scalars = Array(text.unicodeScalars)
        var opaque = [Bool](repeating: false, count: scalars.count)
        for span in OpaqueSpans.find(in: scalars) {
            for index in span.range { opaque[index] = true }
        }
        return scalars.indices.contains { !opaque[$0] && scalars[$0].properties.isAlphabetic }
    }

    /// The rules whose per-key findings on a copy (a translation that is its source text unchanged) are left out
    /// in a table that is mostly copies: that locale is reported once, as a partial translation, by
    /// `missing_translation`; an English "Delete" there is one of its untranslated strings, not a wrong name.
    static let leftOutOnCopies: Set<String> = [StandardTermTranslationRule.description.identifier, "untranslated"]

    /// Whether a `.lproj` translation table has under two-thirds of its source table's keys translated, counting
    /// a copy of the source text as untranslated.
    static func isMostlyCopies(_ read: ReadFile, sources: SourceIndex) -> Bool {
        guard case .tablePerLocale = read.file.format.localeLayout, !read.entries.contains(where: \.isSource),
              let total = sources.keys(ofTableLike: read.file)?.keys.count, total > 0 else { return false }
        var translated = 0
        let entries = read.entries.span
        for index in entries.indices where entries[index].sourceKeyNumber != nil
            && !isCopy(entries[index].text, of: entries[index].sourceText) {
            translated += 1
        }
        return translated * 3 < total * 2
    }

    /// `diagnostics` (entry index → its diagnostics) without the `leftOutOnCopies` ones of copies.
    static func leaveOutCopies(_ diagnostics: inout [Int: [Diagnostic]], _ read: ReadFile) {
        for (index, found) in diagnostics {
            guard let position = read.position(ofEntry: index),
                  isCopy(read.entries[position].text, of: read.entries[position].sourceText),
                  found.contains(where: { leftOutOnCopies.contains($0.rule) }) else { continue }
            diagnostics[index] = found.filter { !leftOutOnCopies.contains($0.rule) }
        }
    }

    /// Whether a translation is its source text unchanged, and that text has a word (two letters): "OK" or a
    /// brand kept on purpose counts too, but a well-translated locale has few of these, a locale left in
    /// English most of its keys.
    /// (Given the two texts, not the entry: a linted entry passed from a span or an array was copied whole, each of
    /// its strings retained, for every entry of every translation.)
    static func isCopy(_ text: String, of sourceText: String?) -> Bool {
        guard let source = sourceText, text == source else { return false }
        var letters = 0
        for scalar in source.unicodeScalars where scalar.isAlphabetic {
            letters += 1
            if letters == 2 { return true }
        }
        return false
    }

    /// A finding per missing key where the locale has at least `coverage` percent of the table's `total` keys
    /// and at least two-thirds of them translated (not `copies`: the source text unchanged); one finding for
    /// the whole locale otherwise (a partial translation: thousands of findings, one per key, hid everything else).
    private static func missingFindings(_ keys: [String], total: Int, copies: Int = 0, locale: String, coverage: Int,
                                        file: LocalizationFile, position: (String) -> SourcePosition) -> [Finding] {
        guard let first = keys.first else { return [] }
        let present = total - keys.count
        let severity = ProjectRules.missingTranslation.severity
        let mostlyCopies = (present - copies) * 3 < total * 2
        if present * 100 < coverage * total || mostlyCopies {
            let percent = total == 0 ? 0 : present * 100 / total
            let copied = mostlyCopies ? ", \(copies) of them the source text unchanged" : ""
            let message = "\(locale) is a partial translation: \(present) of \(total) strings (\(percent)%)\(copied); \(keys.count) missing."
                + " Each missing string is reported once \(locale) has \(coverage)% (`missing_translation_coverage`)"
                + (mostlyCopies ? " and two-thirds translated." : ".")
            return [finding(missing, severity, message, file: file, position: position(first), key: first, locale: locale)]
        }
        return keys.map { key in
            finding(missing, severity, "No \(locale) translation for “\(key)”.", file: file, position: position(key), key: key, locale: locale)
        }
    }

    private static func finding(_ rule: String, _ severity: Severity, _ message: String, file: LocalizationFile, position: SourcePosition, key: String, locale: String) -> Finding {
        Finding(diagnostic: Diagnostic(rule: rule, severity: severity, message: message, range: 0..<0),
                file: file.path, line: position.line, column: position.column, key: key, locale: locale, role: .unknown, text: "")
    }
}
