import XCTest
@testable import CopyRules

/// A checker's diagnostics hold one copy of each message: alike messages share their storage, a message keeps its
/// own bytes (one that quotes its string in another Unicode form is another message), and the table stays bounded.
final class SharedMessagesTests: XCTestCase {
    private func diagnostic(_ message: String) -> Diagnostic {
        Diagnostic(rule: "ellipsis", severity: .warning, message: message, range: 0..<3)
    }

    /// Where a message's bytes are stored: the same place for two strings that share their storage.
    private func storage(_ string: String) -> UnsafeRawPointer? {
        var string = string
        return string.withUTF8 { UnsafeRawPointer($0.baseAddress) }
    }

    func testAlikeMessagesShareOneCopyAndKeepTheirBytes() {
        var messages = SharedMessages()
        // Built at run time, each its own allocation (longer than a string held inline).
        let words = ["Three", "periods", "instead", "of", "an", "ellipsis"]
        var first = [diagnostic(words.joined(separator: " "))]
        var second = [diagnostic(words.joined(separator: " ")), diagnostic("“Cafe\u{301}” sounds accusing, say why")]
        var third = [diagnostic("“Caf\u{E9}” sounds accusing, say why")]
        XCTAssertNotEqual(storage(first[0].message), storage(second[0].message))
        messages.share(&first)
        messages.share(&second)
        messages.share(&third)
        XCTAssertEqual(storage(first[0].message), storage(second[0].message))
        XCTAssertEqual(second[0].message, words.joined(separator: " "))
        // Canonically equivalent, other bytes: each keeps its own.
        XCTAssertEqual(Array(second[1].message.utf8), Array("“Cafe\u{301}” sounds accusing, say why".utf8))
        XCTAssertEqual(Array(third[0].message.utf8), Array("“Caf\u{E9}” sounds accusing, say why".utf8))
        XCTAssertEqual(messages.count, 3)
    }

    func testTheTableStaysWithinItsLimit() {
        var messages = SharedMessages(limit: 8)
        for number in 0..<100 {
            var diagnostics = [diagnostic("“Row number \(number)” sounds accusing")]
            messages.share(&diagnostics)
            XCTAssertEqual(diagnostics[0].message, "“Row number \(number)” sounds accusing")
            XCTAssertLessThanOrEqual(messages.count, 8)
        }
    }
}
