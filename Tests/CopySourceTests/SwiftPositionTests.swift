@testable import CopySource
import SwiftParser
import SwiftSyntax
import XCTest

/// The reader counts lines and columns from the file's bytes, not through swift-syntax's converter: the places it
/// gives must be the converter's, with every kind of line break and text of more than one byte a character.
final class SwiftPositionTests: XCTestCase {
    func testUsePlacesAreTheConvertersWithEveryLineBreak() throws {
        let text = "// é\r\nlet a = 1\rfunc f() {\r\n    Button(\"save.é\") {}\n"
            + "    /* two\r\n lines */ Text(\"body\"); Toggle(\"on\", isOn: $x)\r}\r\n"
        let scan = AppSourceReader.scan(path: "V.swift", bytes: Array(text.utf8), table: BundledTable.table)
        let tree = Parser.parse(source: text)
        let converter = SourceLocationConverter(fileName: "V.swift", tree: tree)
        var expected: [String: (Int, Int)] = [:]
        for token in tree.tokens(viewMode: .sourceAccurate) where ["save.é", "body", "on"].contains(token.text) {
            // The use is at the literal's opening quote, one before its text.
            let place = converter.location(for: token.positionAfterSkippingLeadingTrivia)
            expected[token.text] = (place.line, place.column - 1)
        }
        let found = Dictionary(scan.uses.compactMap { pending -> (String, (Int, Int))? in
            guard case .key(let key) = pending.references.first else { return nil }
            return (key.key, (pending.use.location.line, pending.use.location.column))
        }, uniquingKeysWith: { first, _ in first })
        XCTAssertEqual(Set(found.keys), ["save.é", "body", "on"])
        XCTAssertEqual(expected.count, 3)
        for (key, place) in expected {
            XCTAssertEqual(found[key]?.0, place.0, key)
            XCTAssertEqual(found[key]?.1, place.1, key)
        }
        XCTAssertEqual(found["on"]?.0, 6)
    }
}
