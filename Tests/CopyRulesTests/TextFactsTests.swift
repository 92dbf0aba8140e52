import XCTest
import CopyText
@testable import CopyRules

/// Sentence counts read from an analysed text.
final class TextFactsTests: XCTestCase {
    func testSentenceCounts() {
        let cases: [(text: String, locale: String, words: Int, punctuated: Int)] = [
            ("", "en", 0, 0),
            ("Delete this photo?", "en", 1, 1),
            ("Photo deleted. You can restore it from Recently Deleted.", "en", 2, 2),
            ("Saved!  ", "en", 1, 1),
            ("First line\nsecond line", "en", 2, 1),
            ("“Done.” Then close it", "en", 2, 2),
            ("... !!", "en", 0, 0),
            ("写真を削除しますか？ 元に戻せません。", "ja", 2, 2),
            ("Θέλετε να το διαγράψετε; Δεν αναιρείται.", "el", 2, 2),
        ]
        for item in cases {
            let text = Analyzer(locale: item.locale).analyze(item.text)
            XCTAssertEqual(text.wordSentenceCount, item.words, item.text)
            XCTAssertEqual(text.wordSentences.count, item.words, item.text)
            XCTAssertEqual(text.punctuatedSentenceCount, item.punctuated, item.text)
        }
    }
}
