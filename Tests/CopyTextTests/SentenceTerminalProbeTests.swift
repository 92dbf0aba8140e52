import CopyLowLevel
@testable import CopyText
import XCTest

/// The analyser finds a locale's tailored sentence terminals by walking all candidates as one text. That must
/// find exactly what walking each candidate alone, `Word<c> Next`, finds.
final class SentenceTerminalProbeTests: XCTestCase {
    func testOneWalkFindsWhatAWalkPerCandidateFinds() throws {
        let locales = ["en", "el", "hy", "ar", "fa", "ur", "he", "am", "ti", "my", "th", "km", "lo", "bo", "hi", "bn", "ta",
                       "ja", "zh", "zh-Hant", "ko", "ru", "uk", "de", "fr", "es", "it", "pt-BR", "tr", "vi", "ka", "sa",
                       "en@ss=standard", "de@ss=standard", "root"]
        var tailoredSomewhere = false
        for locale in locales {
            let iterator = try XCTUnwrap(BreakIterator(.sentence, locale: locale), locale)
            // Every character of the blocks, not only the candidates: the probe leaves out none that ends a sentence.
            var alone: Set<Unicode.Scalar> = []
            for scalar in Analyzer.sentenceTerminalBlocks where !scalar.flags.contains(.sentenceTerminal) {
                let utf16 = Array("Word\(scalar) Next".utf16)
                if iterator.boundaries(in: utf16).count > 2 { alone.insert(scalar) }
            }
            XCTAssertEqual(Analyzer.probeSentenceTerminals(iterator), alone, locale)
            tailoredSomewhere = tailoredSomewhere || alone.contains(";")
        }
        XCTAssertTrue(tailoredSomewhere, "Greek ends a question with ';'")
        XCTAssertGreaterThan(Analyzer.sentenceTerminalCandidates.count, 150)
        XCTAssertLessThan(Analyzer.sentenceTerminalCandidates.count, Analyzer.sentenceTerminalBlocks.count / 2)
    }
}
