@testable import CopySource
import Dispatch
import Foundation
import Synchronization
import XCTest

/// Files left unparsed are parsed when a key asked for could be one of their literals, on whichever thread asks.
final class UnreadSwiftFilesTests: XCTestCase {
    private let prefilter = SourcePrefilter(table: BundledTable.table)
    /// A comment that makes a file `readAheadSize` bytes or more.
    private let padding = "\n// " + String(repeating: "padding ", count: UnreadSwiftFiles.readAheadSize / 8)

    /// Forty files, each with a literal of its own (`own.N`) and one it shares with others (`k.(N % 7).x`);
    /// the first is made larger than `readAheadSize` by `padding` when it is given.
    private func unreadFiles(padding: String = "", cache: SourceScanCache? = nil) -> UnreadSwiftFiles {
        var files: [Int: UnreadSwiftFiles.File] = [:]
        var postings: [String: [Int]] = [:]
        var paths: [String] = []
        for number in 0..<40 {
            let text = "struct S\(number) { func f() { log(\"own.\(number)\"); log(\"k.\(number % 7).x\") } }"
                + (number == 0 ? padding : "")
            let bytes = Array(text.utf8)
            guard case .unread(let words) = prefilter.verdict(bytes) else {
                XCTFail("parsed: \(text)")
                continue
            }
            paths.append("S\(number).swift")
            files[number] = UnreadSwiftFiles.File(bytes: bytes, words: words, keys: nil)
            for word in words.sorted() { postings[word, default: []].append(number) }
        }
        return UnreadSwiftFiles(paths: paths, files: files, postings: postings, cache: cache,
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
        // The files of some keys parsed at once, while the largest file is read ahead, then every key asked on
        // several threads: batches and single keys on several threads, some files still being parsed.
        for _ in 0..<3 {
            let batched = unreadFiles(padding: padding)
            batched.readLargeFilesAhead(table: table)
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

    /// A file of `readAheadSize` bytes or more is parsed for its keys before any is asked, and its keys are kept
    /// in the cache; the smaller ones wait for a key.
    func testLargeFilesAreReadAheadAndTheirKeysKept() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("read-ahead-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = SourceScanCache(directory: folder.path)
        let unread = unreadFiles(padding: padding, cache: cache)
        unread.readLargeFilesAhead(table: BundledTable.table)
        unread.finishReadingAhead()
        cache.save()
        let saved = SourceScanCache(directory: folder.path)
        func keptKeys(_ number: Int, _ text: String) -> [String]? {
            let bytes = Array(text.utf8)
            guard case .unread(_, let keys) = saved.entry(path: "S\(number).swift", bytes: bytes,
                                                           tableDigest: BundledTable.table.digest)
            else { return nil }
            return keys.map { $0.map(\.key).sorted() }
        }
        let large = #"struct S0 { func f() { log("own.0"); log("k.0.x") } }"# + padding
        XCTAssertEqual(keptKeys(0, large), ["k.0.x", "own.0"])
        XCTAssertNil(keptKeys(1, #"struct S1 { func f() { log("own.1"); log("k.1.x") } }"#),
                     "a small file is not parsed before a key asks for it")
        let key = LocalizedKey(table: LocalizedKey.defaultTable, key: "own.0")
        XCTAssertTrue(unread.names(key, table: BundledTable.table))
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
