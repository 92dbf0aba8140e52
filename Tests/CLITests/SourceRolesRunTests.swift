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
}
