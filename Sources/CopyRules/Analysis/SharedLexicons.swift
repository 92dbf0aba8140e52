import CopyText
import Synchronization

/// One lexicon for the locales whose lexicons would be equal: those whose word lists (`Lexicon.files`) all come
/// from the same folders and whose language is the same (ICU folds case by language). "en-GB" has its own OK
/// spellings and pronouns but "en"'s word lists, and building them again for it was wasted work.
/// The lexicon keeps the locale it was first built for; case mapping reads only its language.
final class SharedLexicons: Sendable {
    /// Lexicons by identity: a second thread that asks for one being built waits for it, not builds it again.
    private let lexicons = BuiltOnce<String, Lexicon>()

    func lexicon(for data: LocaleData) -> Lexicon {
        lexicons.value(for: Self.identity(of: data)) { Lexicon(data) }
    }

    /// What a lexicon is made of: the language, then the folder each word list comes from.
    static func identity(of data: LocaleData) -> String {
        ICULocale.language(of: data.locale) + ":" + Lexicon.files.map { data.provider(of: $0) ?? "" }.joined(separator: ",")
    }
}
