import XCTest
import CopyRules

/// Apple's own translations of the standard commands (Dictionaries/<locale>/standard-commands.txt, from the
/// reference tables) are right by definition: no warning or error may fire on them, alone or as translations
/// of their English names, in any locale family. (Info-level length hints may; and Yes/No are Apple's words
/// but the HIG's yes_no_button rightly flags them on alert buttons, so they are checked in the other roles.)
final class AppleTranslationsTests: XCTestCase {
    let checker = Checker()

    func check(_ family: [String], file: StaticString = #filePath, line: UInt = #line) {
        let store = DictionaryStore.bundled
        var checked = 0
        for locale in family {
            let data = store.locale(locale)
            XCTAssertFalse(data.standardCommands.isEmpty, "\(locale) has no standard commands", file: file, line: line)
            for (english, names) in data.standardCommands {
                for name in names {
                    for role in [Role.editMenuItem, .button, .alertButton, .menuItem] where !(role == .alertButton && ["Yes", "No"].contains(english)) {
                        let found = checker.check(name, in: StringContext(role: role, locale: locale)).filter { $0.severity > .info }
                        XCTAssertEqual(found.map(\.rule), [], "\(locale) \(role.rawValue) “\(name)”: \(found.map(\.message))", file: file, line: line)
                        let compared = checker.checkTranslation(name, in: StringContext(role: role, locale: locale, source: TranslationSource(english, locale: "en")))
                            .filter { $0.severity > .info && $0.rule != "untranslated" }
                        XCTAssertEqual(compared.map(\.rule), [], "\(locale) “\(name)” for “\(english)”: \(compared.map(\.message))", file: file, line: line)
                        checked += 1
                    }
                }
            }
        }
        XCTAssertGreaterThan(checked, 50, file: file, line: line)
    }

    func testCJK() { check(["ja", "zh-Hans", "zh-Hant", "zh-Hant-HK", "ko"]) }
    func testGerman() { check(["de"]) }
    func testFrench() { check(["fr", "fr-CA"]) }
    func testSpanish() { check(["es", "es-419"]) }
    func testGreek() { check(["el"]) }
    func testArabicAndHebrew() { check(["ar", "he"]) }
    func testOtherLocales() { check(["ru", "uk", "tr", "pt-BR", "pt-PT", "it", "nl", "sv", "da", "nb", "fi", "pl", "cs", "sk", "hu", "ro", "hr", "ca", "vi", "th", "hi", "id", "ms", "en-GB", "en-AU"]) }
}
