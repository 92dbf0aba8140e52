import CopyLowLevel
import CopyRules
import CopyText
import Foundation
import XCTest

/// `LocaleData.isStandardName(_: AnalyzedText)` tells most texts from the locale's standard command names without
/// building a string: by length, and for text in NFC as written (`ScalarFlags.nfcStable`) by a filter on its
/// scalars. Its answers are held to the plain set lookup (`isStandardName(_: String)`, which compares with Swift's
/// canonical equivalence) for every name of every locale, in NFC and NFD, and for near misses.
final class StandardNameTests: XCTestCase {
    private let locales = ["ar", "ca", "cs", "da", "de", "el", "en", "en-AU", "en-GB", "es", "es-419", "fi", "fr", "fr-CA", "he", "hi", "hr", "hu",
                           "id", "it", "ja", "ko", "ms", "nb", "nl", "pl", "pt-BR", "pt-PT", "ro", "ru", "sk", "sv", "th", "tr", "uk", "vi",
                           "zh-Hans", "zh-Hant", "zh-Hant-HK"]

    func testTheShortcutAnswersAsTheSetDoes() {
        var compared = 0, found = 0
        for locale in locales {
            let data = DictionaryStore.bundled.locale(locale)
            let analyzer = Analyzer(locale: locale)
            let names = Set(data.standardCommands.values.joined())
            XCTAssertFalse(names.isEmpty, locale)
            for name in names {
                let forms = [name, name.decomposedStringWithCanonicalMapping, " \(name) ", name + "x", "x" + name, String(name.dropLast()),
                             name.uppercased(), name + "\u{301}", name + "…", String(repeating: name, count: 3)]
                for text in forms {
                    let expected = data.isStandardName(text.trimmingCharacters(in: .whitespaces))
                    XCTAssertEqual(data.isStandardName(analyzer.analyze(text)), expected, "\(locale): \(Array(text.unicodeScalars))")
                    if expected { found += 1 }
                    compared += 1
                }
                XCTAssertTrue(data.isStandardName(analyzer.analyze(name.decomposedStringWithCanonicalMapping)), "\(locale): NFD \(name)")
            }
        }
        XCTAssertGreaterThan(compared, 8_000)
        XCTAssertGreaterThan(found, 2_500)
    }

    /// The flag means what the shortcut relies on: NFC keeps the scalar as it is, after any other flagged scalar.
    /// Every flagged BMP scalar is checked alone and after "a" and "가" (a starter that composes with what follows).
    func testNFCStableScalarsStayAsTheyAre() {
        var flagged = 0
        for value in 0x80..<0x10000 {
            guard let scalar = Unicode.Scalar(value), scalar.flags.contains(.nfcStable) else { continue }
            flagged += 1
            for text in [String(scalar), "a" + String(scalar), "가" + String(scalar)] {
                let composed = text.precomposedStringWithCanonicalMapping
                XCTAssertEqual(Array(composed.unicodeScalars), Array(text.unicodeScalars), "U+\(String(value, radix: 16))")
            }
            XCTAssertEqual(scalar.properties.canonicalCombiningClass, .notReordered, "U+\(String(value, radix: 16))")
        }
        // Latin, Greek, Cyrillic, CJK, kana and Hangul syllables at least.
        XCTAssertGreaterThan(flagged, 40_000)
        for scalar in ["é", "ß", "Ж", "λ", "写", "あ", "ア", "한", "’", "…"] as [Unicode.Scalar] {
            XCTAssertTrue(scalar.flags.contains(.nfcStable), "\(scalar)")
        }
        // Combining marks, a voicing mark that joins the kana before it, a trailing jamo, a singleton NFC replaces.
        for scalar in ["\u{301}", "\u{3099}", "\u{11A8}", "\u{212B}", "\u{F900}"] as [Unicode.Scalar] {
            XCTAssertFalse(scalar.flags.contains(.nfcStable), "U+\(String(scalar.value, radix: 16))")
        }
    }
}
