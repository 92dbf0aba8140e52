import CopyLowLevel
import CopyText

/// The word lists and per-locale data that rules read, from `Dictionaries/<locale>/<name>.txt`:
/// one entry a line, `#` comments, TAB-separated fields. Built into the binary; users may add files.
public final class DictionaryStore: Sendable {
    /// The data shipped in `Dictionaries/`, embedded at build time.
    public static let bundled = DictionaryStore(files: EmbeddedDictionaries.files)

    private let files: [String: String]
    private let aliases: [String: String]
    private let fallbacks: [String: String]
    /// Locale data by data locale: one object per locale, also when threads ask at once (per-locale caches key on
    /// its identity).
    private let cache = BuiltOnce<String, LocaleData>()
    /// Parsed files by path: locales that fall back to the same file (en-GB → en) parse it once, and so do
    /// threads that ask for it at once.
    private let parsed = BuiltOnce<String, [[String]]>()
    private let parsedPairs = BuiltOnce<String, WordPairs>()

    /// `files` maps `locale/name.txt` to the file's text.
    public init(files: [String: String]) {
        self.files = files
        aliases = Dictionary(Self.rows(files["locale-aliases.txt"] ?? "").map { ($0[0].lowercased(), $0.count > 1 ? $0[1] : $0[0]) }, uniquingKeysWith: { first, _ in first })
        fallbacks = Dictionary(Self.rows(files["locales.txt"] ?? "").compactMap { $0.count > 1 ? ($0[0], $0[1]) : nil }, uniquingKeysWith: { first, _ in first })
    }

    /// This store with more files laid over it (a user's word lists win over the bundled ones for the same path).
    public func adding(files extra: [String: String]) -> DictionaryStore {
        DictionaryStore(files: files.merging(extra) { $1 })
    }

    /// The canonical locale for an `.lproj` or catalog spelling: `zh_CN` → `zh-Hans`, `en-US` → `en`.
    public func canonicalLocale(_ locale: String) -> String {
        // Called for every entry: most spellings have no underscore, and then there is nothing to replace.
        let normalized = locale.utf8.contains(0x5F) ? locale.replacingUnderscores() : locale
        if let alias = aliases[normalized.lowercased()] { return alias }
        return normalized
    }

    /// Locales to look in, most specific first: `pt-BR`, then its fallback, then its language.
    package func lookupChain(_ locale: String) -> [String] {
        var chain: [String] = []
        var current: String? = canonicalLocale(locale)
        while let locale = current, !chain.contains(locale) {
            chain.append(locale)
            if let next = fallbacks[locale] {
                current = next
            } else if let dash = locale.lastIndex(of: "-") {
                current = String(locale[..<dash])
            } else {
                current = nil
            }
        }
        return chain
    }

    /// The first locale in the chain that has `name.txt`: the folder its rows come from.
    package func provider(of name: String, locale: String) -> String? {
        lookupChain(locale).first { files["\($0)/\(name).txt"] != nil }
    }

    /// The rows of `name.txt` for the first locale in the chain that has the file; empty when none has it.
    public func rows(_ name: String, locale: String) -> [[String]] {
        parsedFile(name, locale: locale, cache: parsed, parse: Self.rows) ?? []
    }

    /// The rows of `name.txt` as `rows(_:locale:)` finds them, as bytes (see `WordPairs`).
    package func pairs(_ name: String, locale: String) -> WordPairs {
        parsedFile(name, locale: locale, cache: parsedPairs, parse: WordPairs.init) ?? WordPairs("")
    }

    /// The first locale's `name.txt` in the chain, parsed once (nil when no locale has the file).
    private func parsedFile<Parsed: Sendable>(_ name: String, locale: String, cache: BuiltOnce<String, Parsed>, parse: (String) -> Parsed) -> Parsed? {
        for candidate in lookupChain(locale) {
            let path = "\(candidate)/\(name).txt"
            if let text = files[path] { return cache.value(for: path) { parse(text) } }
        }
        return nil
    }

    /// The locale whose data and ICU behaviour a tag gets: the first in its lookup chain that copylint has a
    /// folder for or ICU knows, or the root locale (`und`) when none is. A region or language that neither
    /// knows (`en-X1`, `qq`) changes nothing, and its own copy of the data for every tag let made-up tags on
    /// stdin take gigabytes.
    public func dataLocale(_ locale: String) -> String {
        // (The store first: most tags are among its locales, and then ICU's list need not be built.)
        for candidate in lookupChain(locale) where hasFolder(candidate) || ICULocale.isAvailable(candidate) {
            return candidate
        }
        return "und"
    }

    /// Whether any locale in the chain has data of its own (a folder in `Dictionaries/`).
    public func hasData(for locale: String) -> Bool {
        lookupChain(locale).contains(where: hasFolder)
    }

    /// Whether a locale has a folder of its own in `Dictionaries/`.
    private func hasFolder(_ locale: String) -> Bool {
        files.keys.contains { $0.hasPrefix(locale + "/") }
    }

    /// The parsed data for a locale, loaded once.
    public func locale(_ locale: String) -> LocaleData {
        let key = dataLocale(locale)
        return cache.value(for: key) { LocaleData(locale: key, store: self) }
    }

    /// Splits a dictionary file into rows of TAB-separated fields, skipping comments and blank lines.
    static func rows(_ text: String) -> [[String]] {
        WordListText.rows(text)
    }

    /// The rows of a line split and trimmed as Characters (what `rows` gives, the slow way).
    static func characterRows(_ text: String) -> [[String]] {
        WordListText.characterRows(text)
    }
}

extension StringProtocol {
    func replacingUnderscores() -> String {
        String(map { $0 == "_" ? "-" : $0 })
    }
}
