@testable import CopySource
import Foundation
import XCTest

final class SourcePrefilterTests: XCTestCase {
    private let prefilter = SourcePrefilter(table: BundledTable.table)

    private func isParsed(_ text: String) -> Bool {
        if case .parse = prefilter.verdict(Array(text.utf8)) { return true }
        return false
    }

    /// Texts the prefilter leaves unparsed, as the reader keeps them, and which of them hold each word; nil (and a
    /// failure) when one is parsed.
    private func unread(_ texts: [Int: String]) -> (files: [Int: UnreadSwiftFiles.File], postings: [String: [Int]])? {
        var files: [Int: UnreadSwiftFiles.File] = [:]
        var postings: [String: [Int]] = [:]
        for (index, text) in texts.sorted(by: { $0.key < $1.key }) {
            let bytes = Array(text.utf8)
            guard case .unread(let words) = prefilter.verdict(bytes) else {
                XCTFail("parsed: \(text)")
                return nil
            }
            files[index] = UnreadSwiftFiles.File(bytes: bytes, words: words, keys: nil)
            for word in words { postings[word, default: []].append(index) }
        }
        return (files, postings)
    }

    func testAFileIsParsedForAKeyACallOrAnAssignmentOfTheTable() {
        XCTAssertTrue(isParsed(#"let s = NSLocalizedString("k", comment: "")"#))
        XCTAssertTrue(isParsed(#"var body: some View { Text (model.name) }"#))
        XCTAssertTrue(isParsed("let b = Button<Label>.init(action: go) { }"))
        XCTAssertTrue(isParsed("func f() { label.text\n    = model.name }"))
        XCTAssertTrue(isParsed("func f() { label.text /* the name */ = model.name }"))
        // Literals not spelled as they read: the words of a key would not find them.
        XCTAssertTrue(isParsed(#"let s = "\u{48}ello""#))
        XCTAssertTrue(isParsed("let s = #\"raw\"#"))
        // A comparison, a property read, a type named: nothing of the table is called or assigned.
        XCTAssertFalse(isParsed("func f() -> Bool { label.text == model.name }"))
        XCTAssertFalse(isParsed("let t: Text? = nil\nlet heading = model.title"))
        // A property of the table declared with a value is taken as an assignment: parsed, which is only slower.
        XCTAssertTrue(isParsed("let title = model.name"))
        XCTAssertFalse(isParsed(#"func log() { print("Button tapped: \(name)") }"#))
    }

    func testFollowedNamesAreLookedForInTheFilesThatHoldTheirWords() {
        var strings = FileScan(path: "Strings.swift")
        strings.definitions[["L10n", "Common", "title"]] = [.key(LocalizedKey(table: "Localizable", key: "c.t"))]
        strings.definitions[["Copy", "note"]] = [.name(["Missing", "name"])]
        let wrapper = Forward(callee: "present", label: "title", role: "alert.title", startsGroup: true,
                              literalIsKey: false, isCancel: false, isDestructive: false)
        // Enough wrappers that the names are shared out over the cores.
        var forwards = ["present": ["title": wrapper]]
        for number in 0..<200 { forwards["unused\(number)"] = ["title": wrapper] }
        let followed = FollowedNames(scans: [strings], forwards: forwards)
        let texts: [Int: String] = [
            1: "let a = Common.title",                  // the definition's last name and its type: followed
            2: "let a = Other.title",                   // the last name in another type's words only
            3: "present(title: x)",                     // the wrapper called with its label
            4: "present(message: x)",                   // the wrapper called without it
            5: "let a = Copy.note",                     // a definition that resolves to nothing
            6: "let f = present; g(title: x)",          // the wrapper named, not called
            8: "present(x.title)",                      // the label's word, not as a label
            7: "let a = Common.title",                  // not among the files asked about: `postings` may name it
        ]
        guard let (files, postings) = unread(texts) else { return }
        var asked = files
        asked[7] = nil
        XCTAssertEqual(followed.matching(asked, postings: postings), [1, 3])
    }

    /// A member of a type is followed into the files that read it through its type or declare the type, not into
    /// every file that holds the two words.
    func testAMemberIsFollowedWhereItIsReadOrItsTypeIsDeclared() {
        var strings = FileScan(path: "Strings.swift")
        strings.definitions[["L10n", "Common", "title"]] = [.key(LocalizedKey(table: "Localizable", key: "c.t"))]
        strings.definitions[["heading"]] = [.key(LocalizedKey(table: "Localizable", key: "h"))]
        strings.definitions[["Array<Text>", "label"]] = [.key(LocalizedKey(table: "Localizable", key: "l"))]
        let followed = FollowedNames(scans: [strings], forwards: [:])
        let texts: [Int: String] = [
            1: "let a = L10n.Common.title",
            2: "let a = Common\n    .`title`",
            3: "let a = Common /* the shared ones */ . // then\n title",
            4: "extension L10n.Common { var x: String { title } }",
            5: "extension L10n { enum Common { enum Sub { static let x = title } } }",
            6: "struct `Common` { let y = self.title }",
            7: "let t = model.title; let kind = Kind.Common",         // the two words, neither read nor declared
            8: "let a = Common.titles; let b = title",                // another member of the type
            9: "class Screen: Common { let t = title }",             // a subclass does not read the type's names
            10: "let a = Common./* */title",
            11: "func f() { print(heading) }",                       // a definition outside any type: its word
            12: "let l = label; let t: Array<Text> = []",             // a type that is no plain name: the words
        ]
        guard let (files, postings) = unread(texts) else { return }
        XCTAssertEqual(followed.matching(files, postings: postings), [1, 2, 3, 4, 5, 6, 10, 11, 12])
    }

    func testTriviaIsSkippedUpToTheNextToken() {
        func next(_ text: String) -> Int { MemberReads.skipTrivia(Array(text.utf8), from: 0) }
        XCTAssertEqual(next("  \n\t.x"), 4)
        XCTAssertEqual(next("// a\n.x"), 5)
        XCTAssertEqual(next("/* a /* nested */ still */.x"), 26)
        XCTAssertEqual(next("/* never closed"), 15)
        XCTAssertEqual(next("x"), 0)
    }

    /// A wrapper's name counts only where it is called, and a label only where it labels an argument.
    func testCallsAndLabelsAreToldFromWhatFollowsTheWord() {
        func holds(_ word: String, called: Bool, _ text: String) -> Bool {
            SourcePrefilter.holds(word, called: called, in: Array(text.utf8))
        }
        let calls = "func run() { Presenter.present (title: name); Row<Body>(); Cell.init(x); `open`(1) }"
        for callee in ["present", "Row", "Cell", "open"] { XCTAssertTrue(holds(callee, called: true, calls), callee) }
        XCTAssertTrue(holds("title", called: false, calls))
        XCTAssertFalse(holds("Presenter", called: true, calls))
        XCTAssertFalse(holds("name", called: false, calls))
        XCTAssertFalse(holds("sent", called: true, calls), "a word inside another is not it")
        // Named, compared, read as a member or as a type: not a call; `::` is no label.
        let named = "let f = present; let b = a < c; let t = Presenter.self; let m = x.title; let k = A::B"
        XCTAssertTrue(holds("a", called: true, named), "a generic call cannot be told from `<`: taken as one")
        XCTAssertFalse(holds("present", called: true, named))
        XCTAssertFalse(holds("Presenter", called: true, named))
        XCTAssertFalse(holds("title", called: false, named))
        XCTAssertFalse(holds("A", called: false, named))
        // A comment after a word may hide either.
        XCTAssertTrue(holds("show", called: true, "show /* now */ (x)"))
        XCTAssertTrue(holds("show", called: false, "show /* now */ (x)"))
    }

    func testSpelledWordsLeaveOutWhatALiteralWritesOtherwise() {
        XCTAssertEqual(UnreadSwiftFiles.spelledWords("Delete %lld posts?"), ["Delete", "posts"])
        XCTAssertEqual(UnreadSwiftFiles.spelledWords("line\nnext\tcol"), ["line"])
        XCTAssertEqual(UnreadSwiftFiles.spelledWords("%@ liked “your” post…"), ["liked", "“your”", "post…"])
        XCTAssertEqual(UnreadSwiftFiles.spelledWords("%@"), [])
    }

    /// Files read from disk, where the prefilter leaves some unparsed, give what the same files all parsed give.
    func testUnparsedFilesChangeNoUseAndNoReadKey() throws {
        let sources: [(String, String)] = [
            ("Strings.swift", #"enum L10n { enum Common { static let title = NSLocalizedString("common.title", "") } }"#),
            // Followed: a holder of a key-defining accessor, and a caller of a wrapper with it.
            ("Copy.swift", "enum Copy { static let heading = L10n.Common.title }"),
            ("Presenter.swift", """
            enum Presenter {
                static func present(title: String) {
                    let alert = UIAlertController(title: title, message: nil, preferredStyle: .alert)
                }
            }
            """),
            ("Flow.swift", "func run() { Presenter.present(title: Copy.heading) }"),
            ("Screen.swift", "final class Screen { func show() { label.text = Copy.heading } }"),
            // Nothing of the table and no followed name: unparsed, but its literals name keys the code reads.
            ("Log.swift", """
            struct Log {
                static let format = make("inside.definition")
                func write() { print("log.only"); print("Deleted \\(count) posts"); print("line\\nnext") }
            }
            """),
            ("Other.swift", "struct Other { let id = \"other.id\" }"),
        ]
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("prefilter-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var paths: [String] = []
        for (name, text) in sources {
            let path = folder.appendingPathComponent(name).path
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            paths.append(path)
        }
        let reader = AppSourceReader(table: BundledTable.table)
        let read = reader.read(files: paths)
        let parsed = reader.read(texts: zip(paths, sources).map { (path: $0, text: $1.1) })
        XCTAssertNotNil(read.unread, "Log.swift and Other.swift are left unparsed")
        XCTAssertFalse(read.referenced.contains(LocalizedKey(table: "Localizable", key: "log.only")))
        XCTAssertEqual(read.uses, parsed.uses)
        // The wrapper's caller, parsed because it calls `present`, makes the key an alert title.
        XCTAssertTrue(read.uses(table: "Localizable", key: "common.title").contains { $0.role == "alert.title" })
        let asked = ["log.only", "Deleted %lld posts", "Deleted %@ posts", "line\nnext", "line\\nnext",
                     "inside.definition", "other.id", "common.title", "never.read", "%@"]
        for key in asked.map({ LocalizedKey(table: "Localizable", key: $0) }) {
            XCTAssertEqual(read.isReferenced(key), parsed.referenced.contains(key), key.key)
        }
        XCTAssertTrue(read.isReferenced(LocalizedKey(table: "Localizable", key: "log.only")))
        XCTAssertFalse(read.isReferenced(LocalizedKey(table: "Localizable", key: "inside.definition")))
    }

    /// The cache keeps an unparsed file's words and what the sources say, and gives what a fresh read gives; a
    /// changed file that makes an unchanged one worth parsing has it parsed, though the cache kept it unparsed.
    func testTheCacheKeepsUnparsedFilesAndFollowsNamesAgainWhenAFileChanges() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("unread-cache-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let strings = folder.appendingPathComponent("Strings.swift").path
        let copy = folder.appendingPathComponent("Copy.swift").path
        let screen = folder.appendingPathComponent("Screen.swift").path
        let log = folder.appendingPathComponent("Log.swift").path
        try #"enum L10n { enum Common { static let greeting = "plain" } }"#
            .write(toFile: strings, atomically: true, encoding: .utf8)
        try "enum Copy { static let heading = L10n.Common.greeting }"
            .write(toFile: copy, atomically: true, encoding: .utf8)
        try "final class Screen { func show() { label.text = Copy.heading } }"
            .write(toFile: screen, atomically: true, encoding: .utf8)
        let logText = """
        struct Log {
            static let format = make("inside.definition")
            func write() { print("log.only"); print("line") }
        }
        """
        try logText.write(toFile: log, atomically: true, encoding: .utf8)
        let files = [copy, log, screen, strings]
        let cacheFolder = folder.appendingPathComponent("cache").path
        let table = BundledTable.table
        func read(cached: Bool) -> SourceUses {
            let cache = cached ? SourceScanCache(directory: cacheFolder) : nil
            let uses = AppSourceReader(table: table, cache: cache).read(files: files)
            cache?.save()
            return uses
        }
        let keys = ["common.greeting", "log.only", "plain"].map { LocalizedKey(table: "Localizable", key: $0) }
        func assertSame(_ cached: SourceUses, _ fresh: SourceUses, _ message: String) {
            XCTAssertEqual(cached.uses, fresh.uses, message)
            XCTAssertEqual(cached.referenced, fresh.referenced, message)
            XCTAssertEqual(cached.defaultValues, fresh.defaultValues, message)
            XCTAssertEqual(cached.notes, fresh.notes, message)
            XCTAssertEqual(cached.fileCount, fresh.fileCount, message)
            for key in keys {
                XCTAssertEqual(cached.isReferenced(key), fresh.isReferenced(key), "\(message): \(key.key)")
            }
        }
        let fresh = read(cached: false)
        XCTAssertNotNil(fresh.unread)
        assertSame(read(cached: true), fresh, "first run")
        let cache = SourceScanCache(directory: cacheFolder)
        // What the sources said is kept whole, for a run over the same files.
        XCTAssertEqual(cache.resolvedUses()?.uses, fresh.uses)
        XCTAssertEqual(cache.resolvedUses()?.referenced, fresh.referenced)
        for path in [copy, log, strings] {
            let bytes = Array(try String(contentsOfFile: path, encoding: .utf8).utf8)
            guard case .unread(let words, _) = cache.entry(path: path, bytes: bytes, tableDigest: table.digest) else {
                return XCTFail("\(path) is not kept unparsed")
            }
            guard case .unread(let fresh) = SourcePrefilter(table: table).verdict(bytes) else { return XCTFail(path) }
            XCTAssertEqual(words, fresh)
        }
        // Asked for a key, Log.swift is parsed; saved, the keys its literals name are taken from the cache.
        let asked = read(cached: true)
        assertSame(asked, fresh, "second run, from the cache")
        asked.saveCache()
        func keptKeys(_ path: String) throws -> [LocalizedKey]? {
            let bytes = Array(try String(contentsOfFile: path, encoding: .utf8).utf8)
            guard case .unread(_, let keys) = SourceScanCache(directory: cacheFolder)
                .entry(path: path, bytes: bytes, tableDigest: table.digest) else { return nil }
            return keys
        }
        XCTAssertTrue(fresh.isReferenced(keys[1]))
        XCTAssertEqual(try keptKeys(log), ["log.only", "line"].map { LocalizedKey(table: "Localizable", key: $0) })
        assertSame(read(cached: true), fresh, "third run, the keys from the cache")
        // A changed file is parsed again for its keys.
        try logText.replacingOccurrences(of: "log.only", with: "plain")
            .write(toFile: log, atomically: true, encoding: .utf8)
        let logChanged = read(cached: true)
        assertSame(logChanged, read(cached: false), "Log.swift changed")
        XCTAssertTrue(logChanged.isReferenced(keys[2]))
        XCTAssertFalse(logChanged.isReferenced(keys[1]))
        // Strings.swift now defines the key: Copy.swift, unchanged, holds its name and is parsed, making the key
        // Screen's label.
        try #"enum L10n { enum Common { static let greeting = NSLocalizedString("common.greeting", comment: "") } }"#
            .write(toFile: strings, atomically: true, encoding: .utf8)
        let changed = read(cached: true)
        assertSame(changed, read(cached: false), "changed")
        XCTAssertFalse(changed.uses(table: "Localizable", key: "common.greeting").isEmpty)
        assertSame(read(cached: true), changed, "changed, from the cache")
    }
}
