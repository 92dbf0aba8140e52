import XCTest
@testable import CopyFormats

final class JSONRecordTests: XCTestCase {
    private func fields(_ line: String) -> [String: JSONRecordField]? {
        JSONRecord.fields(Array(line.utf8).span)
    }

    func testReadsTopLevelMembers() {
        XCTAssertEqual(fields(#" {"text":"Delete \"%@\"?\n\u00e9😀","role":null,"cancel":true,"line":12,"n":-0,"x":{"y":[1,"\u0041"]}} "#),
                       ["text": .string("Delete \"%@\"?\né😀"), "role": .null, "cancel": .bool(true), "line": .number, "n": .number, "x": .other])
        // The last of a repeated key, as JSONSerialization reads it.
        XCTAssertEqual(fields(#"{"text":"a","text":"b"}"#), ["text": .string("b")])
        XCTAssertEqual(fields("{}"), [:])
    }

    /// What JSONSerialization reads otherwise, or not at all, is left to it.
    func testLeavesToFoundationWhatItReadsDifferently() {
        let lines = [
            #"{"text":"a",}"#, "\u{FEFF}{\"text\":\"a\"}", #"{"text":"\ud800"}"#, #"{"text":"\udc00\ud800"}"#, #"{"text":"\uD83D\uDE00"}"#,
            #"{"text":"a","n":1e400}"#, #"{"text":"a","n":01}"#, #"{"text":"a","n":1.5}"#, #"{"text":"a","n":1234567890123456}"#,
            #"{"text":"a","n":[[-00]]}"#, "{\"text\":\"a\tb\"}", #"{"text":"a"} x"#, #"["text"]"#, #""text""#, "",
            "{\"d\":" + String(repeating: "[", count: 300) + String(repeating: "]", count: 300) + "}",
        ]
        for line in lines { XCTAssertNil(fields(line), line) }
        // An escaped backslash before "ud800" is no escape, but the line goes to Foundation all the same.
        XCTAssertNil(fields(#"{"text":"\\ud800"}"#))
        XCTAssertEqual(fields(#"{"text":"\\u0041"}"#), ["text": .string(#"\u0041"#)])
    }
}
