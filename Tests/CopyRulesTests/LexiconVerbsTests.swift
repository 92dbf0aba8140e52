import XCTest
@testable import CopyRules

/// The lexicon answers what `verbs.txt` says about each form, read here row by row as strings.
final class LexiconVerbsTests: XCTestCase {
    /// `isOwnVerbLemma` holds for a form exactly when its first row names the form itself as its lemma, for every
    /// form of the English list (the yes_no_button fix-it once read a map of those rows).
    func testOwnLemmaIsTheFirstRowsLemma() {
        let data = DictionaryStore.bundled.locale("en")
        let lexicon = Lexicon.of(data)
        var firstLemma: [String: String] = [:]
        for row in data.rows("verbs") where firstLemma[row[0]] == nil {
            firstLemma[row[0]] = row.count > 1 && !row[1].isEmpty ? row[1] : row[0]
        }
        XCTAssertGreaterThan(firstLemma.count, 30_000)
        var own = 0
        for (form, lemma) in firstLemma {
            XCTAssertEqual(lexicon.isOwnVerbLemma(form), lemma == form, form)
            if lemma == form { own += 1 }
        }
        // Both answers occur: "delete" is its own lemma, "deleted" and "left" are not, "found" is (its first row).
        XCTAssertGreaterThan(own, 5_000)
        XCTAssertLessThan(own, firstLemma.count - 5_000)
        for (word, expected) in [("delete", true), ("Delete", true), ("deleted", false), ("left", false), ("found", true), ("photo", false)] {
            XCTAssertEqual(lexicon.isOwnVerbLemma(word), expected, word)
        }
    }
}
