import XCTest
import Foundation
import CopyRules

/// `cancel_label` tells a title off the cancel button from its synonyms by its scalar count before folding it.
/// The bound must hold for a synonym in every spelling the rule finds: composed or decomposed, in any case that
/// folds back to it, in locales whose lowercasing drops scalars (Turkish) as in others.
final class CancelLabelBoundTests: XCTestCase {
    /// The bound's premise: no scalar's canonical decomposition (Foundation's) is longer than four scalars.
    func testNoScalarDecomposesIntoMoreThanFour() {
        var longest = 0
        for value in 0...0x10FFFF {
            guard let scalar = Unicode.Scalar(value), scalar.properties.generalCategory != .unassigned else { continue }
            longest = max(longest, String(scalar).decomposedStringWithCanonicalMapping.unicodeScalars.count)
        }
        XCTAssertEqual(longest, 4)
    }

    func testSynonymsAreFoundInEverySpelling() {
        let store = DictionaryStore.bundled.adding(files: [
            "de/cancel-synonyms.txt": "Schließen\tCancel\nÄnderungen verwerfen\tCancel\n",
            "tr/cancel-synonyms.txt": "İptal et\tCancel\nKapat\tCancel\n",
            "vi/cancel-synonyms.txt": "Bỏ qua\tCancel\n",
        ])
        let checker = Checker(store: store)
        let spellings: [String: [String]] = [
            "en": ["Never Mind", "NEVER MIND", "nevermind", "Abort"],
            "de": ["Schließen", "Änderungen verwerfen", "ÄNDERUNGEN VERWERFEN"],
            "tr": ["İptal et", "İPTAL ET", "I\u{307}PTAL ET", "KAPAT"],
            "vi": ["Bỏ qua", "BỎ QUA"],
        ]
        for (locale, words) in spellings {
            for word in words {
                for form in [word, word.decomposedStringWithCanonicalMapping, word.precomposedStringWithCanonicalMapping] {
                    let rules = checker.check(form, in: StringContext(role: .alertButton, locale: locale)).map(\.rule)
                    XCTAssertTrue(rules.contains("cancel_label"), "\(form.unicodeScalars.map { String($0.value, radix: 16) }) in \(locale): \(rules)")
                }
            }
        }
        // Apple's own name is never flagged, and a longer title that only starts like a synonym is not one.
        XCTAssertFalse(checker.check("Vazgeç", in: StringContext(role: .alertButton, locale: "tr", isCancel: true)).map(\.rule).contains("cancel_label"))
        XCTAssertFalse(checker.check("Never Mind the Weather", in: StringContext(role: .alertButton, locale: "en")).map(\.rule).contains("cancel_label"))
    }
}
