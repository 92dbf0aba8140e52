@testable import CopyFormats
@testable import CopyLintKit
import XCTest

/// A linted entry refers to its entry in the file it was understood from (it holds no copy): what it reads as its
/// entry is the file's, and what is set on it stays its own.
final class LintedEntryTests: XCTestCase {
    private func understand(_ text: String, path: String) throws -> ReadFile {
        let file = try LocalizationReader.parse(bytes: Array(text.utf8), path: path)
        return ProjectReader(options: LintOptions(), store: .bundled).understand(file, sources: SourceIndex())
    }

    /// The fields of an entry, compared as one value (`Entry` is not `Equatable`).
    private func fields(_ entry: Entry) -> [String] {
        [entry.key, entry.text, entry.comment ?? "nil", entry.locale, "\(entry.isSource)", entry.table,
         entry.sourceText ?? "nil", entry.state ?? "nil", "\(entry.isStale)", "\(entry.shouldTranslate)",
         "\(entry.position.line):\(entry.position.column)", "\(entry.isEditable)"]
    }

    func testEachLintedEntryIsItsFilesEntry() throws {
        let strings = (0..<50).map { "/* Comment \($0) */\n\"key.\($0)\" = \"Delete photo \($0)?\";" }.joined(separator: "\n")
        let read = try understand(strings, path: "/tmp/en.lproj/Localizable.strings")
        XCTAssertEqual(read.entries.count, 50)
        for linted in read.entries {
            XCTAssertEqual(fields(linted.entry), fields(read.file.entries[linted.index]))
        }
        XCTAssertEqual(read.entries.map(\.index), Array(0..<50))
    }

    func testACatalogsLintedEntriesAreTheirFilesAfterLocalesThatAreNotLanguagesAreLeftOut() throws {
        // `qqq` (notes for translators) is read but not linted: the linted entries after it keep their indices.
        let catalog = """
            {"sourceLanguage": "en", "version": "1.0", "strings": {
              "delete": {"localizations": {
                "de": {"stringUnit": {"state": "translated", "value": "Foto löschen?"}},
                "en": {"stringUnit": {"state": "translated", "value": "Delete photo?"}},
                "qqq": {"stringUnit": {"state": "translated", "value": "A note"}}}},
              "rename": {"localizations": {
                "de": {"stringUnit": {"state": "translated", "value": "Umbenennen"}},
                "en": {"stringUnit": {"state": "translated", "value": "Rename"}}}}}}
            """
        let read = try understand(catalog, path: "/tmp/Localizable.xcstrings")
        XCTAssertEqual(read.file.entries.count, 5)
        XCTAssertEqual(read.entries.count, 4)
        XCTAssertFalse(read.entries.contains { $0.entry.locale == "qqq" })
        for linted in read.entries {
            XCTAssertEqual(fields(linted.entry), fields(read.file.entries[linted.index]))
        }
    }

    func testAnEntrySetOnALintedEntryIsItsOwn() throws {
        let read = try understand("\"a\" = \"Save\";\n\"b\" = \"Open\";", path: "/tmp/en.lproj/Localizable.strings")
        var changed = read.entries[0]
        changed.entry.text = "Save As"
        changed.entry.sourceText = "Save"
        XCTAssertEqual(changed.entry.text, "Save As")
        XCTAssertEqual(changed.entry.sourceText, "Save")
        XCTAssertEqual(changed.entry.key, "a")
        // Neither the file, nor the linted entry it was copied from, nor another linted entry changes.
        XCTAssertEqual(read.file.entries[0].text, "Save")
        XCTAssertEqual(read.entries[0].entry.text, "Save")
        XCTAssertNil(read.entries[0].entry.sourceText)
        XCTAssertEqual(read.entries[1].entry.text, "Open")
        var whole = read.entries[1]
        whole.entry = read.file.entries[0]
        XCTAssertEqual(fields(whole.entry), fields(read.file.entries[0]))
        XCTAssertEqual(whole.index, 1)
    }

    func testADataTablesStringsAreNotToTranslateWhileItsFileIsAsRead() throws {
        let data = (1...6).map { "\"code.\($0)\" = \"ERR_\($0)\";" }.joined(separator: "\n")
        let read = try understand(data, path: "/tmp/en.lproj/Codes.strings")
        XCTAssertTrue(read.entries.allSatisfy { !$0.entry.shouldTranslate })
        XCTAssertTrue(read.file.entries.allSatisfy(\.shouldTranslate))
        XCTAssertEqual(read.entries.map(\.entry.text), read.file.entries.map(\.text))
    }

    func testOwnSourcesAsFixedAreSetOnTheTranslationsAlone() throws {
        let catalog = """
            {"sourceLanguage": "en", "version": "1.0", "strings": {
              "rename": {"localizations": {
                "de": {"stringUnit": {"state": "translated", "value": "Umbenennen..."}},
                "en": {"stringUnit": {"state": "translated", "value": "Rename..."}}}}}}
            """
        let read = try understand(catalog, path: "/tmp/Localizable.xcstrings")
        let source = try XCTUnwrap(read.entries.firstIndex { $0.isSource })
        let translation = try XCTUnwrap(read.entries.firstIndex { !$0.isSource })
        XCTAssertEqual(read.entries[translation].entry.sourceText, "Rename...")
        let fixed = try XCTUnwrap(FixApplication.withOwnSourcesFixed(read, fixedTexts: [read.entries[source].index: "Rename…"]))
        XCTAssertEqual(fixed.entries[translation].entry.sourceText, "Rename…")
        XCTAssertEqual(fixed.entries[translation].entry.text, "Umbenennen...")
        XCTAssertEqual(read.entries[translation].entry.sourceText, "Rename...")
        XCTAssertEqual(fixed.file.entries[read.entries[translation].index].sourceText, "Rename...")
    }
}

/// `--fix` judges a catalog's translations against its sources as fixed in a second check, of the locales that have
/// translations, each whole (a group is of one locale), without the source locale's.
final class TranslationLocalesTests: XCTestCase {
    func testTheSecondCheckHoldsEveryEntryOfTheTranslatedLocalesAndNoSource() throws {
        let catalog = """
            {"sourceLanguage": "en", "version": "1.0", "strings": {
              "alert.delete.title": {"localizations": {
                "de": {"stringUnit": {"state": "translated", "value": "Foto löschen?"}},
                "en": {"stringUnit": {"state": "translated", "value": "Delete photo?"}},
                "fr": {"stringUnit": {"state": "translated", "value": "Supprimer la photo ?"}}}},
              "alert.delete.button": {"localizations": {
                "de": {"stringUnit": {"state": "translated", "value": "Löschen"}},
                "en": {"stringUnit": {"state": "translated", "value": "Delete"}}}}}}
            """
        let file = try LocalizationReader.parse(bytes: Array(catalog.utf8), path: "/tmp/Localizable.xcstrings")
        let read = ProjectReader(options: LintOptions(), store: .bundled).understand(file, sources: SourceIndex())
        let checked = ProjectLinter.translationLocales(of: read)
        XCTAssertEqual(checked.entries.map(\.index), read.entries.filter { $0.locale != "en" }.map(\.index))
        XCTAssertEqual(Set(checked.entries.map(\.locale)), ["de", "fr"])
        XCTAssertTrue(checked.entries.allSatisfy { !$0.isSource })
        // A table per locale is checked whole.
        let strings = try LocalizationReader.parse(bytes: Array("\"a\" = \"Löschen\";".utf8),
                                                   path: "/tmp/de.lproj/Localizable.strings")
        let table = ProjectReader(options: LintOptions(), store: .bundled).understand(strings, sources: SourceIndex())
        XCTAssertEqual(ProjectLinter.translationLocales(of: table).entries.count, 1)
    }
}
