import XCTest
@testable import CopyLintKit

/// Interface Builder's comments (`Class = "UIButton"; normalTitle = "Save"; ObjectID = "…";`) name the control's
/// class and the property the string fills; anything else is a translator's comment.
final class InterfaceBuilderCommentTests: XCTestCase {
    func testClassAndProperty() {
        let cases: [(String, [String]?)] = [
            (#"Class = "UIButton"; normalTitle = "Save"; ObjectID = "7zN-Xh-yYi";"#, ["UIButton", "normalTitle"]),
            ("\n\t Class = \"NSMenuItem\"; title = \"Quit\";", ["NSMenuItem", "title"]),
            (#"Class = "UISegmentedControl"; segmentTitles[0] = "One";"#, ["UISegmentedControl", "segmentTitles"]),
            (#"Class = "Bouton"; titre=x"#, ["Bouton", "titre"]),
            (#"Class = "Ünïcödé"; prøperty = "x""#, ["Ünïcödé", "prøperty"]),
            (#"Class = ""; title = "x""#, nil), (#"Class = "UIButton";title = "x""#, nil), (#"Class = "UIButton"; "#, nil),
            (#"Class = "UIButton"; title"#, nil), (#"Class = "UIButton"#, nil), (#"Class="UIButton"; title = "x""#, nil),
            ("Button that saves the document", nil), ("", nil), ("C", nil), (#"class = "UIButton"; title = "x""#, nil),
        ]
        for (comment, expected) in cases {
            XCTAssertEqual(InterfaceBuilderSignal.parseComment(comment).map { [$0.0, $0.1] }, expected, comment)
        }
    }
}
