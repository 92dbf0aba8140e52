import XCTest
@testable import CopyText

/// A text from `Analyzer.analyzeSegmentingLater` is segmented when its tokens or sentences are first read (each
/// apart from the other, in either order): from
/// the UTF-16 its decoding left in the analyser's scratch space, or, once another string was decoded since, from
/// its scalars again (over the UTF-16 of the last string decoded, which is then encoded again too). Either way it
/// must be what `analyze` gives; and its opaque spans, read without segmenting, what its opaque tokens say. Held on
/// the strings below in five locales, and on a third of the distinct corpus strings in their own locales (when
/// ../shared/corpus is there).
final class DeferredSegmentsTests: XCTestCase {
    /// Each string segmented later, at once and after other strings were decoded, held to `analyze`; every
    /// `growingEvery`th also after a longer string grew the scratch space. The next string, decoded after it, is
    /// segmented after it: from its own UTF-16, not the older text's encoded again over it.
    private func mismatches(_ strings: [String], locale: String, growingEvery: Int = 1) -> [String] {
        let eager = Analyzer(locale: locale)
        let deferred = Analyzer(locale: locale)
        let long = String(repeating: "Grow the scratch space. ", count: 40)
        var failures: [String] = []
        for (index, string) in strings.enumerated() {
            let expected = eager.analyze(string)
            func compare(_ text: AnalyzedText, _ expected: AnalyzedText, _ how: String) {
                if text.tokens != expected.tokens { failures.append("tokens, \(how): \(expected.string.debugDescription)") }
                if text.sentences != expected.sentences { failures.append("sentences, \(how): \(expected.string.debugDescription)") }
            }
            compare(deferred.analyzeSegmentingLater(string), expected, "at once")
            let later = deferred.analyzeSegmentingLater(string)
            let unsegmented = spans(later)
            if index % growingEvery == 0 { _ = deferred.analyzeSegmentingLater(long) }
            let next = strings[(index + 1) % strings.count]
            let newer = deferred.analyzeSegmentingLater(next)
            compare(later, expected, "later")
            compare(newer, eager.analyze(next), "after an older text")
            // Tokens and sentences are made apart, each when first read: a text's tokens, then another string
            // decoded and its sentences made, then the first text's sentences and the other's tokens.
            let apart = deferred.analyzeSegmentingLater(string)
            if apart.tokens != expected.tokens { failures.append("tokens, apart: \(string.debugDescription)") }
            let between = deferred.analyzeSegmentingLater(next)
            let betweenExpected = eager.analyze(next)
            if between.sentences != betweenExpected.sentences { failures.append("sentences first: \(next.debugDescription)") }
            if apart.sentences != expected.sentences { failures.append("sentences after another text's: \(string.debugDescription)") }
            if between.tokens != betweenExpected.tokens { failures.append("tokens after another text's: \(next.debugDescription)") }
            let opaque = expected.opaque.map { "\($0.range)\($0.kind.rawValue)" }
            if unsegmented != opaque || spans(later) != opaque { failures.append("opaque spans: \(string.debugDescription)") }
        }
        return failures
    }

    private func spans(_ text: AnalyzedText) -> [String] {
        var spans: [String] = []
        text.forEachOpaqueSpan { spans.append("\($0)\($1.rawValue)") }
        return spans
    }

    func testDeferredSegmentsAreTheAnalysersSegments() {
        let strings = [
            "", "OK", "Delete this photo? It can't be undone. Really.", "Η εφαρμογή; Ναι.", "¿Borrar la foto? Sí.", "𝒳 ends. 𝒴 starts? 😀!",
            "写真を削除しますか？元に戻せません。", "Open %1$@ at %2$@… See https://example.com/a...b.", "Mail help@example.org.",
            "Visit www.apple.com today", "{name} and {0}", "naïve café e\u{301}te\u{301}", "\t \n", "ภาษาไทยไม่มีช่องว่าง",
        ]
        for locale in ["en", "el", "ja", "th", "de"] {
            XCTAssertEqual(mismatches(strings, locale: locale), [], locale)
        }
    }

    /// Every third distinct corpus string in its own locale (all of them take minutes in a debug build).
    func testDeferredSegmentsOfCorpusStrings() throws {
        let strings = try CorpusStrings.distinct().enumerated().filter { $0.offset % 3 == 0 }.map(\.element)
        var failures: [String] = []
        for (locale, strings) in Dictionary(grouping: strings, by: \.locale) {
            failures += mismatches(strings.map(\.text), locale: locale, growingEvery: 64).map { "\(locale): \($0)" }
        }
        XCTAssertEqual(failures.count, 0, failures.prefix(10).joined(separator: "\n"))
        XCTAssertGreaterThan(strings.count, 50_000)
    }

    func testTextsOfAnalyzeAreSegmentedAndStayTheSame() {
        let analyzer = Analyzer(locale: "en")
        let text = analyzer.analyze("Delete “%@”? It can't be undone.")
        XCTAssertNotNil(text.segmentedTokens)
        let tokens = text.tokens
        _ = analyzer.analyze("Another string, decoded over the scratch space, which is longer than the first one.")
        XCTAssertEqual(text.tokens, tokens)
        XCTAssertEqual(text.sentences, [0..<13, 13..<32])
    }

    /// Title style reads tokens only: its texts cost no sentence walk.
    func testReadingTokensMakesNoSentences() {
        let analyzer = Analyzer(locale: "en")
        let text = analyzer.analyzeSegmentingLater("Delete it. Then save.")
        XCTAssertEqual(text.tokens.count, 9)
        XCTAssertNil(text.segmentedSentences)
        _ = analyzer.analyzeSegmentingLater("Another string, decoded over the scratch space.").sentences
        XCTAssertEqual(text.sentences, [0..<11, 11..<21])
        let sentencesFirst = analyzer.analyzeSegmentingLater("Delete it. Then save.")
        XCTAssertEqual(sentencesFirst.sentences, [0..<11, 11..<21])
        XCTAssertNil(sentencesFirst.segmentedTokens)
        XCTAssertEqual(sentencesFirst.tokens, text.tokens)
    }

    func testUnreadTextsAreNotSegmented() {
        let text = Analyzer(locale: "en").analyzeSegmentingLater("Sign in to %@ with your account.")
        XCTAssertNil(text.segmentedTokens)
        var spans: [Range<Int>] = []
        text.forEachOpaqueSpan { range, _ in spans.append(range) }
        XCTAssertEqual(spans, [11..<13])
        XCTAssertEqual(text.trimmedRange, 0..<32)
        XCTAssertNil(text.segmentedTokens, "reading spans, scalars or the trimmed range segments nothing")
        XCTAssertEqual(text.tokens.count, 14)
        XCTAssertNotNil(text.segmentedTokens)
    }
}
