import CopyRules
import XCTest
@testable import CopyLintKit

/// Checkboxes, radio buttons and pop-up items of a table's own xib are choices (`option`), not commands.
final class RoleInferenceInterfaceBuilderTests: XCTestCase {
    private static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB">
            <objects>
                <button id="b1">
                    <buttonCell key="cell" type="check" title="Start at Login" id="YWD-DY-pgf"/>
                </button>
                <button id="b2">
                    <buttonCell key="cell" type="radio" title="Every day" id="RAd-io-001"/>
                </button>
                <button id="b3">
                    <buttonCell key="cell" type="push" title="Quit" id="IGL-ft-k8h">
                        <font key="font" metaFont="system"/>
                    </buttonCell>
                </button>
                <popUpButton id="p1">
                    <popUpButtonCell key="cell" type="push" title="Fit the screen" id="PoP-up-cel">
                        <menu key="menu" id="m1">
                            <items>
                                <menuItem title="Fit the screen" state="on" id="ItM-aa-001"/>
                                <menuItem title="% of screen" id="ItM-aa-002"/>
                            </items>
                        </menu>
                    </popUpButtonCell>
                </popUpButton>
                <menu title="Edit" id="mm1">
                    <items>
                        <menuItem title="Undo" id="Und-oo-001"/>
                    </items>
                </menu>
            </objects>
        </document>
        """

    func testChoicesInTheXML() {
        XCTAssertEqual(InterfaceBuilderOptions.objectIDs(inXML: Self.xib),
                       ["YWD-DY-pgf", "RAd-io-001", "PoP-up-cel", "ItM-aa-001", "ItM-aa-002"])
    }

    func testTableBesideItsXibGetsOptionRoles() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("copylint-ib-options-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        let base = folder.appendingPathComponent("Base.lproj"), english = folder.appendingPathComponent("en.lproj")
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: english, withIntermediateDirectories: true)
        try Self.xib.write(to: base.appendingPathComponent("Settings.xib"), atomically: true, encoding: .utf8)
        try """
            /* Class = "NSButtonCell"; title = "Start at Login"; ObjectID = "YWD-DY-pgf"; */
            "YWD-DY-pgf.title" = "Start at Login";
            /* Class = "NSMenuItem"; title = "% of screen"; ObjectID = "ItM-aa-002"; */
            "ItM-aa-002.title" = "% of screen";
            /* Class = "NSMenuItem"; title = "Undo"; ObjectID = "Und-oo-001"; */
            "Und-oo-001.title" = "Undo";
            """.write(to: english.appendingPathComponent("Settings.strings"), atomically: true, encoding: .utf8)
        let linter = ProjectLinter()
        let read = try XCTUnwrap(linter.read(try linter.files(under: [folder.path])).compactMap { try? $0.get() }.first)
        let roles = Dictionary(uniqueKeysWithValues: read.entries.map { ($0.entry.key, $0.assignment) })
        XCTAssertEqual(roles["YWD-DY-pgf.title"], RoleAssignment(role: .option, source: .interfaceBuilder))
        XCTAssertEqual(roles["ItM-aa-002.title"], RoleAssignment(role: .option, source: .interfaceBuilder))
        XCTAssertEqual(roles["Und-oo-001.title"]?.role, .menuItem)
        XCTAssertEqual(roles["Und-oo-001.title"]?.confidence, .certain)
    }
}
