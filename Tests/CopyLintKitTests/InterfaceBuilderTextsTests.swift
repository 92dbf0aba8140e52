import CopyFormats
import CopyLintKit
import CopyRules
import CopySource
import Foundation
import XCTest

/// Interface Builder files linted as text when no table localises them: which files, and that their keys are the
/// ones the sources reader gives roles to.
final class InterfaceBuilderTextsTests: XCTestCase {
    private let xib = """
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0">
            <objects>
                <menu title="Main Menu" systemMenu="main" id="AYu-sK-qS6">
                    <items>
                        <menuItem title="Save As…" id="Sav-ed-001"/>
                        <menuItem id="Pop-up-001">
                            <popUpButtonCell key="cell" title="Small" id="Cel-00-001">
                                <menu key="menu" id="Men-00-001">
                                    <items><menuItem title="Large" id="Lar-ge-001"/></items>
                                </menu>
                            </popUpButtonCell>
                        </menuItem>
                    </items>
                </menu>
                <button id="Btn-00-003"><state key="normal" title="Open"/><accessibility label="Opens"/></button>
                <segmentedControl id="Seg-00-004"><segments><segment title="One"/><segment title="Two"/></segments></segmentedControl>
                <textField placeholder="Name" id="Txt-00-005"/>
            </objects>
        </document>
        """

    /// Every text the format reads is a key the sources reader knows (and the reverse): that is how the texts get
    /// their roles.
    func testTheKeysAreTheOnesTheSourcesReaderUses() throws {
        let path = "App/Base.lproj/MainMenu.xib"
        let file = try LocalizationReader.parse(bytes: Array(xib.utf8), path: path)
        let table = AppSources.table(store: .bundled, configuration: Configuration())
        let uses = AppSourceReader(table: table).read(texts: [(path: path, text: xib)])
        XCTAssertEqual(Set(file.entries.map { LocalizedKey(table: $0.table, key: $0.key) }), uses.referenced)
        XCTAssertEqual(file.entries.count, 9)
    }

    func testOnlyFilesNoTableLocalisesAreLinted() throws {
        let sources = [
            "Mac/MainMenu.xib",                          // nothing else names it
            "Mac/Settings/Base.lproj/General.xib",       // a catalog in mul.lproj holds it
            "Mac/Settings/mul.lproj/General.xcstrings",
            "iOS/Base.lproj/Main.storyboard",            // a .strings per locale holds it
            "iOS/Base.lproj/Launch.storyboard",          // only Main has tables
            "iOS/View.swift",
            "Mac/About/About.xib",                       // an XLIFF export names it
        ]
        let tree = FileManager.default.temporaryDirectory.appendingPathComponent("copylint-ib-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: tree) }
        let export = tree.appendingPathComponent("Export/de.xliff")
        try FileManager.default.createDirectory(at: export.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(#"<xliff><file original="Mac/About/About.xib" source-language="en"></file></xliff>"#.utf8).write(to: export)
        let localisation = ["Mac/Settings/mul.lproj/General.xcstrings", "iOS/de.lproj/Main.strings", "iOS/fr.lproj/Main.strings"]
            .map { tree.path + "/" + $0 } + [export.path]
        let found = InterfaceBuilderTexts.files(among: sources.map { tree.path + "/" + $0 }, localizationFiles: localisation)
        XCTAssertEqual(found.map { String($0.dropFirst(tree.path.count + 1)) }, ["Mac/MainMenu.xib", "iOS/Base.lproj/Launch.storyboard"])
    }
}
