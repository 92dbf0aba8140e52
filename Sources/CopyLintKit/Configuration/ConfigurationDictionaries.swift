import CopyRules

extension DictionaryStore {
    /// The text of `<locale>/<name>.txt` with extra entries: the entries first, then every row the
    /// store has for that list (falling back along the locale chain, as rules would read it).
    /// Entries come first because two-column lists keep the first row for a key, and lists with a
    /// preferred form take the first: so a user's entry wins over a bundled one.
    public func extending(locale: String, name: String, entries: [String], source: String = "configuration") -> String {
        var lines = ["# added by \(source)"]
        lines += entries
        let bundled = rows(name, locale: locale).map { $0.joined(separator: "\t") }
        if !bundled.isEmpty {
            lines.append("# bundled")
            lines += bundled
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

extension Configuration {
    /// The word-list files this configuration adds to, keyed `locale/name.txt`, each holding the
    /// user's entries and the store's own rows: lay them over the store with `store.adding(files:)`.
    /// `terms:` extends `en/terms.txt`; locales are canonicalised (`de_DE` → the store's spelling).
    public func dictionaryFiles(store: DictionaryStore) -> [String: String] {
        var additions: [String: [String: [String]]] = [:]
        if !terms.isEmpty { additions["en", default: [:]]["terms", default: []] += terms }
        for (locale, lists) in words {
            let canonical = store.canonicalLocale(locale)
            for (name, entries) in lists { additions[canonical, default: [:]][name, default: []] += entries }
        }
        var files: [String: String] = [:]
        for (locale, lists) in additions {
            for (name, entries) in lists where !entries.isEmpty {
                // Through a set: a configuration may list a hundred thousand entries, and a search of the list
                // for each took minutes.
                var seen = Set<String>()
                let unique = entries.filter { seen.insert($0).inserted }
                files["\(locale)/\(name).txt"] = store.extending(locale: locale, name: name, entries: unique, source: path ?? "configuration")
            }
        }
        return files
    }

    /// The store with this configuration's word lists laid over it (the store itself when there are none).
    public func dictionaryStore(base: DictionaryStore = .bundled) -> DictionaryStore {
        let files = dictionaryFiles(store: base)
        return files.isEmpty ? base : base.adding(files: files)
    }
}
