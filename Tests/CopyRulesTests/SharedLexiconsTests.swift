import Dispatch
import Synchronization
import XCTest
@testable import CopyRules

/// Locales whose word lists come from the same folders, in one language, share one lexicon; others do not.
final class SharedLexiconsTests: XCTestCase {
    private let store = DictionaryStore.bundled

    func testEnglishVariantsShareTheEnglishLexicon() {
        let english = Lexicon.of(store.locale("en"))
        for tag in ["en-GB", "en-AU"] {
            XCTAssertEqual(SharedLexicons.identity(of: store.locale(tag)), SharedLexicons.identity(of: store.locale("en")), tag)
            XCTAssertTrue(Lexicon.of(store.locale(tag)) === english, tag)
        }
        // Built on its own, the en-GB lexicon answers as the shared one does.
        let own = Lexicon(store.locale("en-GB"))
        for word in ["the", "delete", "deleted", "and", "of", "because", "is", "you", "I", "Monday", "etc", "up", "iPhone"] {
            XCTAssertEqual(own.classes(of: word), english.classes(of: word), word)
        }
        XCTAssertEqual(own.knowsClauses, english.knowsClauses)
    }

    func testOtherLanguagesAndOwnWordListsGetTheirOwn() {
        let english = SharedLexicons.identity(of: store.locale("en"))
        for tag in ["de", "fr", "tr", "nl"] {
            XCTAssertNotEqual(SharedLexicons.identity(of: store.locale(tag)), english, tag)
        }
        // Same folders but another language (ICU folds Turkish and Azerbaijani "I" its own way): not shared.
        XCTAssertNotEqual(SharedLexicons.identity(of: store.locale("tr")), SharedLexicons.identity(of: store.locale("az")))
    }

    /// Every locale's lexicon builds, from many threads at once, and each locale gets one lexicon (debug builds
    /// also check that every list the lexicon reads is in `Lexicon.files`).
    func testEveryLocaleBuildsOnceFromManyThreads() {
        let tags = ["en", "en-GB", "en-AU", "de", "fr", "es", "es-419", "it", "ja", "ko", "pt-BR", "ru", "tr", "zh-Hans", "ar", "el"]
        let built = Mutex<[String: ObjectIdentifier]>([:])
        let store = self.store
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            for tag in tags {
                let lexicon = Lexicon.of(store.locale(tag))
                built.withLock { found in
                    if let first = found[tag] { XCTAssertEqual(first, ObjectIdentifier(lexicon), tag) }
                    found[tag] = ObjectIdentifier(lexicon)
                }
            }
        }
        XCTAssertEqual(built.withLock { $0.count }, tags.count)
    }
}
