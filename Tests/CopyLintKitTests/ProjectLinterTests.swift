import CopyLowLevel
import Foundation
import XCTest
@testable import CopyLintKit
import CopyFormats

/// `copylint lint` on fixture trees: every diagnostic's position, byte-exact fixes, refusals.
final class ProjectLinterTests: XCTestCase {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    /// A copy of a fixture tree in a temporary folder, removed after the test.
    func copy(_ name: String) throws -> URL {
        let target = FileManager.default.temporaryDirectory.appendingPathComponent("copylint-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: Self.fixtures.appendingPathComponent(name), to: target)
        addTeardownBlock { try? FileManager.default.removeItem(at: target) }
        return target
    }

    /// With `fix`, at the suggested level: every fix-it, as these tests check the bytes every kind of fix writes.
    func lint(_ root: URL, fix: Bool = false) throws -> [FileResult] {
        let linter = ProjectLinter()
        return linter.lint(try linter.files(under: [root.path]), fix: fix ? FixRequest(level: .suggested) : nil)
    }

    func positions(_ results: [FileResult], under root: URL) -> [String] {
        results.flatMap(\.findings).map { finding in
            "\(finding.file.dropFirst(root.path.count + 1)):\(finding.line):\(finding.column) \(finding.diagnostic.rule)"
        }.sorted()
    }

    func testEveryDiagnosticPositionInEveryFormat() throws {
        let root = Self.fixtures.appendingPathComponent("LintTree")
        XCTAssertEqual(positions(try lint(root), under: root), [
            "Settings.xcstrings:11:37 ellipsis",
            "Settings.xcstrings:17:32 ellipsis",
            "Settings.xcstrings:28:24 missing_translation",
            "Settings.xcstrings:28:24 single_word_title",
            "de.lproj/Localizable.strings:1:1 missing_translation",
            "de.lproj/Localizable.strings:3:67 ellipsis",
            "de.lproj/Localizable.strings:5:33 cancel_label",
            "de.lproj/Localizable.strings:6:39 whitespace_mismatch",
            "de.lproj/Localizable.strings:7:29 ellipsis",
            "en.lproj/Localizable.strings:13:24 title_case",
            "en.lproj/Localizable.strings:13:29 title_case",
            "en.lproj/Localizable.strings:4:32 sentence_case",
            "en.lproj/Localizable.strings:6:69 ellipsis",
            "en.lproj/Localizable.strings:8:34 yes_no_button",
            "en.lproj/Localizable.stringsdict:16:22 whitespace",
            "fr.xliff:12:36 standard_term_translation",
            "fr.xliff:7:59 ellipsis",
            "fr.xliff:7:61 punctuation_mismatch",
        ])
    }

    func testFixWritesExactlyTheExpectedBytesAndASecondRunChangesNothing() throws {
        let root = try copy("LintTree")
        let results = try lint(root, fix: true)
        XCTAssertEqual(results.map(\.fixError), results.map { _ in nil })
        // "Yes" keeps its title: its alert is grouped by key prefix alone, too weak for the fix-it from the title's verb.
        XCTAssertEqual(results.reduce(0) { $0 + $1.fixedStrings }, 12)
        let expected = Self.fixtures.appendingPathComponent("LintTree-fixed")
        for file in try ProjectLinter().files(under: [expected.path]) {
            let relative = String(file.dropFirst(expected.path.count))
            let written = try Data(contentsOf: URL(fileURLWithPath: root.path + relative))
            XCTAssertEqual(written, try Data(contentsOf: URL(fileURLWithPath: file)), "\(relative) differs from LintTree-fixed")
        }
        let again = try lint(root, fix: true)
        XCTAssertEqual(again.reduce(0) { $0 + $1.fixedStrings }, 0, "fixing twice must equal fixing once")
    }

    func testFixKeepsUTF16ByteOrderMarkAndCRLF() throws {
        let root = try copy("LintTree")
        _ = try lint(root, fix: true)
        let german = try Data(contentsOf: root.appendingPathComponent("de.lproj/Localizable.strings"))
        XCTAssertEqual(Array(german.prefix(2)), [0xFF, 0xFE])
        let english = [UInt8](try Data(contentsOf: root.appendingPathComponent("en.lproj/Localizable.strings")))
        let lineFeeds = english.indices.filter { english[$0] == 0x0A }
        XCTAssertFalse(lineFeeds.isEmpty)
        XCTAssertTrue(lineFeeds.allSatisfy { $0 > 0 && english[$0 - 1] == 0x0D }, "every line still ends in CRLF")
    }

    func testSuppressedRulesAreNeitherReportedNorFixed() throws {
        let root = try copy("LintTree")
        let results = try lint(root, fix: true)
        XCTAssertFalse(results.flatMap(\.findings).contains { $0.key == "menu.export" && $0.locale == "en" })
        let english = try String(contentsOf: root.appendingPathComponent("en.lproj/Localizable.strings"), encoding: .utf8)
        XCTAssertTrue(english.contains("\"menu.export\" = \"Export...\";"))
    }

    /// A symbolic link to a shared file is fixed through: the shared file is rewritten and the link stays a link.
    func testFixWritesThroughASymbolicLink() throws {
        let root = try copy("LintTree")
        let shared = FileManager.default.temporaryDirectory.appendingPathComponent("copylint-shared-\(UUID().uuidString).strings")
        addTeardownBlock { try? FileManager.default.removeItem(at: shared) }
        let link = root.appendingPathComponent("en.lproj/Localizable.strings")
        try FileManager.default.moveItem(at: link, to: shared)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: shared)
        _ = try lint(root, fix: true)
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: link.path)[.type] as? FileAttributeType, .typeSymbolicLink)
        let fixed = try String(contentsOf: shared, encoding: .utf8)
        XCTAssertFalse(fixed.contains("\"save draft\""), "the shared file is fixed")
        XCTAssertTrue(fixed.contains("\"menu.export\" = \"Export...\";"), "suppressed fixes still left alone")
    }

    /// A link and its target both in the tree are one file: fixed once, whole, and the link stays a link.
    func testFixOfALinkAndItsTargetInOneRun() throws {
        let root = try copy("LintTree")
        let link = root.appendingPathComponent("en-GB.lproj/Localizable.strings")
        try FileManager.default.createDirectory(at: link.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "../en.lproj/Localizable.strings")
        _ = try lint(root, fix: true)
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: link.path)[.type] as? FileAttributeType, .typeSymbolicLink)
        let target = root.appendingPathComponent("en.lproj/Localizable.strings")
        let fixed = try LocalizationReader.read(path: target.path)
        XCTAssertEqual(fixed.entries.first { $0.key == "button.save_draft" }?.text, "Save Draft")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: target.deletingLastPathComponent().path).filter { $0.hasPrefix(".") }, [],
                       "no temporary file left")
    }

    func testUnparsableFileIsReportedNeverWrittenAndOthersStillLinted() throws {
        let root = try copy("Malformed")
        let broken = root.appendingPathComponent("en.lproj/Broken.strings")
        let before = try Data(contentsOf: broken)
        let results = try lint(root, fix: true)
        let failed = try XCTUnwrap(results.first { $0.path.hasSuffix("Broken.strings") })
        XCTAssertEqual(failed.error?.position, SourcePosition(line: 1, column: 31))
        XCTAssertEqual(failed.error?.message, "expected ';' after value")
        XCTAssertEqual(try Data(contentsOf: broken), before)
        let good = try XCTUnwrap(results.first { $0.path.hasSuffix("Good.strings") })
        XCTAssertEqual(good.fixedStrings, 0, "an unknown-role string gets no ok_spelling fix")
        XCTAssertNil(good.error)
    }

    /// Translation files parsed ahead, while the sources are read (the first few in lint order), are linted as the
    /// others: the same findings and errors whichever files they are, a malformed one reported, never written.
    func testFilesParsedAheadAreLintedAsTheOthers() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("copylint-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: root) }
        let title = "alert.delete_photo.title", button = "alert.delete_photo.button.confirm"
        let files = [
            ("en", "/* Title of the alert that confirms deleting a photo */\n\"\(title)\" = \"Delete Photo?\";\n/* Button that confirms the deletion */\n\"\(button)\" = \"Delete\";\n"),
            ("de", "\"\(title)\" = \"Foto löschen?\";\n\"\(button)\" = \"Löschen\";\n"),
            ("es", "/* unterminated \"\(title)\" = \"¿Eliminar foto?\";\n"),
            ("fr", "\"\(title)\" = \"Supprimer la photo ?\";\n\"\(button)\" = \"Supprimer\";\n"),
            ("it", "\"\(title)\" = \"Eliminare la foto\";\n"),
            ("ja", "\"\(title)\" = \"写真を削除しますか?\";\n\"\(button)\" = \"削除\";\n"),
            ("nl", "\"\(title)\" = \"Foto verwijderen\";\n\"\(button)\" = \"Verwijderen\";\n\"button.old\" = \"Oud\";\n"),
            ("pt", "\"\(title)\" = \"Apagar foto?\";\n\"\(button)\" = \"Apagar\";\n"),
        ]
        for (locale, text) in files {
            let folder = root.appendingPathComponent("\(locale).lproj")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try text.write(to: folder.appendingPathComponent("Localizable.strings"), atomically: true, encoding: .utf8)
        }
        let linter = ProjectLinter()
        let paths = try linter.files(under: [root.path])
        // More translations than are parsed ahead, so each order parses other ones ahead.
        XCTAssertGreaterThan(paths.count - 1, 2 * AvailableCores.count)
        let forward = linter.lint(paths), backward = linter.lint(paths.reversed())
        XCTAssertEqual(detailed(forward, under: root), detailed(backward.reversed(), under: root))
        XCTAssertEqual(forward.map(\.path), backward.reversed().map(\.path))
        XCTAssertEqual(forward.map(\.error?.message), backward.reversed().map(\.error?.message))
        XCTAssertEqual(forward.first { $0.path.contains("es.lproj") }?.error?.message, "unterminated comment")
        let found = detailed(forward, under: root)
        XCTAssertTrue(found.contains { $0.hasPrefix("it.lproj") && $0.contains("missing_translation") }, "\(found)")
        // Checked against its source's text, in whichever pass the file was parsed.
        XCTAssertTrue(found.contains { $0.hasPrefix("it.lproj") && $0.contains("punctuation_mismatch") }, "\(found)")
        XCTAssertTrue(found.contains { $0.hasPrefix("nl.lproj") && $0.contains("punctuation_mismatch") }, "\(found)")
        XCTAssertTrue(found.contains { $0.hasPrefix("nl.lproj") && $0.contains("extra_translation") }, "\(found)")
        // Fixing, in either order: the broken file is never written.
        let broken = root.appendingPathComponent("es.lproj/Localizable.strings")
        let before = try Data(contentsOf: broken)
        _ = linter.lint(paths.reversed(), fix: true)
        _ = linter.lint(paths, fix: true)
        XCTAssertEqual(try Data(contentsOf: broken), before)
    }

    /// A catalog linted alone has its strings checked on every core, in parts: it is reported as when it is
    /// linted beside more files than cores, checked on one core.
    func testACatalogCheckedOnEveryCoreIsReportedAsOnOne() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("copylint-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let roles = [("alert.%d.title", "Delete this photo %d?", "Dieses Foto %d löschen?"),
                     ("alert.%d.message", "The photo %d will be deleted...", "Das Foto %d wird gelöscht..."),
                     ("alert.%d.button.ok", "Ok", "Ok"),
                     ("menu.rename_%d", "rename album %d...", "Album %d umbenennen..."),
                     ("button.share_%d", "Share %d photos", "%d Fotos teilen")]
        var strings: [String: Any] = [:]
        for index in 0..<(ProjectLinter.spreadEntries / 2 + 100) {
            let (key, english, german) = roles[index % roles.count]
            func unit(_ text: String) -> [String: Any] {
                ["stringUnit": ["state": "translated", "value": text.replacingOccurrences(of: "%d", with: "\(index)")]]
            }
            let localizations = ["en": unit(english), "de": unit(german)]
            strings[key.replacingOccurrences(of: "%d", with: "\(index)")] = ["localizations": localizations]
        }
        let catalog = root.appendingPathComponent("Localizable.xcstrings")
        let object: [String: Any] = ["sourceLanguage": "en", "version": "1.0", "strings": strings]
        let json = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
        try json.write(to: catalog)
        // As many other files as cores: with the catalog, more files than cores, so none is spread.
        let others = (0..<AvailableCores.count).map { root.appendingPathComponent("en.lproj/Other\($0).strings") }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("en.lproj"),
                                                withIntermediateDirectories: true)
        for other in others {
            try "\"other.title\" = \"Other\";\n".write(to: other, atomically: true, encoding: .utf8)
        }
        let linter = ProjectLinter()
        let alone = linter.lint([catalog.path]), beside = linter.lint([catalog.path] + others.map(\.path))
        XCTAssertGreaterThanOrEqual(alone[0].strings, ProjectLinter.spreadEntries)
        let fixIts = { (results: [FileResult]) in results[0].findings.map { "\($0.diagnostic.fixIts)" } }
        XCTAssertEqual(detailed([alone[0]], under: root), detailed([beside[0]], under: root))
        XCTAssertEqual(fixIts(alone), fixIts(beside))
        XCTAssertGreaterThan(alone[0].findings.count, ProjectLinter.spreadEntries / 4, "the strings have findings")
    }

    /// A source table and its translation, no more files than cores, are each checked in parts on every core
    /// (`HelpedMap`), one file at a time, and fixed so: reported and fixed as when they are linted beside more
    /// files than cores.
    func testASourceTableAndItsTranslationSpreadAreReportedAndFixedAsUnspread() throws {
        let roles = [("alert.%d.title", "Delete this photo %d?", "Dieses Foto %d löschen?"),
                     ("alert.%d.message", "The photo %d will be deleted...", "Das Foto %d wird gelöscht..."),
                     ("alert.%d.button.ok", "Ok", "Ok"),
                     ("menu.rename_%d", "rename album %d...", "Album %d umbenennen..."),
                     ("button.share_%d", "Share %d photos", "%d Fotos teilen")]
        var english = "", german = ""
        for index in 0..<(ProjectLinter.spreadEntries + 100) {
            let (key, source, translation) = roles[index % roles.count]
            let line = { (text: String) in
                "\"\(key.replacingOccurrences(of: "%d", with: "\(index)"))\" = "
                    + "\"\(text.replacingOccurrences(of: "%d", with: "\(index)"))\";\n"
            }
            english += line(source)
            german += line(translation)
        }
        var files = ["en.lproj/Localizable.strings": english, "de.lproj/Localizable.strings": german]
        for other in 0..<AvailableCores.count {
            files["en.lproj/Other\(other).strings"] = "\"other.title\" = \"Other\";\n"
        }
        let (spreadRoot, unspreadRoot) = (try tree(files), try tree(files))
        let pair = ["en.lproj/Localizable.strings", "de.lproj/Localizable.strings"]
        let others = (0..<AvailableCores.count).map { "en.lproj/Other\($0).strings" }
        let linter = ProjectLinter()
        let spread = linter.lint(pair.map { spreadRoot.appendingPathComponent($0).path })
        let unspread = linter.lint((pair + others).map { unspreadRoot.appendingPathComponent($0).path })
        XCTAssertGreaterThan(spread.flatMap(\.findings).count, ProjectLinter.spreadEntries / 4, "findings")
        XCTAssertEqual(detailed(spread, under: spreadRoot), detailed(Array(unspread.prefix(2)), under: unspreadRoot))
        // The translation first, as a walk of the tree names them: the source is still linted first (then let go),
        // and each file is reported where it was named.
        let reversed = linter.lint(pair.reversed().map { spreadRoot.appendingPathComponent($0).path })
        XCTAssertEqual(detailed(reversed, under: spreadRoot), detailed(spread.reversed(), under: spreadRoot))
        let fixedSpread = linter.lint(pair.map { spreadRoot.appendingPathComponent($0).path }, fix: true)
        let fixedUnspread = linter.lint((pair + others).map { unspreadRoot.appendingPathComponent($0).path }, fix: true)
        XCTAssertGreaterThan(fixedSpread.map(\.fixedStrings).reduce(0, +), 0)
        XCTAssertEqual(detailed(fixedSpread, under: spreadRoot),
                       detailed(Array(fixedUnspread.prefix(2)), under: unspreadRoot))
        for path in pair {
            XCTAssertEqual(try Data(contentsOf: spreadRoot.appendingPathComponent(path)),
                           try Data(contentsOf: unspreadRoot.appendingPathComponent(path)), path)
        }
    }

    /// What a fixing run reports is what linting the fixed files reports, and a second fixing run changes nothing:
    /// the fixed file is understood from the bytes it was written with, and source files are fixed before their
    /// translations are fixed and compared with them (ConfiguredApp fixes a source string ending in "!" that its
    /// German translation had to match; a trailing space a source loses, its translations lose in the same run).
    func testFixReportsWhatRemainsInTheWrittenFiles() throws {
        for fixture in ["LintTree", "SampleApp", "ConfiguredApp"] {
            let root = try copy(fixture)
            let fixing = try lint(root, fix: true)
            XCTAssertGreaterThan(fixing.map(\.fixedStrings).reduce(0, +), 0, fixture)
            let fixedBytes = try contents(under: root)
            let after = try lint(root)
            XCTAssertEqual(detailed(fixing, under: root), detailed(after, under: root), fixture)
            XCTAssertEqual(fixing.map(\.strings), after.map(\.strings), fixture)
            let again = try lint(root, fix: true)
            XCTAssertEqual(again.map(\.fixedStrings).reduce(0, +), 0, fixture)
            XCTAssertEqual(try contents(under: root), fixedBytes, fixture)
        }
        // A source's trailing space, which its translation copied: both lose it in one run.
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("copylint-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: root) }
        for (locale, text) in [("en", "Request early access "), ("de", "Frühzeitigen Zugriff anfordern ")] {
            let folder = root.appendingPathComponent("\(locale).lproj")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try "\"button.request_access\" = \"\(text)\";\n".write(to: folder.appendingPathComponent("Localizable.strings"), atomically: true, encoding: .utf8)
        }
        _ = try lint(root, fix: true)
        XCTAssertEqual(try String(contentsOf: root.appendingPathComponent("de.lproj/Localizable.strings"), encoding: .utf8),
                       "\"button.request_access\" = \"Frühzeitigen Zugriff anfordern\";\n")
        XCTAssertEqual(try lint(root, fix: true).map(\.fixedStrings).reduce(0, +), 0)
    }

    private func contents(under root: URL) throws -> [String: Data] {
        let files = try XCTUnwrap(FileManager.default.subpaths(atPath: root.path))
        return try Dictionary(uniqueKeysWithValues: files.sorted().compactMap { path -> (String, Data)? in
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path, isDirectory: &isFolder)
            return isFolder.boolValue ? nil : (path, try Data(contentsOf: root.appendingPathComponent(path)))
        })
    }

    private func detailed(_ results: [FileResult], under root: URL) -> [String] {
        results.flatMap(\.findings).map { finding in
            "\(finding.file.dropFirst(root.path.count + 1)):\(finding.line):\(finding.column) \(finding.diagnostic.rule) \(finding.key ?? "-") "
                + "\(finding.locale) \(finding.role) \(finding.diagnostic.range) \(finding.text.debugDescription) \(finding.diagnostic.message)"
        }
    }

    func testWrittenFileIsTheFileOnDisk() throws {
        let root = try copy("LintTree")
        let path = root.appendingPathComponent("en.lproj/Localizable.strings").path
        let file = try LocalizationReader.read(path: path)
        let index = try XCTUnwrap(file.entries.firstIndex { $0.key == "button.save_draft" })
        let written = try XCTUnwrap(try FileWriter.write(file, fixedTexts: [index: "Save Draft"]))
        let read = try LocalizationReader.read(path: path)
        XCTAssertEqual(written.bytes, read.bytes)
        XCTAssertEqual(written.entries.map { "\($0.key)=\($0.text) \($0.position)" }, read.entries.map { "\($0.key)=\($0.text) \($0.position)" })
        XCTAssertEqual(read.entries[index].text, "Save Draft")
        XCTAssertNil(try FileWriter.write(read, fixedTexts: [index: "Save Draft"]), "no byte to change")
    }

    func testFixRefusesAFileChangedOnDiskSinceItWasRead() throws {
        let root = try copy("LintTree")
        let path = root.appendingPathComponent("en.lproj/Localizable.strings").path
        let file = try LocalizationReader.read(path: path)
        let index = try XCTUnwrap(file.entries.firstIndex { $0.key == "button.save_draft" })
        try Data("/* edited elsewhere */\n".utf8).write(to: URL(fileURLWithPath: path))
        XCTAssertThrowsError(try FileWriter.write(file, fixedTexts: [index: "Save Draft"])) { error in
            XCTAssertTrue("\(error)".contains("changed on disk"))
        }
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "/* edited elsewhere */\n")
    }

    func testFixKeepsPermissions() throws {
        let root = try copy("LintTree")
        let path = root.appendingPathComponent("en.lproj/Localizable.strings").path
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: path)
        _ = try lint(root, fix: true)
        let permissions = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        XCTAssertEqual(permissions, 0o640)
    }

    func testPretranslateFindsSourceProblems() throws {
        let root = Self.fixtures.appendingPathComponent("SampleApp")
        let linter = ProjectLinter()
        let results = linter.pretranslate(try linter.files(under: [root.path]))
        let rules = Set(results.flatMap(\.findings).map(\.diagnostic.rule))
        XCTAssertTrue(rules.isSuperset(of: ["missing_comment", "plural_candidate", "yes_no_button", "ellipsis"]), "\(rules)")
        XCTAssertFalse(results.contains { $0.path.contains("de.lproj") || $0.path.contains("ja.lproj") }, "translations are not pretranslated")
    }

    func testTranslationsTakeTheirSourceRoles() throws {
        let root = Self.fixtures.appendingPathComponent("SampleApp")
        let linter = ProjectLinter()
        let reads = linter.read(try linter.files(under: [root.path])).compactMap { try? $0.get() }
        let japanese = try XCTUnwrap(reads.first { $0.file.path.contains("ja.lproj") })
        let button = try XCTUnwrap(japanese.entries.first { $0.entry.key == "alert.delete_photo.button.confirm" })
        XCTAssertEqual(button.assignment.role, .alertButton)
        XCTAssertEqual(button.assignment.group, "Localizable:alert.delete_photo")
    }

    /// A translation takes its source string's role even where its own key and text would say otherwise (the English
    /// word lists judge English text); keys the source lacks are inferred, a plural form the source lacks from "other".
    func testTranslationsKeepTheSourceRoleOverTheirOwnSignals() throws {
        let root = try tree([
            "en.lproj/Localizable.strings": """
            "component::alert::title" = "Alert";
            /* Title of the alert shown when sync fails */
            "sync.failed.button" = "Sync Failed";
            """,
            "de.lproj/Localizable.strings": """
            "component::alert::title" = "Warnung";
            "sync.failed.button" = "Synchronisierung fehlgeschlagen";
            "stale.alert.title" = "Veraltet";
            """,
            "en.lproj/Localizable.stringsdict": Self.stringsdict(["one": "Delete %d photo?", "other": "Delete %d photos?"]),
            "pl.lproj/Localizable.stringsdict": Self.stringsdict(["one": "Usuń %d zdjęcie", "few": "Usuń %d zdjęcia", "other": "Usuń %d zdjęć"]),
        ])
        let linter = ProjectLinter()
        let reads = linter.read(try linter.files(under: [root.path])).compactMap { try? $0.get() }
        func entry(_ locale: String, _ key: String) -> LintedEntry? {
            reads.flatMap(\.entries).first { $0.locale == locale && $0.entry.key == key }
        }
        func assignment(_ locale: String, _ key: String) -> RoleAssignment? { entry(locale, key)?.assignment }
        // "Alert" alone names a feature, so the source is no alert title; "Warnung" is not in the English list.
        XCTAssertEqual(assignment("en", "component::alert::title"), .unknown)
        XCTAssertEqual(assignment("de", "component::alert::title"), .unknown)
        // The source's comment outranks its key; the German file has no comment, and its key alone says button.
        let synced = try XCTUnwrap(assignment("en", "sync.failed.button"))
        XCTAssertEqual(synced.role, .alertTitle)
        XCTAssertEqual(synced.source, .comment)
        XCTAssertEqual(assignment("de", "sync.failed.button"), synced)
        XCTAssertEqual(assignment("de", "stale.alert.title")?.role, .alertTitle, "no source string: its own key decides")
        XCTAssertEqual(assignment("de", "stale.alert.title")?.source, .key)
        // A question is no button, so the source has no role; the Polish forms are no questions, and "few" has no
        // source form of its own: it takes the source's "other".
        XCTAssertEqual(assignment("en", "delete.alert.button/photos/other"), .unknown)
        XCTAssertEqual(assignment("pl", "delete.alert.button/photos/few"), .unknown)
        XCTAssertEqual(assignment("pl", "delete.alert.button/photos/one"), .unknown)
        // The text each translation is compared with: every plural form with the source's "other" (the source's
        // singular may spell the count out), other strings with their own source string, stale keys with none.
        XCTAssertEqual(entry("pl", "delete.alert.button/photos/one")?.sourceText, "Delete %d photos?")
        XCTAssertEqual(entry("pl", "delete.alert.button/photos/few")?.sourceText, "Delete %d photos?")
        XCTAssertEqual(entry("pl", "delete.alert.button/photos/other")?.sourceText, "Delete %d photos?")
        XCTAssertEqual(entry("de", "sync.failed.button")?.sourceText, "Sync Failed")
        XCTAssertNil(entry("de", "stale.alert.title")?.sourceText)
        XCTAssertNil(entry("en", "sync.failed.button")?.sourceText)
    }

    /// Coverage compares keys by their bytes, as Foundation looks them up: a decomposed `é` does not translate a
    /// precomposed one. A plural form the source language lacks covers its key.
    func testTranslationCoverageComparesKeyBytes() throws {
        let sentence = String(repeating: "Do you want to delete this photo? ", count: 6)
        let root = try tree([
            "en.lproj/Localizable.strings": "\"caf\u{E9}\" = \"Café\";\n\"\(sentence)\" = \"Delete?\";\n",
            "de.lproj/Localizable.strings": "\"cafe\u{301}\" = \"Café\";\n\"\(sentence)\" = \"Löschen?\";\n",
            "en.lproj/Localizable.stringsdict": Self.stringsdict(["one": "Delete %d photo?", "other": "Delete %d photos?"]),
            "pl.lproj/Localizable.stringsdict": Self.stringsdict(["few": "Usunąć %d zdjęcia?", "other": "Usunąć %d zdjęć?"]),
        ])
        let findings = try lint(root).flatMap(\.findings).filter { $0.diagnostic.rule.hasSuffix("_translation") }
        XCTAssertEqual(findings.map { "\($0.locale) \($0.diagnostic.rule) \(($0.key ?? "").unicodeScalars.map { String($0.value, radix: 16) })" }.sorted(), [
            "de extra_translation [\"63\", \"61\", \"66\", \"65\", \"301\"]",
            "de missing_translation [\"63\", \"61\", \"66\", \"e9\"]",
        ])
    }

    /// A catalog's locale that is not a language (`qqq`, notes for translators) is read and left out: the entries
    /// after it are reported and fixed as themselves (their findings were looked up by the file's index among
    /// the linted entries, which then ran short, and the lint crashed).
    func testACatalogWithALocaleThatIsNotALanguageIsLintedAndFixedAroundIt() throws {
        let catalog = """
            {"sourceLanguage": "en", "version": "1.0", "strings": {
              "a.menu.rename": {"localizations": {
                "en": {"stringUnit": {"state": "translated", "value": "Rename album..."}},
                "qqq": {"stringUnit": {"state": "translated", "value": "A note..."}}}},
              "b.menu.share": {"localizations": {
                "de": {"stringUnit": {"state": "translated", "value": "Teilen..."}},
                "en": {"stringUnit": {"state": "translated", "value": "Share photos..."}}}}}}
            """
        let root = try tree(["Localizable.xcstrings": catalog])
        let findings = try lint(root).flatMap(\.findings).filter { $0.diagnostic.rule == "ellipsis" }
        XCTAssertEqual(findings.map { "\($0.locale) \($0.key ?? "") \($0.text)" }.sorted(),
                       ["de b.menu.share Teilen...", "en a.menu.rename Rename album...", "en b.menu.share Share photos..."])
        _ = try lint(root, fix: true)
        let fixed = try String(contentsOf: root.appendingPathComponent("Localizable.xcstrings"), encoding: .utf8)
        XCTAssertFalse(fixed.contains("Teilen..."), fixed)
        XCTAssertTrue(fixed.contains("\"A note...\""), fixed)
        XCTAssertFalse(fixed.contains("album..."), fixed)
        XCTAssertFalse(fixed.contains("photos..."), fixed)
    }

    /// A catalog key whose text is only a format (a number and a stop, two placeholders and a dash) has nothing to
    /// translate: no locale misses it. A key with words that a locale lacks is still missing there.
    func testAFormatWithNoWordsIsNeverMissing() throws {
        func unit(_ text: String) -> [String: Any] { ["stringUnit": ["state": "translated", "value": text]] }
        var strings: [String: Any] = [
            "%lld. ": ["localizations": ["it": unit("%lld.")]],
            "%1$@ – %2$@": ["localizations": [String: Any]()],
            "%lld items": ["localizations": ["it": unit("%lld elementi")]],
        ]
        for number in 1...20 {
            strings["Row \(number)"] = ["localizations": ["it": unit("Riga \(number)"), "de": unit("Zeile \(number)")]]
        }
        let object: [String: Any] = ["sourceLanguage": "en", "version": "1.0", "strings": strings]
        let json = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
        let root = try tree(["Localizable.xcstrings": String(decoding: json, as: UTF8.self)])
        let findings = try lint(root).flatMap(\.findings).filter { $0.diagnostic.rule == "missing_translation" }
        XCTAssertEqual(findings.map { "\($0.locale) \($0.key ?? "")" }.sorted(), ["de %lld items"])
    }

    /// A catalog's missing translations are found per locale, whichever order its locales come in and however
    /// many variations a key has there, each at its key's first source entry.
    func testACatalogsMissingTranslationsPerLocale() throws {
        func unit(_ text: String) -> [String: Any] { ["stringUnit": ["state": "translated", "value": text]] }
        let plural: [String: Any] = ["variations": ["plural": ["one": unit("%lld Foto"), "other": unit("%lld Fotos")]]]
        var strings: [String: Any] = [
            "Rename": ["localizations": ["ja": unit("名前を変更"), "de": unit("Umbenennen")]],
            "Share": ["localizations": ["ja": unit("共有")]],
            "%lld photos": ["localizations": ["de": plural, "ja": unit("%lld 枚の写真")]],
        ]
        // Enough rows that each locale is past the coverage below which its missing keys are summed up in one.
        for number in 1...40 {
            strings["Row \(number)"] = ["localizations": ["fr": unit("Ligne \(number)"), "ja": unit("行 \(number)"),
                                                         "de": unit("Zeile \(number)")]]
        }
        let object: [String: Any] = ["sourceLanguage": "en", "version": "1.0", "strings": strings]
        let json = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
        let text = String(decoding: json, as: UTF8.self)
        let root = try tree(["Localizable.xcstrings": text])
        let findings = try lint(root).flatMap(\.findings).filter { $0.diagnostic.rule == "missing_translation" }
        XCTAssertEqual(findings.map { "\($0.locale) \($0.key ?? "")" }.sorted(),
                       ["de Share", "fr %lld photos", "fr Rename", "fr Share"])
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let renameLine = (lines.firstIndex { $0.contains("\"Rename\" : {") } ?? -1) + 1
        XCTAssertEqual(findings.first { $0.locale == "fr" && $0.key == "Rename" }?.line, renameLine)
    }

    /// A catalog key whose comment tells translators not to localise it (Interface Builder's note on a placeholder
    /// the code replaces) is missing in no locale, nor is one whose English is the locale's own standard name
    /// (Finnish OK is "OK"); a key without such a note still is, and so is Cancel.
    func testAKeyMarkedNotToLocalizeOrNamedAsTheLocaleDoesIsNeverMissing() throws {
        func unit(_ text: String) -> [String: Any] { ["stringUnit": ["state": "translated", "value": text]] }
        var strings: [String: Any] = [
            "kYn-pW-tq6.title": ["comment": "Class = \"NSTextFieldCell\"; title = \"Warning Label\"; "
                                    + "Note = \"Do not localize\";",
                                 "localizations": ["en": unit("Warning Label")]],
            "Hc4-Xy-7aa.title": ["comment": "Class = \"NSTextFieldCell\"; title = \"Duration\";",
                                 "localizations": ["en": unit("Duration")]],
            "OK": ["localizations": ["en": unit("OK")]],
            "Cancel": ["localizations": ["en": unit("Cancel")]],
        ]
        for number in 1...20 {
            strings["Row \(number)"] = ["localizations": ["fi": unit("Rivi \(number)")]]
        }
        let object: [String: Any] = ["sourceLanguage": "en", "version": "1.0", "strings": strings]
        let json = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
        let root = try tree(["Localizable.xcstrings": String(decoding: json, as: UTF8.self)])
        let findings = try lint(root).flatMap(\.findings).filter { $0.diagnostic.rule == "missing_translation" }
        XCTAssertEqual(findings.map { "\($0.locale) \($0.key ?? "")" }.sorted(), ["fi Cancel", "fi Hc4-Xy-7aa.title"])
    }

    /// A locale that has every key but leaves most of them in English is a partial translation, reported once; its
    /// English "Delete" is one of those untranslated strings, not a wrong standard name. Where the locale is
    /// translated, the same copy is a finding, and so is each missing key.
    func testALocaleMostlyLeftInEnglishIsReportedOnce() throws {
        var english = "/* Alert button */\n\"delete.button\" = \"Delete\";\n\"more.label\" = \"Show more places\";\n"
        var copied = "\"delete.button\" = \"Delete\";\n"
        var translated = copied
        for number in 1...20 {
            english += "\"row\(number).label\" = \"Show the list of saved places\";\n"
            copied += "\"row\(number).label\" = \"Show the list of saved places\";\n"
            translated += "\"row\(number).label\" = \"Liste der gespeicherten Orte anzeigen\";\n"
        }
        let root = try tree([
            "en.lproj/Localizable.strings": english,
            "he.lproj/Localizable.strings": copied,
            "de.lproj/Localizable.strings": translated,
        ])
        let findings = try lint(root).flatMap(\.findings)
            .filter { ["missing_translation", "standard_term_translation"].contains($0.diagnostic.rule) }
        XCTAssertEqual(findings.map { "\($0.locale) \($0.diagnostic.rule) \($0.key ?? "")" }.sorted(), [
            "de missing_translation more.label", "de standard_term_translation delete.button",
            "he missing_translation more.label",
        ])
        XCTAssertTrue(findings.contains { $0.locale == "he" && $0.diagnostic.message.contains("partial translation") })
    }

    /// A tree of the given files under a temporary folder, removed after the test.
    func tree(_ files: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("copylint-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: root) }
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return root
    }

    /// A stringsdict of one alert-button key with one plural variable, `photos`.
    static func stringsdict(_ forms: [String: String]) -> String {
        let rules = forms.sorted { $0.key < $1.key }.map { "<key>\($0.key)</key><string>\($0.value)</string>" }.joined()
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>delete.alert.button</key><dict>
        <key>NSStringLocalizedFormatKey</key><string>%#@photos@</string>
        <key>photos</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
        <key>NSStringFormatValueTypeKey</key><string>d</string>\(rules)</dict></dict></dict></plist>
        """
    }
}

final class PluralCategoryKeyTests: XCTestCase {
    /// The category is the key's last path component, when it is one of CLDR's six; compared as written.
    func testCategoryIsTheLastComponent() {
        let cases: [(String, String?)] = [
            ("photos/one", "one"), ("%d photos/other", "other"), ("a/b/few", "few"), ("x/many", "many"), ("/zero", "zero"),
            ("one", nil), ("photos/ones", nil), ("photos/One", nil), ("photos/one/", nil), ("photos/one\u{301}", nil),
            ("photos/tw", nil), ("", nil), ("/", nil), ("photos/other-one", nil), ("写真/two", "two"), ("photos/\u{FF4F}ne", nil),
        ]
        for (key, expected) in cases {
            XCTAssertEqual(EntryChecker.pluralCategory(key), expected, key)
            // A bridged-like copy without contiguous storage is not made here; the same key rebuilt must agree.
            XCTAssertEqual(EntryChecker.pluralCategory(String(decoding: Array(key.utf8), as: UTF8.self)), expected, key)
        }
    }
}
