import XCTest
import CopyLintKit
import CopyRules

/// Hand-made findings shared by the reporter and baseline tests; the working directory is `/repo`.
enum Samples {
    static let workingDirectory = "/repo"

    /// `"DELETE_OK" = "Ok";` on line 3: the string starts at column 16.
    static let okSpelling = Finding(
        diagnostic: Diagnostic(rule: "ok_spelling", severity: .error, message: "Write “OK”, not “Ok”.", range: 0..<2,
                               fixIts: [FixIt(range: 0..<2, replacement: "OK")]),
        file: "App/en.lproj/Localizable.strings", line: 3, column: 16, key: "DELETE_OK", locale: "en",
        role: .alertButton, text: "Ok", textColumn: 16)

    /// `"RENAME" = "Rename...";` on line 7, a warning whose fix-it replaces `...` with `…`.
    static let ellipsis = Finding(
        diagnostic: Diagnostic(rule: "ellipsis", severity: .warning, message: "Use an ellipsis character (…), not three periods.",
                               range: 6..<9, fixIts: [FixIt(range: 6..<9, replacement: "…")]),
        file: "App/en.lproj/Localizable.strings", line: 7, column: 19, key: "RENAME", locale: "en",
        role: .menuItem, text: "Rename...", textColumn: 13)

    /// A parse-time finding whose rule is not in the registry, in another file.
    static let duplicateKey = Finding(
        diagnostic: Diagnostic(rule: "duplicate_key", severity: .warning, message: "“TITLE” is defined twice; the first is on line 2.", range: 0..<0),
        file: "App/fr.lproj/Localizable.strings", line: 9, column: 1, key: "TITLE", locale: "fr", role: .unknown, text: "")

    /// An info whose message, path and text need escaping in every format.
    static let awkward = Finding(
        diagnostic: Diagnostic(rule: "whitespace", severity: .info, message: "100% <sure> & \"quoted\" | piped,\nsecond: line\u{1}",
                               range: 1..<2),
        file: "App/a,b:c & <d>.lproj/x y.strings", line: 2, column: 5, key: "K|1", locale: "de", role: .label,
        text: "A\u{A0}B", textColumn: 4)

    static let all = [okSpelling, ellipsis, duplicateKey, awkward]

    static func summary(_ findings: [Finding]) -> Summary {
        var summary = Summary()
        summary.strings = 12
        summary.files = 3
        findings.forEach { summary.count($0) }
        return summary
    }

    /// The finding moved to another line, as after an edit elsewhere in the file.
    static func moved(_ finding: Finding, by lines: Int) -> Finding {
        var moved = finding
        moved.line += lines
        return moved
    }
}

final class ReporterRegistryTests: XCTestCase {
    func testEveryNamedReporterCanBeMade() {
        XCTAssertEqual(Reporters.names, ["text", "json", "sarif", "xcode", "github", "checkstyle", "junit", "markdown", "codeclimate"])
        for name in Reporters.names {
            let reporter = Reporters.make(name: name)
            XCTAssertNotNil(reporter, name)
            XCTAssertEqual(reporter.map { type(of: $0).name }, name)
        }
        XCTAssertNil(Reporters.make(name: "yaml"))
    }
}

final class ReporterLineTests: XCTestCase {
    func testXcodeLines() {
        let reporter = XcodeReporter(workingDirectory: Samples.workingDirectory)
        XCTAssertEqual(reporter.line(Samples.okSpelling),
                       "/repo/App/en.lproj/Localizable.strings:3:16: error: Write “OK”, not “Ok”. [ok_spelling]")
        XCTAssertEqual(reporter.line(Samples.ellipsis),
                       "/repo/App/en.lproj/Localizable.strings:7:19: warning: Use an ellipsis character (…), not three periods. [ellipsis]")
        // info is Xcode's note; a line break in the message would start an unparsed line.
        XCTAssertEqual(reporter.line(Samples.awkward),
                       "/repo/App/a,b:c & <d>.lproj/x y.strings:2:5: note: 100% <sure> & \"quoted\" | piped, second: line\\u{1} [whitespace]")
        var absolute = Samples.okSpelling
        absolute.file = "/elsewhere/./x/../Localizable.strings"
        XCTAssertEqual(reporter.line(absolute), "/elsewhere/Localizable.strings:3:16: error: Write “OK”, not “Ok”. [ok_spelling]")
        XCTAssertEqual(reporter.report(Samples.all, summary: Samples.summary(Samples.all)).split(separator: "\n").count, 4)
        XCTAssertEqual(reporter.report([], summary: Summary()), "")
    }

    func testGitHubWorkflowCommands() {
        let reporter = GitHubReporter(workingDirectory: Samples.workingDirectory)
        XCTAssertEqual(reporter.line(Samples.okSpelling),
                       "::error file=App/en.lproj/Localizable.strings,line=3,col=16,title=ok_spelling::Write “OK”, not “Ok”.")
        XCTAssertEqual(reporter.line(Samples.ellipsis),
                       "::warning file=App/en.lproj/Localizable.strings,line=7,col=19,title=ellipsis::Use an ellipsis character (…), not three periods.")
        // Properties escape % CR LF : , ; the message escapes % CR LF only.
        XCTAssertEqual(reporter.line(Samples.awkward),
                       "::notice file=App/a%2Cb%3Ac & <d>.lproj/x y.strings,line=2,col=5,title=whitespace::100%25 <sure> & \"quoted\" | piped,%0Asecond: line\\u{1}")
        var outside = Samples.okSpelling
        outside.file = "/other/x.strings"
        outside.diagnostic.message = "a\r\nb"
        XCTAssertEqual(reporter.line(outside), "::error file=/other/x.strings,line=3,col=16,title=ok_spelling::a%0D%0Ab")
        var stdin = Samples.okSpelling
        stdin.file = "<stdin>"
        XCTAssertEqual(reporter.line(stdin), "::error title=ok_spelling::Write “OK”, not “Ok”.")
    }
}

final class ReporterMarkdownTests: XCTestCase {
    func testSummaryAndFindingTables() {
        let reporter = MarkdownReporter(workingDirectory: Samples.workingDirectory)
        let output = reporter.report(Samples.all, summary: Samples.summary(Samples.all))
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        XCTAssertEqual(lines[0], "## copylint")
        XCTAssertTrue(output.contains("**1 error, 2 warnings, 1 info** in 12 strings in 3 files (2 fixable).\n"), output)
        // Counts per rule and severity: most findings first, then by rule.
        XCTAssertTrue(output.contains("""
            | Rule | Errors | Warnings | Infos | Total |
            | :--- | ---: | ---: | ---: | ---: |
            | `duplicate_key` | 0 | 1 | 0 | 1 |
            | `ellipsis` | 0 | 1 | 0 | 1 |
            | `ok_spelling` | 1 | 0 | 0 | 1 |
            | `whitespace` | 0 | 0 | 1 | 1 |
            | **Total** | 1 | 2 | 1 | 4 |
            """), output)
        XCTAssertTrue(output.contains("""
            | Location | Severity | Rule | Message |
            | :--- | :--- | :--- | :--- |
            | `App/en.lproj/Localizable.strings:3:16` | error | `ok_spelling` | Write “OK”, not “Ok”. |
            """), output)
        // Pipes escaped in the message and in the code span; markup characters neutralised; the line break kept as <br>.
        XCTAssertTrue(output.contains(
            #"| `App/a,b:c & <d>.lproj/x y.strings:2:5` | info | `whitespace` | 100% \<sure\> \& "quoted" \| piped,<br>second: line  |"#), output)
        // Every table row has exactly the table's columns once escaped pipes are set aside.
        for line in lines where line.hasPrefix("| `") {
            let cells = line.replacingOccurrences(of: "\\|", with: "").filter { $0 == "|" }.count
            XCTAssertTrue(cells == 5 || cells == 6, line)
        }
    }

    func testCleanRunAndTruncation() {
        var summary = Summary()
        summary.strings = 40
        summary.files = 2
        XCTAssertEqual(MarkdownReporter().report([], summary: summary), "## copylint\n\nNo findings in 40 strings in 2 files.\n")

        let many = (0..<50).map { Samples.moved(Samples.okSpelling, by: $0) }
        let output = MarkdownReporter(workingDirectory: Samples.workingDirectory, maxLength: 1_500).report(many, summary: Samples.summary(many))
        XCTAssertLessThanOrEqual(output.utf16.count, 1_500)
        let shown = output.split(separator: "\n").filter { $0.hasPrefix("| `App/") }.count
        XCTAssertGreaterThan(shown, 0)
        XCTAssertTrue(output.hasSuffix("\n_\(50 - shown) more findings not shown._\n"), output)
    }

    func testCodeSpansWithBackticks() {
        var finding = Samples.okSpelling
        finding.file = "/repo/we`ird.strings"
        let output = MarkdownReporter(workingDirectory: Samples.workingDirectory).report([finding], summary: Samples.summary([finding]))
        XCTAssertTrue(output.contains("| ``we`ird.strings:3:16`` |"), output)
    }
}
