@testable import CopyFormats
@testable import CopyLintKit
import CopyRules
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
        let fixed = try XCTUnwrap(FixApplication.translationsOfFixedSources(
            read, fixedTexts: [read.entries[source].index: "Rename…"]))
        XCTAssertEqual(fixed.entries.map(\.index), [read.entries[translation].index])
        XCTAssertEqual(fixed.entries[0].entry.sourceText, "Rename…")
        XCTAssertEqual(fixed.entries[0].entry.text, "Umbenennen...")
        XCTAssertEqual(read.entries[translation].entry.sourceText, "Rename...")
        XCTAssertEqual(fixed.file.entries[read.entries[translation].index].sourceText, "Rename...")
    }
}

/// `--fix` judges a catalog's translations against its sources as fixed in a second check: only the translations
/// whose sources are fixed, each with its whole group (a group is of one locale), since no other entry's findings
/// can change. The diagnostics of that check are those of a check of every translation against the fixed sources.
final class TranslationsOfFixedSourcesTests: XCTestCase {
    /// An alert group, a menu command and a heading in three locales (also read by `EarlierCheckTests`).
    static let catalog = """
        {"sourceLanguage": "en", "version": "1.0", "strings": {
          "alert.delete.title": {"localizations": {
            "de": {"stringUnit": {"state": "translated", "value": "Foto löschen?"}},
            "en": {"stringUnit": {"state": "translated", "value": "Delete photo?"}},
            "fr": {"stringUnit": {"state": "translated", "value": "Supprimer la photo ?"}}}},
          "alert.delete.message": {"localizations": {
            "de": {"stringUnit": {"state": "translated", "value": "Das kann nicht rückgängig gemacht werden."}},
            "en": {"stringUnit": {"state": "translated", "value": "This can't be undone."}},
            "fr": {"stringUnit": {"state": "translated", "value": "Cette action est irréversible."}}}},
          "alert.delete.button": {"localizations": {
            "de": {"stringUnit": {"state": "translated", "value": "Ok"}},
            "en": {"stringUnit": {"state": "translated", "value": "Ok"}},
            "fr": {"stringUnit": {"state": "translated", "value": "Ok"}}}},
          "alert.delete.cancel": {"localizations": {
            "de": {"stringUnit": {"state": "translated", "value": "Abbruch"}},
            "en": {"stringUnit": {"state": "translated", "value": "Cancel"}},
            "fr": {"stringUnit": {"state": "translated", "value": "Annuler"}}}},
          "menu.rename": {"localizations": {
            "de": {"stringUnit": {"state": "translated", "value": "Umbenennen..."}},
            "en": {"stringUnit": {"state": "translated", "value": "Rename..."}}}},
          "menu.rename_album": {"localizations": {
            "de": {"stringUnit": {"state": "translated", "value": "rename album..."}},
            "en": {"stringUnit": {"state": "translated", "value": "rename album..."}}}},
          "profile.header": {"localizations": {
            "de": {"stringUnit": {"state": "translated", "value": "Dein Profil"}},
            "en": {"stringUnit": {"state": "translated", "value": "Your profile"}},
            "fr": {"stringUnit": {"state": "translated", "value": "Ton profil"}}}}}}
        """

    func testTheSecondCheckHoldsTheTranslationsOfFixedSourcesWithTheirGroupsAndFindsWhatACheckOfAllFinds() throws {
        var options = LintOptions()
        // Groups from the configuration are certain: string rules then read the group's other members.
        for key in ["alert.delete.title", "alert.delete.message", "alert.delete.button", "alert.delete.cancel"] {
            options.explicitGroups[key] = ("delete", key == "alert.delete.cancel")
        }
        let file = try LocalizationReader.parse(bytes: Array(Self.catalog.utf8), path: "/tmp/Localizable.xcstrings")
        let read = ProjectReader(options: options, store: .bundled).understand(file, sources: SourceIndex())
        func index(_ key: String, _ locale: String) throws -> Int {
            try XCTUnwrap(read.entries.first { $0.key == key && $0.locale == locale }).index
        }
        let fixedTexts = [try index("alert.delete.button", "en"): "OK", try index("menu.rename", "en"): "Rename…",
                          try index("menu.rename_album", "en"): "Rename Album…"]
        let checked = try XCTUnwrap(FixApplication.translationsOfFixedSources(read, fixedTexts: fixedTexts))
        let expected = try [("alert.delete.title", "de"), ("alert.delete.title", "fr"),
                            ("alert.delete.message", "de"), ("alert.delete.message", "fr"),
                            ("alert.delete.button", "de"), ("alert.delete.button", "fr"),
                            ("alert.delete.cancel", "de"), ("alert.delete.cancel", "fr"),
                            ("menu.rename", "de"), ("menu.rename_album", "de")]
            .map(index).sorted()
        XCTAssertEqual(checked.entries.map(\.index), expected)
        // In parts on several threads, the same entries in the same order, and the same fixed file.
        let inParts = FixApplication.translationsOfFixedSources(read, fixedTexts: fixedTexts, threads: 3)
        XCTAssertEqual(inParts?.entries.map(\.index), expected)
        XCTAssertEqual(inParts?.entries.map(\.sourceText), checked.entries.map(\.sourceText))
        XCTAssertEqual(try FileWriter.fixedFile(read.file, fixedTexts: fixedTexts, threads: 3)?.bytes,
                       try FileWriter.fixedFile(read.file, fixedTexts: fixedTexts)?.bytes)
        XCTAssertEqual(checked.entries.filter { $0.key == "alert.delete.button" }.map(\.entry.sourceText),
                       ["OK", "OK"])
        XCTAssertEqual(checked.entries.first { $0.key == "alert.delete.title" }?.entry.sourceText, "Delete photo?")
        XCTAssertEqual(FixApplication.translationsOfFixedSources(read, fixedTexts: [try index("profile.header", "en"):
            "Your Profile"])?.entries.map(\.key), ["profile.header", "profile.header"])
        XCTAssertNil(FixApplication.translationsOfFixedSources(read, fixedTexts: [try index("menu.rename", "de"):
            "Umbenennen…"]), "a fixed translation changes no source")

        // Every translation, against the fixed sources: what the second check was.
        var all = read
        all.entries = read.entries.filter { !$0.isSource }.map { entry in
            var entry = entry
            let source = read.entries.first { $0.isSource && $0.key == entry.key }
            if let source, let text = fixedTexts[source.index] { entry.entry.sourceText = text }
            return entry
        }
        let checker = EntryChecker(checker: BatchChecker(Checker(store: .bundled)), sourceLocale: "en",
                                   includeStale: false)
        let ofChecked = checker.diagnostics(checked), ofAll = checker.diagnostics(all)
        let asRead = checker.diagnostics(read)
        XCTAssertFalse(ofChecked.isEmpty)
        for entry in checked.entries {
            XCTAssertEqual(ofChecked[entry.index] ?? [], ofAll[entry.index] ?? [], "\(entry.key) \(entry.locale)")
        }
        // The others' findings are those of the first check.
        for entry in all.entries where !checked.entries.contains(where: { $0.index == entry.index }) {
            XCTAssertEqual(ofAll[entry.index] ?? [], asRead[entry.index] ?? [], "\(entry.key) \(entry.locale)")
        }
        // The fixed sources change what the translations of the fixed keys are judged to be: a copy of its source
        // is one no longer.
        let album = try index("menu.rename_album", "de")
        XCTAssertEqual((asRead[album] ?? []).map(\.rule).filter { $0 == "untranslated" }, ["untranslated"])
        XCTAssertEqual((ofChecked[album] ?? []).map(\.rule).filter { $0 == "untranslated" }, [])
    }
}
