import CopyFormats
import CopyRules

/// `--format junit`: JUnit XML for CI test dashboards: a `testsuite` per file, a failing `testcase` per finding
/// (its `failure` carries the compiler-style line, the key, locale and string). A clean run is an empty `testsuites`.
public struct JUnitReporter: UTF8Reporter {
    public static let name = "junit"

    public init() {}

    public func reportUTF8(_ findings: [Finding], summary: Summary) -> [UInt8] {
        var writer = XMLWriter()
        let count = String(findings.count)
        writer.open("testsuites", [("name", ToolInfo.name), ("tests", count), ("failures", count), ("errors", "0")])
        let offsets = LastTextMemo<ScalarOffsets>()
        for (file, findings) in FileGroups.grouped(findings) {
            let count = String(findings.count)
            writer.open("testsuite", [("name", file), ("tests", count), ("failures", count), ("errors", "0"), ("skipped", "0")])
            for finding in findings {
                let diagnostic = finding.diagnostic
                writer.open("testcase", [("name", Self.testName(finding)), ("classname", file)])
                writer.element("failure", [("message", diagnostic.message), ("type", diagnostic.severity.rawValue)],
                               text: Self.details(finding, offsets))
                writer.close()
            }
            writer.close()
        }
        writer.close()
        return writer.outputUTF8
    }

    /// `ok_spelling at 3:9 (DELETE_OK)`.
    static func testName(_ finding: Finding) -> String {
        var name = "\(finding.diagnostic.rule) at \(finding.line):\(finding.column)"
        if let key = finding.key { name += " (\(key))" }
        return name
    }

    /// The compiler-style line, key, locale, role and string. A string too long to show whole under each of its
    /// findings (over `wholeTextLimit` scalars) is shown as the window of it the text format shows.
    static func details(_ finding: Finding, _ offsets: LastTextMemo<ScalarOffsets> = LastTextMemo()) -> String {
        let diagnostic = finding.diagnostic
        var details = "\(finding.file):\(finding.line):\(finding.column): \(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.rule)]"
        if let key = finding.key { details += "\nKey: \(key)" }
        if !finding.locale.isEmpty { details += "\nLocale: \(finding.locale)" }
        details += "\nRole: \(finding.role.rawValue)"
        if !finding.text.isEmpty { details += "\nText: " + shownText(finding, offsets) }
        return details
    }

    static let wholeTextLimit = 2_000

    private static func shownText(_ finding: Finding, _ memo: LastTextMemo<ScalarOffsets>) -> String {
        let text = finding.text
        guard text.utf8.count > Self.wholeTextLimit else { return text }
        return UTF8Bytes.withBytes(of: text) { utf8 in
            let offsets = memo.value(for: text) { _ in ScalarOffsets(utf8) }
            guard offsets.scalarCount > Self.wholeTextLimit else { return text }
            let excerpt = Excerpt(of: finding.diagnostic.range, in: utf8, offsets: offsets)
            return (excerpt.cutBefore ? "…" : "") + String(decoding: utf8[excerpt.shown], as: UTF8.self) + (excerpt.cutAfter ? "…" : "")
        }
    }
}
