import CopyFormats
import CopyLowLevel
import Synchronization
import XCTest
@testable import CopyLintKit

/// The map that spreads one large file's work on idle cores (`HelpedMap`), and the work spread with it: a large
/// table's roles, decided in parts, are the roles decided in one run.
final class HelpedMapTests: XCTestCase {
    /// Outputs come in input order, whichever thread made them, and each context is used by one thread at a time.
    func testOutputsInOrderWithEachContextOnOneThreadAtATime() {
        final class Context: @unchecked Sendable {
            let inUse = Atomic<Int>(0)
            var used = 0
        }
        let contexts = (0..<3).map { _ in Context() }
        let items = Array(0..<2_000)
        let outputs = HelpedMap.map(items, contexts: contexts) { context, item -> Int in
            XCTAssertEqual(context.inUse.add(1, ordering: .acquiringAndReleasing).oldValue, 0, "a context shared")
            context.used += 1
            let output = (0..<(item % 50)).reduce(item) { $0 &* 31 &+ $1 }
            context.inUse.subtract(1, ordering: .acquiringAndReleasing)
            return output
        }
        XCTAssertEqual(outputs, items.map { item in (0..<(item % 50)).reduce(item) { $0 &* 31 &+ $1 } })
        XCTAssertEqual(contexts.map(\.used).reduce(0, +), items.count)
    }

    /// Inside `ParallelMap.forEach`, whose workers take every core (a nested `concurrentPerform` would run on
    /// its caller alone), each item's parts are still all mapped, and many short maps whose helpers start after
    /// the map is done leave nothing behind (the runtime stops a process whose non-escaping work escaped).
    func testNestedInParallelWorkAndWithLateHelpers() {
        let files = Array(0..<(2 * AvailableCores.count))
        var sums: [Int] = []
        ParallelMap.forEach(files, makeContext: { () }, { _, file -> Int in
            var total = 0
            for round in 0..<200 {
                let parts = HelpedMap.parts(of: 100 + round, into: 4)
                total += HelpedMap.map(parts, threads: AvailableCores.count + 1) { part in part.reduce(file, +) }
                    .reduce(0, +)
            }
            return total
        }, consume: { sums.append($0) })
        let expected = files.map { file in (0..<200).reduce(0) { total, round in
            total + (0..<(100 + round)).reduce(0, +) + 4 * file
        } }
        XCTAssertEqual(sums, expected)
    }

    /// One at a time, the items are taken in the order given, never two at once, and handed over in their own.
    func testOneAtATimeTakesTheOrderGivenAndHandsOverInItemOrder() {
        let items = Array(0..<6)
        let order = [3, 0, 5, 1, 4, 2]
        let taken = Mutex<[Int]>([])
        let working = Atomic<Int>(0)
        var consumed: [Int] = []
        ParallelMap.forEach(items, oneAtATime: order, makeContext: { () }, { _, item -> Int in
            XCTAssertEqual(working.add(1, ordering: .acquiringAndReleasing).oldValue, 0, "two items at once")
            taken.withLock { $0.append(item) }
            let output = HelpedMap.map(HelpedMap.parts(of: 1_000, into: 4), threads: AvailableCores.count) { part in
                part.reduce(item, +)
            }.reduce(0, +)
            working.subtract(1, ordering: .acquiringAndReleasing)
            return output
        }, consume: { consumed.append($0) })
        XCTAssertEqual(taken.withLock { $0 }, order)
        XCTAssertEqual(consumed, items.map { (0..<1_000).reduce(0, +) + 4 * $0 })
    }

    /// Two pieces of work of different types come back each in its place, on one thread or two.
    func testBothGivesEachOutputInItsPlace() {
        for threads in [1, 2, 3] {
            let (number, text) = HelpedMap.both(threads: threads) { (1...1_000).reduce(0, +) } and: {
                String(repeating: "ab", count: 3)
            }
            XCTAssertEqual(number, 500_500)
            XCTAssertEqual(text, "ababab")
        }
    }

    func testPartsCoverEveryPositionOnceInOrder() {
        for (count, parts) in [(0, 4), (3, 8), (10, 3), (20_001, 8)] {
            let ranges = HelpedMap.parts(of: count, into: parts)
            XCTAssertEqual(ranges.count, parts)
            XCTAssertEqual(ranges.flatMap { Array($0) }, Array(0..<count), "\(count) in \(parts)")
        }
        XCTAssertEqual(HelpedMap.parts(of: 100, threads: 1), [0..<100], "one thread: one part")
        XCTAssertEqual(HelpedMap.parts(of: 100, threads: 3).count, 12, "four parts for each thread")
        XCTAssertEqual(HelpedMap.joined([[1, 2], [], [3], [4, 5]]), [1, 2, 3, 4, 5])
        XCTAssertEqual(HelpedMap.joined([[Int]]()), [])
    }

    /// A table large enough to be assigned on every core gets the roles it gets on one: keys, comments,
    /// siblings (which read the other parts' keys) and inherited assignments alike.
    func testATableAssignedInPartsGetsTheRolesOfOneRun() {
        let count = RoleInferrer.spreadEntries + 1_234
        var entries: [Entry] = []
        var inherited: [RoleAssignment?] = []
        for index in 0..<count {
            let (key, text, comment): (String, String, String?) = switch index % 6 {
            case 0: ("alert.\(index / 6).title", "Delete photo \(index)?", nil)
            case 1: ("alert.\(index / 6).message", "The photo will be deleted.", nil)
            case 2: ("alert.\(index / 6).unfollow", "Unfollow", nil)
            case 3: ("row_\(index)", "Rename Album", "Menu item to rename the album")
            case 4: ("settings.sync_\(index)", "Sync", nil)
            default: ("label_\(index)", "Photos \(index)", "Title of the photos screen")
            }
            entries.append(Entry(key: key, text: text, comment: comment, locale: "en", isSource: true,
                                 table: "Localizable"))
            inherited.append(index % 97 == 0 ? RoleAssignment(role: .button, source: .code) : nil)
        }
        let inferrer = RoleInferrer()
        let spread = inferrer.assign(entries, inherited: inherited,
                                     decided: inferrer.decisions(entries, inherited: inherited, spreads: true))
        let one = inferrer.assign(entries, inherited: inherited)
        XCTAssertEqual(spread, one)
        XCTAssertGreaterThan(Set(one.map(\.role)).count, 3, "the table has roles of several kinds")
        XCTAssertGreaterThan(one.filter { $0.source == .sibling }.count, 0, "siblings decided some")
    }
}
