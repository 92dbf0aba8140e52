import CopyLowLevel

/// A locale's lexicon, built when a rule first asks for it: most strings of most locales meet no rule that
/// reads one (translations are checked by rules that compare with the source), and building one for each of
/// dozens of locales adds up.
/// A slot belongs to one checker's locale context, or to one subject, so to one thread at a time (checkers are
/// not thread-safe): it is Sendable as the subjects that hold it are, unchecked.
public final class LexiconSlot: @unchecked Sendable {
    private let locale: LocaleData
    /// Rules ask for the lexicon many times a string (`OnceCell` keeps it without an access check per read).
    private let built = OnceCell<Lexicon>()

    public init(_ locale: LocaleData) {
        self.locale = locale
    }

    public var lexicon: Lexicon {
        built.value { Lexicon.of(locale) }
    }
}
