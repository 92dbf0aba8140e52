@testable import CopyFormats
import XCTest

/// The value walk (`XMLEscaping.forEachScalar`) skips markup inside checked content with `XMLScanner.endOfMarkup`,
/// which must end each comment, processing instruction and tag where the scanner ended it: text the scanner
/// skipped unchecked (an `&` with no `;`) is read as references once the walk is back in text. They disagreed on
/// `<!-->` and `<?>`, and the walk read past the buffer (`FuzzRegressions.markupThatDoesNotCloseItself`).
final class XMLMarkupExtentTests: XCTestCase {
    func testEndOfMarkupEndsWhereTheScannerEnds() throws {
        // Pieces that open, close and almost close markup, and text that is only safe where the scanner checked it.
        let pieces = ["<!--", "-->", "--", "-", ">", "<?", "?>", "?", "<b", "<b/>", "</b>", " c=\"", "'", "\"", "&x", ";", "&amp;", "a", " "]
        var generator = SplitMix64(seed: 7)
        var scanned = 0, compared = 0
        for _ in 0..<30_000 {
            var content = ""
            for _ in 0..<Int.random(in: 1...7, using: &generator) { content += pieces.randomElement(using: &generator)! }
            let bytes = Array("<r>\(content)</r>".utf8)
            bytes.withUnsafeBufferPointer { b in
                var scanner = XMLScanner(text: b, start: 0)
                var tokens: [(start: Int, end: Int)] = []
                do {
                    while true {
                        let token = try scanner.next()
                        if case .endOfFile = token { break }
                        switch token {
                        case .start, .end, .markup: tokens.append((scanner.tokenStart, scanner.offset))
                        default: break
                        }
                    }
                } catch {
                    return
                }
                scanned += 1
                for token in tokens {
                    compared += 1
                    XCTAssertEqual(XMLScanner.endOfMarkup(in: b, at: token.start), token.end, "\(String(decoding: bytes, as: UTF8.self)) at \(token.start)")
                }
            }
        }
        // Enough of the random contents are well-formed for the comparison to mean something.
        XCTAssertGreaterThan(scanned, 3_000)
        XCTAssertGreaterThan(compared, 10_000)
    }
}
