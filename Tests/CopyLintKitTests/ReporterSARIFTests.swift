import XCTest
import CopyLintKit
import CopyRules

final class ReporterSARIFTests: XCTestCase {
    private let reporter = SARIFReporter(workingDirectory: Samples.workingDirectory, toolVersion: "9.9.9", informationURI: "https://example.invalid/copylint")

    private func parse(_ findings: [Finding], reporter: SARIFReporter? = nil) throws -> [String: Any] {
        let output = (reporter ?? self.reporter).report(findings, summary: Samples.summary(findings))
        XCTAssertTrue(output.hasSuffix("}\n"))
        return try XCTUnwrap(JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
    }

    private func dict(_ value: Any?, file: StaticString = #filePath, line: UInt = #line) throws -> [String: Any] {
        try XCTUnwrap(value as? [String: Any], file: file, line: line)
    }

    private func list(_ value: Any?, file: StaticString = #filePath, line: UInt = #line) throws -> [[String: Any]] {
        try XCTUnwrap(value as? [[String: Any]], file: file, line: line)
    }

    private func results(_ log: [String: Any]) throws -> [[String: Any]] {
        try list(try list(log["runs"])[0]["results"])
    }

    private func region(_ result: [String: Any]) throws -> [String: Any] {
        try dict(try dict(try list(result["locations"])[0]["physicalLocation"])["region"])
    }

    /// Every property the SARIF 2.1.0 schema requires (and GitHub's ingestion expects) on what copylint writes.
    func testRequiredStructure() throws {
        let log = try parse(Samples.all)
        XCTAssertEqual(log["version"] as? String, "2.1.0")
        XCTAssertEqual(log["$schema"] as? String, "https://json.schemastore.org/sarif-2.1.0.json")
        let runs = try list(log["runs"])
        XCTAssertEqual(runs.count, 1)
        let run = runs[0]
        XCTAssertEqual(run["columnKind"] as? String, "unicodeCodePoints")
        let driver = try dict(try dict(run["tool"])["driver"])
        XCTAssertEqual(driver["name"] as? String, "copylint")
        XCTAssertEqual(driver["version"] as? String, "9.9.9")
        XCTAssertEqual(driver["informationUri"] as? String, "https://example.invalid/copylint")
        let base = try dict(try dict(run["originalUriBaseIds"])["%SRCROOT%"])
        XCTAssertEqual(base["uri"] as? String, "file:///repo/")

        let rules = try list(driver["rules"])
        let levels: Set<String> = ["none", "note", "warning", "error"]
        for rule in rules {
            let id = try XCTUnwrap(rule["id"] as? String)
            XCTAssertFalse(id.isEmpty)
            XCTAssertFalse((rule["name"] as? String ?? "").isEmpty, id)
            for field in ["shortDescription", "fullDescription", "help"] {
                XCTAssertFalse((try dict(rule[field])["text"] as? String ?? "").isEmpty, "\(id).\(field)")
            }
            XCTAssertTrue(levels.contains(try dict(rule["defaultConfiguration"])["level"] as? String ?? ""), id)
        }
        XCTAssertEqual(Set(rules.compactMap { $0["id"] as? String }).count, rules.count, "rule ids are unique")
        // The registry's rules are all listed, with their HIG pages by name and link in their help, the first as `helpUri`
        // (users cannot read the seed files the guideline notes cite).
        for description in RuleRegistry.descriptions {
            let rule = try XCTUnwrap(rules.first { $0["id"] as? String == description.identifier })
            let help = try dict(rule["help"])["text"] as? String ?? ""
            for page in description.guidelinePages {
                XCTAssertTrue(help.contains("\(page.title) (\(page.url))"), description.identifier)
            }
            XCTAssertEqual(rule["helpUri"] as? String, description.guidelinePages.first?.url, description.identifier)
            XCTAssertEqual(try dict(rule["defaultConfiguration"])["level"] as? String, description.severity == .info ? "note" : description.severity.rawValue)
        }

        let results = try results(log)
        XCTAssertEqual(results.count, Samples.all.count)
        for (result, finding) in zip(results, Samples.all) {
            XCTAssertEqual(result["ruleId"] as? String, finding.diagnostic.rule)
            let index = try XCTUnwrap(result["ruleIndex"] as? Int)
            XCTAssertEqual(rules[index]["id"] as? String, finding.diagnostic.rule, "ruleIndex points at the rule")
            XCTAssertTrue(levels.contains(result["level"] as? String ?? ""))
            XCTAssertEqual(try dict(result["message"])["text"] as? String, finding.diagnostic.message)
            let location = try dict(try list(result["locations"])[0]["physicalLocation"])
            let artifact = try dict(location["artifactLocation"])
            XCTAssertNotNil(artifact["uri"] as? String)
            let region = try dict(location["region"])
            XCTAssertEqual(region["startLine"] as? Int, finding.line)
            XCTAssertEqual(region["startColumn"] as? Int, finding.column)
            if let end = region["endColumn"] as? Int { XCTAssertGreaterThan(end, finding.column) }
            let fingerprints = try dict(result["partialFingerprints"])
            XCTAssertFalse(fingerprints.isEmpty)
            XCTAssertTrue(fingerprints.values.allSatisfy { $0 is String })
            for fix in (result["fixes"] as? [[String: Any]]) ?? [] {
                let changes = try list(fix["artifactChanges"])
                XCTAssertFalse(changes.isEmpty)
                for change in changes {
                    XCTAssertNotNil(try dict(change["artifactLocation"])["uri"] as? String)
                    let replacements = try list(change["replacements"])
                    XCTAssertFalse(replacements.isEmpty)
                    for replacement in replacements {
                        let deleted = try dict(replacement["deletedRegion"])
                        XCTAssertGreaterThanOrEqual(deleted["startLine"] as? Int ?? 0, 1)
                        XCTAssertGreaterThanOrEqual(deleted["startColumn"] as? Int ?? 0, 1)
                    }
                }
            }
        }
    }

    func testLevelsLocationsAndRegions() throws {
        let results = try results(try parse(Samples.all))
        XCTAssertEqual(results.map { $0["level"] as? String }, ["error", "warning", "warning", "note"])
        let artifact = try dict(try dict(try list(results[0]["locations"])[0]["physicalLocation"])["artifactLocation"])
        XCTAssertEqual(artifact["uri"] as? String, "App/en.lproj/Localizable.strings")
        XCTAssertEqual(artifact["uriBaseId"] as? String, "%SRCROOT%")
        // Percent-encoded path segments.
        let awkward = try dict(try dict(try list(results[3]["locations"])[0]["physicalLocation"])["artifactLocation"])
        XCTAssertEqual(awkward["uri"] as? String, "App/a,b%3Ac%20&%20%3Cd%3E.lproj/x%20y.strings")

        XCTAssertEqual(try region(results[0]) as NSDictionary, ["startLine": 3, "startColumn": 16, "endColumn": 18] as NSDictionary)
        XCTAssertEqual(try region(results[1]) as NSDictionary, ["startLine": 7, "startColumn": 19, "endColumn": 22] as NSDictionary)
        // An empty range has no end; a range over a no-break space (which a file may write as an escape) neither.
        XCTAssertEqual(try region(results[2]) as NSDictionary, ["startLine": 9, "startColumn": 1] as NSDictionary)
        XCTAssertEqual(try region(results[3]) as NSDictionary, ["startLine": 2, "startColumn": 5] as NSDictionary)
        XCTAssertEqual(try dict(results[0]["properties"]) as NSDictionary, ["key": "DELETE_OK", "locale": "en", "role": "alert.button"] as NSDictionary)
    }

    func testRulesOutsideTheRegistry() throws {
        var unregistered = Samples.duplicateKey
        unregistered.diagnostic.rule = "duplicate_key_of_a_plugin"
        let log = try parse([unregistered])
        let rules = try list(try dict(try dict(try list(log["runs"])[0]["tool"])["driver"])["rules"])
        XCTAssertEqual(rules.count, RuleRegistry.descriptions.count + 1)
        let rule = try XCTUnwrap(rules.last)
        XCTAssertEqual(rule["id"] as? String, "duplicate_key_of_a_plugin")
        XCTAssertEqual(try dict(rule["shortDescription"])["text"] as? String, "Duplicate key of a plugin")
        XCTAssertEqual(try dict(rule["defaultConfiguration"])["level"] as? String, "warning")
        XCTAssertEqual(try results(log)[0]["ruleIndex"] as? Int, rules.count - 1)
    }

    func testFixes() throws {
        let results = try results(try parse(Samples.all))
        let fix = try list(results[0]["fixes"])[0]
        XCTAssertEqual(try dict(fix["description"])["text"] as? String, "Replace “Ok” with “OK”")
        let change = try list(fix["artifactChanges"])[0]
        XCTAssertEqual(try dict(change["artifactLocation"]) as NSDictionary,
                       ["uri": "App/en.lproj/Localizable.strings", "uriBaseId": "%SRCROOT%"] as NSDictionary)
        let replacement = try list(change["replacements"])[0]
        XCTAssertEqual(try dict(replacement["deletedRegion"]) as NSDictionary, ["startLine": 3, "startColumn": 16, "endColumn": 18] as NSDictionary)
        XCTAssertEqual(try dict(replacement["insertedContent"]) as NSDictionary, ["text": "OK"] as NSDictionary)

        let ellipsis = try list(try list(try list(results[1]["fixes"])[0]["artifactChanges"])[0]["replacements"])[0]
        XCTAssertEqual(try dict(ellipsis["deletedRegion"]) as NSDictionary, ["startLine": 7, "startColumn": 19, "endColumn": 22] as NSDictionary)
        XCTAssertEqual(try dict(ellipsis["insertedContent"])["text"] as? String, "…")
        XCTAssertNil(results[2]["fixes"], "no fix-its, no fixes")
    }

    /// A fix-it's offsets are in the decoded string: no fix when the file may spell the string differently.
    func testNoFixWhereColumnsCantBeTrusted() throws {
        // The column says something before the range was escaped (`\"Ok` is one column wider than `"Ok`).
        var escapedBefore = Samples.okSpelling
        escapedBefore.text = "\"Ok"
        escapedBefore.diagnostic.range = 1..<3
        escapedBefore.diagnostic.fixIts = [FixIt(range: 1..<3, replacement: "OK")]
        escapedBefore.column = 18
        // Between the start and the fix-it lies a character some files escape.
        var escapableBetween = Samples.okSpelling
        escapableBetween.text = "A\u{A0}Ok"
        escapableBetween.diagnostic.range = 0..<4
        escapableBetween.diagnostic.fixIts = [FixIt(range: 2..<4, replacement: "OK")]
        // The replacement would need escaping.
        var quoteInserted = Samples.okSpelling
        quoteInserted.diagnostic.fixIts = [FixIt(range: 0..<2, replacement: "\"OK\"")]
        // The string continues from an earlier line.
        var multiline = Samples.okSpelling
        multiline.text = "A\nOk"
        multiline.diagnostic.range = 2..<4
        multiline.diagnostic.fixIts = [FixIt(range: 2..<4, replacement: "OK")]
        multiline.textColumn = 1
        multiline.column = 3

        let results = try results(try parse([escapedBefore, escapableBetween, quoteInserted, multiline]))
        for result in results { XCTAssertNil(result["fixes"]) }
        XCTAssertNil(try region(results[0])["endColumn"])
        XCTAssertNil(try region(results[1])["endColumn"])
        XCTAssertEqual(try region(results[2])["endColumn"] as? Int, 18, "the region is fine, only the replacement isn't")
        XCTAssertNil(try region(results[3])["endColumn"])
    }

    func testPathsOutsideTheWorkingDirectoryAndStandardInput() throws {
        var outside = Samples.okSpelling
        outside.file = "../shared/de.lproj/Localizable.strings"
        var stdin = Samples.okSpelling
        stdin.file = "<stdin>"
        let results = try results(try parse([outside, stdin]))
        let artifact = try dict(try dict(try list(results[0]["locations"])[0]["physicalLocation"])["artifactLocation"])
        XCTAssertEqual(artifact as NSDictionary, ["uri": "file:///shared/de.lproj/Localizable.strings"] as NSDictionary)
        XCTAssertNil(results[1]["locations"])
        XCTAssertNil(results[1]["fixes"])
        XCTAssertEqual(try dict(results[1]["message"])["text"] as? String, "Write “OK”, not “Ok”.")
    }

    /// The baseline's fingerprint with an occurrence number: stable across line moves, distinct for repeats.
    func testPartialFingerprints() throws {
        let findings = [Samples.okSpelling, Samples.moved(Samples.okSpelling, by: 5), Samples.ellipsis]
        let first = try results(try parse(findings)).map { try dict($0["partialFingerprints"])["copylint/v1"] as? String }
        let hash = Fingerprint(Samples.okSpelling, relativeTo: "/repo", workingDirectory: "/repo").hash
        XCTAssertEqual(hash.count, 16)
        XCTAssertEqual(first[0], "\(hash):1")
        XCTAssertEqual(first[1], "\(hash):2")
        XCTAssertNotEqual(first[2]?.hasPrefix(hash), true)
        let moved = try results(try parse(findings.map { Samples.moved($0, by: 40) })).map { try dict($0["partialFingerprints"])["copylint/v1"] as? String }
        XCTAssertEqual(first, moved)
    }

    func testEmptyRun() throws {
        let log = try parse([])
        XCTAssertEqual(try results(log).count, 0)
        let driver = try dict(try dict(try list(log["runs"])[0]["tool"])["driver"])
        XCTAssertEqual(try list(driver["rules"]).count, RuleRegistry.descriptions.count)
    }

    /// Writes a sample log when `COPYLINT_SARIF_SAMPLE` names a file, to validate against the published schema outside CI.
    func testWriteSampleForSchemaValidation() throws {
        guard let path = ProcessInfo.processInfo.environment["COPYLINT_SARIF_SAMPLE"] else { return }
        var outside = Samples.okSpelling
        outside.file = "/elsewhere/x.strings"
        var stdin = Samples.ellipsis
        stdin.file = "<stdin>"
        let findings = Samples.all + [outside, stdin]
        try reporter.report(findings, summary: Samples.summary(findings)).write(toFile: path, atomically: true, encoding: .utf8)
    }
}
