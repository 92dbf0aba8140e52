@testable import CopySource
import Dispatch
import Foundation
import Synchronization
import XCTest

/// Files left unparsed are parsed when a key asked for could be one of their literals, on whichever thread asks.
final class UnreadSwiftFilesTests: XCTestCase {
    private let prefilter = SourcePrefilter(table: BundledTable.table)
    /// A comment that makes a file `largeUnreadFileSize` bytes or more.
    private let padding = "\n// " + String(repeating: "padding ", count: AppSourceReader.largeUnreadFileSize / 8)

    /// Forty files, each with a literal of its own (`own.N`) and one it shares with others (`k.(N % 7).x`).
    private func unreadFiles() -> UnreadSwiftFiles {
        var files: [Int: UnreadSwiftFiles.File] = [:]
        var postings: [String: [Int]] = [:]
        var paths: [String] = []
        for number in 0..<40 {
            let text = "struct S\(number) { func f() { log(\"own.\(number)\"); log(\"k.\(number % 7).x\") } }"
            let bytes = Array(text.utf8)
            guard case .unread(let words) = prefilter.verdict(bytes) else {
                XCTFail("parsed: \(text)")
                continue
            }
            paths.append("S\(number).swift")
            files[number] = UnreadSwiftFiles.File(bytes: bytes, words: words, keys: nil)
            for word in words.sorted() { postings[word, default: []].append(number) }
        }
        return UnreadSwiftFiles(paths: paths, files: files, postings: postings, cache: nil,
                                tableDigest: BundledTable.table.digest)!
    }

    func testKeysAskedOnSeveralThreadsAreAnsweredAsTheFilesSay() {
        let asked = (0..<200).map { number -> String in
            switch number % 4 {
            case 0: return "own.\(number % 50)"   // own.40…own.49 are in no file
            case 1: return "k.\(number % 9).x"    // k.7.x and k.8.x are in no file
            case 2: return "%@"                   // no word: every file is parsed for it
            default: return "missing.\(number)"
            }
        }
        let expected = asked.map { key -> Bool in
            if key.hasPrefix("own.") { return Int(key.dropFirst(4))! < 40 }
            if key.hasPrefix("k.") { return Int(String(key.dropFirst(2).prefix(1)))! < 7 }
            return false
        }
        let table = BundledTable.table
        let serial = unreadFiles()
        @Sendable func key(_ text: String) -> LocalizedKey { LocalizedKey(table: LocalizedKey.defaultTable, key: text) }
        XCTAssertEqual(asked.map { serial.names(key($0), table: table) }, expected)
        for _ in 0..<5 {
            let shared = unreadFiles()
            let answers = Mutex([Bool?](repeating: nil, count: asked.count))
            DispatchQueue.concurrentPerform(iterations: asked.count) { index in
                let named = shared.names(key(asked[index]), table: table)
                answers.withLock { $0[index] = named }
            }
            XCTAssertEqual(answers.withLock { $0 }.map { $0! }, expected)
        }
        // Batches of keys and single keys asked on several threads, some files still being parsed.
        for _ in 0..<3 {
            let batched = unreadFiles()
            let answers = Mutex([Bool?](repeating: nil, count: asked.count))
            DispatchQueue.concurrentPerform(iterations: asked.count + 4) { index in
                guard index < asked.count else {
                    let part = index - asked.count
                    return batched.readFiles(naming: asked[(part * 50)..<(part * 50 + 50)].map(key), table: table)
                }
                let named = batched.names(key(asked[index]), table: table)
                answers.withLock { $0[index] = named }
            }
            XCTAssertEqual(answers.withLock { $0 }.map { $0! }, expected)
        }
        // A key of another table is never a literal's.
        XCTAssertFalse(serial.names(LocalizedKey(table: "Other", key: "own.1"), table: table))
    }

    /// An unread file of `largeUnreadFileSize` bytes or more is parsed for its keys with the first round, before any
    /// key is asked, and its keys are kept in the cache; a smaller one waits for a key. A large file that the
    /// names then lead to (`Copy.swift`) gives what a parse of every file gives.
    func testLargeFilesAreParsedForTheirKeysWithTheFirstRound() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("large-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let sources = [
            ("Strings.swift",
             #"enum L10n { enum Common { static let title = NSLocalizedString("common.title", comment: "") } }"#),
            ("Copy.swift", "enum Copy { static let heading = L10n.Common.title }" + padding),
            ("Screen.swift", "final class Screen { func show() { navigationItem.title = Copy.heading } }"),
            ("Large.swift", #"struct Large { func f() { log("own.large"); log("") } }"# + padding),
            ("Small.swift", #"struct Small { func f() { log("own.small"); log("") } }"#),
        ]
        var paths: [String] = []
        for (name, text) in sources {
            paths.append(folder.appendingPathComponent(name).path)
            try text.write(toFile: paths[paths.count - 1], atomically: true, encoding: .utf8)
        }
        let table = BundledTable.table
        let cacheFolder = folder.appendingPathComponent("cache").path
        let uses = AppSourceReader(table: table, cache: SourceScanCache(directory: cacheFolder)).read(files: paths)
        uses.saveCache()
        let parsed = AppSourceReader(table: table).read(texts: zip(paths, sources).map { (path: $0, text: $1.1) })
        XCTAssertEqual(uses.uses, parsed.uses)
        XCTAssertFalse(uses.uses(table: "Localizable", key: "common.title").isEmpty)
        let saved = SourceScanCache(directory: cacheFolder)
        func kept(_ index: Int) -> (unread: Bool, keys: [String]?) {
            guard case .unread(_, let keys) = saved.entry(path: paths[index], bytes: Array(sources[index].1.utf8),
                                                           tableDigest: table.digest)
            else { return (false, nil) }
            return (true, keys?.map(\.key))
        }
        XCTAssertEqual(kept(3).keys, ["own.large", ""])
        XCTAssertTrue(kept(4).unread)
        XCTAssertNil(kept(4).keys, "a small file is not parsed before a key asks for it")
        for key in ["own.large", "own.small"] {
            XCTAssertTrue(uses.isReferenced(LocalizedKey(table: LocalizedKey.defaultTable, key: key)), key)
        }
        // When no key will be asked (`lint`), no file is parsed for its keys, and the unread files are let go;
        // a second run over the same files (from the cache) lets them go too.
        var reader = AppSourceReader(table: table, cache: SourceScanCache(directory: cacheFolder + "-lint"))
        reader.keysWillBeAsked = false
        let linted = reader.read(files: paths)
        XCTAssertEqual(linted.uses, parsed.uses)
        XCTAssertNil(linted.unread)
        reader.cache?.save()
        reader.cache = SourceScanCache(directory: cacheFolder + "-lint")
        let again = reader.read(files: paths)
        XCTAssertEqual(again.uses, parsed.uses)
        XCTAssertNil(again.unread)
        guard case .unread(_, let keys) = SourceScanCache(directory: cacheFolder + "-lint")
            .entry(path: paths[3], bytes: Array(sources[3].1.utf8), tableDigest: table.digest)
        else { return XCTFail("Large.swift is kept unparsed") }
        XCTAssertNil(keys)
    }

    func testSpelledRunsAreWhatALiteralHoldsAsItIs() {
        func runs(_ key: String) -> [String] {
            UnreadSwiftFiles.spelledRuns(key).map { String(decoding: $0, as: UTF8.self) }
        }
        XCTAssertEqual(runs("Delete %lld posts?"), ["Delete ", " posts?"])
        XCTAssertEqual(runs("%1$@ liked “your” post"), [" liked “your” post"])
        XCTAssertEqual(runs("say \"hi\"\nthen it's"), ["say ", "hi", "then it", "s"])
        XCTAssertEqual(runs("50% off"), ["50", "ff"], "a % and what could be its specifier are left out")
        XCTAssertEqual(runs("%lu items, %.2f%%"), [" items, "])
        XCTAssertEqual(runs("%@"), [])
    }

    /// Literals with interpolations and escapes are found; a file that holds a key's words but not its runs is
    /// not taken for it.
    func testKeysAreFoundInLiteralsWithInterpolationsAndEscapes() {
        let texts = [
            #"struct A { func f() { let count = 2; log("Deleted \(count) posts") } }"#,
            #"struct B { func f() { log("Line\nnext"); log("say \"hi\""); log("it\'s") } }"#,
            #"struct C { func f() { log("posts"); log("Deleted") } }"#,
        ]
        var files: [Int: UnreadSwiftFiles.File] = [:]
        var postings: [String: [Int]] = [:]
        for (index, text) in texts.enumerated() {
            let bytes = Array(text.utf8)
            guard case .unread(let words) = prefilter.verdict(bytes) else { return XCTFail("parsed: \(text)") }
            files[index] = UnreadSwiftFiles.File(bytes: bytes, words: words, keys: nil)
            for word in words.sorted() { postings[word, default: []].append(index) }
        }
        let unread = UnreadSwiftFiles(paths: ["A.swift", "B.swift", "C.swift"], files: files, postings: postings,
                                      cache: nil, tableDigest: BundledTable.table.digest)!
        func names(_ key: String) -> Bool {
            unread.names(LocalizedKey(table: LocalizedKey.defaultTable, key: key), table: BundledTable.table)
        }
        XCTAssertTrue(names("Deleted %lld posts"))
        XCTAssertTrue(names("Deleted %@ posts"))
        XCTAssertTrue(names("Line\nnext"))
        XCTAssertTrue(names("say \"hi\""))
        XCTAssertTrue(names("it's"))
        XCTAssertTrue(names("posts"))
        XCTAssertFalse(names("Deleted posts"))
        XCTAssertFalse(names("Deleted %lld post"))
    }
}
