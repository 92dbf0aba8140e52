import Foundation
import XCTest
import CopyLintKit

/// What the README and docs/rules.md show is what copylint prints: the quick start's output comes from running the
/// built command, and the rule tables from the rules' own descriptions.
final class ReadmeTests: XCTestCase {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func testRuleTablesMatchTheRegistry() throws {
        let text = try Self.read("docs/rules.md")
        let table = try Self.between("<!-- rules:begin -->\n", and: "<!-- rules:end -->", in: text)
        XCTAssertEqual(table.trimmingCharacters(in: .newlines), RuleTable.markdown().trimmingCharacters(in: .newlines),
                       "docs/rules.md's rule tables are stale: run Scripts/update_rules_doc.sh")
    }

    /// The README shows the first findings of `copylint lint Fixtures/SampleApp`, the summary on standard error
    /// and the exit status; the built command must print exactly those.
    func testQuickStartOutputIsTheCommandsOutput() throws {
        let readme = try Self.read("README.md")
        let shown = try Self.between("<!-- quickstart-output:begin -->\n```\n", and: "```\n<!-- quickstart-output:end -->",
                                     in: readme)
        let shownLines = shown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let cut = try XCTUnwrap(shownLines.firstIndex(of: "…"), "the README's output excerpt ends with a line “…”")
        let findings = shownLines[..<cut]
        let summary = shownLines[(cut + 1)...].filter { !$0.isEmpty }

        let run = try Self.runCopylint(["lint", "Fixtures/SampleApp"])
        let stdout = run.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        XCTAssertGreaterThan(findings.count, 3, "the README shows a few findings")
        XCTAssertEqual(Array(stdout.prefix(findings.count)), Array(findings),
                       "the README's quick-start output is stale: run Scripts/update_readme_output.sh")
        XCTAssertGreaterThan(stdout.count, findings.count, "“…” stands for more findings")
        XCTAssertEqual(summary, ["(standard error) " + run.stderr.trimmingCharacters(in: .newlines),
                                 "(exit status \(run.status))"],
                       "the README's summary line or exit status is stale: run Scripts/update_readme_output.sh")
    }

    private static func read(_ path: String) throws -> String {
        try String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
    }

    private static func between(_ start: String, and end: String, in text: String) throws -> String {
        let from = try XCTUnwrap(text.range(of: start), "no \(start)")
        let to = try XCTUnwrap(text.range(of: end, range: from.upperBound..<text.endIndex), "no \(end)")
        return String(text[from.upperBound..<to.lowerBound])
    }

    /// Runs the copylint built beside the tests (`swift build` builds it; `swift test` too), from the package root.
    private static func runCopylint(_ arguments: [String]) throws -> (stdout: String, stderr: String, status: Int32) {
        let executable = productsFolder.appendingPathComponent("copylint")
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            throw MissingCommand(path: executable.path)
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = packageRoot
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        process.environment = environment
        let stdout = Pipe(), stderr = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        // Read both before waiting: a full pipe would block the command.
        let out = stdout.fileHandleForReading.readDataToEndOfFile()
        let err = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self), process.terminationStatus)
    }

    private struct MissingCommand: Error, CustomStringConvertible {
        let path: String
        var description: String { "no copylint at \(path): build it first (swift build)" }
    }

    private static var productsFolder: URL {
        #if os(macOS)
        if let bundle = Bundle.allBundles.first(where: { $0.bundlePath.hasSuffix(".xctest") }) {
            return bundle.bundleURL.deletingLastPathComponent()
        }
        #endif
        return Bundle.main.bundleURL
    }
}
