import XCTest
import CopyText

/// `ASCIIEquivalence` names every non-ASCII scalar that `String` compares equal to an ASCII character, and
/// every ASCII character that has one: checked over all assigned scalars of planes 0 and 1.
final class ASCIIEquivalenceTests: XCTestCase {
    func testTheThreeSingletonsAreTheOnlyOtherSpellingsOfASCII() {
        let ascii = Set((0..<128).map { String(Unicode.Scalar(UInt8($0))) })
        var found: [Unicode.Scalar] = []
        for value in UInt32(0x80)...0x1FFFF {
            guard let scalar = Unicode.Scalar(value), scalar.properties.generalCategory != .unassigned else { continue }
            if ascii.contains(String(scalar)) { found.append(scalar) }
        }
        XCTAssertEqual(found.map(\.value), [0x037E, 0x1FEF, 0x212A])
        XCTAssertTrue(found.allSatisfy(ASCIIEquivalence.isOtherSpelling))
        let spelled = (0..<128).map { UInt8($0) }.filter(ASCIIEquivalence.hasOtherSpelling)
        XCTAssertEqual(Set(found.compactMap { scalar in ascii.first { $0 == String(scalar) }?.utf8.first }), Set(spelled))
    }
}
