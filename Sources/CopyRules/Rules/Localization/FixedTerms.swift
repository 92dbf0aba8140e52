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
        if asciiFolds, let answer = text.string.utf8.withContiguousStorageIfAvailable({ lookUp(Self.trimmed($0)) }), let answer {
            return answer
        }
        return lowered.contains(LocaleCase.lower(text.string, locale: locale).trimmingSpaces())
    }

    /// Whether a word token, lowercased, is a term. (The terms go to the lookup as an argument, not captured by
    /// a method reference, which retained and released them for every word: see `PronounList.contains`.)
    func contains(_ token: Token, in text: AnalyzedText) -> Bool {
        if asciiFolds, let answer = text.utf8(of: token, with: self, { $1.lookUp($0) }) { return answer }
        return lowered.contains(LocaleCase.lower(text.text(of: token), locale: locale))
    }

    /// The table's answer for ASCII bytes; nil for any other text.
    private func lookUp(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool? {
        switch ascii.lookup(utf8, lowercasing: true) {
        case .found: return true
        case .absent: return false
        case .notASCII: return nil
        }
    }

    /// The bytes without the spaces, tabs and carriage returns `trimmingSpaces` drops at either end. It trims
    /// characters: a carriage return before a line feed is one character with it ("\r\n"), and stays.
    /// (Any other byte outside ASCII is left in place, and makes the lookup answer nil.)
    static func trimmed(_ bytes: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0D }
        var start = 0, end = bytes.count
        while start < end, isSpace(bytes[start]), !(bytes[start] == 0x0D && start + 1 < end && bytes[start + 1] == 0x0A) { start += 1 }
        while end > start, isSpace(bytes[end - 1]) { end -= 1 }
        return UnsafeBufferPointer(rebasing: bytes[start..<end])
    }
}
