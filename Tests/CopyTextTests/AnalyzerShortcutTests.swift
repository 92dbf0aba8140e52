import CopyLowLevel
@testable import CopyText
import XCTest

/// The analyser skips `OpaqueSpans.find` for strings without "%", "{", "@", ":" or both "." and "w", and reads
/// ASCII tokens' kind, shape and key in one pass of its own. These tests hold both to the general code.
final class AnalyzerShortcutTests: XCTestCase {
    private let strings = [
        "", "OK", "Add to Favorites", "Visit www.apple.com today", "Visit WWW.Apple.com", "See Www.example.org.",
        "www", "w.", "Open http://example.com", "HTTPS://EXAMPLE.COM/A", "ftp://host/file", "mailto:help@example.org",
        "Mail help@example.org.", "a@b", "100% sure, %lld items, %% done", "%1$@ of %2$@", "{name} and {0}", "{ not }",
        "Time: 10:30", "Photo deleted. We can recover it.", "Wow. Such text", "naïve café www.été.fr", "😀 Share 𝒳 now",
        "Don't back up your iPhone to iCloud Drive?", "MacBook Pro 16\" M3", "PDF, OK, I, A1, 3.5, x86_64", "\t \n",
        "ǅemal ǈ Ǉ", "Straße İstanbul", "写真を削除しますか？", "e-mail: test.user+tag@mail.example.co.uk",
        // Segments with a non-ASCII scalar, read in one pass of their own: cased scripts, digits of other scripts,
        // typographic apostrophes and hyphens, no-break and other spaces, marks, symbols.
        "ΑΘΗΝΑ Αθήνα ΆΈ", "Привет МИР мИр", "٣ أيام ١٢", "１２３ ＡＢＣ ａｂｃ", "it’s don’t L’ÉTÉ", "no\u{2011}break e\u{2010}mail",
        "a\u{00A0}b\u{2003}c \u{00A0} \u{3000}", "e\u{301}te\u{301} É", "ⅣⅫ ⅻ ½ ²", "€5 — “quoted” …", "ʰʷ ᵃ", "Σίσυφος ΣΊΣΥΦΟΣ",
        "ß ẞ ŉ ǰ", "𝐀𝐁𝐂 𝒶𝒷", "‏עברית‎", "한국어 텍스트", "x\u{200D}y", "ｶﾀｶﾅ ﾃﾞ",
    ]

    func testSkippedSpanSearchFindsWhatTheSearchFinds() {
        let analyzer = Analyzer(locale: "en")
        for string in strings {
            let expected = OpaqueSpans.find(in: Array(string.unicodeScalars)).map { "\($0.kind.rawValue)\($0.range)" }
            let found = analyzer.analyze(string).opaque.map { "\($0.kind.rawValue)\($0.range)" }
            XCTAssertEqual(found, expected, string.debugDescription)
        }
    }

    func testTokenShapesAndKeysEqualTheGeneralCode() {
        let analyzer = Analyzer(locale: "en")
        for string in strings { checkTokens(analyzer.analyze(string), of: string) }
    }

    /// Random strings of ASCII and other scalars side by side in one token: letters cased or not, a titlecase
    /// letter, capitals whose lowercase is not one scalar, other scripts' digits, spaces the key folds, marks,
    /// symbols and emoji.
    func testRandomTokensEqualTheGeneralCode() {
        let analyzer = Analyzer(locale: "en")
        let pool: [Unicode.Scalar] = ["a", "Z", "7", " ", "\t", "-", "'", ".", "É", "é", "ǅ", "ǆ", "İ", "ẞ", "ß", "ʰ", "Σ", "ς", "Ж", "ж",
                                      "٣", "１", "Ａ", "ａ", "\u{00A0}", "\u{2003}", "\u{3000}", "’", "\u{2011}", "\u{2010}", "\u{301}",
                                      "写", "ｶ", "Ⅳ", "ⅻ", "½", "€", "😀", "𝐀", "\u{200D}", "ǰ"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<3_000 {
            var string = String.UnicodeScalarView()
            for _ in 0..<Int.random(in: 1...12, using: &generator) { string.append(pool.randomElement(using: &generator)!) }
            checkTokens(analyzer.analyze(String(string)), of: String(string))
        }
    }

    private func checkTokens(_ analyzed: AnalyzedText, of string: String, file: StaticString = #filePath, line: UInt = #line) {
        for token in analyzed.tokens {
            let text = analyzed.text(of: token)
            let scalars = Array(text.unicodeScalars)
            let context = "\(string.debugDescription): \(text.debugDescription)"
            XCTAssertEqual(token.first, scalars.first, context, file: file, line: line)
            XCTAssertEqual(token.key, WordKey.key(scalars), context, file: file, line: line)
            XCTAssertEqual(token.shape, token.kind == .word ? CaseShape(of: scalars) : .uncased, context, file: file, line: line)
            let hasLetter = scalars.contains { $0.flags.contains(.alphabetic) }
            let hasDigit = scalars.contains { $0.flags.contains(.numeric) }
            let allSpace = scalars.allSatisfy { $0.flags.contains(.whitespace) }
            let kind: TokenKind = hasLetter ? .word : hasDigit ? .number : allSpace ? .space : .punctuation
            if !token.kind.isOpaque { XCTAssertEqual(token.kind, kind, context, file: file, line: line) }
        }
    }
}
