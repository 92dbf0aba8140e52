@testable import CopyRules
import CopyText
import XCTest

/// `TitleStyleWriter` writes title style's edits into scratch space as they are decided; an edit that would not fit
/// sends the text to the fix-its' path. Both must give the same fixed text.
final class TitleStyleWriterTests: XCTestCase {
    func testTheFixItsPathWritesWhatTheScratchSpaceWrites() throws {
        let lexicon = Lexicon.of(DictionaryStore.bundled.locale("en"))
        let analyzer = Analyzer(locale: "en")
        let cases = [
            ("save as template", "Save as Template"),
            ("turn on icloud photos", "Turn On iCloud Photos"),
            ("Éditer l'été", "Éditer L'été"),
            ("add to the reading list: now", "Add to the Reading List: Now"),
        ]
        for (text, expected) in cases {
            let analyzed = analyzer.analyze(text)
            var scratch: [UInt8] = [0x2A], fixIts: [UInt8] = [0x2A]
            XCTAssertTrue(TitleStyleWriter.appendFixedText(analyzed, lexicon: lexicon, to: &scratch), text)
            // No room at all: the first edit does not fit.
            XCTAssertTrue(TitleStyleWriter.appendFixedText(analyzed, lexicon: lexicon, to: &fixIts, room: { _ in 0 }), text)
            XCTAssertEqual(String(decoding: scratch.dropFirst(), as: UTF8.self), expected, text)
            XCTAssertEqual(fixIts, scratch, text)
        }
        // Nothing to change: nothing appended, whatever the room.
        var untouched: [UInt8] = []
        XCTAssertFalse(TitleStyleWriter.appendFixedText(analyzer.analyze("Save as Template"), lexicon: lexicon, to: &untouched, room: { _ in 0 }))
        XCTAssertEqual(untouched, [])
    }
}
