import CopyLowLevel
@testable import CopyRules
import CopyText
import XCTest

/// The structures that replaced `Set<String>` and `Dictionary` lookups in the hot path answer as those did.
final class LookupStructuresTests: XCTestCase {
    /// `ASCIIWordTable` finds exactly the ASCII words a `Dictionary` finds, as written or lowercased, and
    /// says `.notASCII` for every other word.
    func testASCIIWordTableAgreesWithDictionary() {
        let lexiconWords = DictionaryStore.bundled.rows("verbs", locale: "en").prefix(5_000).map { $0[0] }
        let words = lexiconWords + ["I", "you’re", "café", "don't", "", "Mac mini"]
        var dictionary: [String: Int] = [:]
        for (index, word) in words.enumerated() where dictionary[word] == nil { dictionary[word] = index }
        let table = ASCIIWordTable(dictionary.map { ($0.key, $0.value) })
        let queries = words + words.map { $0.uppercased() } + words.map { $0.capitalized } + ["zzzz", "Café", "K\u{212A}", "ıi"]
        for query in queries {
            let isASCII = query.utf8.allSatisfy { $0 < 0x80 }
            switch table.lookup(query, lowercasing: false) {
            case .found(let value): XCTAssertEqual(dictionary[query], value, query)
            case .absent: XCTAssertTrue(isASCII && dictionary[query] == nil, query)
            case .notASCII: XCTAssertFalse(isASCII, query)
            }
            guard isASCII else { continue }
            let lowered = String(decoding: query.utf8.map { $0 >= 65 && $0 <= 90 ? $0 + 32 : $0 }, as: UTF8.self)
            switch table.lookup(query, lowercasing: true) {
            case .found(let value): XCTAssertEqual(dictionary[lowered], value, query)
            case .absent: XCTAssertNil(dictionary[lowered].flatMap { _ in lowered.utf8.allSatisfy { $0 < 0x80 } ? lowered : nil }, query)
            case .notASCII: XCTFail("ASCII query reported as not ASCII: \(query)")
            }
        }
    }

    /// Words added one at a time, through many growths of the table, are all found with their entries' values;
    /// a word added again keeps its entry.
    func testASCIIWordTableGrowsByInsertion() {
        let words = DictionaryStore.bundled.rows("verbs", locale: "en").map { $0[0] }
        var table = ASCIIWordTable<Int>()
        var first: [String: Int] = [:]
        for (index, word) in words.enumerated() {
            let entry = table.entry(for: word, adding: index)
            XCTAssertEqual(entry == nil, word.utf8.contains { $0 >= 0x80 }, word)
            if let entry, first[word] == nil { first[word] = entry }
            XCTAssertEqual(entry, first[word], word)
        }
        XCTAssertEqual(table.count, first.count)
        XCTAssertGreaterThan(table.count, 30_000)
        for (word, entry) in first {
            XCTAssertEqual(table.word(at: entry), word)
            guard case .found(let value) = table.lookup(word, lowercasing: false) else { return XCTFail(word) }
            XCTAssertEqual(value, table[entry])
            XCTAssertEqual(words[value], word)
        }
    }

    /// `LexiconWords` answers as one `Dictionary<String, …>` would: ASCII words and others, canonically
    /// equivalent spellings (NFD, and the singletons that equal ASCII characters) as one word.
    func testLexiconWordsAnswerAsADictionary() {
        let spellings: [(String, WordClass)] = [
            ("save", .verb), ("café", .article), ("cafe\u{301}", .subject), ("a;b", .particle), ("a\u{037E}b", .questionWord),
            ("x\u{1FEF}", .verbLemma), ("don’t", .finiteVerb), ("save", .verbLemma),
        ]
        var words = LexiconWords()
        var dictionary: [String: WordClass] = [:]
        for (word, wordClass) in spellings {
            words.insert(wordClass, for: word)
            dictionary[word, default: []].formUnion(wordClass)
        }
        words.setLemma("save", of: "saved")
        for query in spellings.map(\.0) + ["x`", "cafe", "a", "saved"] {
            XCTAssertEqual(words[query]?.classes, dictionary[query] ?? (query == "saved" ? [] : nil), query)
        }
        XCTAssertEqual(words["saved"].flatMap(words.lemma(of:)), "save")
        var seen: [String: WordClass] = [:]
        words.forEach { word, entry in seen[word] = entry.classes }
        XCTAssertEqual(seen.count, dictionary.count + 1)
        XCTAssertEqual(Set(words.nonASCIIWords), ["café", "don’t"])
    }

    /// Words with a character that has no ASCII spelling in any normalisation form cannot equal a plain word;
    /// the three singletons that do (K, ;, `) are let through.
    func testPlainSpelling() {
        XCTAssertTrue(PlainSpelling.mayEqualPlainWord("you’re"))
        XCTAssertTrue(PlainSpelling.mayEqualPlainWord("\u{212A}ey"))
        XCTAssertFalse(PlainSpelling.mayEqualPlainWord("café"))
        XCTAssertFalse(PlainSpelling.mayEqualPlainWord("写真"))
        XCTAssertTrue(PlainSpelling.isPlain("don’t"))
        XCTAssertFalse(PlainSpelling.isPlain("naïve"))
    }

    /// An ASCII byte set holds exactly what was inserted, at the edges of both its halves, and nothing outside ASCII.
    func testASCIIByteSet() {
        let inserted: Set<UInt8> = [0, 1, 0x27, 62, 63, 64, 65, 0x4F, 0x6F, 126, 127]
        var set = ASCIIByteSet()
        for byte in inserted { set.insert(byte) }
        for byte in UInt8.min...UInt8.max {
            XCTAssertEqual(set.contains(byte), inserted.contains(byte), "\(byte)")
        }
    }
}
