@testable import CopyText
import XCTest

/// `AnalyzedText.isVariationSelector` reads Unicode's Variation_Selector property from its ranges; it must agree
/// with the standard library's property on every scalar.
final class VariationSelectorTests: XCTestCase {
    func testTheRangesAreTheStandardLibrarysProperty() {
        var disagreements: [UInt32] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            if AnalyzedText.isVariationSelector(scalar) != scalar.properties.isVariationSelector {
                disagreements.append(value)
            }
        }
        XCTAssertEqual(disagreements, [])
    }
}
