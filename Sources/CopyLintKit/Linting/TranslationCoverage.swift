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
        let translations = read.entries.filter { !$0.isSource && $0.entry.shouldTranslate && !$0.entry.isStale }
        switch file.format {
        case .strings, .stringsPlist, .stringsdict:
            guard !read.entries.contains(where: \.isSource), let sourceKeys = sources.keys(ofTableLike: file) else { return [] }
            let locale = read.entries.first?.locale ?? ProjectReader.lprojLocale(file.path) ?? ""
            let keys = Set(read.entries.map { SourceIndex.topKey($0.entry.key, file.format) })
            if isEnabled(missing) {
                for key in sourceKeys.subtracting(keys).sorted() {
                    findings.append(finding(missing, ProjectRules.missingTranslation.severity, "No \(locale) translation for “\(key)”.", file: file, position: SourcePosition(line: 1, column: 1), key: key, locale: locale))
                }
            }
            if isEnabled(extra) {
                var reported = Set<String>()
                for entry in translations where !sourceKeys.contains(SourceIndex.topKey(entry.entry.key, file.format)) {
                    let key = SourceIndex.topKey(entry.entry.key, file.format)
                    guard reported.insert(key).inserted else { continue }
                    findings.append(finding(extra, ProjectRules.extraTranslation.severity, "“\(key)” is not in the source table: an old or misspelled key.", file: file, position: entry.entry.position, key: key, locale: entry.locale))
                }
            }
        case .xcstrings, .xliff:
            guard isEnabled(missing) else { return [] }
            let sourceEntries = read.entries.filter { $0.isSource && $0.entry.shouldTranslate && !$0.entry.isStale }
            let locales = Set(translations.map(\.locale))
            var translated: [String: Set<String>] = [:]
            for entry in translations { translated[entry.locale, default: []].insert(topKey(entry.entry.key)) }
            var reported = Set<String>()
            let sortedLocales = locales.sorted()
            for entry in sourceEntries {
                let key = topKey(entry.entry.key)
                for locale in sortedLocales where translated[locale]?.contains(key) != true && reported.insert(locale + "\u{1F}" + key).inserted {
                    findings.append(finding(missing, ProjectRules.missingTranslation.severity, "No \(locale) translation for “\(key)”.", file: file, position: entry.entry.position, key: key, locale: locale))
                }
            }
        }
        return findings
    }

    /// A catalog variation's base key ("photos/plural/one" → "photos"); XLIFF ids are kept whole.
    private static func topKey(_ key: String) -> String {
        String(key.prefix { $0 != "/" })
    }

    private static func finding(_ rule: String, _ severity: Severity, _ message: String, file: LocalizationFile, position: SourcePosition, key: String, locale: String) -> Finding {
        Finding(diagnostic: Diagnostic(rule: rule, severity: severity, message: message, range: 0..<0),
                file: file.path, line: position.line, column: position.column, key: key, locale: locale, role: .unknown, text: "")
    }
}
