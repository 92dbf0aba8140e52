import XCTest
import CopyText

/// `CaseShape.hasCasedLetter` lets a checker skip strings in which no word can have a case shape. It must say
/// yes exactly where `CaseShape(of:)` finds a cased letter.
final class CasedLetterTests: XCTestCase {
    func testEveryScalarAgreesWithTheShape() {
        var cased = 0
        for value in UInt32(0)...0x1FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let shaped = CaseShape(of: [scalar]) != .uncased
            // Alone, and after uncased text of several scripts (the scan goes on past them).
            XCTAssertEqual(CaseShape.hasCasedLetter(String(scalar)), shaped, "U+\(String(value, radix: 16, uppercase: true))")
            XCTAssertEqual(CaseShape.hasCasedLetter("写真 42 — ลบ " + String(scalar)), shaped, "U+\(String(value, radix: 16, uppercase: true)) after uncased text")
            // After uncased ASCII, which is read byte by byte until the first other scalar.
            XCTAssertEqual(CaseShape.hasCasedLetter("42, 7% " + String(scalar)), shaped, "U+\(String(value, radix: 16, uppercase: true)) after uncased ASCII")
            if shaped { cased += 1 }
        }
        // Latin, Greek, Cyrillic, Armenian, Georgian, Cherokee, Deseret, circled letters…
        XCTAssertGreaterThan(cased, 4_000)
    }

    func testStrings() {
        for text in ["Delete", "写真をiCloudに保存", "ΑΒΓ", "Ⓐ", "ß", "ǅ"] { XCTAssertTrue(CaseShape.hasCasedLetter(text), text) }
        for text in ["", "写真を削除", "42 × 7", "…", "ลบรูปภาพ", "حذف", "— 42 %", "😀"] { XCTAssertFalse(CaseShape.hasCasedLetter(text), text) }
    }
}
