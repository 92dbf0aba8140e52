import CopyLowLevel
@testable import CopyRules
import XCTest

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

    /// Every form of the English list names its first row's lemma (none when that is the form itself), and every
    /// lemma is a verb's base form: the rows of a lemma, one after another in the file, share its entry without
    /// looking it up again (`LexiconWords.addVerb`'s `lastLemma`).
    func testEveryFormNamesItsFirstRowsLemma() throws {
        let text = try XCTUnwrap(EmbeddedDictionaries.files["en/verbs.txt"])
        var words = LexiconWords()
        words.addVerbs(WordPairs(text), locale: "en")
        var firstLemma: [String: String] = [:]
        for row in DictionaryStore.rows(text) {
            let form = Lexicon.fold(row[0], locale: "en", ascii: false)
            if firstLemma[form] == nil { firstLemma[form] = row.count > 1 && !row[1].isEmpty ? Lexicon.fold(row[1], locale: "en", ascii: false) : form }
        }
        XCTAssertGreaterThan(firstLemma.count, 30_000)
        for (form, lemma) in firstLemma {
            let entry = try XCTUnwrap(words[form], form)
            XCTAssertTrue(entry.classes.contains(.verb), form)
            XCTAssertEqual(words.lemma(of: entry) ?? form, lemma, form)
            XCTAssertEqual(words[lemma]?.classes.contains(.verbLemma), true, lemma)
        }
    }
}
