import Foundation
import XCTest
@testable import CopyLintKit

/// Large values handed to `BackgroundRelease` are freed, and not on the thread that handed them over.
final class BackgroundReleaseTests: XCTestCase {
    private final class Tracked: @unchecked Sendable {
        let freed: XCTestExpectation
        let caller: Thread

        init(freed: XCTestExpectation, caller: Thread) {
            self.freed = freed
            self.caller = caller
        }

        deinit {
            XCTAssertFalse(Thread.current == caller, "freed on the thread that handed it over")
            freed.fulfill()
        }
    }

    func testAValueHandedOverIsFreedOnAnotherThread() {
        let freed = expectation(description: "freed")
        var value: [Tracked]? = [Tracked(freed: freed, caller: Thread.current)]
        BackgroundRelease.release(value.take())
        XCTAssertNil(value)
        wait(for: [freed], timeout: 10)
    }
}
