import CopyFormats
import CopyRules

/// `missing_translation` and `extra_translation`: keys a translation lacks or has beyond its source.
enum TranslationCoverage {
    static let missing = ProjectRules.missingTranslation.identifier
    static let extra = ProjectRules.extraTranslation.identifier

    /// Findings for one file: an `.lproj` translation table against its source table, or a catalog/XLIFF file against its own sources.
    static func findings(_ read: ReadFile, sources: SourceIndex, isEnabled: (String) -> Bool) -> [Finding] {
        let file = read.file
        var findings: [Finding] = []
        func isTranslation(_ entry: borrowing LintedEntry) -> Bool { !entry.isSource && entry.entry.shouldTranslate && !entry.entry.isStale }
        switch file.format {
        case .strings, .stringsPlist, .stringsdict:
            guard !read.entries.contains(where: \.isSource), let sourceKeys = sources.keys(ofTableLike: file) else { return [] }
            let locale = read.entries.first?.locale ?? ProjectReader.lprojLocale(file.path) ?? ""
            // Each entry's key marks a source key as translated, or is an extra one. Most entries found their
            // source key's number when their file was understood; the others are looked up here.
            var translated = [Bool](repeating: false, count: sourceKeys.numbers.count)
            var extras: [Finding] = []
            var reported = Set<String>()
            let reportsExtras = isEnabled(extra)
            // The entries are borrowed in place: a filtered copy of them all, or `for entry in`, copied each one.
            read.entries.withUnsafeBufferPointer { entries in
                for index in entries.indices {
                    if let number = entries[index].sourceKeyNumber {
                        translated[number] = true
                        continue
                    }
                    let key = SourceIndex.topKey(entries[index].entry.key, file.format)
                    if let number = sourceKeys.numbers[ByteKey(key)] {
                        translated[number] = true
                    } else if reportsExtras, isTranslation(entries[index]), reported.insert(key).inserted {
                        extras.append(finding(extra, ProjectRules.extraTranslation.severity, "“\(key)” is not in the source table: an old or misspelled key.",
                                              file: file, position: entries[index].entry.position, key: key, locale: entries[index].locale))
                    }
                }
            }
            if isEnabled(missing) {
                for key in sourceKeys.numbers.compactMap({ translated[$0.value] ? nil : $0.key.string }).sorted() {
                    findings.append(finding(missing, ProjectRules.missingTranslation.severity, "No \(locale) translation for “\(key)”.", file: file, position: SourcePosition(line: 1, column: 1), key: key, locale: locale))
                }
            }
            findings += extras
        case .xcstrings, .xliff:
            guard isEnabled(missing) else { return [] }
            // The entries are read in place, not first copied into filtered arrays: catalogs hold thousands.
            var translated: [String: Set<String>] = [:]
            for entry in read.entries where isTranslation(entry) { translated[entry.locale, default: []].insert(entry.entry.key.beforeFirstSlash) }
            var reported = Set<String>()
            let sortedLocales = translated.keys.sorted()
            for entry in read.entries where entry.isSource && entry.entry.shouldTranslate && !entry.entry.isStale {
                let key = entry.entry.key.beforeFirstSlash  // a catalog variation's base key
                for locale in sortedLocales where translated[locale]?.contains(key) != true && reported.insert(locale + "\u{1F}" + key).inserted {
                    findings.append(finding(missing, ProjectRules.missingTranslation.severity, "No \(locale) translation for “\(key)”.", file: file, position: entry.entry.position, key: key, locale: locale))
                }
            }
        }
        return findings
    }

    private static func finding(_ rule: String, _ severity: Severity, _ message: String, file: LocalizationFile, position: SourcePosition, key: String, locale: String) -> Finding {
        Finding(diagnostic: Diagnostic(rule: rule, severity: severity, message: message, range: 0..<0),
                file: file.path, line: position.line, column: position.column, key: key, locale: locale, role: .unknown, text: "")
    }
}
