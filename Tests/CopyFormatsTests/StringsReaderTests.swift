import CopyFormats
import XCTest

final class StringsReaderTests: XCTestCase {
    func testEntriesCommentsEscapesAndPositions() throws {
        let file = try readFixture("App/en.lproj/Localizable.strings")
        XCTAssertEqual(file.format, .strings)
        XCTAssertEqual(file.encoding, .utf8)
        XCTAssertFalse(file.hasBOM)
        XCTAssertEqual(rows(file), [
            Row("alert.delete.title", "Delete Post?", comment: "Title of the alert shown when deleting a post", locale: "en", 4, 25),
            // Of two comments in a row, the last one is the translator comment.
            Row("alert.delete.confirm", "Delete", comment: "Button that confirms the deletion", locale: "en", 8, 27),
            Row("alert.cancel", "Cancel", comment: "Cancel button in the alert", locale: "en", 11, 19),
            // The `//` comment after the previous `;` on its line is not this entry's comment.
            Row("escapes", "Tab\tQuote\" Backslash\\ eé eé smile😀 bell\u{7} end\n", locale: "en", 12, 14),
            Row("unquoted_key", "Unquoted key", locale: "en", 13, 17),
            Row("unquoted.value", "Plain_value-1.0", locale: "en", 14, 20),
            Row("continued", "First line\nsecond line", locale: "en", 15, 16),
            Row("literal", "Line one\nline two", locale: "en", 17, 14),
            Row("single", "It's \"fine\"", locale: "en", 19, 13),
            Row("Shorthand value", "Shorthand value", locale: "en", 20, 2),
            Row("alert.delete.title", "Delete this post?", locale: "en", 21, 25),
            Row("empty", "", locale: "en", 22, 12),
            Row("emoji 🎉", "Party 🎉 time", locale: "en", 23, 14),
            Row("last", "No final newline", locale: "en", 24, 11),
        ])
        XCTAssertTrue(file.entries.allSatisfy { $0.table == "Localizable" && !$0.isSource && $0.sourceText == nil })
        XCTAssertEqual(file.entries.map(\.isEditable), [true, true, true, true, true, true, true, true, true, false, true, true, true, true])
    }

    /// A block comment ends at its first `*/`, wherever stars stand in it (its end is found a star at a time).
    func testBlockCommentsEndAtTheirFirstStarSlash() throws {
        let text = "/* one * star, ** two, * / spaced, and **/\"a\" = \"1\";\n/*/ \"b\" = \"x\"; */ \"c\" = /***/ \"3\";\n/**/\"d\" = \"4\";"
        let file = try LocalizationReader.parse(bytes: Array(text.utf8), path: "en.lproj/Localizable.strings")
        XCTAssertEqual(file.entries.map(\.key), ["a", "c", "d"])
        XCTAssertEqual(file.entries.map(\.text), ["1", "3", "4"])
        XCTAssertEqual(file.entries.map(\.comment), ["one * star, ** two, * / spaced, and *", "/ \"b\" = \"x\";", ""])
        // Unterminated: a star in the last byte, a slash after the opening star, none at all; the error is at the `/*`.
        for text in ["\"a\" = \"1\"; /* open *", "\"a\" = \"1\"; /*/", "\"a\" = \"1\"; /* open"] {
            XCTAssertThrowsError(try LocalizationReader.parse(bytes: Array(text.utf8), path: "en.lproj/Localizable.strings"), text) { error in
                XCTAssertEqual((error as? ParseError)?.message, "unterminated comment", text)
                XCTAssertEqual((error as? ParseError)?.position, SourcePosition(line: 1, column: 12), text)
            }
        }
    }

    /// A value is unescaped when a backslash is anywhere in it, near its start or end or past eight bytes.
    func testBackslashesAnywhereInAValueAreEscapes() throws {
        let values = [#"\tfirst"#, #"last\n"#, #"a long value, then \"quoted\" words"#, #"\\"#, "plain, and longer than a block"]
        let text = values.enumerated().map { "\"k\($0.offset)\" = \"\($0.element)\";" }.joined(separator: "\n")
        let file = try LocalizationReader.parse(bytes: Array(text.utf8), path: "en.lproj/Localizable.strings")
        XCTAssertEqual(file.entries.map(\.text), ["\tfirst", "last\n", "a long value, then \"quoted\" words", "\\", "plain, and longer than a block"])
    }

    func testDuplicateKeyIsReportedWithBothPositions() throws {
        let file = try readFixture("App/en.lproj/Localizable.strings")
        XCTAssertEqual(file.issues.count, 1)
        let issue = try XCTUnwrap(file.issues.first)
        XCTAssertEqual(issue.kind, "duplicate_key")
        XCTAssertEqual(issue.key, "alert.delete.title")
        XCTAssertEqual(issue.position, SourcePosition(line: 21, column: 25))
        XCTAssertEqual(issue.otherPosition, SourcePosition(line: 4, column: 25))
        XCTAssertEqual(issue.message, "key \"alert.delete.title\" is defined again; the first definition is at line 4")
    }

    /// Keys are the same when their bytes are, as Foundation compares them: a precomposed and a decomposed `é`
    /// are two keys, and a long key defined twice is found however much of it the two share.
    func testDuplicateKeysAreComparedByTheirBytes() throws {
        let sentence = String(repeating: "Are you sure you want to delete it? ", count: 8)
        let text = """
        "caf\u{E9}" = "1";
        "cafe\u{301}" = "2";
        "\(sentence)" = "3";
        "\(sentence)." = "4";
        "\(sentence)" = "5";
        """
        let file = try LocalizationReader.parse(bytes: Array(text.utf8), path: "de.lproj/Localizable.strings")
        XCTAssertEqual(file.entries.count, 5)
        XCTAssertEqual(file.issues.map(\.key), [sentence])
        XCTAssertEqual(file.issues.map(\.position.line), [5])
        XCTAssertEqual(file.issues.map(\.otherPosition?.line), [3])
    }

    func testBaseLprojIsSourceAndInterfaceBuilderCommentsAreKept() throws {
        let file = try readFixture("App/Base.lproj/Main.strings")
        XCTAssertTrue(file.hasBOM)
        XCTAssertEqual(rows(file), [
            Row("7zN-Xh-yYi.normalTitle", "Share Feedback",
                comment: "Class = \"UIButton\"; normalTitle = \"Share Feedback\"; ObjectID = \"7zN-Xh-yYi\";", locale: "Base", 2, 29),
            Row("abc-12-xyz.title", "Settings",
                comment: "Class = \"UINavigationItem\"; title = \"Settings\"; ObjectID = \"abc-12-xyz\";", locale: "Base", 5, 23),
        ])
        XCTAssertTrue(file.entries.allSatisfy { $0.isSource && $0.table == "Main" })
    }

    func testEscapesFromBytes() throws {
        let source = #""a" = "\U00e9\u00E9 \UD83D\UDE00 \UD83D alone \101\60 \U x \q \r\n\a\b\f\v";"#
        let file = try LocalizationReader.parse(bytes: Array(source.utf8), path: "x.strings")
        XCTAssertEqual(file.entries.first?.text, "éé 😀 \u{FFFD} alone A0 U x q \r\n\u{7}\u{8}\u{C}\u{B}")
    }

    func testEmptyAndCommentOnlyFilesHaveNoEntries() throws {
        XCTAssertEqual(try LocalizationReader.parse(bytes: [], path: "x.strings").entries.count, 0)
        XCTAssertEqual(try LocalizationReader.parse(bytes: Array("/* nothing */\n// here\n".utf8), path: "x.strings").entries.count, 0)
    }

    func testSeparatorsAndCommentsBetweenTokens() throws {
        let source = "\"a\"\u{2028}=/* c */\"b\"\u{2029};\"c\"=d;"
        let file = try LocalizationReader.parse(bytes: Array(source.utf8), path: "x.strings")
        XCTAssertEqual(file.entries.map(\.text), ["b", "d"])
        // U+2028 and U+2029 separate tokens but, as in CoreFoundation's line count, do not start a line.
        XCTAssertEqual(file.entries.map(\.position), [SourcePosition(line: 1, column: 14), SourcePosition(line: 1, column: 22)])
    }
}
