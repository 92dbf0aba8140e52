import Foundation
import XCTest

/// What `lint` finds in a tree: inline directives, single translation files, nested configurations.
final class LintRunTests: XCTestCase {
    func testADirectiveIsNeverTheTranslatorComment() throws {
        let tree = try TemporaryTree(["App/en.lproj/Localizable.strings": """
            /* Button that deletes the photo */
            /* copylint:disable-next-line ok_spelling */
            "delete.ok" = "Ok";
            // copylint:disable-next-line ok_spelling
            "keep.ok" = "Ok";

            """])
        let entries = try tree.run("entries")
        XCTAssertEqual(entries.status, 0)
        let lines = entries.stdout.split(separator: "\n").map { try! JSONSerialization.jsonObject(with: Data($0.utf8)) as! [String: Any] }
        XCTAssertEqual(lines[0]["comment"] as? String, "Button that deletes the photo")
        XCTAssertEqual(lines[0]["role"] as? String, "button")
        XCTAssertTrue(lines[1]["comment"] is NSNull, "\(lines[1])")
    }

    func testPretranslateReadsTheCommentBeforeADirective() throws {
        let tree = try TemporaryTree([
            "App/en.lproj/Localizable.strings": """
                /* Button that opens the selected album */
                /* copylint:disable-next-line title_case */
                "album.open" = "Open";
                /* copylint:disable-next-line title_case */
                "status.open" = "Closed";

                """,
            "Catalog/Localizable.xcstrings": #"{"sourceLanguage":"en","version":"1.0","strings":{"save":{"comment":"copylint:disable title_case","#
                + #""localizations":{"en":{"stringUnit":{"state":"translated","value":"Save"}}}}}}"#,
        ])
        let run = try tree.run("pretranslate", "--format", "json", "--only-rule", "missing_comment")
        let keys = try Self.diagnostics(run.stdout).map { $0["key"] as? String }
        // The directive is no translator comment: the entry with only a directive above it, or as its comment, lacks one.
        XCTAssertEqual(Set(keys), ["status.open", "save"], run.stdout)
    }

    func testMisspeltAndUnusedDirectivesAreReported() throws {
        let tree = try TemporaryTree(["App/en.lproj/Localizable.strings": """
            /* Button that deletes the photo */
            /* copylint:disable-nextline ok_spelling */
            "delete.ok" = "Ok";
            /* Button that saves the photo */
            /* copylint:disable-next-line ok_speling */
            "save.ok" = "Ok";
            /* Button that shares the photo */
            /* copylint:disable-next-line ok_spelling */
            "share" = "Share";
            /* Button that sends the photo */
            /* copylint:disable-next-line ok_spelling */
            "send.ok" = "Ok";

            """])
        let run = try tree.run("lint", "--format", "json")
        let rules = try Self.diagnostics(run.stdout).map { "\($0["line"]!):\($0["rule"]!)" }
        XCTAssertEqual(rules, ["2:invalid_directive", "3:ok_spelling", "5:invalid_directive", "6:ok_spelling",
                               "8:superfluous_disable_directive"], run.stdout)
        let messages = try Self.diagnostics(run.stdout).map { $0["message"] as! String }
        XCTAssertTrue(messages[0].contains("did you mean 'disable-next-line'?"), messages[0])
        XCTAssertTrue(messages[2].contains("unknown rule 'ok_speling'"), messages[2])
        // Rules like any other: a configuration turns them off.
        let quiet = try TemporaryTree([".copylint.yml": "disabled_rules: [invalid_directive, superfluous_disable_directive]\n"]
            .merging(["App/en.lproj/Localizable.strings": "/* copylint:disable-nextline ok_spelling */\n\"a\" = \"Delete\";\n"]) { $1 })
        let quietRun = try quiet.run("lint", "--format", "json")
        XCTAssertEqual(try Self.diagnostics(quietRun.stdout).count, 0, quietRun.stdout)
    }

    func testOneTranslationFileIsCheckedAgainstItsSource() throws {
        let tree = try TemporaryTree([
            "App/en.lproj/Localizable.strings": "/* Label: how many photos */\n\"count\" = \"%d photos\";\n",
            "App/de.lproj/Localizable.strings": "\"count\" = \"%@ Fotos\";\n",
        ])
        let run = try tree.run("lint", "--format", "json", "App/de.lproj/Localizable.strings")
        XCTAssertEqual(run.status, 1)
        let found = try Self.diagnostics(run.stdout)
        XCTAssertTrue(found.contains { $0["rule"] as? String == "placeholder_mismatch" }, run.stdout)
        // The source beside it is read, not reported.
        XCTAssertTrue(found.allSatisfy { $0["file"] as? String == "App/de.lproj/Localizable.strings" }, run.stdout)
        XCTAssertTrue(run.stdout.contains(#""files":1"#), run.stdout)
    }

    func testNestedConfigurationsApplyToTheirFolders() throws {
        let strings = "/* Button that deletes the photo */\n\"delete.ok\" = \"Ok\";\n/* Alert title */\n\"title\" = \"Delete...\";\n"
        let tree = try TemporaryTree([
            ".copylint.yml": "disabled_rules: [ellipsis]\nseverity: {ok_spelling: warning}\n",
            "App/en.lproj/Localizable.strings": strings,
            "Widget/.copylint.yml": "opt_in_rules: [ellipsis]\nseverity: {ok_spelling: info}\n",
            "Widget/en.lproj/Localizable.strings": strings,
            "Widget/Deep/.copylint.yml": "disabled_rules: [ok_spelling]\n",
            "Widget/Deep/en.lproj/Localizable.strings": strings,
        ])
        let run = try tree.run("lint", "--format", "json")
        let found = try Self.diagnostics(run.stdout).filter { ["ok_spelling", "ellipsis"].contains($0["rule"] as? String) }
        let byFile = Dictionary(grouping: found, by: { $0["file"] as! String }).mapValues { $0.map { "\($0["rule"]!):\($0["severity"]!)" }.sorted() }
        XCTAssertEqual(byFile["./App/en.lproj/Localizable.strings"], ["ok_spelling:warning"], run.stdout)
        // The child turns the parent's disabled rule back on and overrides its severity.
        XCTAssertEqual(byFile["./Widget/en.lproj/Localizable.strings"], ["ellipsis:warning", "ok_spelling:info"], run.stdout)
        // A grandchild adds to both.
        XCTAssertEqual(byFile["./Widget/Deep/en.lproj/Localizable.strings"], ["ellipsis:warning"], run.stdout)
    }

    static func diagnostics(_ json: String) throws -> [[String: Any]] {
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        return try XCTUnwrap(object?["diagnostics"] as? [[String: Any]])
    }
}
