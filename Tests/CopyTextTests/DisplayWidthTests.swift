import XCTest
@testable import CopyText

/// Terminal columns, from scalars and decoded from UTF-8 in place: the two agree, and on literal counts.
final class DisplayWidthTests: XCTestCase {
    /// Text, columns: one, two (wide, full-width, emoji) and none (combining marks, joiners, controls) per scalar.
    static let cases: [(String, Int)] = [
        ("", 0), ("OK", 2), ("写真 ok", 7), ("ＡＢ", 4), ("é", 1), ("e\u{301}", 1), ("Ça va?", 6),
        ("한국어", 6), ("नमस्ते", 4), ("🙂", 2), ("👍🏽", 4), ("a\u{200D}b", 2), ("\u{7F}\u{1}x", 1), ("“日本”…", 7),
        ("\u{10FFFF}", 1), ("a\tb", 2),
    ]

    func testLiteralCounts() {
        for (text, columns) in Self.cases {
            XCTAssertEqual(DisplayWidth.columns(text.unicodeScalars), columns, text)
            XCTAssertEqual(DisplayWidth.columns(utf8: text.utf8.span), columns, text)
        }
    }

    /// A tab takes what the caller says (a report shows tabs as spaces); other controls still take none.
    func testTabColumns() {
        XCTAssertEqual(DisplayWidth.columns(utf8: "\ta\t\u{1}".utf8.span, tabColumns: 1), 3)
        XCTAssertEqual(DisplayWidth.columns(utf8: "\ta\t\u{1}".utf8.span), 1)
    }

    /// Every BMP scalar (but surrogates) and a sample of the others, alone and between ASCII letters: the UTF-8
    /// decoding gives the scalar count's answer.
    func testUTF8AgreesWithScalars() {
        let scalars = (0..<0x10000).compactMap(Unicode.Scalar.init) + stride(from: 0x10000, through: 0x10FFFF, by: 97).compactMap(Unicode.Scalar.init)
        for scalar in scalars {
            let text = "a" + String(scalar) + "b"
            let fromUTF8 = DisplayWidth.columns(utf8: text.utf8.span)
            if fromUTF8 != DisplayWidth.columns(text.unicodeScalars) {
                XCTFail("U+\(String(scalar.value, radix: 16, uppercase: true))")
                return
            }
        }
    }
}
