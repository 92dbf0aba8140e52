@testable import CopyFormats
@testable import CopyLintKit
import CopyRules
import XCTest

/// `lint --fix` understands the file it will write reusing the role decisions made when the file was read: an entry
/// takes a kept decision only when its key, text, comment, table and source text are those the decision was made
/// for, and the roles are then those a fresh reading gives.
final class RoleDecisionsTests: XCTestCase {
    private let reader = ProjectReader(options: LintOptions(), store: .bundled)

    private func parse(_ text: String, path: String) throws -> LocalizationFile {
        try LocalizationReader.parse(bytes: Array(text.utf8), path: path)
    }

    /// Entries of every signal: key words, comments, Interface Builder comments, siblings of an alert, none.
    private let strings = """
        /* Class = "NSMenuItem"; title = "Export…"; ObjectID = "a1b-cd-efg"; */
        "a1b-cd-efg.title" = "Export…";
        /* Title of the alert shown before a photo is deleted */
        "photo.remove.heading" = "Delete this photo?";
        "alert.delete.title" = "Delete Photo?";
        "alert.delete.message" = "You can’t undo this action.";
        "alert.delete.delete" = "Delete";
        "alert.delete.cancel" = "Cancel";
        "settings.sign_out.button" = "Sign Out";
        "profile.header" = "Your profile";
        /* Button that saves the draft */
        "draft.keep" = "Save draft";
        """

    /// The same file after edits of every kind a fix (or a user) makes: texts, a comment, a key; and the file
    /// with an entry taken away at its start, which moves every other entry's index.
    private var edited: [String] {
        [
            strings.replacingOccurrences(of: "\"Delete Photo?\"", with: "\"Delete photo?\"")
                .replacingOccurrences(of: "\"Sign Out\"",
                                      with: "\"Signing out will remove your local drafts and photos.\"")
                .replacingOccurrences(of: "Button that saves the draft", with: "Menu command that saves the draft")
                .replacingOccurrences(of: "\"alert.delete.delete\"", with: "\"alert.delete.confirm\""),
            strings.split(separator: "\n").dropFirst(2).joined(separator: "\n"),
            strings,
        ]
    }

    func testAFileUnderstoodAgainReusingItsDecisionsHasTheRolesOfAFreshReading() throws {
        let path = "/tmp/en.lproj/Localizable.strings"
        let read = reader.understand(try parse(strings, path: path), sources: SourceIndex(), keepingDecisions: true)
        XCTAssertNotNil(read.decisions)
        XCTAssertTrue(read.entries.contains { $0.assignment.source == .sibling }, "siblings are among the signals")
        for text in edited {
            let file = try parse(text, path: path)
            let fresh = reader.understand(file, sources: SourceIndex())
            let reusing = reader.understand(file, sources: SourceIndex(), keepingDecisions: false,
                                            reusing: read.decisions)
            XCTAssertEqual(reusing.entries.map(\.assignment), fresh.entries.map(\.assignment))
            XCTAssertNil(fresh.decisions)
        }
        let editedRoles = reader.understand(try parse(edited[0], path: path), sources: SourceIndex()).entries
        XCTAssertNotEqual(editedRoles.map(\.assignment), read.entries.map(\.assignment), "the edits change some roles")
    }

    func testACatalogUnderstoodAgainReusingItsDecisionsHasTheRolesOfAFreshReading() throws {
        func catalog(_ title: String, _ button: String, comment: String) -> String {
            """
            {"sourceLanguage": "en", "version": "1.0", "strings": {
              "alert.delete.title": {"localizations": {
                "de": {"stringUnit": {"state": "translated", "value": "Foto löschen?"}},
                "en": {"stringUnit": {"state": "translated", "value": "\(title)"}}}},
              "alert.delete.delete": {"comment": "\(comment)", "localizations": {
                "de": {"stringUnit": {"state": "translated", "value": "Löschen"}},
                "en": {"stringUnit": {"state": "translated", "value": "\(button)"}}}},
              "profile.header": {"localizations": {
                "de": {"stringUnit": {"state": "translated", "value": "Dein Profil"}},
                "en": {"stringUnit": {"state": "translated", "value": "Your profile"}}}}}}
            """
        }
        let path = "/tmp/Localizable.xcstrings"
        let original = catalog("Delete Photo?", "Delete", comment: "Button of the alert")
        let read = reader.understand(try parse(original, path: path), sources: SourceIndex(), keepingDecisions: true)
        XCTAssertNotNil(read.decisions)
        for text in [catalog("Delete photo?", "Delete", comment: "Button of the alert"),
                     catalog("Delete Photo?", "Delete everything you have written so far.",
                             comment: "Button of the alert"),
                     catalog("Delete Photo?", "Delete", comment: "Menu command"), original] {
            let file = try parse(text, path: path)
            let fresh = reader.understand(file, sources: SourceIndex())
            let reusing = reader.understand(file, sources: SourceIndex(), keepingDecisions: false,
                                            reusing: read.decisions)
            XCTAssertEqual(reusing.entries.map(\.assignment), fresh.entries.map(\.assignment))
        }
    }

    /// A kept decision is taken as it is for an entry with the same inputs (here one no signal would give), and
    /// never for an entry that differs from the one it was made for in any of them.
    func testAKeptDecisionIsTakenOnlyForAnEntryWithTheSameKeyTextCommentTableAndSourceText() throws {
        let planted = RoleAssignment(role: .tabTitle, source: .config)
        func decisions(for file: LocalizationFile) -> RoleDecisions {
            RoleDecisions(entries: file.entries, inherited: [],
                          decided: TableDecisions(assignments: file.entries.map { _ in planted },
                                                  keys: file.entries.map { _ in nil }))
        }
        let base = "/* A comment */\n\"some.key\" = \"Some text\";"
        let kept = decisions(for: try parse(base, path: "/tmp/en.lproj/Localizable.strings"))
        let same = try parse(base, path: "/tmp/en.lproj/Localizable.strings")
        XCTAssertEqual(reader.understand(same, sources: SourceIndex(), keepingDecisions: false, reusing: kept)
            .entries[0].assignment, planted)
        let others = [
            ("/* A comment */\n\"other.key\" = \"Some text\";", "Localizable"),
            ("/* A comment */\n\"some.key\" = \"Other text\";", "Localizable"),
            ("/* Another comment */\n\"some.key\" = \"Some text\";", "Localizable"),
            ("\"some.key\" = \"Some text\";", "Localizable"),
            (base, "Other"),
        ]
        for (text, table) in others {
            let file = try parse(text, path: "/tmp/en.lproj/\(table).strings")
            let reusing = reader.understand(file, sources: SourceIndex(), keepingDecisions: false, reusing: kept)
            XCTAssertNotEqual(reusing.entries[0].assignment, planted, "\(table): \(text)")
            XCTAssertEqual(reusing.entries[0].assignment,
                           reader.understand(file, sources: SourceIndex()).entries[0].assignment)
        }
        // A translation whose source text changed (catalogs carry it beside the translation).
        func catalog(_ source: String) -> String {
            """
            {"sourceLanguage": "en", "version": "1.0", "strings": {"some.key": {"localizations": {
              "de": {"stringUnit": {"state": "translated", "value": "Etwas Text"}},
              "en": {"stringUnit": {"state": "translated", "value": "\(source)"}}}}}}
            """
        }
        let catalogKept = decisions(for: try parse(catalog("Some text"), path: "/tmp/Localizable.xcstrings"))
        let changed = try parse(catalog("Some other text"), path: "/tmp/Localizable.xcstrings")
        let german = try XCTUnwrap(changed.entries.firstIndex { $0.locale == "de" })
        XCTAssertNotNil(changed.entries[german].sourceText)
        let reusing = reader.understand(changed, sources: SourceIndex(), keepingDecisions: false, reusing: catalogKept)
        XCTAssertNotEqual(reusing.entries[german].assignment, planted)
        let unchanged = try parse(catalog("Some text"), path: "/tmp/Localizable.xcstrings")
        let unchangedRead = reader.understand(unchanged, sources: SourceIndex(), keepingDecisions: false,
                                              reusing: catalogKept)
        XCTAssertEqual(unchangedRead.entries[german].assignment, planted)
    }
}
