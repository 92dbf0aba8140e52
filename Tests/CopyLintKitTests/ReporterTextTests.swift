import XCTest
import CopyLintKit
import CopyRules

/// The text format, byte for byte: written as bytes (not Strings), with its own offsets and escapes to get right.
final class ReporterTextTests: XCTestCase {
    func testPlainFindings() {
        let reporter = TextReporter()
        XCTAssertEqual(reporter.render(Samples.okSpelling), """
            App/en.lproj/Localizable.strings:3:16: error: Write “OK”, not “Ok”. [ok_spelling]
                Ok
                ^~
                fix-it (suggested): replace "Ok" with "OK"

            """)
        // No string to show.
        XCTAssertEqual(reporter.render(Samples.duplicateKey),
                       "App/fr.lproj/Localizable.strings:9:1: warning: “TITLE” is defined twice; the first is on line 2. [duplicate_key]\n")
        XCTAssertEqual(reporter.render(Samples.awkward),
                       "App/a,b:c & <d>.lproj/x y.strings:2:5: info: 100% <sure> & \"quoted\" | piped,\\u{A}second: line\\u{1} [whitespace]\n"
                       + "    A\u{A0}B\n     ^\n")
    }

    /// Ranges count scalars; the excerpt is the range's line with tabs as spaces, wide characters take two
    /// columns, a tab before the range one (it is shown as a space); fix-it text escapes what would be hard to see.
    func testMultilineWideText() {
        let text = "one\n\tsay “日本”…"
        let finding = Finding(
            diagnostic: Diagnostic(rule: "r", severity: .warning, message: "m", range: 10..<12, fixIts: [
                FixIt(range: 10..<12, replacement: "\u{202F}\"x\"\t\n\u{A0}"),
                FixIt(range: 13..<14, replacement: ""),
                FixIt(range: 14..<14, replacement: "."),
            ]),
            file: "f", line: 1, column: 11, key: nil, locale: "ja", role: .label, text: text)
        XCTAssertEqual(TextReporter().render(finding), """
            f:1:11: warning: m [r]
                 say “日本”…
                      ^~~~
                fix-it (suggested): replace "日本" with "\\u{202F}\\"x\\"\\t\\n\\u{00A0}"
                fix-it (suggested): remove "…"
                fix-it (suggested): insert "."

            """)
    }

    func testColors() {
        XCTAssertEqual(TextReporter(colored: true).render(Samples.okSpelling),
                       "\u{1B}[1mApp/en.lproj/Localizable.strings:3:16:\u{1B}[0m \u{1B}[1;31merror:\u{1B}[0m Write “OK”, not “Ok”. [ok_spelling]\n"
                       + "    Ok\n    \u{1B}[32m^~\u{1B}[0m\n    \u{1B}[32mfix-it (suggested):\u{1B}[0m replace \"Ok\" with \"OK\"\n")
        XCTAssertTrue(TextReporter(colored: true).render(Samples.ellipsis).contains("\u{1B}[1;35mwarning:\u{1B}[0m"))
        XCTAssertTrue(TextReporter(colored: true).render(Samples.awkward).contains("\u{1B}[1;36minfo:\u{1B}[0m"))
    }

    /// A report is its findings' renderings in order, and streaming it in parts gives the same bytes.
    func testReportIsRenderingsJoined() {
        let reporter = TextReporter()
        let expected = Samples.all.map { reporter.render($0) }.joined()
        XCTAssertEqual(reporter.report(Samples.all, summary: Samples.summary(Samples.all)), expected)
        XCTAssertEqual(reporter.reportUTF8(Samples.all, summary: Summary()), Array(expected.utf8))
        var streamed = reporter.header()
        reporter.appendPart(Array(Samples.all[..<2]), continuing: false, to: &streamed)
        reporter.appendPart(Array(Samples.all[2...]), continuing: true, to: &streamed)
        streamed += reporter.footer(Summary())
        XCTAssertEqual(streamed, Array(expected.utf8))
        XCTAssertEqual(reporter.report([], summary: Summary()), "")
    }
}
