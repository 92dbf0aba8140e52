import CopyText
import Synchronization

/// One lexicon for the locales whose lexicons would be equal: those whose word lists (`Lexicon.files`) all come
/// from the same folders and whose language is the same (ICU folds case by language). "en-GB" has its own OK
/// spellings and pronouns but "en"'s word lists, and building them again was a percent of a project's lint.
/// The lexicon keeps the locale it was first built for; case mapping reads only its language.
final class SharedLexicons: Sendable {
    /// A lexicon being built or built: a second thread that asks for it waits for the first, not builds it again.
    private final class Slot: Sendable {
        let lexicon = Mutex<Lexicon?>(nil)
    }

    private let slots = Mutex<[String: Slot]>([:])

    func lexicon(for data: LocaleData) -> Lexicon {
        let identity = Self.identity(of: data)
        let slot = slots.withLock { slots in
            if let slot = slots[identity] { return slot }
            let slot = Slot()
            slots[identity] = slot
            return slot
        }
        return slot.lexicon.withLock { built in
            if let built { return built }
            let lexicon = Lexicon(data)
            built = lexicon
            return lexicon
        }
    }

    /// What a lexicon is made of: the language, then the folder each word list comes from.
    static func identity(of data: LocaleData) -> String {
        ICULocale.language(of: data.locale) + ":" + Lexicon.files.map { data.provider(of: $0) ?? "" }.joined(separator: ",")
    }
}
