import Dispatch
import Synchronization
import XCTest
@testable import CopyRules

/// `BuiltOnce` builds each key's value once, however many threads ask for it at the same time.
final class BuiltOnceTests: XCTestCase {
    func testEachKeyIsBuiltOnceFromManyThreads() {
        let values = BuiltOnce<String, [Int]>()
        let builds = Mutex<[String: Int]>([:])
        let keys = ["verbs", "articles", "terms"]
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            for key in keys.shuffled() {
                let value = values.value(for: key) {
                    builds.withLock { $0[key, default: 0] += 1 }
                    // Long enough that the other threads ask while it builds.
                    usleep(20_000)
                    return [key.count, thread]
                }
                XCTAssertEqual(value[0], key.count, key)
            }
        }
        XCTAssertEqual(builds.withLock { $0 }, ["verbs": 1, "articles": 1, "terms": 1])
        // Later requests get the first build's value.
        let first = values.value(for: "verbs") { [-1, -1] }
        XCTAssertEqual(first[0], 5)
    }

    func testTheStoreParsesAFileOnceForAllThreads() {
        let store = DictionaryStore(files: ["en/verbs.txt": "run\trun\nran\trun\n", "en/terms.txt": "iCloud\n"])
        let localeData = Mutex<Set<ObjectIdentifier>>([])
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            XCTAssertEqual(store.pairs("verbs", locale: "en-GB").rows.count, 2)
            XCTAssertEqual(store.rows("terms", locale: "en"), [["iCloud"]])
            let data = ObjectIdentifier(store.locale("en"))
            localeData.withLock { _ = $0.insert(data) }
        }
        XCTAssertEqual(localeData.withLock { $0.count }, 1, "one locale's data is one object")
        XCTAssertEqual(store.rows("missing", locale: "en"), [])
    }
}
