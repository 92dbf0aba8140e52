import Foundation
import XCTest

/// Machine-readable reports: unreadable files in every one, JUnit names, GitLab's Code Quality, SARIF's help links.
final class ReportFormatTests: XCTestCase {
    private func tree() throws -> TemporaryTree {
        try TemporaryTree([
            "App/en.lproj/Localizable.strings": "/* Button that deletes the photo */\n\"delete.ok\" = \"Ok\";\n",
            "App/de.lproj/Broken.strings": "\"a\" = \"b\"\n",
        ])
    }

    func testAnUnreadableFileIsInEveryMachineReadableReport() throws {
        let tree = try tree()
        let json = try tree.run("lint", "--format", "json")
        XCTAssertEqual(json.status, 65)
        let parse = try LintRunTests.diagnostics(json.stdout).first { $0["rule"] as? String == "parse_error" }
        XCTAssertEqual(parse?["file"] as? String, "./App/de.lproj/Broken.strings")
        XCTAssertEqual(parse?["line"] as? Int, 1)

        let sarif = try tree.run("lint", "--format", "sarif")
        XCTAssertEqual(sarif.status, 65)
        let run = try XCTUnwrap(((try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])?["runs"] as? [[String: Any]])?.first)
        let invocation = try XCTUnwrap((run["invocations"] as? [[String: Any]])?.first)
        XCTAssertEqual(invocation["executionSuccessful"] as? Bool, false)
        let notification = try XCTUnwrap((invocation["toolExecutionNotifications"] as? [[String: Any]])?.first)
        XCTAssertEqual((notification["message"] as? [String: Any])?["text"] as? String, "expected ';' after value")
        XCTAssertFalse((run["results"] as? [[String: Any]] ?? []).contains { $0["ruleId"] as? String == "parse_error" })

        let junit = try tree.run("lint", "--format", "junit")
        XCTAssertEqual(junit.status, 65)
        XCTAssertTrue(junit.stdout.contains(#"<testcase name="parse_error at 1:10" classname="./App/de.lproj/Broken.strings">"#), junit.stdout)
        XCTAssertTrue(junit.stdout.contains(#"<failure message="expected &apos;;&apos; after value" type="error">"#), junit.stdout)

        let github = try tree.run("lint", "--format", "github")
        XCTAssertEqual(github.status, 65)
        XCTAssertTrue(github.stdout.contains("::error file=App/de.lproj/Broken.strings,line=1,col=10,title=parse_error::expected ';' after value\n"), github.stdout)

        let codeclimate = try tree.run("lint", "--format", "codeclimate")
        XCTAssertEqual(codeclimate.status, 65)
        XCTAssertTrue(codeclimate.stdout.contains(#""check_name":"parse_error""#), codeclimate.stdout)

        // Standard error says it too, and the text format only there (no duplicate).
        let text = try tree.run("lint")
        XCTAssertEqual(text.status, 65)
        XCTAssertTrue(text.stderr.contains("Broken.strings:1:10: error: expected ';' after value"), text.stderr)
        XCTAssertFalse(text.stdout.contains("parse_error"), text.stdout)
    }

    func testJUnitNamesAreUniqueAcrossACatalogEntrysLocales() throws {
        // "bye" has no French and no German: both findings are at the key, on the same line and column.
        let catalog = """
            {"sourceLanguage":"en","version":"1.0","strings":{
            "title":{"comment":"Alert title","localizations":{
            "en":{"stringUnit":{"state":"translated","value":"Delete Photo"}},
            "de":{"stringUnit":{"state":"translated","value":"Foto löschen"}},
            "fr":{"stringUnit":{"state":"translated","value":"Supprimer la photo"}}}},
            "bye":{"comment":"Label","localizations":{"en":{"stringUnit":{"state":"translated","value":"Bye"}}}}}}
            """
        let tree = try TemporaryTree(["App/Localizable.xcstrings": catalog])
        let junit = try tree.run("lint", "--format", "junit", "--only-rule", "missing_translation")
        let names = junit.stdout.components(separatedBy: "<testcase name=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
        XCTAssertEqual(names.count, 2, junit.stdout)
        XCTAssertEqual(Set(names).count, names.count, "\(names)")
        XCTAssertEqual(Set(names.map { $0.components(separatedBy: " (").first! }).count, 1, "the same place: \(names)")
        XCTAssertTrue(names.contains { $0.hasSuffix("(bye, fr)") }, "\(names)")
    }

    func testCodeClimateIsGitLabsCodeQualityFormat() throws {
        let tree = try TemporaryTree(["App/en.lproj/Localizable.strings": "/* Button that deletes the photo */\n\"delete.ok\" = \"Ok\";\n"])
        let run = try tree.run("lint", "--format", "codeclimate", "--only-rule", "ok_spelling", "App")
        XCTAssertEqual(run.status, 1)
        let issues = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
        XCTAssertEqual(issues.count, 1)
        let issue = issues[0]
        XCTAssertEqual(issue["check_name"] as? String, "ok_spelling")
        XCTAssertEqual(issue["severity"] as? String, "major")
        XCTAssertEqual(issue["description"] as? String, "Write “OK”, not “Ok”.")
        XCTAssertEqual(issue["location"] as? NSDictionary, ["path": "App/en.lproj/Localizable.strings", "lines": ["begin": 2]])
        let fingerprint = try XCTUnwrap(issue["fingerprint"] as? String)
        XCTAssertFalse(fingerprint.isEmpty)
        // Stable from run to run: GitLab compares fingerprints to tell new issues from fixed ones.
        XCTAssertTrue(try tree.run("lint", "--format", "codeclimate", "--only-rule", "ok_spelling", "App").stdout.contains(fingerprint))
        let clean = try TemporaryTree(["App/en.lproj/Localizable.strings": "\"a\" = \"OK\";\n"]).run("lint", "--format", "codeclimate", "--only-rule", "ok_spelling")
        XCTAssertEqual(clean.stdout, "[]\n")
    }

    func testSARIFRulesLinkToTheHIG() throws {
        let run = try TemporaryTree(["App/en.lproj/Localizable.strings": "\"a\" = \"OK\";\n"]).run("lint", "--format", "sarif")
        let runs = (try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])?["runs"] as? [[String: Any]]
        let rules = try XCTUnwrap(((runs?.first?["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        let byID = Dictionary(uniqueKeysWithValues: rules.map { ($0["id"] as! String, $0) })
        XCTAssertEqual(byID["single_word_title"]?["helpUri"] as? String, "https://developer.apple.com/design/human-interface-guidelines/alerts")
        XCTAssertEqual(byID["edit_menu_standard_name"]?["helpUri"] as? String, "https://developer.apple.com/design/human-interface-guidelines/edit-menus")
        let help = try XCTUnwrap((byID["single_word_title"]?["help"] as? [String: Any])?["text"] as? String)
        XCTAssertTrue(help.contains("Alerts (https://developer.apple.com/design/human-interface-guidelines/alerts)"), help)
        XCTAssertFalse(help.contains("002"), help)
    }
}
