internal import CICU

/// Locale-aware case mapping through ICU: Turkish dotted and dotless i, Dutch IJ, Greek accents.
public enum LocaleCase {
    public static func upper(_ text: String, locale: String) -> String {
        map(text, locale: locale) { cicu_strToUpper($0, $1, $2, $3, $4, $5) }
    }

    public static func lower(_ text: String, locale: String) -> String {
        map(text, locale: locale) { cicu_strToLower($0, $1, $2, $3, $4, $5) }
    }

    /// ICU title casing: each word's first letter in title case, the rest lowercase.
    public static func title(_ text: String, locale: String) -> String {
        map(text, locale: locale) { cicu_strToTitle($0, $1, $2, $3, $4, $5) }
    }

    /// The word with its first letter (Dutch "ij": its first two) title-cased and the rest kept as written.
    public static func capitalizeFirst(_ word: String, locale: String) -> String {
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

    /// The word with its first letter lowercased and the rest kept as written.
    public static func lowercaseFirst(_ word: String, locale: String) -> String {
        guard let first = word.unicodeScalars.first else { return word }
        let rest = String(word.unicodeScalars.dropFirst())
        return lower(String(first), locale: locale) + rest
    }

    private typealias Mapper = (UnsafeMutablePointer<UInt16>?, Int32, UnsafePointer<UInt16>?, Int32, UnsafePointer<CChar>?, UnsafeMutablePointer<UErrorCode>?) -> Int32

    private static func map(_ text: String, locale: String, _ mapper: Mapper) -> String {
        let source = Array(text.utf16)
        if source.isEmpty { return text }
        let icuLocale = ICULocale.identifier(for: locale)
        var capacity = source.count + 16
        while true {
            var status = U_ZERO_ERROR
            var output = [UInt16](repeating: 0, count: capacity)
            let length = output.withUnsafeMutableBufferPointer { out in
                source.withUnsafeBufferPointer { src in
                    mapper(out.baseAddress, Int32(capacity), src.baseAddress, Int32(source.count), icuLocale, &status)
                }
            }
            if status == U_BUFFER_OVERFLOW_ERROR {
                capacity = Int(length) + 1
                continue
            }
            guard status.rawValue <= U_ZERO_ERROR.rawValue else { return text }
            return String(decoding: output[0..<Int(length)], as: UTF16.self)
        }
    }
}
