import XCTest
import CopyLintKit
import CopyRules
import CopyFormats

/// SARIF fixes placed in real files: for every small range of every string, with escapes, entities and CDATA
/// around, a fix either is left out or, applied by line and column to the file's text, re-reads as the fixed string.
final class ReporterSARIFFixTests: XCTestCase {
    /// Applies SARIF replacements (columns in Unicode scalars) to a file's text.
    private func apply(_ replacements: [[String: Any]], to source: String) -> String {
        var lines = source.components(separatedBy: "\n").map { Array($0.unicodeScalars) }
        for replacement in replacements.reversed() {
            let region = replacement["deletedRegion"] as! [String: Int]
            let text = (replacement["insertedContent"] as! [String: String])["text"]!
            lines[region["startLine"]! - 1].replaceSubrange((region["startColumn"]! - 1)..<(region["endColumn"]! - 1), with: Array(text.unicodeScalars))
        }
        return lines.map { String(String.UnicodeScalarView($0)) }.joined(separator: "\n")
    }

    private func check(_ source: String, path: String) throws {
        let file = try LocalizationReader.parse(bytes: Array(source.utf8), path: path)
        var emitted = 0, omitted = 0
        for (index, entry) in file.entries.enumerated() {
            let count = entry.text.unicodeScalars.count
            var ranges: [Range<Int>] = []
            for start in 0...count { for end in start...min(count, start + 3) { ranges.append(start..<end) } }
            for range in ranges {
                // The diagnostic starts at the fix-it or one character before it.
                for (diagnosticStart, replacement) in [(range.lowerBound, "XY"), (max(0, range.lowerBound - 1), "…"), (range.lowerBound, "")] {
                    let diagnosticRange = diagnosticStart..<max(diagnosticStart, range.upperBound)
                    let fixIt = FixIt(range: range, replacement: replacement)
                    let diagnostic = Diagnostic(rule: "r", severity: .warning, message: "m", range: diagnosticRange, fixIts: [fixIt])
                    let position = file.position(ofEntry: index, scalarOffset: diagnosticRange.lowerBound)
                    let finding = Finding(diagnostic: diagnostic, file: "/repo/" + path, line: position.line, column: position.column,
                                          key: entry.key, locale: "en", role: .button, text: entry.text, textColumn: entry.position.column)
                    let out = SARIFReporter(workingDirectory: "/repo", rules: []).report([finding], summary: Summary())
                    let log = try JSONSerialization.jsonObject(with: Data(out.utf8)) as! [String: Any]
                    let result = ((log["runs"] as! [[String: Any]])[0]["results"] as! [[String: Any]])[0]
                    guard let fixes = result["fixes"] as? [[String: Any]] else { omitted += 1; continue }
                    emitted += 1
                    let replacements = ((fixes[0]["artifactChanges"] as! [[String: Any]])[0]["replacements"] as! [[String: Any]])
                    let fixed = apply(replacements, to: source)
                    let reread = try LocalizationReader.parse(bytes: Array(fixed.utf8), path: path)
                    XCTAssertEqual(reread.entries[index].text, FixIt.apply([fixIt], to: entry.text),
                                   "\(path) entry \(index) \(entry.text.debugDescription) fix \(range) → \(replacement)\n\(fixed)")
                }
            }
        }
        XCTAssertGreaterThan(emitted, 0, path)
        XCTAssertGreaterThan(omitted, 0, path)
    }

    func testStrings() throws {
        try check("""
            /* c */
            "A" = "Ok, Rename... now";
            "B" = "Say \\"hi\\" to\\tall\\U00A0x & <y> don't";
            "C" = "Caf\\U00e9 ok";
            "D" = "Line\\nTwo ok";
            "E" = "x";
            "F" = 'single \\' ok';
            """, path: "en.lproj/Localizable.strings")
    }

    func testXCStrings() throws {
        try check("""
            {
              "sourceLanguage" : "en",
              "strings" : {
                "A" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Rename\\u2026 ok / \\/ x" } } } },
                "B" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Say \\"hi\\" é ok\\n2" } } } }
              },
              "version" : "1.0"
            }
            """, path: "Localizable.xcstrings")
    }

    func testXLIFF() throws {
        try check("""
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
              <file original="en.lproj/Localizable.strings" source-language="en" datatype="plaintext" target-language="fr">
                <body>
                  <trans-unit id="A"><source>Save &amp; Close ok</source><target>Enregistrer &amp; fermer &#160;ok &lt;x&gt;</target></trans-unit>
                  <trans-unit id="B"><source>Plain ok</source><target><![CDATA[Brut <ok>]]> fin</target></trans-unit>
                </body>
              </file>
            </xliff>
            """, path: "fr.xliff")
    }
}

/// A SARIF fix carries its level: safe only when every replacement in it is safe.
final class ReporterSARIFFixLevelTests: XCTestCase {
    private func level(_ levels: [FixLevel]) throws -> String? {
        let text = "Ok, Rename..."
        let fixIts = zip([0..<2, 10..<13], levels).map { FixIt(range: $0, replacement: $0 == 0..<2 ? "OK" : "…", level: $1) }
        let diagnostic = Diagnostic(rule: "r", severity: .warning, message: "m", range: 0..<2, fixIts: fixIts)
        let finding = Finding(diagnostic: diagnostic, file: "/repo/en.lproj/A.strings", line: 1, column: 8,
                              key: "A", locale: "en", role: .button, text: text, textColumn: 8)
        let out = SARIFReporter(workingDirectory: "/repo", rules: []).report([finding], summary: Summary())
        let log = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(out.utf8)) as? [String: Any])
        let result = try XCTUnwrap(((log["runs"] as? [[String: Any]])?[0]["results"] as? [[String: Any]])?[0])
        let fix = try XCTUnwrap((result["fixes"] as? [[String: Any]])?.first)
        return (fix["properties"] as? [String: String])?["level"]
    }

    func testTheFixCarriesItsLeastSureLevel() throws {
        XCTAssertEqual(try level([.safe, .safe]), "safe")
        XCTAssertEqual(try level([.safe, .suggested]), "suggested")
        XCTAssertEqual(try level([.suggested]), "suggested")
    }
}
