import Foundation
import XCTest
import CopyFormats
import CopyLintKit
import CopyRules

/// What is not copy is not linted or fixed as copy (HIG-RULES, "How every rule judges"): `.lproj` folders that
/// are not languages (`qqq`, `en-XA`), a table of data (key bindings), markup in a string; and a translation is
/// judged against its source (`Fixtures/NotCopy`).
final class NotCopyTests: XCTestCase {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/NotCopy")

    func copyOfFixture() throws -> URL {
        let target = FileManager.default.temporaryDirectory.appendingPathComponent("copylint-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: Self.fixture, to: target)
        addTeardownBlock { try? FileManager.default.removeItem(at: target) }
        return target
    }

    func testLocalesThatAreNotLanguagesAreSkippedAndNamed() throws {
        let linter = ProjectLinter()
        let all = try FileDiscovery.localizationFiles(under: [Self.fixture.path])
        let (files, skipped) = linter.languageFiles(all)
        XCTAssertEqual(skipped, ["en-XA", "qqq"])
        XCTAssertEqual(files.map { $0.dropFirst(Self.fixture.path.count + 1) }.sorted(),
                       ["de.lproj/Localizable.strings", "en.lproj/KeyBindings.strings", "en.lproj/Localizable.strings"])
        XCTAssertEqual(try linter.files(under: [Self.fixture.path]), files)
    }

    func testDataTablesAndMarkupAreNotCopyAndTranslationsFollowTheirSource() throws {
        let linter = ProjectLinter()
        let results = linter.lint(try linter.files(under: [Self.fixture.path]), fix: false)
        let findings = results.flatMap(\.findings)
        let byFile = Dictionary(grouping: findings) { finding in
            let url = URL(fileURLWithPath: finding.file)
            return url.deletingLastPathComponent().lastPathComponent + "/" + url.lastPathComponent
        }
        let bindings = byFile["en.lproj/KeyBindings.strings"]
        XCTAssertNil(bindings, "\(bindings?.map(\.diagnostic.message) ?? [])")
        XCTAssertFalse(findings.contains { $0.diagnostic.rule == "straight_quotes" }, "a tag's quotes are markup")
        XCTAssertFalse(findings.contains { $0.diagnostic.rule == "personal_pronoun" },
                       "the source's question is accepted: so is its translation")
        // The real finding of each file is still there: three periods for an ellipsis.
        XCTAssertEqual(byFile["en.lproj/Localizable.strings"]?.map(\.diagnostic.rule), ["ellipsis"])
        XCTAssertEqual(byFile["de.lproj/Localizable.strings"]?.map(\.diagnostic.rule), ["ellipsis"])
    }

    func testFixLeavesDataAndMarkupAlone() throws {
        let root = try copyOfFixture()
        let bindings = root.appendingPathComponent("en.lproj/KeyBindings.strings")
        let before = try Data(contentsOf: bindings)
        let linter = ProjectLinter()
        // The suggested level: German's ellipsis takes a no-break space, a change of spacing.
        _ = linter.lint(try linter.files(under: [root.path]), fix: FixRequest(level: .suggested))
        XCTAssertEqual(try Data(contentsOf: bindings), before)
        let germanURL = root.appendingPathComponent("de.lproj/Localizable.strings")
        let german = try String(contentsOf: germanURL, encoding: .utf8)
        XCTAssertTrue(german.contains("<a href=\\\"https://example.com/help\\\">Hilfe</a>\u{00A0}…"), german)
        XCTAssertTrue(DataTable.isData(try LocalizationReader.read(path: bindings.path)))
        let copy = root.appendingPathComponent("en.lproj/Localizable.strings")
        XCTAssertFalse(DataTable.isData(try LocalizationReader.read(path: copy.path)))
    }
}
