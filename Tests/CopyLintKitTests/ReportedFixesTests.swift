import Foundation
import XCTest
@testable import CopyLintKit
import CopyFormats
import CopyRules

/// `lint --fix` writes exactly the fix-its the same run reports, applied once, and nothing else; one run reaches
/// the fixed point. Checked on the fixtures, on a catalog whose sources and translations settle together, and on
/// copies of corpus apps when the corpus is there.
final class ReportedFixesTests: XCTestCase {
    private static let fixtures = ProjectLinterTests.fixtures

    private func copy(_ source: URL) throws -> URL {
        let target = FileManager.default.temporaryDirectory.appendingPathComponent("copylint-reported-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: source, to: target)
        addTeardownBlock { try? FileManager.default.removeItem(at: target) }
        // The corpus is read-only (as CI lays it), and `--fix` refuses read-only files: the copy is the team's own.
        let files = FileManager.default.enumerator(at: target, includingPropertiesForKeys: nil)
        while let file = files?.nextObject() as? URL {
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: file.path)
        }
        return target
    }

    /// Every entry's text in every file under `root`, by path and entry index.
    private func texts(under root: URL) throws -> [String: [String]] {
        var texts: [String: [String]] = [:]
        for path in try FileDiscovery.localizationFiles(under: [root.path]) {
            texts[path] = (try? LocalizationReader.read(path: path))?.entries.map(\.text)
        }
        return texts
    }

    /// Fixes a copy of `tree` at `level`, and holds the run to its announcement: what a dry run plans is what the
    /// fixing run announces; each changed string is its announced fix-its, which the run's lint reported, applied
    /// to its text as read; no other string changes; a second run changes nothing. Returns the strings changed.
    @discardableResult
    private func check(_ tree: URL, level: FixLevel, file: StaticString = #filePath, line: UInt = #line) throws -> Int {
        let root = try copy(tree)
        let linter = ProjectLinter()
        let files = try linter.files(under: [root.path])
        let before = try texts(under: root)
        let planned = linter.lint(files, fix: FixRequest(level: level, dryRun: true))
        let untouched = try texts(under: root)
        XCTAssertEqual(untouched.keys.filter { untouched[$0] != before[$0] }.count, 0, "a dry run writes nothing", file: file, line: line)
        let fixing = linter.lint(files, fix: FixRequest(level: level))
        XCTAssertEqual(fixing.compactMap(\.fixError), [], file: file, line: line)
        let after = try texts(under: root)
        var changed = 0
        for (result, plan) in zip(fixing, planned) {
            XCTAssertTrue(result.applied.map(Self.describe) == plan.applied.map(Self.describe),
                          "dry run and fix agree: \(result.applied.count) and \(plan.applied.count) in \(result.path)", file: file, line: line)
            // Each applied fix-it is one the run's lint reported (at its level), on the same entry.
            let reported = Set(plan.findings.flatMap { finding in finding.diagnostic.fixIts.map { Self.describe(finding, $0) } })
            for finding in result.applied {
                for fixIt in finding.diagnostic.fixIts {
                    XCTAssertTrue(reported.contains(Self.describe(finding, fixIt)), "applied but not reported: \(Self.describe(finding, fixIt))",
                                  file: file, line: line)
                    XCTAssertLessThanOrEqual(fixIt.level, level, file: file, line: line)
                }
            }
            let old = before[result.path] ?? [], new = after[result.path] ?? []
            XCTAssertEqual(old.count, new.count, result.path, file: file, line: line)
            let byEntry = Dictionary(grouping: result.applied, by: { $0.entryIndex ?? -1 })
            for index in old.indices where index < new.count {
                let fixIts = (byEntry[index] ?? []).flatMap(\.diagnostic.fixIts)
                XCTAssertTrue(new[index] == FixIt.apply(fixIts, to: old[index]), "\(result.path) entry \(index)", file: file, line: line)
                if new[index] != old[index] { changed += 1 }
            }
            XCTAssertEqual(result.fixedStrings, Set(result.applied.compactMap(\.entryIndex)).count, result.path, file: file, line: line)
        }
        let again = linter.lint(files, fix: FixRequest(level: level))
        let second = again.flatMap(\.applied).map(Self.describe)
        XCTAssertEqual(second.count, 0, "a second run changes nothing: \(second.prefix(5))", file: file, line: line)
        // (Compared by count: the texts are corpus copy, not for a test's log.)
        let settled = try texts(under: root)
        XCTAssertEqual(settled.keys.filter { settled[$0] != after[$0] }.count, 0, "files changed by a second run", file: file, line: line)
        return changed
    }

    private static func describe(_ finding: Finding) -> String {
        "\(finding.file.split(separator: "/").suffix(2).joined(separator: "/")) #\(finding.entryIndex ?? -1) \(finding.diagnostic.rule) "
            + finding.diagnostic.fixIts.map { "\($0.range)→\($0.replacement)" }.joined(separator: ",")
    }

    private static func describe(_ finding: Finding, _ fixIt: FixIt) -> String {
        "#\(finding.entryIndex ?? -1) \(finding.diagnostic.rule) \(fixIt.range)→\(fixIt.replacement) \(fixIt.level)"
    }

    func testFixturesGetExactlyTheReportedFixItsAtEachLevel() throws {
        for fixture in ["LintTree", "SampleApp", "ConfiguredApp"] {
            let safe = try check(Self.fixtures.appendingPathComponent(fixture), level: .safe)
            let suggested = try check(Self.fixtures.appendingPathComponent(fixture), level: .suggested)
            XCTAssertLessThan(safe, suggested, fixture)
        }
    }

    /// A catalog's sources and translations settle in one run: "Okay" in en and de, a Spanish question given its
    /// "?" and its "¿" together, a source whose trailing space its translation copied.
    func testACatalogSettlesInOneRun() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("copylint-catalog-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: root) }
        func unit(_ value: String) -> [String: Any] { ["stringUnit": ["state": "translated", "value": value]] }
        let catalog: [String: Any] = ["sourceLanguage": "en", "version": "1.0", "strings": [
            "alert.delete.title": ["comment": "Title of the alert that deletes a photo",
                                   "localizations": ["en": unit("Delete this photo?"), "es": unit("Eliminar esta foto")]],
            "button.okay": ["comment": "Button that closes the alert",
                            "localizations": ["en": unit("Okay"), "de": unit("Okay"), "es": unit("Okay")]],
            "button.request": ["comment": "Button that requests early access",
                               "localizations": ["en": unit("Request Early Access "), "de": unit("Zugriff anfordern ")]],
        ]]
        let data = try JSONSerialization.data(withJSONObject: catalog, options: [.prettyPrinted, .sortedKeys])
        try data.write(to: root.appendingPathComponent("Localizable.xcstrings"))
        XCTAssertGreaterThan(try check(root, level: .safe), 0)
        XCTAssertGreaterThan(try check(root, level: .suggested), 0)
        let fixed = try copy(root)
        _ = ProjectLinter().lint(try ProjectLinter().files(under: [fixed.path]), fix: FixRequest(level: .suggested))
        let entries = try LocalizationReader.read(path: fixed.appendingPathComponent("Localizable.xcstrings").path).entries
        XCTAssertEqual(Set(entries.filter { $0.key == "button.okay" }.map(\.text)), ["OK"])
        XCTAssertEqual(entries.first { $0.key == "alert.delete.title" && $0.locale == "es" }?.text, "¿Eliminar esta foto?")
    }

    /// Message documentation for translators (`qqq.lproj`) is read, never rewritten.
    func testTranslatorDocumentationIsNotRewritten() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("copylint-qqq-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: root) }
        for locale in ["en", "qqq"] {
            let folder = root.appendingPathComponent("\(locale).lproj")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try "\"menu.rename\" = \"Rename Album...\";\n".write(to: folder.appendingPathComponent("Localizable.strings"), atomically: true, encoding: .utf8)
        }
        _ = ProjectLinter().lint(try ProjectLinter().files(under: [root.path]), fix: FixRequest(level: .suggested))
        XCTAssertEqual(try String(contentsOf: root.appendingPathComponent("en.lproj/Localizable.strings"), encoding: .utf8),
                       "\"menu.rename\" = \"Rename Album…\";\n")
        XCTAssertEqual(try String(contentsOf: root.appendingPathComponent("qqq.lproj/Localizable.strings"), encoding: .utf8),
                       "\"menu.rename\" = \"Rename Album...\";\n")
    }

    /// Copies of corpus apps (skipped without the corpus): at both levels, what is written is what is announced.
    func testCorpusAppsGetExactlyTheReportedFixIts() throws {
        let corpus = URL(fileURLWithPath: RoleInferencePaths.corpus)
        guard FileManager.default.fileExists(atPath: corpus.path) else { throw XCTSkip("no corpus at \(corpus.path)") }
        for app in ["newmarcel__KeepingYouAwake", "Dimillian__IceCubesApp"] {
            let tree = corpus.appendingPathComponent(app)
            guard FileManager.default.fileExists(atPath: tree.path) else { continue }
            for level in FixLevel.allCases { try check(tree, level: level) }
        }
    }
}
