/// What `LocaleCase.capitalizeFirst` asks of a locale before it cases a word, worked out once: kept by whoever
/// cases many words in one locale (a lexicon), rather than looked up by the locale's name for every word, which
/// was a visible part of title-casing.
public struct LocaleCasing: Sendable {
    public let locale: String
    /// ICU title-cases ASCII as the root locale does (not Dutch "ij", not Turkish "i").
    let titlesASCIIPlainly: Bool
    /// ICU lowercases ASCII letters as the root locale does (not Turkish or Azerbaijani).
    public let lowersASCIIPlainly: Bool
    /// Lowercasing maps every scalar but U+0130 to one scalar: not in Lithuanian (dots kept over i and j), Turkish or
    /// Azerbaijani (a dot above after I is dropped), ICU's conditional mappings, by the locale's language.
    public let lowersOneToOne: Bool

    public init(_ locale: String) {
        self.locale = locale
        titlesASCIIPlainly = LocaleCase.titlesASCIIPlainly(locale)
        lowersASCIIPlainly = LocaleCase.lowersASCIIPlainly(locale)
        switch ICULocale.language(of: locale) {
        case "lt", "lit", "tr", "tur", "az", "aze": lowersOneToOne = false
        default: lowersOneToOne = true
        }
    }
}
