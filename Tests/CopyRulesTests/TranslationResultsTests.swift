import XCTest
@testable import CopyRules

/// Remembered translation answers (`lint --fix` checks each translation twice) are the answers themselves.
final class TranslationResultsTests: XCTestCase {
    private struct Case {
        var text: String
        var source: String
        var locale = "de"
        var role = Role.alertMessage
        var pluralCategory: String?
    }

    private func check(_ checker: Checker, _ item: Case) -> [Diagnostic] {
        checker.checkTranslation(item.text, role: item.role, locale: item.locale, source: item.source, sourceLocale: "en",
                                 pluralCategory: item.pluralCategory)
    }

    func testRememberedAnswersAreTheAnswers() {
        let cases = [
            Case(text: "Caf\u{E9}: %@ Dateien", source: "Cafe: %d files"),
            // The same text spelled with a combining accent: canonically equivalent, but its offsets are one more.
            Case(text: "Cafe\u{301}: %@ Dateien", source: "Cafe: %d files"),
            Case(text: "Caf\u{E9}: %@ Dateien", source: "Cafe: %@ files"),
            Case(text: "Caf\u{E9}: %@ Dateien", source: "Cafe: %d files", locale: "fr"),
            Case(text: "Caf\u{E9}: %@ Dateien", source: "Cafe: %d files", role: .button),
            Case(text: "%lld Dateien", source: "%lld files", pluralCategory: "one"),
            Case(text: "%lld Dateien", source: "%lld files", pluralCategory: "other"),
            Case(text: "Delete", source: "Delete"),
            Case(text: "Abbruch", source: "Cancel", role: .alertButton),
            Case(text: "Abbruch", source: "Cancel", role: .alertMessage),
            Case(text: "Ein Foto", source: "%lld photo", pluralCategory: "one"),
            Case(text: "Ein Foto", source: "%lld photo", pluralCategory: "other"),
        ]
        let plain = cases.map { check(Checker(), $0) }
        XCTAssertNotEqual(plain[0].map(\.range), plain[1].map(\.range), "the two spellings' diagnostics must differ for this test to hold")
        XCTAssertNotEqual(plain[8], plain[9], "the roles' diagnostics must differ")
        XCTAssertNotEqual(plain[10], plain[11], "the plural categories' diagnostics must differ")
        let checker = Checker()
        let remembered = checker.rememberingTranslations { (cases + cases.reversed()).map { check(checker, $0) } }
        XCTAssertEqual(remembered, plain + plain.reversed())
        // Let go after: a later check works the answer out again (and agrees).
        XCTAssertEqual(cases.map { check(checker, $0) }, plain)
    }
}
