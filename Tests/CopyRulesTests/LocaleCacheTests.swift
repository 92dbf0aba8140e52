import Dispatch
import XCTest
import CopyLowLevel
import CopyRules

/// The lock-free per-locale cache: its table grows by doubling while readers keep reading, and every locale
/// gets its own value.
final class LocaleCacheTests: XCTestCase {
    func testManyLocalesFromManyThreads() {
        // 120 locales ICU knows, so each has LocaleData of its own: past several doublings of the table.
        let languages = ["af", "am", "ar", "as", "az", "be", "bg", "bn", "bo", "br", "bs", "ca", "cs", "cy", "da", "de", "dz", "el", "en",
                         "eo", "es", "et", "eu", "fa", "fi", "fo", "fr", "ga", "gd", "gl", "gu", "ha", "he", "hi", "hr", "hu", "hy", "id",
                         "ig", "is", "it", "ja", "ka", "kk", "km", "kn", "ko", "ky", "lb", "lo", "lt", "lv", "mk", "ml", "mn", "mr", "ms",
                         "mt", "my", "nb", "ne", "nl", "nn", "or", "pa", "pl", "ps", "pt", "ro", "ru", "si", "sk", "sl", "so", "sq", "sr",
                         "sv", "sw", "ta", "te", "th", "tk", "to", "tr", "uk", "ur", "uz", "vi", "yo", "zh", "zu"]
        let tags = (languages + ["de-CH", "de-AT", "en-GB", "en-AU", "en-IN", "es-MX", "es-419", "fr-CA", "fr-CH", "pt-BR", "pt-PT",
                                 "zh-Hans", "zh-Hant", "zh-Hant-HK", "sr-Latn", "it-CH", "nl-BE", "en-CA", "en-NZ", "en-IE", "ar-EG",
                                 "es-AR", "es-CO", "fr-BE", "de-LU", "ms-SG", "ta-SG", "en-SG", "zh-Hans-SG"]).prefix(120)
        // (Some tags share data: an alias, a region ICU doesn't know.)
        var seen = Set<ObjectIdentifier>()
        let data = tags.map { DictionaryStore.bundled.locale($0) }.filter { seen.insert(ObjectIdentifier($0)).inserted }
        XCTAssertGreaterThan(data.count, 100)
        let cache = LocaleCache<LocaleData, String> { $0.locale }
        let answers = Answers(count: data.count * 4)
        DispatchQueue.concurrentPerform(iterations: 4) { thread in
            for (index, locale) in data.enumerated() {
                answers.set(thread * data.count + index, cache(locale))
                // Earlier locales are still found while the table grows.
                XCTAssertEqual(cache(data[index / 2]), data[index / 2].locale)
            }
        }
        for thread in 0..<4 {
            XCTAssertEqual((0..<data.count).map { answers.get(thread * data.count + $0) }, data.map { $0.locale })
        }
    }
}

/// Slots each thread writes its own of.
private final class Answers: @unchecked Sendable {
    private var slots: UnsafeMutableBufferPointer<String?>
    init(count: Int) {
        slots = .allocate(capacity: count)
        slots.initialize(repeating: nil)
    }
    deinit { slots.deallocate() }
    func set(_ index: Int, _ value: String) { slots[index] = value }
    func get(_ index: Int) -> String? { slots[index] }
}
