import Foundation
import XCTest

/// The README's quick start shows the first findings of `copylint lint Fixtures/SampleApp`, the summary it prints on
/// standard error and its exit status: the built command must print exactly those.
final class ReadmeOutputTests: XCTestCase {
    func testQuickStartOutputIsTheCommandsOutput() throws {
        let readme = try String(contentsOf: CommandRunner.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let start = try XCTUnwrap(readme.range(of: "<!-- quickstart-output:begin -->\n```\n"))
        let end = try XCTUnwrap(readme.range(of: "```\n<!-- quickstart-output:end -->", range: start.upperBound..<readme.endIndex))
        let shownLines = readme[start.upperBound..<end.lowerBound].split(separator: "\n", omittingEmptySubsequences: false)
            .map(String.init)
        let cut = try XCTUnwrap(shownLines.firstIndex(of: "…"), "the README's output excerpt ends with a line “…”")
        let findings = shownLines[..<cut]
        let summary = shownLines[(cut + 1)...].filter { !$0.isEmpty }

        let run = try CommandRunner.run(["lint", "Fixtures/SampleApp"], in: CommandRunner.packageRoot)
        let stdout = run.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        XCTAssertGreaterThan(findings.count, 3, "the README shows a few findings")
        XCTAssertEqual(Array(stdout.prefix(findings.count)), Array(findings),
                       "the README's quick-start output is stale: run Scripts/update_readme_output.sh")
        XCTAssertGreaterThan(stdout.count, findings.count, "“…” stands for more findings")
        XCTAssertEqual(summary, ["(standard error) " + run.stderr.trimmingCharacters(in: .newlines),
                                 "(exit status \(run.status))"],
                       "the README's summary line or exit status is stale: run Scripts/update_readme_output.sh")
    }
}
