import CopyFormats
import CopyLintKit
import CopyRules
import Foundation
import XCTest

/// Role inference over the English and Base source strings of the six apps in ../shared/corpus, when it is there.
/// Prints, per app, how many entries got a role and from which signal. With `ROLES_DUMP=/path.tsv` in the
/// environment it also writes every assignment (app, file, key, role, source, group, cancel, text, comment).
final class RoleInferenceCorpusTests: XCTestCase {
    struct Assigned {
        var app: String
        var file: String
        var entry: Entry
        var assignment: RoleAssignment
    }

    /// Every source entry of the corpus with its assignment, read once for all tests.
    nonisolated(unsafe) private static var cached: [Assigned]?

    private func assigned() throws -> [Assigned] {
        if let cached = Self.cached { return cached }
        guard FileManager.default.fileExists(atPath: RoleInferencePaths.corpus) else {
            throw XCTSkip("no corpus at \(RoleInferencePaths.corpus)")
        }
        let inferrer = RoleInferrer()
        var result: [Assigned] = []
        for path in try FileDiscovery.localizationFiles(under: [RoleInferencePaths.corpus]) where Self.isSourceFile(path) {
            let file = try LocalizationReader.read(path: path)
            let relative = String(path.dropFirst(RoleInferencePaths.corpus.count + 1))
            let app = String(relative.split(separator: "/")[0])
            let sources = file.entries.filter { entry in
                file.format == .xcstrings || file.format == .xliff ? entry.isSource : true
            }
            for table in Dictionary(grouping: sources, by: \.table).values {
                for (entry, assignment) in zip(table, inferrer.assign(table)) {
                    result.append(Assigned(app: app, file: relative, entry: entry, assignment: assignment))
                }
            }
        }
        Self.cached = result
        if let dump = ProcessInfo.processInfo.environment["ROLES_DUMP"] {
            try Self.dump(result, to: dump)
        }
        return result
    }

    /// English and Base `.lproj` files, string catalogs (their source language) and the English XLIFF.
    static func isSourceFile(_ path: String) -> Bool {
        if path.hasSuffix(".xcstrings") { return true }
        if path.hasSuffix(".xliff") { return path.hasSuffix("/en.xliff") }
        return path.contains("/en.lproj/") || path.contains("/Base.lproj/")
    }

    func testPerAppTable() throws {
        let all = try assigned()
        let sources: [RoleSource] = [.config, .interfaceBuilder, .comment, .key, .sibling, .text]
        var lines = ["app                           entries  with role   " + sources.map { $0.rawValue.padding(toLength: 18, withPad: " ", startingAt: 0) }.joined() + "decided unknown"]
        var totals = [Int](repeating: 0, count: sources.count + 3)
        for (app, rows) in Dictionary(grouping: all, by: \.app).sorted(by: { $0.key < $1.key }) {
            let withRole = rows.filter { $0.assignment.role != .unknown }
            var counts = [rows.count, withRole.count]
            counts += sources.map { source in withRole.filter { $0.assignment.source == source }.count }
            counts.append(rows.filter { $0.assignment.role == .unknown && $0.assignment.source != .none }.count)
            for (index, count) in counts.enumerated() { totals[index] += count }
            lines.append(Self.row(app, counts))
        }
        lines.append(Self.row("total", totals))
        print(lines.joined(separator: "\n"))
        XCTAssertGreaterThan(all.count, 7_000)
        let share = Double(totals[1]) / Double(totals[0])
        XCTAssertGreaterThan(share, 0.15, "too few roles")
        XCTAssertLessThan(share, 0.8, "more roles than the signals can support")
    }

    func testRolesByApp() throws {
        let all = try assigned()
        for (app, rows) in Dictionary(grouping: all, by: \.app).sorted(by: { $0.key < $1.key }) {
            let byRole = Dictionary(grouping: rows, by: \.assignment.role).mapValues(\.count)
            print(app + ": " + byRole.sorted { $0.value > $1.value }.map { "\($0.key.rawValue) \($0.value)" }.joined(separator: ", "))
        }
    }

    /// FINDINGS.md section 1's twenty examples, read from the real files.
    func testFindingsExamples() throws {
        let all = try assigned()
        func check(_ app: String, _ key: String, _ role: Role, _ source: RoleSource, group: String? = nil, isCancel: Bool? = nil,
                   file: StaticString = #filePath, line: UInt = #line) {
            guard let found = all.first(where: { $0.app.hasPrefix(app) && $0.entry.key == key }) else {
                return XCTFail("\(key) not in the corpus", file: file, line: line)
            }
            XCTAssertEqual(found.assignment.role, role, key, file: file, line: line)
            XCTAssertEqual(found.assignment.source, source, key, file: file, line: line)
            if let group { XCTAssertEqual(found.assignment.group, group, key, file: file, line: line) }
            if let isCancel { XCTAssertEqual(found.assignment.isCancel, isCancel, key, file: file, line: line) }
        }
        let mastodon = "Localizable:Common.Alerts.DeletePost"
        check("mastodon", "Common.Alerts.DeletePost.Title", .alertTitle, .key, group: mastodon)
        check("mastodon", "Common.Alerts.DeletePost.Message", .alertMessage, .key, group: mastodon)
        check("mastodon", "Common.Alerts.UnfollowUser.Unfollow", .alertButton, .sibling, group: "Localizable:Common.Alerts.UnfollowUser")
        check("mastodon", "Common.Controls.Actions.Discard", .button, .key)
        check("home-assistant", "alerts.auth_required.title", .alertTitle, .key, group: "Localizable:alerts.auth_required")
        check("home-assistant", "alerts.auth_required.message", .alertMessage, .key, group: "Localizable:alerts.auth_required")
        check("home-assistant", "onboarding.network_input.no_network.skip.alert.primary_button.title", .alertButton, .key,
              group: "Localizable:onboarding.network_input.no_network.skip")
        check("home-assistant", "improv.wifi.alert.connect_button", .alertButton, .key, group: "Localizable:improv.wifi")
        check("home-assistant", "improv.wifi.alert.title", .alertTitle, .key, group: "Localizable:improv.wifi")
        check("home-assistant", "improv.wifi.alert.cancel_button", .alertButton, .key, group: "Localizable:improv.wifi", isCancel: true)
        check("Dimillian", "alert.button.ok", .alertButton, .key)
        check("Dimillian", "menu.new-post", .menuItem, .key)
        check("duckduckgo", "alert.sync-paused-title", .alertTitle, .comment, group: "Localizable:alert.sync-paused")
        check("duckduckgo", "alert.sync-paused-alert-ok-button", .alertButton, .comment, group: "Localizable:alert.sync-paused")
        check("duckduckgo", "action.title.delete", .alertButton, .comment)
        check("duckduckgo", "action.title.cancel", .alertButton, .comment, isCancel: true)
        check("duckduckgo", "action.title.tab.new", .menuItem, .comment)
        check("Automattic", "account_signed_out_alert_title", .alertTitle, .comment, group: "Localizable:account_signed_out")
        check("Automattic", "settings_export_error", .alertTitle, .comment, group: "Localizable:settings_export_error")
        check("Automattic", "settings_export_error_msg", .alertMessage, .comment, group: "Localizable:settings_export_error")
        check("Automattic", "bookmark_delete_warning_body", .alertMessage, .comment)
        check("newmarcel", "2Az-3u-oGb.title", .menuItem, .interfaceBuilder)
        // NSButtonCell: push button or checkbox, the comment cannot say; IB decides "no role of ours".
        check("newmarcel", "3GX-gq-Yaq.title", .unknown, .interfaceBuilder)
        // The mute case: key, value and comment are the same question; nothing decides without text inference.
        check("newmarcel", "Do you really want to reset the activation durations to the default values?", .unknown, .none)
    }

    /// The storyboard strings of DuckDuckGo are translations only (FINDINGS example 18 is `de`); their IB comments decide there too.
    func testInterfaceBuilderCommentsInTranslations() throws {
        let path = RoleInferencePaths.corpus + "/duckduckgo__iOS/DuckDuckGo/de.lproj/Feedback.strings"
        guard FileManager.default.fileExists(atPath: path) else { throw XCTSkip("no corpus") }
        let entries = try LocalizationReader.read(path: path).entries
        let assignments = RoleInferrer().assign(entries)
        let byKey = Dictionary(zip(entries.map(\.key), assignments), uniquingKeysWith: { first, _ in first })
        XCTAssertEqual(byKey["7zN-Xh-yYi.normalTitle"], RoleAssignment(role: .button, source: .interfaceBuilder))
        let accessibility = zip(entries, assignments).filter { $0.0.key.hasSuffix(".accessibilityLabel") }
        XCTAssertFalse(accessibility.isEmpty)
        XCTAssertTrue(accessibility.allSatisfy { $0.1.role == .unknown && $0.1.source == .interfaceBuilder })
    }

    /// Sanity bounds: alert parts come in groups, and keys that only name an alert's feature stay unknown.
    func testBounds() throws {
        let all = try assigned()
        let alertParts = all.filter { Role.alertParts.contains($0.assignment.role) }
        XCTAssertGreaterThan(alertParts.count, 400)
        let grouped = alertParts.filter { $0.assignment.group != nil }
        XCTAssertGreaterThan(Double(grouped.count) / Double(alertParts.count), 0.9)
        let none = all.filter { $0.assignment.role == .unknown && $0.assignment.source == .none }
        XCTAssertGreaterThan(none.count, all.count / 5, "unknown must stay the default")
        for key in ["component::alert::title", "settings_details.privacy.alerts.title", "app_intents.assist_prompt.title",
                    "settings.display.translate-button", "accessibility.editor.button.poll"] {
            let found = all.first { $0.entry.key == key }
            XCTAssertNotNil(found, key)
            XCTAssertEqual(found?.assignment.role, .unknown, key)
        }
    }

    /// Every entry of every locale (about 215,000), grouped as `ProjectReader` groups them: per file and locale,
    /// without a failure. Its time is measured by the benchmark (`Benchmarks/stages corpus`), not here.
    func testWholeCorpusIsAssigned() throws {
        guard FileManager.default.fileExists(atPath: RoleInferencePaths.corpus) else { throw XCTSkip("no corpus") }
        var tables: [[Entry]] = []
        for path in try FileDiscovery.localizationFiles(under: [RoleInferencePaths.corpus]) {
            let entries = try LocalizationReader.read(path: path).entries
            tables += Dictionary(grouping: entries, by: \.locale).values
        }
        let inferrer = RoleInferrer()
        let start = ContinuousClock.now
        var assigned = 0
        for table in tables {
            assigned += inferrer.assign(table).count { $0.role != .unknown }
        }
        let elapsed = ContinuousClock.now - start
        let count = tables.reduce(0) { $0 + $1.count }
        print("assigned roles to \(assigned) of \(count) entries in \(elapsed)")
        XCTAssertGreaterThan(count, 200_000)
        XCTAssertGreaterThan(assigned, 10_000)
    }

    private static func row(_ name: String, _ counts: [Int]) -> String {
        name.padding(toLength: 28, withPad: " ", startingAt: 0)
            + counts.map { String($0).leftPadded(9) }.prefix(2).joined(separator: " ") + "   "
            + counts.dropFirst(2).map { String($0).padding(toLength: 18, withPad: " ", startingAt: 0) }.joined()
    }

    private static func dump(_ rows: [Assigned], to path: String) throws {
        func clean(_ string: String?) -> String {
            (string ?? "").replacingOccurrences(of: "\t", with: " ").replacingOccurrences(of: "\n", with: "⏎")
        }
        var text = "app\tfile\tkey\trole\tsource\tgroup\tcancel\ttext\tcomment\n"
        for row in rows {
            let a = row.assignment
            text += [row.app, row.file, row.entry.key, a.role.rawValue, a.source.rawValue, a.group ?? "", a.isCancel ? "cancel" : "",
                     clean(row.entry.text), clean(row.entry.comment)].map(clean).joined(separator: "\t") + "\n"
        }
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }
}

/// Paths from this file to the package root and the shared corpus beside it.
enum RoleInferencePaths {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    static let corpus = URL(fileURLWithPath: packageRoot).deletingLastPathComponent().appendingPathComponent("shared/corpus").standardizedFileURL.path
    static func fixture(_ name: String) -> String { packageRoot + "/Fixtures/roles/" + name }
}

private extension String {
    func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
