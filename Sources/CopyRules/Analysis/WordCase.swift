import CopyLowLevel
import CopyText

/// Case changes that touch only the first letter of a phrase.
public enum WordCase {
    /// The phrase with its first word capitalized and every other letter as written ("touch and hold" → "Touch and hold").
    package static func capitalizingFirstWord(_ phrase: String, locale: String) -> String {
        let scalars = Array(phrase.unicodeScalars)
        var end = 0
        while end < scalars.count, WordKey.isWordScalar(scalars[end]) || scalars[end] == "'" || scalars[end] == "’" { end += 1 }
        guard end > 0 else { return phrase }
        let word = String(String.UnicodeScalarView(scalars[..<end]))
        return LocaleCase.capitalizeFirst(word, locale: locale) + String(String.UnicodeScalarView(scalars[end...]))
    }
}
