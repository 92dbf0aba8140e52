import CopyLowLevel
import PropertyBased
import Synchronization
import Testing

/// Words of ASCII letters (both cases) and a few outside ASCII, so that tables see hits, misses, case folding
/// and words they refuse.
enum WordGen {
    static let letters: [Character] = ["a", "b", "c", "A", "B", "x", "Y", "z", "'", "é", "1"]
    static let words = generator { rng in
        (0..<Int.random(in: 0...60, using: &rng)).map { _ in
            String((0..<Int.random(in: 1...6, using: &rng)).map { _ in letters.pick(&rng) })
        }
    }
}

@Suite struct TableProperties {
    /// `ASCIIWordTable` against a `Dictionary` of the same words: a word given twice keeps its first value,
    /// words outside ASCII are refused, and a lowercasing lookup finds the lowercase entry.
    @Test func asciiWordTableIsADictionary() async {
        await propertyCheck(count: 300, input: WordGen.words, WordGen.words) { added, asked in
            var table = ASCIIWordTable<Int>()
            var plain: [String: Int] = [:]
            for (value, word) in added.enumerated() {
                let entry = table.entry(for: word, adding: value)
                guard word.utf8.allSatisfy({ $0 < 0x80 }) else {
                    #expect(entry == nil)
                    continue
                }
                #expect(entry != nil)
                if plain[word] == nil { plain[word] = value }
            }
            #expect(table.count == plain.count)
            for word in asked + added {
                let ascii = word.utf8.allSatisfy { $0 < 0x80 }
                for lowercasing in [false, true] {
                    let key = lowercasing ? String(word.map { $0.isASCII ? Character($0.lowercased()) : $0 }) : word
                    let expected = plain[key]
                    switch table.lookup(word, lowercasing: lowercasing) {
                    case .found(let value): #expect(ascii && value == expected, "\(word)")
                    case .absent: #expect(ascii && expected == nil, "\(word)")
                    case .notASCII: #expect(!ascii)
                    }
                    let index = table.entryIndex(of: word, lowercasing: lowercasing)
                    #expect(index == (ascii ? expected.map { value in table.values.firstIndex(of: value)! } ?? -1 : nil))
                    if let index, index >= 0 { #expect(table.word(at: index) == key) }
                }
            }
        }
    }

    /// The lock-free `LocaleCache` against building the value each time: the same value for the same key from
    /// every thread, built once per key however many threads ask at once.
    @Test func localeCacheIsBuildingOnce() async {
        final class Key: Sendable {
            let name: String
            init(_ name: String) { self.name = name }
        }
        let builds = Mutex<[String: Int]>([:])
        let cache = LocaleCache<Key, String> { key in
            builds.withLock { $0[key.name, default: 0] += 1 }
            return key.name.uppercased()
        }
        // More keys than the first table holds, so that readers see the table grow.
        let keys = (0..<40).map { Key("locale\($0)") }
        await withTaskGroup(of: Void.self) { group in
            for worker in 0..<8 {
                group.addTask {
                    for round in 0..<200 {
                        let key = keys[(round * 7 + worker) % keys.count]
                        #expect(cache(key) == key.name.uppercased())
                    }
                }
            }
        }
        for key in keys { #expect(cache(key) == key.name.uppercased()) }
        // A value may be built twice by threads that ask at once; only the first is kept and returned.
        #expect(builds.withLock { $0.count } == keys.count)
    }

    @Test func forEachInPlaceVisitsEveryElementInOrder() async {
        await propertyCheck(count: 300, input: WordGen.words) { words in
            var visited: [(String, Int)] = []
            words.forEachInPlace { word, index in visited.append((word, index)) }
            #expect(visited.map(\.0) == words)
            #expect(visited.map(\.1) == Array(words.indices))
        }
    }
}
