import CopyFormats
import CopyRules
import XCTest
@testable import CopyLintKit

/// `lint --fix` checks a file again as it will be once fixed, and keeps the first check's diagnostics for the
/// entries the fixes leave as they were, in groups they leave as they were: that check finds what a whole one finds.
final class EarlierCheckTests: XCTestCase {
    func testTheFixedFileCheckedAgainFindsWhatAWholeCheckFindsAndChecksOnlyWhatChanged() throws {
        var options = LintOptions()
        // Groups from the configuration are certain: string rules then read the group's other members.
        for key in ["alert.delete.title", "alert.delete.message", "alert.delete.button", "alert.delete.cancel"] {
            options.explicitGroups[key] = ("delete", key == "alert.delete.cancel")
        }
        let reader = ProjectReader(options: options, store: .bundled)
        let file = try LocalizationReader.parse(bytes: Array(TranslationsOfFixedSourcesTests.catalog.utf8),
                                                path: "/tmp/Localizable.xcstrings")
        let read = reader.understand(file, sources: SourceIndex())
        func index(_ key: String, _ locale: String) throws -> Int {
            try XCTUnwrap(read.entries.first { $0.key == key && $0.locale == locale }).index
        }
        let checker = EntryChecker(checker: BatchChecker(Checker(store: .bundled)), sourceLocale: "en",
                                   includeStale: false)
        var earlier = EarlierCheck(read: read, diagnostics: checker.diagnostics(read))
        let fixedTexts = [try index("alert.delete.button", "en"): "OK", try index("menu.rename", "en"): "Rename…"]
        let againstFixed = try XCTUnwrap(FixApplication.translationsOfFixedSources(read, fixedTexts: fixedTexts))
        earlier.update(againstFixed, diagnostics: checker.diagnostics(againstFixed))
        let written = try XCTUnwrap(FileWriter.fixedFile(read.file, fixedTexts: fixedTexts))
        let planned = reader.understand(written, sources: SourceIndex())

        let reused = checker.diagnostics(planned, reusing: earlier), whole = checker.diagnostics(planned)
        XCTAssertFalse(whole.isEmpty)
        for entry in planned.entries {
            XCTAssertEqual(reused[entry.index] ?? [], whole[entry.index] ?? [], "\(entry.key) \(entry.locale)")
        }
        // Checked again: the fixed strings and the English alert's other members. Kept: the translations, judged
        // against their fixed sources already, and the strings nothing touched.
        let unchanged = earlier.unchanged(planned.entries)
        let checkedAgain = planned.entries.indices.filter { !unchanged[$0] }
            .map { "\(planned.entries[$0].key) \(planned.entries[$0].locale)" }
        XCTAssertEqual(Set(checkedAgain), ["alert.delete.title en", "alert.delete.message en",
                                           "alert.delete.button en", "alert.delete.cancel en", "menu.rename en"])
        XCTAssertEqual(earlier.unchanged(planned.entries, threads: 3), unchanged)
        // Without the second check taken in, a translation of a fixed source is compared with its first check.
        let first = EarlierCheck(read: read, diagnostics: checker.diagnostics(read))
        let firstUnchanged = first.unchanged(planned.entries)
        let renameDE = try XCTUnwrap(planned.entries.firstIndex { $0.key == "menu.rename" && $0.locale == "de" })
        XCTAssertFalse(firstUnchanged[renameDE])
        XCTAssertTrue(unchanged[renameDE])
    }

    func testTextsAreComparedByTheirBytes() {
        let fileEntries = [Entry(key: "k", text: "Caf\u{E9}", locale: "en"), Entry(key: "k", text: "Cafe\u{301}",
                                                                                   locale: "en"),
                           Entry(key: "k", text: "Caf\u{E9}", locale: "en")]
        let entries = fileEntries.indices.map { LintedEntry(fileEntries: fileEntries, index: $0, locale: "en",
                                                            isSource: true) }
        XCTAssertFalse(EarlierCheck.isCheckedAlike(entries[0], entries[1]), "canonically equivalent, other bytes")
        XCTAssertTrue(EarlierCheck.isCheckedAlike(entries[0], entries[2]))
        var grouped = entries[2]
        grouped.assignment = RoleAssignment(role: .button, source: .config, group: "g")
        XCTAssertFalse(EarlierCheck.isCheckedAlike(entries[0], grouped))
    }
}
