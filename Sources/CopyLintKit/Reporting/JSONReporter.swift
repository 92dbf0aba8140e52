/// `--format json`: one object `{"diagnostics": […], "summary": {…}}`, fix-it offsets in Unicode scalars.
public struct JSONReporter: StreamingReporter {
    public static let name = "json"

    public init() {}

    public func report(_ findings: [Finding], summary: Summary) -> String {
        String(decoding: reportUTF8(findings, summary: summary), as: UTF8.self)
    }

    /// The report as UTF-8, written straight from the findings into one local buffer (large runs write
    /// tens of megabytes; a local array needs no exclusivity checks, a class's does on every append).
    public func reportUTF8(_ findings: [Finding], summary: Summary) -> [UInt8] {
        header() + part(findings, continuing: false) + footer(summary)
    }

    public func header() -> [UInt8] { Array(#"{"diagnostics":["#.utf8) }

    public func part(_ findings: [Finding], continuing: Bool) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(findings.count * 320)
        for (index, finding) in findings.enumerated() {
            if continuing || index > 0 { bytes.append(0x2C) }
            Self.write(finding, to: &bytes)
        }
        return bytes
    }

    public func footer(_ summary: Summary) -> [UInt8] {
        var bytes = Array(#"],"summary":{"strings":"#.utf8)
        JSONWriter.appendInt(summary.strings, to: &bytes)
        for (key, value) in [("files", summary.files), ("errors", summary.errors), ("warnings", summary.warnings),
                             ("infos", summary.infos), ("fixable", summary.fixable)] {
            bytes.append(contentsOf: ",\"\(key)\":".utf8)
            JSONWriter.appendInt(value, to: &bytes)
        }
        bytes.append(contentsOf: "}}\n".utf8)
        return bytes
    }

    /// One finding as an object, field by field (no closure per field: reports can hold a million findings).
    static func write(_ finding: Finding, to bytes: inout [UInt8]) {
        let diagnostic = finding.diagnostic
        bytes.append(0x7B)
        JSONWriter.appendKey("rule", first: true, to: &bytes)
        JSONWriter.appendString(diagnostic.rule, to: &bytes)
        JSONWriter.appendKey("severity", to: &bytes)
        JSONWriter.appendString(diagnostic.severity.rawValue, to: &bytes)
        JSONWriter.appendKey("message", to: &bytes)
        JSONWriter.appendString(diagnostic.message, to: &bytes)
        JSONWriter.appendKey("file", to: &bytes)
        JSONWriter.appendString(finding.file, to: &bytes)
        JSONWriter.appendKey("line", to: &bytes)
        JSONWriter.appendInt(finding.line, to: &bytes)
        JSONWriter.appendKey("column", to: &bytes)
        JSONWriter.appendInt(finding.column, to: &bytes)
        JSONWriter.appendKey("key", to: &bytes)
        if let key = finding.key { JSONWriter.appendString(key, to: &bytes) } else { bytes.append(contentsOf: "null".utf8) }
        JSONWriter.appendKey("locale", to: &bytes)
        JSONWriter.appendString(finding.locale, to: &bytes)
        JSONWriter.appendKey("role", to: &bytes)
        JSONWriter.appendString(finding.role.rawValue, to: &bytes)
        JSONWriter.appendKey("text", to: &bytes)
        JSONWriter.appendString(finding.text, to: &bytes)
        JSONWriter.appendKey("start", to: &bytes)
        JSONWriter.appendInt(diagnostic.range.lowerBound, to: &bytes)
        JSONWriter.appendKey("end", to: &bytes)
        JSONWriter.appendInt(diagnostic.range.upperBound, to: &bytes)
        JSONWriter.appendKey("fixits", to: &bytes)
        bytes.append(0x5B)
        for (index, fixIt) in diagnostic.fixIts.enumerated() {
            if index > 0 { bytes.append(0x2C) }
            bytes.append(0x7B)
            JSONWriter.appendKey("replacement", first: true, to: &bytes)
            JSONWriter.appendString(fixIt.replacement, to: &bytes)
            JSONWriter.appendKey("start", to: &bytes)
            JSONWriter.appendInt(fixIt.range.lowerBound, to: &bytes)
            JSONWriter.appendKey("end", to: &bytes)
            JSONWriter.appendInt(fixIt.range.upperBound, to: &bytes)
            bytes.append(0x7D)
        }
        bytes.append(0x5D)
        bytes.append(0x7D)
    }
}
