import Foundation
import XCTest

/// `lint` and `entries` read the app's own sources unless `--no-sources` or `sources: {enabled: false}` says not
/// to: a string's role comes from the code that uses it; `--sources` turns the reading on over the configuration.
final class SourceRolesRunTests: XCTestCase {
    /// A settings row of the app's own (its `title` shown by a `Text`, its `message` in an alert), used by a view.
    static let files = [
        "App/en.lproj/Localizable.strings": """
            "row.sync" = "Sync now";
            "row.delete" = "Delete everything?";

            """,
        "App/SettingsRow.swift": """
            import SwiftUI

            struct SettingsRow: View {
                let title: String
                var message: String
                @State private var asking = false
                var body: some View {
                    Text(title).alert(message, isPresented: $asking) { Button("OK") {} }
                }
            }

            struct SettingsView: View {
                var body: some View {
                    SettingsRow(title: NSLocalizedString("row.sync", comment: ""),
                                message: NSLocalizedString("row.delete", comment: ""))
                }
            }

            """,
    ]

    private func roles(_ run: CommandRunner.Output) -> [String: String] {
        var roles: [String: String] = [:]
        for line in run.stdout.split(separator: "\n") {
            let entry = try! JSONSerialization.jsonObject(with: Data(line.utf8)) as! [String: Any]
            roles[entry["key"] as! String] = "\(entry["role"]!) \(entry["role_source"]!)"
        }
        return roles
    }

    func testSourcesAreReadThroughTheAppsOwnType() throws {
        let tree = try TemporaryTree(Self.files)
        let run = try tree.run("entries", "--sources", "--no-cache")
        XCTAssertEqual(run.status, 0, run.stderr)
        // The type's stored properties reach a `Text` and an alert's title: its initialiser's arguments take those roles.
        XCTAssertEqual(roles(run), ["row.sync": "label code", "row.delete": "alert.title code"], run.stdout)
    }

    func testSourcesAreReadByDefaultAndTheConfigurationOrNoSourcesTurnsThemOff() throws {
        let tree = try TemporaryTree(Self.files)
        XCTAssertEqual(roles(try tree.run("entries", "--no-cache"))["row.sync"], "label code")
        // `--no-sources` turns it off for one run.
        let off = try tree.run("entries", "--no-sources")
        XCTAssertEqual(off.status, 0, off.stderr)
        XCTAssertFalse(roles(off).values.contains { $0.hasSuffix(" code") }, off.stdout)

        let configured = try TemporaryTree(Self.files.merging([".copylint.yml": "sources:\n  enabled: false\n"]) { $1 })
        XCTAssertFalse(roles(try configured.run("entries")).values.contains { $0.hasSuffix(" code") })
        // `--sources` turns it on for one run, over the configuration.
        let on = try configured.run("entries", "--sources", "--no-cache")
        XCTAssertEqual(on.status, 0, on.stderr)
        XCTAssertEqual(roles(on)["row.sync"], "label code", on.stdout)
    }

    /// Files named one by one (as the Xcode build plug-in names a target's) have no folder for sources to be found
    /// under: `--source-list` names them, one a line, and they are read as those under a folder are.
    func testASourceListNamesTheSourcesOfTablesNamedOneByOne() throws {
        let tree = try TemporaryTree(Self.files.merging([
            "list.txt": "App/SettingsRow.swift\r\n\n",
            "other.txt": "App/SettingsRow.swift\nApp/en.lproj/Localizable.strings\nApp\n",
            "missing.txt": "App/SettingsRow.swift\nApp/Gone.swift\n",
        ]) { $1 })
        let table = "App/en.lproj/Localizable.strings"
        let alone = try tree.run("entries", table, "--no-cache")
        XCTAssertFalse(roles(alone).values.contains { $0.hasSuffix(" code") }, alone.stdout)

        let listed = try tree.run("entries", table, "--source-list", "list.txt", "--no-cache")
        XCTAssertEqual(listed.status, 0, listed.stderr)
        XCTAssertEqual(roles(listed), ["row.sync": "label code", "row.delete": "alert.title code"], listed.stdout)
        XCTAssertEqual(listed.stderr, "")
        // As with the folder walked.
        XCTAssertEqual(roles(listed), roles(try tree.run("entries", "App", "--no-cache")))

        // A listed file the sources reader does not read, or a folder, is named in a note and not read.
        let other = try tree.run("entries", table, "--source-list", "other.txt", "--no-cache")
        XCTAssertEqual(other.status, 0, other.stderr)
        XCTAssertEqual(roles(other)["row.sync"], "label code")
        XCTAssertEqual(other.stderr, """
            \(table): note: not a Swift, Objective-C or Interface Builder file: not read for roles
            App: note: not a Swift, Objective-C or Interface Builder file: not read for roles

            """)

        // A listed file or a list that does not exist is an error (66), as a path on the command line is.
        let missing = try tree.run("lint", table, "--source-list", "missing.txt", "--no-cache")
        XCTAssertEqual(missing.status, 66)
        XCTAssertEqual(missing.stderr, "error: no such file or folder: App/Gone.swift\n")
        let noList = try tree.run("lint", table, "--source-list", "nope.txt", "--no-cache")
        XCTAssertEqual(noList.status, 66)
        XCTAssertEqual(noList.stderr, "error: no such file or folder: nope.txt\n")

        // With sources off the list is not read at all.
        let off = try tree.run("entries", table, "--source-list", "nope.txt", "--no-sources")
        XCTAssertEqual(off.status, 0, off.stderr)
        XCTAssertFalse(roles(off).values.contains { $0.hasSuffix(" code") }, off.stdout)
    }
}
