import Dispatch
import Synchronization
import XCTest
@testable import CopyLintKit

final class CancelSignalMemoTests: XCTestCase {
    /// The memo answers as `marks` does, for keys and comments met again and from several threads at once.
    func testAnswersAsMarksDoes() {
        let keys: [String?] = [nil, "alert.cancel", "cancel_download", "alerts.confirm.cancel", "cancel_button", "delete.title", "Delete this photo?"]
        let comments: [String?] = [nil, "Cancel button for the sheet", "Title of the delete alert", "cancel"]
        let pairs = keys.flatMap { key in comments.map { (key, $0) } }
        XCTAssertEqual(Set(pairs.map { CancelSignal.marks(key: $0.0, comment: $0.1) }), [true, false])
        let memo = CancelSignal.Memo()
        let rounds = 4
        let answers = Mutex<[Int: [Bool]]>([:])
        DispatchQueue.concurrentPerform(iterations: rounds) { round in
            let mine = pairs.map { memo.marks(key: $0.0, comment: $0.1) }
            answers.withLock { $0[round] = mine }
        }
        let expected = pairs.map { CancelSignal.marks(key: $0.0, comment: $0.1) }
        XCTAssertEqual(answers.withLock { $0 }, Dictionary(uniqueKeysWithValues: (0..<rounds).map { ($0, expected) }))
    }

    /// Keys that are canonically equivalent but not the same bytes can mark differently: "cancel" with a combining
    /// accent after it ends in the word "cancel", while its composed form ends in "canceĺ". Each keeps its answer.
    func testEquivalentSpellingsKeepTheirOwnAnswers() {
        let decomposed = "alert.cancel\u{301}", composed = "alert.cance\u{13A}"
        XCTAssertEqual(decomposed, composed)
        XCTAssertNotEqual(CancelSignal.marks(key: decomposed, comment: nil), CancelSignal.marks(key: composed, comment: nil))
        for order in [[decomposed, composed], [composed, decomposed]] {
            let memo = CancelSignal.Memo()
            XCTAssertEqual(order.map { memo.marks(key: $0, comment: nil) }, order.map { CancelSignal.marks(key: $0, comment: nil) })
        }
    }
}
