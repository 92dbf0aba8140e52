extension DictionaryStore {
    /// Whether a locale tag names a language that copylint checks as one (HIG-RULES, "How every rule judges", 4):
    /// not translatewiki's message documentation (`qqq`) or another private-use language (`qaa`–`qtz`,
    /// `qps-ploc`), not a pseudo-locale (`en-XA`, `ar-XB`, `x-` subtags), not a code that neither the dictionaries
    /// nor ICU know. `Base` is the development language's folder.
    public func isLanguage(_ locale: String) -> Bool {
        let subtags = canonicalLocale(locale).lowercased().split(separator: "-")
        guard let language = subtags.first else { return false }
        if language == "base" { return true }
        if language.count == 3, language >= "qaa", language <= "qtz" { return false }
        if language == "x" || subtags.dropFirst().contains(where: { Self.pseudoSubtags.contains($0) }) { return false }
        return dataLocale(String(language)) != "und"
    }

    /// Subtags that mark a pseudo-locale or private use: Android's and Apple's accented and right-to-left
    /// pseudo-regions (`XA`, `XB`, `XC`), Windows' `ploc` variants, and the private-use prefix.
    private static let pseudoSubtags: Set<Substring> = ["xa", "xb", "xc", "ploc", "plocm", "ploca", "x"]
}
