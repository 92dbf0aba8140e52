import XCTest
import CopyLintKit
import CopyRules

/// Finding the file, choosing the files to lint, and the word lists a configuration adds to.
final class ConfigurationFilesTests: XCTestCase {
    private var root: URL!

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("copylint-find-\(UUID().uuidString)").standardizedFileURL
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: root)
    }

    private func make(_ relative: String, contents: String? = nil) throws -> String {
        let url = root.appendingPathComponent(relative)
        if let contents {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try contents.write(to: url, atomically: true, encoding: .utf8)
        } else {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        }
        return url.path
    }

    // MARK: - find

    func testFindWalksUpToTheNearestConfiguration() throws {
        let config = try make("repo/.copylint.yml", contents: "platform: macos\n")
        _ = try make("repo/.git")
        let deep = try make("repo/App/Resources/en.lproj")
        XCTAssertEqual(Configuration.find(startingAt: deep), config)
        XCTAssertEqual(Configuration.find(startingAt: root.appendingPathComponent("repo").path), config)

        // a nearer file wins
        let nearer = try make("repo/App/.copylint.yml", contents: "")
        XCTAssertEqual(Configuration.find(startingAt: deep), nearer)

        // a relative start is taken from the current folder
        let previous = FileManager.default.currentDirectoryPath
        _ = FileManager.default.changeCurrentDirectoryPath(deep)
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
        XCTAssertEqual(Configuration.find(startingAt: "."), nearer)
        XCTAssertEqual(Configuration.find(startingAt: "../../.."), config)
    }

    func testFindStopsAtTheRepositoryTop() throws {
        _ = try make(".copylint.yml", contents: "")  // outside the repository: never reached
        _ = try make("repo/.git")
        let deep = try make("repo/a/b")
        XCTAssertNil(Configuration.find(startingAt: deep))
        XCTAssertNil(Configuration.find(startingAt: root.appendingPathComponent("repo").path))

        // a .git file (worktrees, submodules) marks the top too
        _ = try make("other/.git", contents: "gitdir: /elsewhere\n")
        let other = try make("other/x")
        XCTAssertNil(Configuration.find(startingAt: other))
    }

    func testFindIgnoresAFolderNamedLikeTheFile() throws {
        _ = try make("repo/.git")
        _ = try make("repo/a/.copylint.yml")
        let config = try make("repo/.copylint.yml", contents: "")
        XCTAssertEqual(Configuration.find(startingAt: root.appendingPathComponent("repo/a").path), config)
    }

    func testLoadedConfigurationIsRelativeToItsFolder() throws {
        let path = try make("repo/.copylint.yml", contents: "included: [App]\nexcluded: [\"**/Generated/**\"]\n")
        let configuration = try Configuration.load(path: path)
        XCTAssertEqual(configuration.rootDirectory, root.appendingPathComponent("repo").path)
        XCTAssertTrue(configuration.includes(path: root.appendingPathComponent("repo/App/en.lproj/Localizable.strings").path))
        XCTAssertFalse(configuration.includes(path: root.appendingPathComponent("repo/Other/en.lproj/Localizable.strings").path))
        XCTAssertFalse(configuration.includes(path: root.appendingPathComponent("repo/App/Generated/x.strings").path))
        XCTAssertEqual(configuration.includedPaths, [root.appendingPathComponent("repo/App").path])
    }

    // MARK: - includes

    func testIncludedAndExcludedWithGlobs() throws {
        let configuration = try Configuration.parse(yaml: """
            included: [App/Resources, "Modules/*/Resources"]
            excluded: [Pods, "**/Generated/**", "App/Resources/*.lproj/Legacy*.strings", "**/*.bak.xcstrings"]
            """, path: "/work/project/.copylint.yml")
        func includes(_ path: String) -> Bool { configuration.includes(path: "/work/project/" + path) }

        XCTAssertTrue(includes("App/Resources/en.lproj/Localizable.strings"))
        XCTAssertTrue(includes("App/Resources/Localizable.xcstrings"))
        XCTAssertTrue(includes("Modules/Feed/Resources/Localizable.xcstrings"))
        XCTAssertFalse(includes("Modules/Feed/Other/Localizable.xcstrings"))
        XCTAssertFalse(includes("App/ResourcesExtra/x.strings"), "a folder entry matches whole components")
        XCTAssertFalse(includes("App/Sources/x.strings"))
        XCTAssertFalse(includes("Pods/Lib/App/Resources/x.strings"))
        XCTAssertFalse(includes("App/Resources/Generated/x.strings"))
        XCTAssertFalse(includes("App/Resources/a/b/Generated/x.strings"))
        XCTAssertFalse(includes("App/Resources/en.lproj/LegacyAlerts.strings"))
        XCTAssertTrue(includes("App/Resources/en.lproj/Alerts.strings"))
        XCTAssertFalse(includes("App/Resources/deep/Old.bak.xcstrings"))
        XCTAssertFalse(configuration.includes(path: "/elsewhere/App/Resources/x.strings"), "outside the folder, not included")

        XCTAssertTrue(configuration.excludes(directory: "/work/project/Pods"))
        XCTAssertTrue(configuration.excludes(directory: "/work/project/App/Resources/Generated"))
        XCTAssertFalse(configuration.excludes(directory: "/work/project/App"))
        XCTAssertEqual(configuration.includedPaths, ["/work/project/App/Resources"])
    }

    func testEverythingIsIncludedWithoutEntries() throws {
        let configuration = try Configuration.parse(yaml: "excluded: [Pods, ../Shared/Vendor, /abs/skip]", path: "/work/project/.copylint.yml")
        XCTAssertTrue(configuration.includes(path: "/work/project/x.strings"))
        XCTAssertTrue(configuration.includes(path: "/elsewhere/x.strings"))
        XCTAssertFalse(configuration.includes(path: "/work/project/Pods/x.strings"))
        XCTAssertFalse(configuration.includes(path: "/work/Shared/Vendor/x.strings"))
        XCTAssertFalse(configuration.includes(path: "/abs/skip/x.strings"))
        XCTAssertTrue(configuration.includes(path: "/work/project/./Sub/../x.strings"))
        XCTAssertFalse(configuration.includes(path: "/work/project/Sub/../Pods/x.strings"))
    }

    func testGlobCharacterClassesAndQuestionMarks() throws {
        let configuration = try Configuration.parse(yaml: #"excluded: ["[a-c]?.lproj", "[!z]*/skip"]"#, path: "/r/.copylint.yml")
        XCTAssertFalse(configuration.includes(path: "/r/bx.lproj/x.strings"))
        XCTAssertTrue(configuration.includes(path: "/r/dx.lproj/x.strings"))
        XCTAssertTrue(configuration.includes(path: "/r/bxy.lproj/x.strings"))
        XCTAssertFalse(configuration.includes(path: "/r/a/skip/x.strings"))
        XCTAssertTrue(configuration.includes(path: "/r/z/skip/x.strings"))
    }

    // MARK: - Word lists

    func testDictionaryFilesExtendTheStoresLists() throws {
        let store = DictionaryStore(files: [
            "en/judgmental.txt": "# words that blame\nstupid\nidiotic\n",
            "en/terms.txt": "iCloud\n",
            "de/locale.txt": "casing = sentence-nouns\n",
            "locale-aliases.txt": "de-DE\tde\n",
        ])
        let configuration = try Configuration.parse(yaml: """
            terms: [MyBrand, SuperSync]
            words:
              en:
                judgmental: [dumb, stupid]
                terms: [MyBrand]
              de_DE:
                terms: [MeinProdukt]
              fr:
                standard-commands: [[Delete, Supprimer définitivement]]
            """, path: "/p/.copylint.yml")
        let files = configuration.dictionaryFiles(store: store)
        XCTAssertEqual(Set(files.keys), ["en/judgmental.txt", "en/terms.txt", "de/terms.txt", "fr/standard-commands.txt"])

        let merged = store.adding(files: files)
        XCTAssertEqual(merged.locale("en").set("judgmental"), ["dumb", "stupid", "idiotic"])
        XCTAssertEqual(merged.locale("en").set("terms"), ["mybrand", "supersync", "icloud"])
        XCTAssertEqual(merged.locale("de").set("terms"), ["meinprodukt"])
        XCTAssertEqual(merged.locale("de").casing, .sentenceNouns, "other files of the locale stay")
        XCTAssertEqual(merged.locale("fr").map("standard-commands"), ["Delete": "Supprimer définitivement"])
        XCTAssertEqual(merged.locale("en-GB").set("terms"), ["mybrand", "supersync", "icloud"], "regional locales fall back to the extended list")

        // the user's rows come first, so they win in two-column lists
        XCTAssertTrue(files["en/terms.txt"]!.hasPrefix("# added by /p/.copylint.yml\nMyBrand\nSuperSync\n"), files["en/terms.txt"]!)
        XCTAssertEqual(files["en/terms.txt"]!.components(separatedBy: "MyBrand").count, 2, "entries are not repeated")

        XCTAssertEqual(configuration.dictionaryStore(base: store).locale("en").set("judgmental"), ["dumb", "stupid", "idiotic"])
    }

    func testUserEntriesWinInTwoColumnLists() {
        let store = DictionaryStore(files: ["fr/standard-commands.txt": "Delete\tSupprimer\n"])
        let configuration = Configuration(words: ["fr": ["standard-commands": ["Delete\tEffacer"]]])
        let merged = configuration.dictionaryStore(base: store)
        XCTAssertEqual(merged.locale("fr").map("standard-commands")["Delete"], "Effacer")
        XCTAssertEqual(merged.locale("fr").standardCommands["Delete"], ["Effacer", "Supprimer"])
    }

    func testNoWordsLeavesTheStoreAlone() {
        let store = DictionaryStore(files: ["en/terms.txt": "iCloud\n"])
        XCTAssertEqual(Configuration().dictionaryFiles(store: store), [:])
        XCTAssertTrue(Configuration().dictionaryStore(base: store) === store)
    }

    func testBundledListsAreExtended() throws {
        let configuration = try Configuration.parse(yaml: "words: {en: {ok-variants: [Okey-dokey]}}", path: "/p/.copylint.yml")
        let bundled = DictionaryStore.bundled.rows("ok-variants", locale: "en")
        let merged = configuration.dictionaryStore()
        XCTAssertEqual(merged.rows("ok-variants", locale: "en").count, bundled.count + 1)
        XCTAssertEqual(merged.rows("ok-variants", locale: "en").first, ["Okey-dokey"])
    }
}
