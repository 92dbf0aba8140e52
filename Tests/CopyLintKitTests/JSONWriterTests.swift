import CopyLowLevel
import XCTest
@testable import CopyLintKit
import CopyRules

/// `JSONWriter` tests sixteen bytes at a time (the last block overlapping the one before), goes a byte at a time
/// through shorter strings, and passes over the rest of a character that starts like a line separator. Each
/// escape, and each near miss, is put at every offset of strings of every length around that block size, and
/// the output compared with a plain escaper.
final class JSONWriterTests: XCTestCase {
    /// JSON's escapes as the reports write them, one scalar at a time.
    private func reference(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{85}", "\u{2028}", "\u{2029}": out += String(format: "\\u%04x", scalar.value)
            default: out += scalar.value < 0x20 ? String(format: "\\u%04x", scalar.value) : String(scalar)
            }
        }
        return out + "\""
    }

    private func written(_ text: String) -> String {
        var bytes = ByteBuffer(capacity: 16)
        JSONWriter.appendString(text, to: &bytes)
        return bytes.string
    }

    func testEveryEscapeAndNearMissAtEveryOffset() {
        let specials = ["\"", "\\", "\n", "\r", "\t", "\u{1}", "\u{1F}", "\u{85}", "\u{2028}", "\u{2029}",
                        "“", "”", "…", "’", "\u{A0}", "\u{80}", "\u{202F}", "é", "😀", "\u{7F}"]
        var compared = 0
        for length in 0...36 {
            for special in specials {
                for offset in 0...length {
                    let text = String(repeating: "a", count: offset) + special + String(repeating: "b", count: length - offset)
                    XCTAssertEqual(written(text), reference(text), "\(Array(text.utf8))")
                    // Two specials, the second right after the first, in the same block or a block later.
                    for gap in [0, 5, 8, 16] where offset + gap <= length {
                        let pair = String(repeating: "a", count: offset) + special + String(repeating: "c", count: gap) + "\u{2028}"
                            + String(repeating: "b", count: length - offset - gap)
                        XCTAssertEqual(written(pair), reference(pair), "\(Array(pair.utf8))")
                        compared += 1
                    }
                    compared += 1
                }
            }
        }
        XCTAssertGreaterThan(compared, 40_000)
    }

    /// A byte one above a byte that starts an escape (a space after a control character, "#" after a quote, "]" after
    /// a backslash, "ã" and "あ" after the lead bytes C2 and E2) can look like one in a word-at-a-time test, by the
    /// borrow from the byte below it: it must be written as it is.
    func testBytesAboveAnEscapeAreWrittenAsTheyAre() {
        let escapes = ["\u{1F}", "\"", "\\", "\u{85}", "\u{2028}", "“", "\n"]
        let neighbours = [" ", "#", "]", "ã", "あ", " #", "] "]
        var compared = 0
        for length in 0...36 {
            for escape in escapes {
                for neighbour in neighbours {
                    for offset in 0...length {
                        let text = String(repeating: "a", count: offset) + escape + neighbour + String(repeating: "b", count: length - offset)
                        XCTAssertEqual(written(text), reference(text), "\(Array(text.utf8))")
                        compared += 1
                    }
                }
            }
        }
        XCTAssertGreaterThan(compared, 30_000)
    }

    func testPlainStringsAndEmpty() {
        for text in ["", "a", "en", "<stdin>", "message_terminal_punctuation", "写真を削除", String(repeating: "word ", count: 100)] {
            XCTAssertEqual(written(text), reference(text))
        }
    }

    /// The JSON reporter writes severities and roles without looking for escapes: their names need none.
    func testSeverityAndRoleNamesNeedNoEscape() {
        let names = Severity.allCases.map(\.rawValue) + Role.allCases.map(\.rawValue)
        for name in names {
            XCTAssertTrue(name.utf8.allSatisfy { ($0 >= 0x61 && $0 <= 0x7A) || $0 == 0x2E }, name)
            XCTAssertEqual(written(name), "\"\(name)\"")
        }
    }
}
