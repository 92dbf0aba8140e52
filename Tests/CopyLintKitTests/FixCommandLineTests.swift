import Foundation
import XCTest

/// `copylint lint --fix` as a user runs it: the built command, its levels, `--dry-run`'s diff and exit statuses.
final class FixCommandLineTests: XCTestCase {
    /// The built `copylint` beside the test bundle (skipped when it was not built, e.g. `swift build --product`).
    private func binary() throws -> URL {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<3 {
            let candidate = folder.appendingPathComponent("copylint")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder = folder.deletingLastPathComponent()
        }
        for bundle in Bundle.allBundles {
            let candidate = bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("copylint")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw XCTSkip("no built copylint beside the tests")
    }

    private func run(_ arguments: [String]) throws -> (status: Int32, out: String, err: String) {
        let process = Process()
        process.executableURL = try binary()
        process.arguments = arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
    }

    /// A tree of one English table: an ellipsis (safe), "Ok" on a button named so by its comment (safe), and a
    /// title-case slip (suggested).
    private func tree() throws -> (root: URL, table: URL) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("copylint-cli-\(UUID().uuidString)")
        let folder = root.appendingPathComponent("en.lproj")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: root) }
        let table = folder.appendingPathComponent("Localizable.strings")
        try """
            /* Menu item that renames the album */
            "menu.rename" = "Rename Album...";
            /* Button in the alert shown when sync fails */
            "alert.sync.button.ok" = "Ok";
            /* Button that saves the draft */
            "button.save_draft" = "save draft";

            """.write(to: table, atomically: true, encoding: .utf8)
        return (root, table)
    }

    func testDryRunPrintsTheDiffAndWritesNothing() throws {
        let (root, table) = try tree()
        let before = try Data(contentsOf: table)
        let run = try run(["lint", "--fix", "--dry-run", root.path])
        XCTAssertEqual(run.status, 1, "something would change")
        XCTAssertEqual(try Data(contentsOf: table), before)
        let name = String(table.path.dropFirst())
        XCTAssertEqual(run.out, """
            --- a/\(name)
            +++ b/\(name)
            @@ -1,6 +1,6 @@
             /* Menu item that renames the album */
            -"menu.rename" = "Rename Album...";
            +"menu.rename" = "Rename Album…";
             /* Button in the alert shown when sync fails */
            -"alert.sync.button.ok" = "Ok";
            +"alert.sync.button.ok" = "OK";
             /* Button that saves the draft */
             "button.save_draft" = "save draft";

            """)
        XCTAssertTrue(run.err.contains(":2:30: would fix: Replace “...” with “…” [ellipsis, safe]"), run.err)
        XCTAssertTrue(run.err.contains("--dry-run: would fix 2 strings in 1 files; nothing written"), run.err)
    }

    func testDryRunOfATreeWithNothingToFixExitsZero() throws {
        let (root, table) = try tree()
        try "\"button.save\" = \"Save\";\n".write(to: table, atomically: true, encoding: .utf8)
        let run = try run(["lint", "--fix", "--dry-run", root.path])
        XCTAssertEqual(run.status, 0)
        XCTAssertEqual(run.out, "")
    }

    func testDryRunWithoutFixIsAUsageError() throws {
        let (root, _) = try tree()
        XCTAssertEqual(try run(["lint", "--dry-run", root.path]).status, 64)
        XCTAssertEqual(try run(["lint", "--fix", "--fix-level", "bold", root.path]).status, 64)
    }

    func testFixAppliesSafeFixItsAndSuggestedOnesOnRequest() throws {
        let (root, table) = try tree()
        let rules = ["--only-rule", "title_case", "--only-rule", "ok_spelling", "--only-rule", "ellipsis"]
        let safe = try run(["lint", "--fix"] + rules + [root.path])
        XCTAssertEqual(try String(contentsOf: table, encoding: .utf8).contains("\"Rename Album…\""), true)
        XCTAssertEqual(try String(contentsOf: table, encoding: .utf8).contains("\"OK\""), true)
        XCTAssertEqual(try String(contentsOf: table, encoding: .utf8).contains("\"save draft\""), true, "title case is a suggestion")
        XCTAssertTrue(safe.err.contains(":4:27: fixed: Replace “Ok” with “OK” [ok_spelling, safe]"), safe.err)
        XCTAssertEqual(safe.status, 0, "what is left is a warning")
        XCTAssertTrue(safe.out.contains("fix-it (suggested): replace \"save\" with \"Save\""), safe.out)
        let suggested = try run(["lint", "--fix", "--fix-level", "suggested"] + rules + [root.path])
        XCTAssertEqual(suggested.status, 0)
        XCTAssertTrue(try String(contentsOf: table, encoding: .utf8).contains("\"Save Draft\""))
        XCTAssertTrue(suggested.err.contains("[title_case, suggested]"), suggested.err)
        XCTAssertEqual(try run(["lint", "--fix", "--fix-level", "suggested"] + rules + [root.path]).err.contains("fixed"), false,
                       "settled in one run")
    }

    func testTheJSONReportGivesEachFixItsLevel() throws {
        let (root, _) = try tree()
        // (title_case is opt-in: named here to see a suggested fix-it.)
        let run = try run(["lint", "--format", "json", "--only-rule", "title_case", "--only-rule", "ok_spelling",
                           "--only-rule", "ellipsis", root.path])
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any])
        let diagnostics = try XCTUnwrap(report["diagnostics"] as? [[String: Any]])
        var levels: [String: Set<String>] = [:]
        for diagnostic in diagnostics {
            for fixIt in diagnostic["fixits"] as? [[String: Any]] ?? [] {
                levels[diagnostic["rule"] as? String ?? "", default: []].insert(fixIt["level"] as? String ?? "none")
            }
        }
        XCTAssertEqual(levels, ["ellipsis": ["safe"], "ok_spelling": ["safe"], "title_case": ["suggested"]])
    }
}
