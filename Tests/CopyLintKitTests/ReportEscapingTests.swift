import CopyLowLevel
import XCTest
@testable import CopyLintKit

/// The line formats (`xcode`, `github`) and the XML ones escape bytes in place, copying runs that need nothing
/// whole. Each escape, and each near miss (a byte that starts a longer UTF-8 sequence like an escaped one), is put
/// at every offset of short strings, alone and before a second one, and the output compared with a plain
/// escaper that goes a scalar at a time, as the reporters did before they wrote bytes.
final class ReportEscapingTests: XCTestCase {
    /// Line breaks, the characters each format escapes, and characters that share a lead byte with them.
    private let specials = ["\n", "\r", "\r\n", "\u{0B}", "\u{0C}", "\t", "\u{1}", "\u{1F}", "\u{85}", "\u{2028}", "\u{2029}",
                            "%", ":", ",", "&", "<", ">", "\"", "'", "\u{FFFE}", "\u{FFFF}", "\u{FFFD}", "\u{FEFF}",
                            "“", "…", "\u{A0}", "\u{80}", "\u{202F}", "é", "😀", "\u{7F}", "\u{1B}", "\u{9B}", "\u{202E}", "\u{2067}", "\u{2030}"]

    /// Every special at every offset of strings up to 12 long, and every special followed by every other.
    private func forEachText(_ body: (String) -> Void) {
        for length in 0...12 {
            for special in specials {
                for offset in 0...length {
                    body(String(repeating: "a", count: offset) + special + String(repeating: "b", count: length - offset))
                }
            }
        }
        for first in specials {
            for second in specials { body("x" + first + second + "y") }
        }
    }

    /// How `ControlEscape` shows a control character (issue 45), or nil for any other scalar.
    private func controlEscape(_ scalar: Unicode.Scalar) -> String? {
        let value = scalar.value
        let isControl = (value < 0x20 && value != 0x09) || (0x80...0x9F).contains(value) || (0x2028...0x202E).contains(value)
            || (0x2066...0x2069).contains(value)
        return isControl ? "\\u{\(String(value, radix: 16, uppercase: true))}" : nil
    }

    private func written(_ text: String, _ write: (Span<UInt8>, inout ByteBuffer) -> Void) -> String {
        var bytes = ByteBuffer(capacity: 8)
        write(text.utf8.span, &bytes)
        return bytes.string
    }

    func testXcodeOneLine() {
        func reference(_ text: String) -> String {
            var result = ""
            var previousWasCR = false
            for scalar in text.unicodeScalars {
                switch scalar {
                case "\n" where previousWasCR: break
                case "\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}": result += " "
                default: result += controlEscape(scalar) ?? String(scalar)
                }
                previousWasCR = scalar == "\r"
            }
            return result
        }
        var compared = 0
        forEachText { text in
            XCTAssertEqual(written(text) { XcodeReporter.appendOneLine($0, to: &$1) }, reference(text), "\(Array(text.utf8))")
            compared += 1
        }
        XCTAssertGreaterThan(compared, 2_000)
    }

    func testGitHubEscapes() {
        func reference(_ text: String, property: Bool) -> String {
            var result = ""
            for scalar in text.unicodeScalars {
                switch scalar {
                case "%": result += "%25"
                case "\r": result += "%0D"
                case "\n": result += "%0A"
                case ":" where property: result += "%3A"
                case "," where property: result += "%2C"
                default: result += controlEscape(scalar) ?? String(scalar)
                }
            }
            return result
        }
        forEachText { text in
            for property in [false, true] {
                XCTAssertEqual(written(text) { GitHubReporter.appendEscaped($0, property: property, to: &$1) },
                               reference(text, property: property), "\(Array(text.utf8)) property: \(property)")
            }
        }
    }

    func testXMLEscapes() {
        func reference(_ text: String, inAttribute: Bool) -> String {
            var result = ""
            for scalar in text.unicodeScalars {
                switch scalar {
                case "&": result += "&amp;"
                case "<": result += "&lt;"
                case ">": result += "&gt;"
                case "\"": result += "&quot;"
                case "'": result += "&apos;"
                case "\r": result += "&#13;"
                case "\t": result += inAttribute ? "&#9;" : "\t"
                case "\n": result += inAttribute ? "&#10;" : "\n"
                case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF: result += "\u{FFFD}"
                default: result.unicodeScalars.append(scalar)
                }
            }
            return result
        }
        forEachText { text in
            for inAttribute in [false, true] {
                XCTAssertEqual(written(text) { XMLWriter.appendEscaped($0, inAttribute: inAttribute, to: &$1) },
                               reference(text, inAttribute: inAttribute), "\(Array(text.utf8)) in attribute: \(inAttribute)")
            }
        }
    }
}

/// Fingerprints are stored in baselines and uploaded in SARIF: the same finding must hash the same in every
/// version. These values come from an FNV-1a over the fields written independently of copylint (Python), and
/// the SampleApp one is what SARIF reports of `Fixtures/SampleApp` carried before fingerprints were hashed in place.
final class FingerprintStabilityTests: XCTestCase {
    func testHashesAreThoseOfEarlierVersions() {
        let file = "App/en.lproj/Localizable.strings"
        XCTAssertEqual(Fingerprint(file: file, key: "DELETE_OK", locale: "en", rule: "ok_spelling", text: "Ok").hash, "24b8523f587afa16")
        // No key and an empty key are different fingerprints.
        XCTAssertEqual(Fingerprint(file: file, key: nil, locale: "en", rule: "ok_spelling", text: "Ok").hash, "04165394251d31c9")
        XCTAssertEqual(Fingerprint(file: file, key: "", locale: "en", rule: "ok_spelling", text: "Ok").hash, "86dc2740091437fa")
        XCTAssertEqual(Fingerprint(file: "<stdin>", key: nil, locale: "ja", rule: "sentence_case", text: "「写真」を削除しますか？").hash,
                       "a43025f201d7652a")
        XCTAssertEqual(Fingerprint(file: "Fixtures/SampleApp/Base.lproj/Main.strings", key: "7zN-Xh-yYi.normalTitle", locale: "en",
                                   rule: "title_case", text: "Sign in").hash, "0aa95cc9ec4b313f")
    }

    /// Findings come file by file, but a file can come back: each path is the one `ReportPaths` gives.
    func testPathsFollowTheFiles() {
        let paths = Fingerprint.Paths(relativeTo: "/repo/App", workingDirectory: "/repo")
        let files = ["App/en.lproj/A.strings", "App/en.lproj/A.strings", "/repo/Other/B.strings", "<stdin>",
                     "App/en.lproj/A.strings", "App/./de.lproj/../fr.lproj/C.strings"]
        XCTAssertEqual(files.map(paths.path(of:)), files.map { ReportPaths.relative($0, to: "/repo/App", workingDirectory: "/repo") })
        XCTAssertEqual(paths.path(of: "/repo/Other/B.strings"), "../Other/B.strings")
    }

    /// Baselines are written sorted: the order is the tuple order the format was defined with, compared field by
    /// field. Every pair of fingerprints built from values that tie, differ by case, by nil against "", and by
    /// canonically equivalent spellings.
    func testOrderIsTheTupleOrder() {
        var fingerprints: [Fingerprint] = []
        for file in ["a", "b"] {
            for key in [nil, "", "k", "K"] as [String?] {
                for locale in ["de", "en"] {
                    for rule in ["r1", "r2"] {
                        for text in ["x", "é", "e\u{301}", "y"] {
                            fingerprints.append(Fingerprint(file: file, key: key, locale: locale, rule: rule, text: text))
                        }
                    }
                }
            }
        }
        func tupleOrder(_ lhs: Fingerprint, _ rhs: Fingerprint) -> Bool {
            (lhs.file, lhs.key ?? "", lhs.key == nil ? 0 : 1, lhs.locale, lhs.rule, lhs.text)
                < (rhs.file, rhs.key ?? "", rhs.key == nil ? 0 : 1, rhs.locale, rhs.rule, rhs.text)
        }
        var compared = 0
        for lhs in fingerprints {
            for rhs in fingerprints {
                XCTAssertEqual(lhs < rhs, tupleOrder(lhs, rhs), "\(lhs) < \(rhs)")
                compared += 1
            }
        }
        XCTAssertEqual(compared, 16_384)
    }

    func testHexadecimalKeepsLeadingZeros() {
        XCTAssertEqual(Fingerprint.hexadecimal(0), "0000000000000000")
        XCTAssertEqual(Fingerprint.hexadecimal(0xAB), "00000000000000ab")
        XCTAssertEqual(Fingerprint.hexadecimal(.max), "ffffffffffffffff")
        XCTAssertEqual(Fingerprint.hexadecimal(0x0123_4567_89AB_CDEF), "0123456789abcdef")
    }
}
