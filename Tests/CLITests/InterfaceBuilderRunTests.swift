import Foundation
import XCTest

/// With the app's sources read, a xib whose texts no table holds is linted as a table of its own: findings at the
/// attribute in the XML, fix-its written inside it with its references kept. With `--no-sources`, it is not read.
final class InterfaceBuilderRunTests: XCTestCase {
    static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0">
            <objects>
                <menu title="Main Menu" systemMenu="main" id="AYu-sK-qS6">
                    <items>
                        <menuItem title="open recent" id="Ope-nR-001"/>
                        <menuItem title="Tom &amp; jerry&#10;" id="Tom-Je-002"/>
                    </items>
                </menu>
            </objects>
        </document>

        """

    static let files = [
        "Mac/Base.lproj/MainMenu.xib": xib,
        "Mac/en.lproj/Localizable.strings": "\"quit\" = \"Quit\";\n",
    ]

    private func findings(_ run: CommandRunner.Output) throws -> [String] {
        try LintRunTests.diagnostics(run.stdout).map {
            "\($0["file"]!):\($0["line"]!):\($0["column"]!) \($0["rule"]!) \($0["key"]!) \($0["role"]!)"
        }
    }

    func testTheTextsAreLintedWithTheSourcesOnly() throws {
        let tree = try TemporaryTree(Self.files)
        let without = try tree.run("lint", "--no-sources", "--format", "json")
        XCTAssertFalse(try findings(without).contains { $0.contains(".xib") }, without.stdout)

        let with = try tree.run("lint", "--sources", "--no-cache", "--format", "json", "--only-rule", "title_case")
        XCTAssertEqual(with.status, 0, with.stderr)
        XCTAssertEqual(try findings(with), [
            "./Mac/Base.lproj/MainMenu.xib:6:34 title_case Ope-nR-001.title menu.item",
            "./Mac/Base.lproj/MainMenu.xib:6:39 title_case Ope-nR-001.title menu.item",
            // After the reference `&amp;`: the column counts the file's characters, not the text's.
            "./Mac/Base.lproj/MainMenu.xib:7:44 title_case Tom-Je-002.title menu.item",
        ], with.stdout)
    }

    func testAFixIsWrittenInsideTheAttributeOnceAndForAll() throws {
        let tree = try TemporaryTree(Self.files)
        let path = tree.url.appendingPathComponent("Mac/Base.lproj/MainMenu.xib")
        let fix = try tree.run("lint", "--sources", "--no-cache", "--fix", "--fix-level", "suggested", "--only-rule", "title_case")
        XCTAssertEqual(fix.status, 0, fix.stdout + fix.stderr)
        let fixed = try String(contentsOf: path, encoding: .utf8)
        XCTAssertEqual(fixed, Self.xib.replacingOccurrences(of: "open recent", with: "Open Recent")
            .replacingOccurrences(of: "Tom &amp; jerry&#10;", with: "Tom &amp; Jerry&#10;"))

        let again = try tree.run("lint", "--sources", "--no-cache", "--fix", "--fix-level", "suggested", "--only-rule", "title_case")
        XCTAssertEqual(again.status, 0, again.stdout + again.stderr)
        XCTAssertEqual(try String(contentsOf: path, encoding: .utf8), fixed)
    }

    /// A storyboard with a `.strings` table per locale is linted through those tables: its own texts are not read.
    func testAFileWithTablesIsLeftToThem() throws {
        let tree = try TemporaryTree([
            "Mac/Base.lproj/MainMenu.xib": Self.xib,
            "Mac/de.lproj/MainMenu.strings": "\"Ope-nR-001.title\" = \"Zuletzt geöffnet\";\n",
        ])
        let run = try tree.run("entries", "--sources", "--no-cache")
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertFalse(run.stdout.contains("MainMenu.xib\""), run.stdout)
    }

    /// A storyboard or xib found among the sources that is not XML (a merge conflict's markers) is skipped with a
    /// note, as any source file that cannot be read; named on the command line, it is an unreadable file.
    func testAFileThatIsNotXMLIsSkippedWithANote() throws {
        let broken = Self.xib.replacingOccurrences(of: "<objects>", with: "<<<<<<< HEAD\n<objects>\n=======")
        let tree = try TemporaryTree(Self.files.merging(["Mac/Base.lproj/MainMenu.xib": broken]) { $1 })
        let run = try tree.run("lint", "--no-cache", "--format", "json")
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stderr.contains("note: ./Mac/Base.lproj/MainMenu.xib:"), run.stderr)
        XCTAssertFalse(run.stderr.contains("error:"), run.stderr)

        let named = try tree.run("lint", "--no-cache", "Mac/Base.lproj/MainMenu.xib")
        XCTAssertEqual(named.status, 65, named.stderr)
        XCTAssertTrue(named.stderr.contains("MainMenu.xib:3:") && named.stderr.contains(": error:"), named.stderr)
    }
}
