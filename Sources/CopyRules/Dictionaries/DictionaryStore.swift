import Synchronization

/// The word lists and per-locale data that rules read, from `Dictionaries/<locale>/<name>.txt`:
/// one entry a line, `#` comments, TAB-separated fields. Built into the binary; users may add files.
public final class DictionaryStore: Sendable {
    /// The data shipped in `Dictionaries/`, embedded at build time.
    public static let bundled = DictionaryStore(files: EmbeddedDictionaries.files)

    private let files: [String: String]
    private let aliases: [String: String]
    private let fallbacks: [String: String]
    private let cache = Mutex<[String: LocaleData]>([:])

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
        let normalized = locale.replacingUnderscores()
        if let alias = aliases[normalized.lowercased()] { return alias }
        return normalized
    }

    /// Locales to look in, most specific first: `pt-BR`, then its fallback, then its language.
    public func lookupChain(_ locale: String) -> [String] {
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

    /// The rows of `name.txt` for the first locale in the chain that has the file; empty when none has it.
    public func rows(_ name: String, locale: String) -> [[String]] {
        for candidate in lookupChain(locale) {
            if let text = files["\(candidate)/\(name).txt"] { return Self.rows(text) }
        }
        return []
    }

    /// Whether any locale in the chain has data of its own (a folder in `Dictionaries/`).
    public func hasData(for locale: String) -> Bool {
        lookupChain(locale).contains { candidate in files.keys.contains { $0.hasPrefix(candidate + "/") } }
    }

    /// The parsed data for a locale, loaded once.
    public func locale(_ locale: String) -> LocaleData {
        let key = canonicalLocale(locale)
        if let cached = cache.withLock({ $0[key] }) { return cached }
        let data = LocaleData(locale: key, store: self)
        cache.withLock { $0[key] = data }
        return data
    }

    /// Splits a dictionary file into rows of TAB-separated fields, skipping comments and blank lines.
    static func rows(_ text: String) -> [[String]] {
        var result: [[String]] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            let trimmed = line.trimmingSpaces()
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            result.append(trimmed.split(separator: "\t", omittingEmptySubsequences: false).map { String($0).trimmingSpaces() })
        }
        return result
    }
}

extension StringProtocol {
    /// The text without leading and trailing ASCII spaces, tabs and carriage returns
    /// (a no-break space is data, e.g. French punctuation spacing, and is kept).
    func trimmingSpaces() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[first...last])
    }

    func replacingUnderscores() -> String {
        String(map { $0 == "_" ? "-" : $0 })
    }
}
