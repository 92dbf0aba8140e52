import XCTest
import CopyRules
import CopyText

/// `LocaleCase.capitalizeFirst` title-cases word starts in one ICU call where it can; it must answer exactly as
/// the comparison of ICU's title and lower casing it replaced, which is kept here as the reference.
final class CapitalizeFirstTests: XCTestCase {
    /// The former implementation: title-cased where title and lower casing differ, else as written.
    private func reference(_ word: String, locale: String) -> String {
        let titled = Array(LocaleCase.title(word, locale: locale).unicodeScalars)
        let lowered = Array(LocaleCase.lower(word, locale: locale).unicodeScalars)
        let original = Array(word.unicodeScalars)
        guard titled.count == original.count, lowered.count == original.count else { return LocaleCase.title(word, locale: locale) }
        var result = String.UnicodeScalarView()
        for index in original.indices { result.append(titled[index] != lowered[index] ? titled[index] : original[index]) }
        return String(result)
    }

    func testMatchesTitleAndLowerComparison() {
        let words = [
            "élan", "ÉLAN", "éLAN", "ijssel", "iJssel", "IJssel", "ĳssel", "íjssel", "straße", "ßtraße", "ǆungla", "ǅungla", "ǉubljana",
            "istanbul", "İstanbul", "aİb", "ıspanak", "i\u{307}stanbul", "I\u{307}stanbul", "σοφία", "ΣΟΦΟΣ", "άλφα", "ﬁle", "ŉoo",
            "e-mail", "über-cool", "ñandú", "ÑANDÚ", "և", "եւ", "ᏣᎳᎩ", "ꭰꭱ", "ⴀⴁ", "ᲐᲑ", "aᲐ", "ǰx", "ΐx", "’élan", "«élan»", "3éme",
            "éé éé", "iíj", "jablko", "ǌ", "İ", "Cafe\u{301}", "ça", "ǈoo", "ỳx", "ĩx", "Ĩx", "Ìx", "ìx", "写真", "ⓐⓑ", "𐐨𐐩", "ꞵa",
            // Where title casing is worked out from the first scalar alone, and where it must not be.
            "3rd", "48khz", "60sekundový", "ʰa", "ſtop", "l·l", "a'b", "a\u{AD}b", "a\u{200D}b", "a\u{301}b", "ⅰx", "ǳa", "шалом", "שלום",
            "ab cd", "ab-cd", "ab.cd", "ab:cd", "ab2cd", "٣ab", "ꙮx", "€uro", "ｆｕｌｌ", "ﬀx",
        ]
        for locale in ["en", "nl", "tr", "az", "lt", "el", "de", "fr", "ka", "hy", "pt-BR", "zh-Hans", "Base", "nl-BE", "tr_TR", "LT"] {
            // Worked out once for all the words, as a lexicon does.
            let casing = LocaleCasing(locale)
            for word in words {
                XCTAssertEqual(Array(LocaleCase.capitalizeFirst(word, locale: locale).unicodeScalars), Array(reference(word, locale: locale).unicodeScalars),
                               "\(word) in \(locale)")
                XCTAssertEqual(LocaleCase.capitalizeFirst(word, casing: casing), LocaleCase.capitalizeFirst(word, locale: locale), "\(word) in \(locale)")
            }
        }
    }

    /// The fast paths from a word's bytes and scalars answer as `capitalizeFirst` wherever they answer: the word
    /// capitalized, or nothing to change (`.some(nil)`); they leave the rest (nil) to it.
    func testWordPathsAnswerAsCapitalizeFirst() {
        let words = ["open", "Open", "oPEN", "don't", "don''t", "'tis", "rock'n'roll", "a", "Z", "3rd", "48khz", "e-mail", "café",
                     "naïve", "x86", "ab cd", "istanbul", "ijssel", "'", "a'", "éa", "q", "élan", "Élan", "ßtraße", "ﬁle", "ǆungla",
                     "σοφία", "шалом", "写真", "İstanbul", "aİb", "i\u{307}stanbul", "e\u{301}te", "ⅰx", "３rd", "ǈoo"]
        var answered = 0
        for locale in ["en", "en-GB", "de", "fr", "nl", "tr", "az", "lt", "el"] {
            let casing = LocaleCasing(locale)
            for word in words {
                let fast = Self.fastPath(word, casing)
                guard let answer = fast else { continue }
                answered += 1
                XCTAssertEqual(answer ?? word, LocaleCase.capitalizeFirst(word, casing: casing), "\(word) in \(locale)")
                if let answer { XCTAssertNotEqual(answer, word, "\(word) in \(locale): a change that changes nothing") }
            }
        }
        // English words are answered; Dutch and Turkish ones are not (their "ij" and "i" are ICU's).
        func fast(_ word: String, _ locale: String) -> String?? { Self.fastPath(word, LocaleCasing(locale)) }
        XCTAssertEqual(fast("open", "en"), "Open")
        XCTAssertEqual(fast("élan", "en"), "Élan")
        XCTAssertEqual(fast("Élan", "en"), .some(nil))
        XCTAssertTrue(fast("写真", "en") == nil)
        XCTAssertTrue(fast("ijssel", "nl") == nil)
        XCTAssertTrue(fast("istanbul", "tr") == nil)
        XCTAssertGreaterThan(answered, 100)
    }

    /// Every cased scalar outside ASCII, first and inside a word.
    func testMatchesForEveryCasedScalar() {
        let cased = (0x80...0x1FFFF).compactMap(Unicode.Scalar.init).filter { $0.properties.isCased || $0.properties.changesWhenTitlecased }
        for locale in ["en", "nl", "el", "tr", "lt"] {
            for scalar in cased {
                for word in ["\(scalar)", "\(scalar)ab", "a\(scalar)b", "ab\(scalar)"] {
                    XCTAssertEqual(Array(LocaleCase.capitalizeFirst(word, locale: locale).unicodeScalars), Array(reference(word, locale: locale).unicodeScalars),
                                   "\(word) (U+\(String(scalar.value, radix: 16))) in \(locale)")
                }
            }
        }
    }

    /// Every letter and digit outside ASCII first in a word and inside one, beside cased letters, in a locale
    /// without case tailorings: where the first scalar alone decides, and where ICU must.
    func testMatchesForEveryLetterAndDigitFirst() {
        let starts = (0x80...0x1FFFF).compactMap(Unicode.Scalar.init).filter {
            switch $0.properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .decimalNumber, .letterNumber, .otherNumber: return true
            default: return false
            }
        }
        let casing = LocaleCasing("en")
        for scalar in starts {
            for word in ["\(scalar)", "\(scalar)ab", "\(scalar)жx", "\(scalar)\u{301}b", "a\(scalar)b", "ж\(scalar)x"] {
                XCTAssertEqual(Array(LocaleCase.capitalizeFirst(word, casing: casing).unicodeScalars), Array(reference(word, locale: "en").unicodeScalars),
                               "\(word) (U+\(String(scalar.value, radix: 16)))")
            }
        }
    }

    /// The fast paths' answer as a string, as title style makes it (`titledFirstScalar`, then `replacingFirstScalar`).
    private static func fastPath(_ word: String, _ casing: LocaleCasing) -> String?? {
        let bytes = word.utf8.span
        let scalars = Array(word.unicodeScalars)
        return LocaleCase.titledFirstScalar(utf8: bytes, scalars: scalars, range: scalars.indices, casing: casing).map { titled in
            titled.map { LocaleCase.replacingFirstScalar(of: bytes, with: $0) }
        }
    }
}
