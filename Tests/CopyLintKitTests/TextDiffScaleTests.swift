@testable import CopyLintKit
import Foundation
import XCTest

/// Issue 45: `--fix` of a long value took time as its length times its fix-its (the shortest edit script); long
/// changed middles are compared in one pass, and the hunks still turn the old string into the new.
final class TextDiffScaleTests: XCTestCase {
    private func applying(_ hunks: [TextDiff.Hunk], to old: String) -> String {
        var scalars = Array(old.unicodeScalars)
        for hunk in hunks.reversed() { scalars.replaceSubrange(hunk.range, with: Array(hunk.replacement.unicodeScalars)) }
        return String(String.UnicodeScalarView(scalars))
    }

    func testLongValuesWithManyChangesAreDiffedQuicklyAndExactly() {
        let old = String(repeating: "Tap  \"here\"  now... ", count: 20_000)
        let new = String(repeating: "Tap “here” now… ", count: 20_000)
        let start = Date()
        let hunks = TextDiff.hunks(from: old, to: new)
        XCTAssertLessThan(Date().timeIntervalSince(start), 10)
        XCTAssertEqual(applying(hunks, to: old), new)
        XCTAssertGreaterThan(hunks.count, 20_000, "changes far apart stay apart")
    }

    func testLocalHunksTurnOneStringIntoAnother() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("ab .\"…“”".unicodeScalars)
        for _ in 0..<300 {
            let old = (0..<Int.random(in: 0...60, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
            var new = old
            for _ in 0..<Int.random(in: 0...6, using: &generator) {
                let at = Int.random(in: 0...new.count, using: &generator)
                let end = min(new.count, at + Int.random(in: 0...3, using: &generator))
                new.replaceSubrange(at..<end, with: (0..<Int.random(in: 0...3, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
            }
            let hunks = TextDiff.localHunks(old, new)
            XCTAssertEqual(applying(hunks, to: String(String.UnicodeScalarView(old))), String(String.UnicodeScalarView(new)))
        }
    }

    /// Middles that share no scalar are one hunk without a script: the same hunks as the script's.
    func testDisjointMiddlesGiveTheScriptsHunks() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("ab .\"…“”".unicodeScalars)
        var disjoint = 0
        for _ in 0..<2_000 {
            func scalars(_ count: ClosedRange<Int>) -> [Unicode.Scalar] {
                (0..<Int.random(in: count, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
            }
            let old = scalars(0...12)
            var new = old
            let at = Int.random(in: 0...new.count, using: &generator)
            let end = min(new.count, at + Int.random(in: 0...3, using: &generator))
            new.replaceSubrange(at..<end, with: scalars(0...3))
            guard old != new else { continue }
            let prefix = zip(old, new).prefix { $0 == $1 }.count
            let suffix = zip(old[prefix...].reversed(), new[prefix...].reversed()).prefix { $0 == $1 }.count
            let middles = (Set(old[prefix..<(old.count - suffix)]), Set(new[prefix..<(new.count - suffix)]))
            if middles.0.isDisjoint(with: middles.1) { disjoint += 1 }
            let text = (String(String.UnicodeScalarView(old)), String(String.UnicodeScalarView(new)))
            let scripted = TextDiff.scriptedHunks(old, new, prefix: prefix, suffix: suffix)
            XCTAssertEqual(TextDiff.hunks(from: text.0, to: text.1), scripted, "\(text)")
        }
        XCTAssertGreaterThan(disjoint, 100, "the generated pairs have disjoint middles")
    }
}
