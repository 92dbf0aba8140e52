import CopyLowLevel
import CopyText

/// A locale's terms whose spelling is fixed (`terms.txt`: product names), asked whether a whole string, or a
/// word, lowercased, is one of them.
///
/// A source left untranslated is met again in every locale that left it (often, in real projects), and each
/// time its text and each of its words were lowercased into new strings and hashed. Where the locale lowercases
/// ASCII as English does, ASCII text is looked up by its bytes in place, lowercased as they are read; other
/// text as before.
final class FixedTerms: Sendable {
    /// The terms, lowercased (`LocaleData.set`).
    private let lowered: Set<String>
    /// The terms that are ASCII or equal to ASCII text (see `ASCIIEquivalence`), as ASCII: the table then answers
    /// for ASCII text exactly as the set does.
    private let ascii: ASCIIWordTable<Void>
    private let locale: String
    /// Whether ASCII letters lowercase here as in the root locale (not Turkish).
    private let asciiFolds: Bool

    init(_ data: LocaleData) {
        lowered = data.set("terms")
        ascii = ASCIIWordTable(lowered.map { (ASCIIEquivalence.replacingOtherSpellings($0) ?? $0, ()) })
        locale = data.locale
        asciiFolds = LocaleCasing(data.locale).lowersASCIIPlainly
    }

    /// Whether the string, lowercased and trimmed of spaces, tabs and carriage returns, is a term.
    func containsWhole(_ text: AnalyzedText) -> Bool {
        if asciiFolds, let answer = ascii.lookup(trimmingSpacesOf: text.string, lowercasing: true).answer { return answer }
        return lowered.contains(LocaleCase.lower(text.string, locale: locale).trimmingSpaces())
    }

    /// Whether a word token, lowercased, is a term.
    func contains(_ token: Token, in text: AnalyzedText) -> Bool {
        if asciiFolds, let answer = text.lookUp(token, in: ascii, lowercasing: true).answer { return answer }
        return lowered.contains(LocaleCase.lower(text.text(of: token), locale: locale))
    }
}
