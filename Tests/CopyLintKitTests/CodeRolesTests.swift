import CopyFormats
import CopyLintKit
import CopyRules
import CopySource
import Foundation
import XCTest

/// Roles from the app's own code applied to its localisation files: before every other signal, carried to the
/// translations, with the uses listed by `entries`; and, on the corpus's macOS app (when ../shared is there),
/// how many of the English strings its code and Interface Builder files use get their role from them.
final class CodeRolesTests: XCTestCase {
    private func temporaryFolder() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("code-roles-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder + "/App/en.lproj", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder + "/App/de.lproj", withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: folder) }
        return folder
    }

    func testTheCodesRoleComesFirstAndReachesTranslations() throws {
        let folder = try temporaryFolder()
        // The key says "button"; the code makes it an alert's title.
        try #""delete.button" = "Delete this post?";"# .write(toFile: folder + "/App/en.lproj/Localizable.strings", atomically: true, encoding: .utf8)
        try #""delete.button" = "Diesen Beitrag löschen?";"# .write(toFile: folder + "/App/de.lproj/Localizable.strings", atomically: true, encoding: .utf8)
        let code = """
        func confirm() {
            let alert = UIAlertController(title: NSLocalizedString("delete.button", comment: ""), message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: NSLocalizedString("cancel", comment: ""), style: .cancel))
        }
        """
        try code.write(toFile: folder + "/App/Confirm.swift", atomically: true, encoding: .utf8)

        let uses = AppSources.read(under: [folder], configuration: Configuration(), store: .bundled, cacheDirectory: nil)
        XCTAssertEqual(uses.uses(table: "Localizable", key: "delete.button").map(\.role), ["alert.title"])
        var options = LintOptions()
        options.sourceUses = uses
        let linter = ProjectLinter(options: options)
        let reads = linter.read(try linter.files(under: [folder])).compactMap { try? $0.get() }
        let entries = reads.flatMap(\.entries)
        XCTAssertEqual(entries.count, 2)
        for entry in entries {
            XCTAssertEqual(entry.assignment.role, .alertTitle, entry.locale)
            XCTAssertEqual(entry.assignment.source, .code)
            XCTAssertEqual(entry.assignment.uses.first?.location.description, folder + "/App/Confirm.swift:2:42")
        }
        let line = EntryLines.render(reads.first { $0.file.path.contains("/en.lproj/") }!)
        XCTAssertTrue(line.contains(#""role":"alert.title","role_source":"code","role_confidence":"certain""#), line)
        XCTAssertTrue(line.contains(#""in_sources":true,"uses":[{"role":"alert.title","source":"code","at":""#), line)

        // Without the sources, the key decides.
        let without = ProjectLinter().read(try linter.files(under: [folder])).compactMap { try? $0.get() }.flatMap(\.entries)
        XCTAssertNotEqual(without.first?.assignment.source, .code)
    }

    /// A key that only a Swift file left unparsed reads is `in_sources` when the entries are to say so
    /// (`entries`), and is not looked for when they are not (`lint`): no rule reads it, the findings are the same.
    func testKeysReadOnlyInUnparsedFilesAreLookedForOnlyWhenAsked() throws {
        let folder = try temporaryFolder()
        try """
        "log.only" = "Log only";
        "settings.save" = "save";
        """.write(toFile: folder + "/App/en.lproj/Localizable.strings", atomically: true, encoding: .utf8)
        try #"struct Log { func write() { print("log.only"); print("") } }"#
            .write(toFile: folder + "/App/Log.swift", atomically: true, encoding: .utf8)
        let button = #"Button(NSLocalizedString("settings.save", comment: "")) { go() }"#
        try "struct Save: View { var body: some View { \(button) } }"
            .write(toFile: folder + "/App/Save.swift", atomically: true, encoding: .utf8)
        func read(markingKeys: Bool) throws -> (entries: [LintedEntry], findings: [Finding]) {
            var options = LintOptions()
            let sources = AppSources.files(under: [folder], configuration: Configuration())
            options.sourceUses = AppSources.read(files: sources, configuration: Configuration(), store: .bundled,
                                                 cacheDirectory: nil, askingKeys: markingKeys)
            options.marksKeysReadInSources = markingKeys
            let linter = ProjectLinter(options: options)
            let files = try linter.files(under: [folder])
            let entries = linter.read(files).compactMap { try? $0.get() }.flatMap(\.entries)
            return (entries, linter.lint(files).flatMap(\.findings))
        }
        let marked = try read(markingKeys: true), unmarked = try read(markingKeys: false)
        func used(_ entries: [LintedEntry]) -> [String: Bool] {
            Dictionary(uniqueKeysWithValues: entries.map { ($0.entry.key, $0.isUsedInSources) })
        }
        XCTAssertEqual(used(marked.entries), ["log.only": true, "settings.save": true])
        XCTAssertEqual(used(unmarked.entries), ["log.only": false, "settings.save": true],
                       "a key with a role from the code is still marked")
        XCTAssertFalse(marked.findings.isEmpty, "settings.save is a button in lower case")
        func described(_ findings: [Finding]) -> [String] {
            findings.map { "\($0.file):\($0.line):\($0.column) \($0.diagnostic) \($0.role)" }
        }
        XCTAssertEqual(described(marked.findings), described(unmarked.findings))
    }

    func testAButtonWhoseKeyNamesAccessibilityIsSpokenNotSeen() throws {
        let folder = try temporaryFolder()
        // A VoiceOver custom action: a Button in a property that `.accessibilityActions` shows elsewhere.
        try """
        "accessibility.status.open-media.label" = "open media viewer";
        "status.action.reply" = "reply";
        """.write(toFile: folder + "/App/en.lproj/Localizable.strings", atomically: true, encoding: .utf8)
        let code = """
        struct Row: View {
            private var actions: some View {
                Button("status.action.reply") { reply() }
                Button("accessibility.status.open-media.label") { openMedia() }
            }
        }
        """
        try code.write(toFile: folder + "/App/Row.swift", atomically: true, encoding: .utf8)
        var options = LintOptions()
        options.sourceUses = AppSources.read(under: [folder], configuration: Configuration(), store: .bundled, cacheDirectory: nil)
        let linter = ProjectLinter(options: options)
        let entries = linter.read(try linter.files(under: [folder])).compactMap { try? $0.get() }.flatMap(\.entries)
        let roles = Dictionary(uniqueKeysWithValues: entries.map { ($0.entry.key, $0.assignment) })
        XCTAssertEqual(roles["status.action.reply"]?.role, .button)
        XCTAssertEqual(roles["accessibility.status.open-media.label"]?.role, .unknown)
        XCTAssertEqual(roles["accessibility.status.open-media.label"]?.source, .code)
        XCTAssertEqual(roles["accessibility.status.open-media.label"]?.uses.count, 1)
    }

    func testAStringShownInACaseTheCodeSetsHasNoCaseRole() throws {
        let folder = try temporaryFolder()
        // A word the button shows capitalized by the code and a sentence highlights as written (Pocket Casts), a
        // title shown in capitals here and as written in two other buttons, and a plain button.
        try """
        "unlock_word" = "unlock";
        "done" = "done";
        "sort_title" = "sort by";
        "save" = "save";
        """.write(toFile: folder + "/App/en.lproj/Localizable.strings", atomically: true, encoding: .utf8)
        try """
        "unlock_word" = "entsperren";
        """.write(toFile: folder + "/App/de.lproj/Localizable.strings", atomically: true, encoding: .utf8)
        let code = """
        enum L10n {
            static var unlockWord: String { L10n.tr("Localizable", "unlock_word") }
            static var done: String { L10n.tr("Localizable", "done") }
            static var sortTitle: String { L10n.tr("Localizable", "sort_title") }
            static var save: String { L10n.tr("Localizable", "save") }
        }
        struct UnlockButton: View {
            private var label: String {
                L10n.unlockWord.localizedCapitalized
            }
            var body: some View {
                Button(label) { unlock() }
                Button(L10n.done) { finish() }
                Button(L10n.done) { finish() }
                Button(L10n.done.uppercased()) {}
                Button(L10n.sortTitle.localizedUppercase) { sort() }
                Button(L10n.save) { save() }
                HighlightedText(L10n.unlockWord)
            }
        }
        """
        try code.write(toFile: folder + "/App/Unlock.swift", atomically: true, encoding: .utf8)
        let cache = folder + "/cache"
        let uses = AppSources.read(under: [folder], configuration: Configuration(), store: .bundled,
                                   cacheDirectory: cache)
        XCTAssertEqual(uses.uses(table: "Localizable", key: "unlock_word").map(\.isCaseSetInCode), [true])
        XCTAssertEqual(uses.uses(table: "Localizable", key: "done").map(\.isCaseSetInCode).sorted { !$0 && $1 },
                       [false, false, true])
        XCTAssertEqual(uses.uses(table: "Localizable", key: "save").map(\.isCaseSetInCode), [false])
        // Read again from the cache, the case changes are still there.
        let cached = AppSources.read(under: [folder], configuration: Configuration(), store: .bundled,
                                     cacheDirectory: cache)
        XCTAssertEqual(cached.uses, uses.uses)

        var options = LintOptions()
        options.sourceUses = uses
        let linter = ProjectLinter(options: options)
        let reads = linter.read(try linter.files(under: [folder])).compactMap { try? $0.get() }
        let pairs = reads.flatMap(\.entries).map { ("\($0.locale) \($0.entry.key)", $0.assignment) }
        let roles = Dictionary(pairs) { first, _ in first }
        for key in ["en unlock_word", "de unlock_word", "en sort_title"] {
            XCTAssertEqual(roles[key]?.role, .unknown, key)
            XCTAssertEqual(roles[key]?.source, .code, key)
        }
        XCTAssertEqual(roles["en done"]?.role, .button)
        XCTAssertEqual(roles["en save"]?.role, .button)
        let line = EntryLines.render(reads.first { $0.file.path.contains("/en.lproj/") }!)
        XCTAssertTrue(line.contains(#""case_set":true"#), line)

        // title_case judges the buttons whose table case is shown, and leaves the others alone.
        let findings = linter.lint(try linter.files(under: [folder])).flatMap(\.findings)
        XCTAssertEqual(Set(findings.filter { $0.diagnostic.rule == "title_case" }.compactMap(\.key)), ["done", "save"])
    }

    /// A target whose English lives only in code (`NSLocalizedString(…, value: "…")`, no development-language
    /// table): with the sources read, its translations are judged against the code's text. A translation that keeps
    /// its source's straight quotes is not reported; one that adds them is, as it is without the sources.
    func testTheCodesDefaultValueIsTheSourceOfATableWithoutOne() throws {
        let folder = try temporaryFolder()
        try FileManager.default.removeItem(atPath: folder + "/App/en.lproj")
        try #"""
        "list.prompt" = "Wähle ein Passwort für \"%@\"";
        "list.empty" = "Keine \"Treffer\"";
        """#.write(toFile: folder + "/App/de.lproj/Localizable.strings", atomically: true, encoding: .utf8)
        try #"""
        enum UserText {
            static let prompt = NSLocalizedString("list.prompt", value: "Choose a password for \"%@\"", comment: "")
            static let empty = NSLocalizedString("list.empty", value: "No matches", comment: "")
        }
        """#.write(toFile: folder + "/App/UserText.swift", atomically: true, encoding: .utf8)
        func quoted(withSources: Bool) throws -> [String] {
            var options = LintOptions()
            if withSources {
                options.sourceUses = AppSources.read(under: [folder], configuration: Configuration(), store: .bundled,
                                                     cacheDirectory: nil)
            }
            let linter = ProjectLinter(options: options)
            return linter.lint(try linter.files(under: [folder])).flatMap(\.findings)
                .filter { $0.diagnostic.rule == "straight_quotes" }.compactMap(\.key).sorted()
        }
        XCTAssertEqual(try quoted(withSources: false), ["list.empty", "list.prompt"])
        XCTAssertEqual(try quoted(withSources: true), ["list.empty"])
    }

    func testConfigurationNamesTheAppsOwnWrappersAndSourceFolders() throws {
        let folder = try temporaryFolder()
        try FileManager.default.createDirectory(atPath: folder + "/App/Generated", withIntermediateDirectories: true)
        try "showError(title: L10n.syncFailed)\nenum L10n { static let syncFailed = tr(\"Localizable\", \"sync.failed\") }"
            .write(toFile: folder + "/App/Sync.swift", atomically: true, encoding: .utf8)
        try "let x = UIAlertController(title: NSLocalizedString(\"generated\", comment: \"\"), message: nil, preferredStyle: .alert)"
            .write(toFile: folder + "/App/Generated/Other.swift", atomically: true, encoding: .utf8)
        let yaml = """
        sources:
          excluded: [App/Generated]
          roles:
            - call showError title alert.title group
        """
        try yaml.write(toFile: folder + "/.copylint.yml", atomically: true, encoding: .utf8)
        let configuration = try Configuration.load(path: folder + "/.copylint.yml")
        let uses = AppSources.read(under: [folder], configuration: configuration, store: .bundled, cacheDirectory: nil)
        XCTAssertEqual(uses.uses(table: "Localizable", key: "sync.failed").map(\.role), ["alert.title"])
        XCTAssertEqual(uses.uses(table: "Localizable", key: "generated"), [])
        XCTAssertEqual(uses.fileCount, 1)

        try "sources:\n  roles: [call showError title alert.heading]\n".write(toFile: folder + "/.copylint.yml", atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try Configuration.load(path: folder + "/.copylint.yml")) { error in
            XCTAssertTrue("\(error)".contains("unknown role 'alert.heading' in 'sources.roles'"), "\(error)")
        }
    }

    func testASecondReadComesFromTheCache() throws {
        let folder = try temporaryFolder()
        try "let t = UIAlertController(title: NSLocalizedString(\"a\", comment: \"\"), message: nil, preferredStyle: .alert)"
            .write(toFile: folder + "/App/A.swift", atomically: true, encoding: .utf8)
        let cache = folder + "/cache"
        let first = AppSources.read(under: [folder + "/App"], configuration: Configuration(), store: .bundled, cacheDirectory: cache)
        XCTAssertTrue(FileManager.default.fileExists(atPath: cache + "/sources.cache"))
        let second = AppSources.read(under: [folder + "/App"], configuration: Configuration(), store: .bundled, cacheDirectory: cache)
        XCTAssertEqual(first.uses, second.uses)
        // A changed file is read again.
        try "let t = UIAlertController(title: NSLocalizedString(\"b\", comment: \"\"), message: nil, preferredStyle: .alert)"
            .write(toFile: folder + "/App/A.swift", atomically: true, encoding: .utf8)
        let third = AppSources.read(under: [folder + "/App"], configuration: Configuration(), store: .bundled, cacheDirectory: cache)
        XCTAssertEqual(Set(third.uses.keys.map(\.key)), ["b"])
    }

    func testTheMacOSCorpusAppsInterfaceAndCodeGiveMostRoles() throws {
        let app = RoleInferencePaths.corpus + "/newmarcel__KeepingYouAwake"
        guard FileManager.default.fileExists(atPath: app) else { throw XCTSkip("no corpus at \(RoleInferencePaths.corpus)") }
        var options = LintOptions()
        options.sourceUses = AppSources.read(under: [app], configuration: Configuration(), store: .bundled, cacheDirectory: nil)
        XCTAssertEqual(options.sourceUses.notes, [])
        let linter = ProjectLinter(options: options)
        let english = linter.read(try linter.files(under: [app])).compactMap { try? $0.get() }.flatMap(\.entries)
            .filter { $0.isSource && $0.locale == "en" }
        let used = english.filter(\.isUsedInSources)
        let fromCode = used.filter { $0.assignment.source == .code || $0.assignment.source == .interfaceBuilder }
        print("KeepingYouAwake: \(english.count) English source strings, \(used.count) used by code or IB, \(fromCode.count) with a role from there")
        XCTAssertGreaterThan(used.count, 700)
        XCTAssertGreaterThanOrEqual(Double(fromCode.count) / Double(used.count), 0.7)
        // The main menu's Quit item is a menu item wherever the catalog or XLIFF holds it.
        XCTAssertTrue(english.contains { $0.entry.key.hasSuffix(".title") && $0.assignment.role == .menuItem && $0.assignment.source == .interfaceBuilder })
    }
}
