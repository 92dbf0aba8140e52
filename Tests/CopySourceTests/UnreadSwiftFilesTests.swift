@testable import CopySource
import Dispatch
import Synchronization
import XCTest

/// Files left unparsed are parsed when a key asked for could be one of their literals, on whichever thread asks.
final class UnreadSwiftFilesTests: XCTestCase {
    private let prefilter = SourcePrefilter(table: BundledTable.table)

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
        // A key of another table is never a literal's.
        XCTAssertFalse(serial.names(LocalizedKey(table: "Other", key: "own.1"), table: table))
    }
}
