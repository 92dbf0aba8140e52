import XCTest
@testable import CopyLintKit

/// The direct reader of baseline files as copylint writes them, held to what `JSONDecoder` reads from the same
/// bytes; every other file must be left to `JSONDecoder` (nil), so that it reads them and words their errors.
final class CanonicalBaselineReaderTests: XCTestCase {
    private func direct(_ text: String) -> [Fingerprint: Int]? {
        CanonicalBaselineReader.counts(in: Array(text.utf8))
    }

    private func decoded(_ text: String) throws -> [Fingerprint: Int] {
        try Baseline(decoding: Data(text.utf8), path: "b.json").counts
    }

    private let line = #"{"file":"a.strings","key":"K","locale":"en","rule":"ok_spelling","text":"Ok","count":1}"#

    func testReadsWhatBaselinesWrite() throws {
        let fingerprints = [
            Fingerprint(file: "<stdin>", key: nil, locale: "en", rule: "ok_spelling", text: "Ok"),
            Fingerprint(file: "App/a,b:c & <d>.lproj/x y.strings", key: "K|1", locale: "de", rule: "whitespace", text: "A\u{A0}B"),
            Fingerprint(file: "a/b.strings", key: "", locale: "ja", rule: "r", text: ""),
            // Everything the writer escapes, and what it writes as is.
            Fingerprint(file: "\"q\"\\", key: "\u{0}\u{1F}\u{7F}", locale: "en", rule: "r", text: "\u{85}\u{2028}\u{2029}\n\r\t\u{8}\u{C}/😀e\u{301}"),
        ]
        let baseline = Baseline(counts: Dictionary(uniqueKeysWithValues: fingerprints.enumerated().map { ($1, $0 + 1) })
                                    .merging([fingerprints[0]: Baseline.maximumCount]) { $1 })
        let text = baseline.json
        XCTAssertEqual(direct(text), baseline.counts)
        XCTAssertEqual(try decoded(text), baseline.counts)
        XCTAssertEqual(try Baseline(json: Data(text.utf8)), baseline)
        let empty = Baseline().json
        XCTAssertEqual(direct(empty), [:])
        XCTAssertEqual(try decoded(empty), [:])
    }

    func testReadsEveryJSONEscapeAsJSONDecoderDoes() throws {
        let text = "{\"version\":1,\"findings\":[\n"
            + #"{"file":"a\/b","key":"\u00e9\u00E9\ud83d\ude00","locale":"en","rule":"r","text":"\"\\\/\b\f\n\r\t\u0000x","count":12},"# + "\n"
            + line + ",\n" + line + "\n]}\n"
        let counts = try XCTUnwrap(direct(text))
        XCTAssertEqual(counts, try decoded(text))
        XCTAssertEqual(counts[Fingerprint(file: "a.strings", key: "K", locale: "en", rule: "ok_spelling", text: "Ok")], 2)
        XCTAssertEqual(counts[Fingerprint(file: "a/b", key: "éé😀", locale: "en", rule: "r", text: "\"\\/\u{8}\u{C}\n\r\t\u{0}x")], 12)
    }

    /// Other layouts: `JSONDecoder` reads them, with the same result.
    func testLeavesOtherLayoutsToJSONDecoder() throws {
        let layouts = [
            "{\"version\":1,\"findings\":[\n" + line + "\n]}",  // no final line break
            "{\"version\": 1, \"findings\": [\n" + line + "\n]}\n",
            "{\"findings\":[\n" + line + "\n],\"version\":1}\n",
            "\u{FEFF}{\"version\":1,\"findings\":[\n" + line + "\n]}\n",
            "{\"version\":1,\"findings\":[\n" + line.replacingOccurrences(of: #","count":1"#, with: "") + "\n]}\n",
            "{\"version\":1,\"findings\":[\n" + line.replacingOccurrences(of: #""key":"K","#, with: "") + "\n]}\n",
            "{\"version\":1,\"findings\":[\n" + line.replacingOccurrences(of: #""count":1"#, with: #""count":1,"note":"x""#) + "\n]}\n",
            "{\"version\":1,\"findings\":[" + line + "]}\n",
            "{\"version\":1,\"findings\":[\r\n" + line + "\r\n]}\r\n",
            "{\"version\":1,\"findings\":[\n" + line.replacingOccurrences(of: #""count":1"#, with: #""count":1.0"#) + "\n]}\n",
        ]
        for text in layouts {
            XCTAssertNil(direct(text), text)
            XCTAssertEqual(try Baseline(json: Data(text.utf8)).counts, try decoded(text), text)
        }
    }

    /// Files that are not baselines, laid out like one: nil here, and the errors `JSONDecoder`'s path gives.
    func testLeavesMalformedFilesToJSONDecoder() {
        func file(_ replacing: String, with replacement: String) -> String {
            "{\"version\":1,\"findings\":[\n" + line.replacingOccurrences(of: replacing, with: replacement) + "\n]}\n"
        }
        let malformed = [
            file(#""count":1"#, with: #""count":0"#),
            file(#""count":1"#, with: #""count":01"#),
            file(#""count":1"#, with: #""count":-1"#),
            file(#""count":1"#, with: #""count":1000000000"#),
            file(#""count":1"#, with: #""count":99999999999999999999"#),
            file(#""Ok""#, with: #""\ud800""#),
            file(#""Ok""#, with: #""\udc00\ud800""#),
            file(#""Ok""#, with: #""\ud800x""#),
            file(#""Ok""#, with: #""\u12g4""#),
            file(#""Ok""#, with: #""\x""#),
            file(#""Ok""#, with: "\"O\u{1}k\""),
            file(#""Ok""#, with: "\"O\tk\""),
            file(#""Ok""#, with: #""Ok"#),
            file(#""K""#, with: "1"),
            file(#""K""#, with: "nul"),
            "{\"version\":2,\"findings\":[]}\n",
            "{\"version\":1,\"findings\":[\n" + line,
            "{\"version\":1,\"findings\":[\n" + line + "\n]}\n{}",
        ]
        for text in malformed {
            XCTAssertNil(direct(text), text)
            var thrown: [BaselineError] = []
            XCTAssertThrowsError(try Baseline(json: Data(text.utf8), path: "b.json"), text) { thrown.append($0 as! BaselineError) }
            XCTAssertThrowsError(try decoded(text), text) { thrown.append($0 as! BaselineError) }
            XCTAssertEqual(thrown.count, 2, text)
            XCTAssertEqual(thrown.first, thrown.last, text)
        }
        // Bytes that are not UTF-8, inside a string.
        var bytes = Array(file(#""Ok""#, with: #""O#k""#).utf8)
        bytes[bytes.firstIndex(of: UInt8(ascii: "#"))!] = 0xFF
        XCTAssertNil(CanonicalBaselineReader.counts(in: bytes))
        XCTAssertThrowsError(try Baseline(json: Data(bytes)))
    }

    /// Two counts near `Int.max` stopped the program when they were added up.
    func testCountsTooLargeAreAnError() {
        let huge = line.replacingOccurrences(of: #""count":1"#, with: #""count":9223372036854775807"#)
        let text = "{\"version\":1,\"findings\":[\n" + huge + ",\n" + huge + "\n]}\n"
        XCTAssertThrowsError(try Baseline(json: Data(text.utf8), path: "b.json")) { error in
            XCTAssertEqual(error as? BaselineError,
                           .malformed(path: "b.json", reason: "finding 1 has count 9223372036854775807; counts go up to 999999999"))
        }
    }
}
