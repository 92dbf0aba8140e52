import CopyFormats
import CopyLowLevel
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
                writer.element("failure", [("message", diagnostic.message), ("type", diagnostic.severity.rawValue)]) {
                    Self.writeDetails(finding, offsets, to: &$0)
                }
                writer.close()
            }
            writer.close()
        }
        writer.close()
        return writer.outputUTF8
    }

    /// `ok_spelling at 3:9 (DELETE_OK, de)`: the locale keeps the names of one catalog entry's findings in its
    /// several locales apart (GitLab keeps one test case of a name).
    static func testName(_ finding: Finding) -> String {
        var bytes = ByteBuffer(capacity: 64)
        bytes.append(utf8: finding.diagnostic.rule)
        bytes.append(" at ")
        bytes.append(decimal: finding.line)
        bytes.append(0x3A)
        bytes.append(decimal: finding.column)
        let parts = [finding.key, finding.locale.isEmpty ? nil : finding.locale].compactMap { $0 }
        if !parts.isEmpty {
            bytes.append(" (")
            bytes.append(utf8: parts.joined(separator: ", "))
            bytes.append(0x29)
        }
        return bytes.string
    }

    /// The compiler-style line, key, locale, role and string, as escaped character data. A string too long to
    /// show whole under each of its findings (over `wholeTextLimit` scalars) is shown as the window of it the text
    /// format shows. (Written in place: made into a String a piece at a time, it was a large part of the report.)
    static func writeDetails(_ finding: Finding, _ offsets: LastTextMemo<ScalarOffsets>, to bytes: inout ByteBuffer) {
        let diagnostic = finding.diagnostic
        XMLWriter.appendText(finding.file, to: &bytes)
        bytes.append(0x3A)
        bytes.append(decimal: finding.line)
        bytes.append(0x3A)
        bytes.append(decimal: finding.column)
        bytes.append(": ")
        bytes.append(utf8: diagnostic.severity.rawValue)
        bytes.append(": ")
        XMLWriter.appendText(diagnostic.message, to: &bytes)
        bytes.append(" [")
        XMLWriter.appendText(diagnostic.rule, to: &bytes)
        bytes.append(0x5D)
        if let key = finding.key {
            bytes.append("\nKey: ")
            XMLWriter.appendText(key, to: &bytes)
        }
        if !finding.locale.isEmpty {
            bytes.append("\nLocale: ")
            XMLWriter.appendText(finding.locale, to: &bytes)
        }
        bytes.append("\nRole: ")
        bytes.append(utf8: finding.role.rawValue)
        if !finding.text.isEmpty {
            bytes.append("\nText: ")
            XMLWriter.appendText(shownText(finding, offsets), to: &bytes)
        }
    }

    static let wholeTextLimit = 2_000

    private static func shownText(_ finding: Finding, _ memo: LastTextMemo<ScalarOffsets>) -> String {
        let text = finding.text
        guard text.utf8.count > Self.wholeTextLimit else { return text }
        let utf8 = text.utf8.span
        let offsets = memo.value(for: text) { _ in ScalarOffsets(utf8) }
        guard offsets.scalarCount > Self.wholeTextLimit else { return text }
        let excerpt = Excerpt(of: finding.diagnostic.range, in: utf8, offsets: offsets)
        let shown = text.utf8.index(text.startIndex, offsetBy: excerpt.shown.lowerBound)
            ..< text.utf8.index(text.startIndex, offsetBy: excerpt.shown.upperBound)
        return (excerpt.cutBefore ? "…" : "") + String(decoding: text.utf8[shown], as: UTF8.self) + (excerpt.cutAfter ? "…" : "")
    }
}
