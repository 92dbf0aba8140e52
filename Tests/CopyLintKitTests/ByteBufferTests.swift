import CopyLowLevel
import XCTest
@testable import CopyLintKit

/// Numbers in reports are written digit by digit into the buffer: every value round its shortcuts (below 10,
/// below 100) and at the ends of `Int`, against the standard library's `description`, from a buffer that must grow.
final class ByteBufferTests: XCTestCase {
    func testDecimalsMatchDescription() {
        let values = Array(-1_000...1_000) + [9_999, 10_000, 99_999, 214_780, 1 << 40, Int.max, Int.min, Int.min + 1]
        var bytes = ByteBuffer(capacity: 1)
        var expected = ""
        for value in values {
            bytes.append(decimal: value)
            bytes.append(0x2C)
            expected += "\(value),"
        }
        XCTAssertEqual(bytes.string, expected)
    }
}
