internal import CICU
import CopyLowLevel
import Synchronization

/// Locale-aware case mapping through ICU: Turkish dotted and dotless i, Dutch IJ, Greek accents.
public enum LocaleCase {
    public static func upper(_ text: String, locale: String) -> String {
        map(text, locale: locale) { cicu_strToUpper($0, $1, $2, $3, $4, $5) }
    }

    public static func lower(_ text: String, locale: String) -> String {
        // ASCII fast path: ICU is asked once per locale whether it lowercases ASCII as the root locale does
        // (not in Turkish or Azerbaijani); then ASCII text needs no UTF-16 round trip through ICU.
        // One pass over the bytes in place (the UTF-8 view's iterator, three times, was most of the cost); ASCII
        // without capitals is its own lowercase in every locale, and is returned before the locale is looked up.
        var text = text
        let (isASCII, hasCapital) = text.withUTF8 { bytes -> (Bool, Bool) in
            var hasCapital = false
            for byte in bytes {
                if byte >= 0x80 { return (false, false) }
                if byte &- 65 < 26 { hasCapital = true }
            }
            return (true, hasCapital)
        }
        if isASCII {
            guard hasCapital else { return text }
            if lowersASCIIPlainly(locale) { return lowercasedPlainASCII(text) }
        }
        return map(text, locale: locale) { cicu_strToLower($0, $1, $2, $3, $4, $5) }
    }

    /// ASCII text with A–Z lowercased, as the root locale lowercases it, for callers that know the text is ASCII
    /// and the locale lowercases ASCII plainly: written from the bytes in place into the new string's storage.
    public static func lowercasedPlainASCII(_ text: String) -> String {
        func lowered(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
            String(unsafeUninitializedCapacity: bytes.count) { buffer in
                for index in bytes.indices { buffer[index] = bytes[index] &- 65 < 26 ? bytes[index] + 32 : bytes[index] }
                return bytes.count
            }
        }
        if let result = text.utf8.withContiguousStorageIfAvailable(lowered) { return result }
        var text = text
        return text.withUTF8(lowered)
    }

    /// ASCII letters, with single apostrophes between letters ("don't"): one word to ICU's word breaks.
    private static func isASCIIWord(_ word: String) -> Bool {
        // The bytes in place (a native string always lends them): the UTF-8 view's iterator cost more than the test.
        word.utf8.withContiguousStorageIfAvailable { isASCIIWord($0) } ?? false
    }

    private static func isASCIIWord(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        func isLetter(_ byte: UInt8) -> Bool { byte >= 97 && byte <= 122 || byte >= 65 && byte <= 90 }
        guard let first = bytes.first, let last = bytes.last, isLetter(first), isLetter(last) else { return false }
        var previous: UInt8 = 0
        for byte in bytes {
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
    /// scalars come as a buffer: a slice of the text's array retained and released it for every word.
    public static func titledFirstScalar(utf8 bytes: UnsafeBufferPointer<UInt8>, scalars: UnsafeBufferPointer<Unicode.Scalar>, casing: LocaleCasing) -> Unicode.Scalar?? {
        // The two fast paths of `capitalizeFirst(_:casing:)`, in its order and on its conditions.
        guard casing.titlesASCIIPlainly else { return nil }
        // (An ASCII word's first letter uppercased; one uppercase already is left.)
        if isASCIIWord(bytes) { return bytes[0] >= 97 ? .some(Unicode.Scalar(bytes[0] - 32)) : .some(nil) }
        guard casing.lowersOneToOne, !(bytes.contains(0xC4) && scalars.contains("\u{0130}")) else { return nil }
        switch titlingFirstScalar(scalars, utf8: bytes) {
        case .unchanged?: return .some(nil)
        case .titled(let titled)?: return titled
        case nil: return nil
        }
    }

    /// A word's UTF-8 with its first scalar replaced by `scalar`, as a string.
    public static func replacingFirstScalar(of bytes: UnsafeBufferPointer<UInt8>, with scalar: Unicode.Scalar) -> String {
        let first = bytes[0] < 0x80 ? 1 : UTF8Sequence.multiByte(lead: UInt32(bytes[0]), at: 0, in: bytes).length
        let rest = UnsafeBufferPointer(rebasing: bytes[first...])
        // (The scalar's bytes written one by one: a scalar view's append, a scalar at a time, cost more.)
        return String(unsafeUninitializedCapacity: UTF8.width(scalar) + rest.count) { buffer in
            var written = 0
            for byte in scalar.utf8 {
                buffer[written] = byte
                written += 1
            }
            _ = UnsafeMutableBufferPointer(rebasing: buffer[written...]).initialize(fromContentsOf: rest)
            return written + rest.count
        }
    }

    /// An ASCII word (`isASCIIWord`) with its first letter uppercased; nil when it is uppercase already.
    private static func capitalizedASCIIWord(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        guard bytes[0] >= 97 else { return nil }
        return replacingFirstScalar(of: bytes, with: Unicode.Scalar(bytes[0] - 32))
    }

    private static let asciiLowering = Mutex<[String: Bool]>([:])
    private static let asciiTitling = Mutex<[String: Bool]>([:])

    static func titlesASCIIPlainly(_ locale: String) -> Bool {
        if let known = asciiTitling.withLock({ $0[locale] }) { return known }
        let title: (String) -> String = { text in map(text, locale: locale) { cicu_strToTitle($0, $1, $2, $3, $4, $5) } }
        let plain = lowersASCIIPlainly(locale) && title("ij") == "Ij" && title("i") == "I" && title("don't") == "Don't"
            && title("abcdefghijklmnopqrstuvwxyz") == "Abcdefghijklmnopqrstuvwxyz" && title("ABCDEFGHIJKLMNOPQRSTUVWXYZ") == "Abcdefghijklmnopqrstuvwxyz"
        asciiTitling.withLock { $0[locale] = plain }
        return plain
    }

    static func lowersASCIIPlainly(_ locale: String) -> Bool {
        if let known = asciiLowering.withLock({ $0[locale] }) { return known }
        let plain = map("ABCDEFGHIJKLMNOPQRSTUVWXYZ", locale: locale) { cicu_strToLower($0, $1, $2, $3, $4, $5) } == "abcdefghijklmnopqrstuvwxyz"
        asciiLowering.withLock { $0[locale] = plain }
        return plain
    }

    /// ICU title casing: each word's first letter in title case, the rest lowercase.
    public static func title(_ text: String, locale: String) -> String {
        TitleIterators.with(locale) { iterator in
            map(text, locale: locale) { cicu_strToTitleWith($0, $1, $2, $3, iterator, $4, $5) }
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
        if isASCIIWord(word), casing.titlesASCIIPlainly, let titled = word.utf8.withContiguousStorageIfAvailable({ capitalizedASCIIWord($0) ?? word }) {
            return titled
        }
        // One ICU call: title-casing that keeps the rest of each word as written gives what the comparison below
        // gives, wherever no scalar's case mapping changes the scalar count (then the comparison falls back).
        // Lowercasing maps each scalar to one: only U+0130 (İ → i̇) does not unconditionally, others by language.
        // (U+0130's UTF-8 starts 0xC4, which most words lack: the scalars are walked only when one has it.)
        if casing.lowersOneToOne, !(ByteSearch.contains(0xC4, in: word) && word.unicodeScalars.contains("\u{0130}")) {
            // Most words: their first scalar alone, where ICU's title casing would change nothing else.
            if casing.titlesASCIIPlainly, let titled = titlingFirstScalar(word) { return titled }
            if let titled = TitleCaseMaps.with(locale, { map in convert(word) { cicu_ucasemap_toTitle(map, $0, $1, $2, $3, $4) } }) ?? nil,
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
        var utf8 = word
        return utf8.withUTF8 { bytes in
            switch titlingFirstScalar(word.unicodeScalars, utf8: bytes) {
            case .unchanged?: return word
            case .titled(let titled)?: return replacingFirstScalar(of: bytes, with: titled)
            case nil: return nil
            }
        }
    }

    enum FirstScalarTitling {
        /// A digit, an uncased letter or a title-case one first: nothing changes.
        case unchanged
        /// The first scalar's title case, which replaces it.
        case titled(Unicode.Scalar)
    }

    /// The same, of a word given as its scalars and its UTF-8.
    static func titlingFirstScalar<Scalars: Sequence<Unicode.Scalar>>(_ scalars: Scalars, utf8 bytes: UnsafeBufferPointer<UInt8>) -> FirstScalarTitling? {
        // Read once: each read of the static is a call to swift_once.
        let table = ScalarFlags.table
        var scalars = scalars.makeIterator()
        guard let first = scalars.next(), table[first].contains(.wordStartLetterOrDigit) else { return nil }
        while let scalar = scalars.next() {
            guard table[scalar].contains(.staysInWord) else { return nil }
        }
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

    private typealias Mapper = (UnsafeMutablePointer<UInt16>?, Int32, UnsafePointer<UInt16>?, Int32, UnsafePointer<CChar>?, UnsafeMutablePointer<UErrorCode>?) -> Int32

    private static func map(_ text: String, locale: String, _ mapper: Mapper) -> String {
        let icuLocale = ICULocale.identifier(for: locale)
        return convert(text) { mapper($0, $1, $2, $3, icuLocale, $4) } ?? text
    }

    /// The string of ICU's UTF-16 result, transcoded by ICU straight into the string's UTF-8 storage: Swift's
    /// `String(decoding:as: UTF16.self)` takes a generic path that was a visible part of checking buttons. ICU's
    /// results are well-formed, as their source (a Swift string) was; anything else is left to Swift, which repairs
    /// it.
    static func utf8String(_ utf16: UnsafeBufferPointer<UInt16>) -> String {
        var status = U_ZERO_ERROR
        // Each UTF-16 unit is at most three UTF-8 bytes (a surrogate pair, two units, is four).
        let string = String(unsafeUninitializedCapacity: utf16.count * 3) { buffer in
            let length = buffer.withMemoryRebound(to: CChar.self) { bytes in
                cicu_strToUTF8(bytes.baseAddress, Int32(bytes.count), utf16.baseAddress, Int32(utf16.count), &status)
            }
            return status.rawValue <= U_ZERO_ERROR.rawValue ? Int(length) : 0
        }
        return status.rawValue <= U_ZERO_ERROR.rawValue ? string : String(decoding: utf16, as: UTF16.self)
    }

    /// Runs an ICU string function on the UTF-16 of `text`, growing the output buffer as it asks; nil on failure.
    /// Both buffers are temporary allocations (on the stack for a word): case mapping runs once per word in the
    /// title-case and folding paths, and two arrays a call were a visible part of their cost.
    private static func convert(_ text: String, _ body: (UnsafeMutablePointer<UInt16>?, Int32, UnsafePointer<UInt16>?, Int32, UnsafeMutablePointer<UErrorCode>?) -> Int32) -> String? {
        if text.isEmpty { return text }
        // Sized by the UTF-8 count, which the string keeps and no UTF-16 count exceeds: the UTF-16 is walked once.
        return withUnsafeTemporaryAllocation(of: UInt16.self, capacity: text.utf8.count) { source -> String? in
            let sourceCount = source.initialize(fromContentsOf: text.utf16)
            var capacity = sourceCount + 16
            while true {
                var status = U_ZERO_ERROR
                let converted = withUnsafeTemporaryAllocation(of: UInt16.self, capacity: capacity) { output -> String? in
                    let length = body(output.baseAddress, Int32(capacity), source.baseAddress, Int32(sourceCount), &status)
                    if status == U_BUFFER_OVERFLOW_ERROR { capacity = Int(length) + 1 }
                    guard status.rawValue <= U_ZERO_ERROR.rawValue else { return nil }
                    return utf8String(UnsafeBufferPointer(start: output.baseAddress, count: Int(length)))
                }
                if status != U_BUFFER_OVERFLOW_ERROR { return converted }
            }
        }
    }
}
