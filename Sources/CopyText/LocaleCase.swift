internal import CICU
import CopyLowLevel
import Synchronization

/// Locale-aware case mapping through ICU: Turkish dotted and dotless i, Dutch IJ, Greek accents.
public enum LocaleCase {
    public static func upper(_ text: String, locale: String) -> String {
        ICUCaseMapping.upper(text, icuLocale: ICULocale.identifier(for: locale))
    }

    public static func lower(_ text: String, locale: String) -> String {
        // ASCII fast path: ICU is asked once per locale whether it lowercases ASCII as the root locale does
        // (not in Turkish or Azerbaijani); then ASCII text needs no UTF-16 round trip through ICU.
        // One pass over the bytes in place (the UTF-8 view's iterator, three times, was most of the cost); ASCII
        // without capitals is its own lowercase in every locale, and is returned before the locale is looked up.
        let bytes = text.utf8.span
        var isASCII = true, hasCapital = false
        for index in bytes.indices {
            let byte = bytes[index]
            if byte >= 0x80 {
                isASCII = false
                break
            }
            if byte &- 65 < 26 { hasCapital = true }
        }
        if isASCII {
            guard hasCapital else { return text }
            if lowersASCIIPlainly(locale) { return lowercasedPlainASCII(text) }
        }
        return ICUCaseMapping.lower(text, icuLocale: ICULocale.identifier(for: locale))
    }

    /// ASCII text with A–Z lowercased, as the root locale lowercases it, for callers that know the text is ASCII
    /// and the locale lowercases ASCII plainly (`UTF8Bytes.lowercasedASCII`).
    public static func lowercasedPlainASCII(_ text: String) -> String {
        UTF8Bytes.lowercasedASCII(text)
    }

    /// ASCII letters, with single apostrophes between letters ("don't"): one word to ICU's word breaks.
    private static func isASCIIWord(_ word: String) -> Bool {
        // The bytes in place: the UTF-8 view's iterator cost more than the test.
        isASCIIWord(word.utf8.span)
    }

    private static func isASCIIWord(_ bytes: Span<UInt8>) -> Bool {
        func isLetter(_ byte: UInt8) -> Bool { byte >= 97 && byte <= 122 || byte >= 65 && byte <= 90 }
        guard !bytes.isEmpty, isLetter(bytes[0]), isLetter(bytes[bytes.count - 1]) else { return false }
        var previous: UInt8 = 0
        for index in bytes.indices {
            let byte = bytes[index]
            guard isLetter(byte) || byte == 0x27 && previous != 0x27 else { return false }
            previous = byte
        }
        return true
    }

    /// What `capitalizeFirst` gives a word given as its UTF-8 and its scalars (a token's, in place), where one of its
    /// fast paths applies, as the scalar that replaces the word's first one (the rest is kept as written): nil where
    /// none does (the caller asks `capitalizeFirst`); `.some(nil)` where the word is left as it is. Title-casing made
    /// each word a string, its capitalized copy a second one, and compared the two, a large part of its cost; a
    /// caller that writes the word into a text of its own makes no string of it (`copylint fix`). The
    /// scalars come as the text's array and the word's range in it: a slice of the array retained and released
    /// it for every word.
    public static func titledFirstScalar(utf8 bytes: Span<UInt8>, scalars: [Unicode.Scalar], range: Range<Int>,
                                         casing: LocaleCasing) -> Unicode.Scalar?? {
        // The two fast paths of `capitalizeFirst(_:casing:)`, in its order and on its conditions.
        guard casing.titlesASCIIPlainly else { return nil }
        // (An ASCII word's first letter uppercased; one uppercase already is left.)
        if isASCIIWord(bytes) { return bytes[0] >= 97 ? .some(Unicode.Scalar(bytes[0] - 32)) : .some(nil) }
        let mayHoldDottedI = bytes.indices.contains { bytes[$0] == 0xC4 }
        guard casing.lowersOneToOne, !(mayHoldDottedI && scalars[range].contains("\u{0130}")) else { return nil }
        switch titlingFirstScalar(scalars, in: range) {
        case .unchanged?: return .some(nil)
        case .titled(let titled)?: return titled
        case nil: return nil
        }
    }

    /// A word's UTF-8 with its first scalar replaced by `scalar`, as a string.
    public static func replacingFirstScalar(of bytes: Span<UInt8>, with scalar: Unicode.Scalar) -> String {
        UTF8Bytes.replacingFirstScalar(of: bytes, with: scalar)
    }

    /// An ASCII word (`isASCIIWord`) with its first letter uppercased; nil when it is uppercase already.
    private static func capitalizedASCIIWord(_ bytes: Span<UInt8>) -> String? {
        guard bytes[0] >= 97 else { return nil }
        return replacingFirstScalar(of: bytes, with: Unicode.Scalar(bytes[0] - 32))
    }

    private static let asciiLowering = Mutex<[String: Bool]>([:])
    private static let asciiTitling = Mutex<[String: Bool]>([:])

    static func titlesASCIIPlainly(_ locale: String) -> Bool {
        if let known = asciiTitling.withLock({ $0[locale] }) { return known }
        let title: (String) -> String = { text in
            ICUCaseMapping.title(text, icuLocale: ICULocale.identifier(for: locale), iterator: nil)
        }
        let plain = lowersASCIIPlainly(locale) && title("ij") == "Ij" && title("i") == "I" && title("don't") == "Don't"
            && title("abcdefghijklmnopqrstuvwxyz") == "Abcdefghijklmnopqrstuvwxyz" && title("ABCDEFGHIJKLMNOPQRSTUVWXYZ") == "Abcdefghijklmnopqrstuvwxyz"
        asciiTitling.withLock { $0[locale] = plain }
        return plain
    }

    static func lowersASCIIPlainly(_ locale: String) -> Bool {
        if let known = asciiLowering.withLock({ $0[locale] }) { return known }
        let icuLocale = ICULocale.identifier(for: locale)
        let plain = ICUCaseMapping.lower("ABCDEFGHIJKLMNOPQRSTUVWXYZ", icuLocale: icuLocale)
            == "abcdefghijklmnopqrstuvwxyz"
        asciiLowering.withLock { $0[locale] = plain }
        return plain
    }

    /// ICU title casing: each word's first letter in title case, the rest lowercase.
    public static func title(_ text: String, locale: String) -> String {
        TitleIterators.with(locale) { iterator in
            ICUCaseMapping.title(text, icuLocale: ICULocale.identifier(for: locale), iterator: iterator)
        }
    }

    /// The word with its first letter (Dutch "ij": its first two) title-cased and the rest kept as written.
    public static func capitalizeFirst(_ word: String, locale: String) -> String {
        capitalizeFirst(word, casing: LocaleCasing(locale))
    }

    /// The same, with the locale's casing worked out before (`LocaleCasing`).
    public static func capitalizeFirst(_ word: String, casing: LocaleCasing) -> String {
        let locale = casing.locale
        // ASCII fast path: a word of ASCII letters is one ICU word, whose title case is its first letter upper
        // and the rest lower, so the result is the first letter uppercased, where ICU was asked once that the
        // locale cases ASCII as the root locale does (not Dutch "ij", not Turkish "i"). ICU's title casing
        // opens a break iterator on every call.
        if isASCIIWord(word), casing.titlesASCIIPlainly {
            return capitalizedASCIIWord(word.utf8.span) ?? word
        }
        // One ICU call: title-casing that keeps the rest of each word as written gives what the comparison below
        // gives, wherever no scalar's case mapping changes the scalar count (then the comparison falls back).
        // Lowercasing maps each scalar to one: only U+0130 (İ → i̇) does not unconditionally, others by language.
        // (U+0130's UTF-8 starts 0xC4, which most words lack: the scalars are walked only when one has it.)
        if casing.lowersOneToOne, !(ByteSearch.contains(0xC4, in: word) && word.unicodeScalars.contains("\u{0130}")) {
            // Most words: their first scalar alone, where ICU's title casing would change nothing else.
            if casing.titlesASCIIPlainly, let titled = titlingFirstScalar(word) { return titled }
            if let titled = TitleCaseMaps.with(locale, { map in ICUCaseMapping.title(word, caseMap: map) }) ?? nil,
               titled.unicodeScalars.count == word.unicodeScalars.count {
                return titled
            }
        }
        let titled = Array(title(word, locale: locale).unicodeScalars)
        let lowered = Array(lower(word, locale: locale).unicodeScalars)
        let original = Array(word.unicodeScalars)
        var result = String.UnicodeScalarView()
        guard titled.count == original.count, lowered.count == original.count else {
            return title(word, locale: locale)
        }
        for index in original.indices {
            result.append(titled[index] != lowered[index] ? titled[index] : original[index])
        }
        return String(result)
    }

    /// What ICU's title casing of `word` gives, worked out from its first scalar alone, where that is all it
    /// changes: the word is one word to ICU in any context (letters, digits and their combining marks, of scripts
    /// segmented without a dictionary), title casing starts at its first scalar (a letter or digit), and that
    /// scalar's full title-case mapping is its simple one. Nil otherwise. For a locale without case tailorings
    /// (the caller asks). Title-casing non-ASCII words went through a case map and its break iterator for each
    /// word, a large part of `copylint fix --only-rule title_case`. The word tests are read from the scalar flags
    /// table: asked of ICU, scalar by scalar, they were much of this function's cost.
    static func titlingFirstScalar(_ word: String) -> String? {
        switch titlingFirstScalar(word.unicodeScalars) {
        case .unchanged?: return word
        case .titled(let titled)?: return replacingFirstScalar(of: word.utf8.span, with: titled)
        case nil: return nil
        }
    }

    enum FirstScalarTitling {
        /// A digit, an uncased letter or a title-case one first: nothing changes.
        case unchanged
        /// The first scalar's title case, which replaces it.
        case titled(Unicode.Scalar)
    }

    /// The same, of a word given as its scalars.
    static func titlingFirstScalar<Scalars: Sequence<Unicode.Scalar>>(_ scalars: Scalars) -> FirstScalarTitling? {
        // Read once: each read of the static is a call to swift_once.
        let table = ScalarFlags.table
        var scalars = scalars.makeIterator()
        guard let first = scalars.next(), table[first].contains(.wordStartLetterOrDigit) else { return nil }
        while let scalar = scalars.next() {
            guard table[scalar].contains(.staysInWord) else { return nil }
        }
        return titling(first)
    }

    /// The same, of the word `scalars[range]`, read by index (a slice retained and released the array).
    static func titlingFirstScalar(_ scalars: [Unicode.Scalar], in range: Range<Int>) -> FirstScalarTitling? {
        let table = ScalarFlags.table
        guard !range.isEmpty, table[scalars[range.lowerBound]].contains(.wordStartLetterOrDigit) else { return nil }
        for index in range.dropFirst() where !table[scalars[index]].contains(.staysInWord) { return nil }
        return titling(scalars[range.lowerBound])
    }

    /// The title case of a word's first scalar, the rest of which stays in the word.
    private static func titling(_ first: Unicode.Scalar) -> FirstScalarTitling? {
        guard cicu_changesWhenTitlecased(UChar32(first.value)) != 0 else { return .unchanged }
        // A full mapping that is not the simple one ("ß" → "Ss", "ﬁ" → "Fi") has no simple mapping: left to ICU.
        guard let titled = Unicode.Scalar(UInt32(cicu_totitle(UChar32(first.value)))), titled != first else { return nil }
        return .titled(titled)
    }

    /// The word with its first letter lowercased and the rest kept as written.
    public static func lowercaseFirst(_ word: String, locale: String) -> String {
        guard let first = word.unicodeScalars.first else { return word }
        let rest = String(word.unicodeScalars.dropFirst())
        return lower(String(first), locale: locale) + rest
    }
}
