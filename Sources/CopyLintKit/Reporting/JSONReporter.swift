/// `--format json`: one object `{"diagnostics": […], "summary": {…}}`, fix-it offsets in Unicode scalars.
public struct JSONReporter: StreamingReporter {
    public static let name = "json"

    public init() {}

    public func report(_ findings: [Finding], summary: Summary) -> String {
        String(decoding: reportUTF8(findings, summary: summary), as: UTF8.self)
    }

    /// The report as UTF-8, written straight from the findings into byte buffers (large runs write tens of megabytes).
    public func reportUTF8(_ findings: [Finding], summary: Summary) -> [UInt8] {
        header() + part(findings, continuing: false) + footer(summary)
    }

    public func header() -> [UInt8] { Array(#"{"diagnostics":["#.utf8) }

    public func part(_ findings: [Finding], continuing: Bool) -> [UInt8] {
        var bytes: [UInt8] = []
        appendPart(findings, continuing: continuing, to: &bytes)
        return bytes
    }

    public func appendPart(_ findings: [Finding], continuing: Bool, to bytes: inout [UInt8]) {
        var buffer = ByteBuffer(capacity: findings.count * 320)
        // Through a buffer and borrowed, so each finding is read in place rather than copied out (a copy retains
        // its every string).
        findings.withUnsafeBufferPointer { findings in
            for index in findings.indices {
                if continuing || index > 0 { buffer.append(0x2C) }
                Self.write(findings[index], to: &buffer)
            }
        }
        buffer.withBytes { bytes.append(contentsOf: $0) }
    }

    public func footer(_ summary: Summary) -> [UInt8] {
        var bytes = ByteBuffer(capacity: 128)
        bytes.append(#"],"summary":{"strings":"#)
        JSONWriter.appendInt(summary.strings, to: &bytes)
        bytes.append(#","files":"#)
        JSONWriter.appendInt(summary.files, to: &bytes)
        bytes.append(#","errors":"#)
        JSONWriter.appendInt(summary.errors, to: &bytes)
        bytes.append(#","warnings":"#)
        JSONWriter.appendInt(summary.warnings, to: &bytes)
        bytes.append(#","infos":"#)
        JSONWriter.appendInt(summary.infos, to: &bytes)
        bytes.append(#","fixable":"#)
        JSONWriter.appendInt(summary.fixable, to: &bytes)
        bytes.append("}}\n")
        return bytes.array
    }

    /// One finding as an object, field by field (no closure per field: reports can hold a million findings).
    /// Each key is written with its punctuation as one static run of bytes; fields are read through
    /// `finding` rather than copied out of it.
    static func write(_ finding: borrowing Finding, to bytes: inout ByteBuffer) {
        bytes.append(#"{"rule":"#)
        JSONWriter.appendString(finding.diagnostic.rule, to: &bytes)
        bytes.append(#","severity":"#)
        JSONWriter.appendString(finding.diagnostic.severity.rawValue, to: &bytes)
        bytes.append(#","message":"#)
        JSONWriter.appendString(finding.diagnostic.message, to: &bytes)
        bytes.append(#","file":"#)
        JSONWriter.appendString(finding.file, to: &bytes)
        bytes.append(#","line":"#)
        JSONWriter.appendInt(finding.line, to: &bytes)
        bytes.append(#","column":"#)
        JSONWriter.appendInt(finding.column, to: &bytes)
        bytes.append(#","key":"#)
        if let key = finding.key { JSONWriter.appendString(key, to: &bytes) } else { bytes.append("null") }
        bytes.append(#","locale":"#)
        JSONWriter.appendString(finding.locale, to: &bytes)
        bytes.append(#","role":"#)
        JSONWriter.appendString(finding.role.rawValue, to: &bytes)
        bytes.append(#","text":"#)
        JSONWriter.appendString(finding.text, to: &bytes)
        bytes.append(#","start":"#)
        JSONWriter.appendInt(finding.diagnostic.range.lowerBound, to: &bytes)
        bytes.append(#","end":"#)
        JSONWriter.appendInt(finding.diagnostic.range.upperBound, to: &bytes)
        bytes.append(#","fixits":["#)
        let fixIts = finding.diagnostic.fixIts
        for index in fixIts.indices {
            bytes.append(index > 0 ? #",{"replacement":"# : #"{"replacement":"#)
            JSONWriter.appendString(fixIts[index].replacement, to: &bytes)
            bytes.append(#","start":"#)
            JSONWriter.appendInt(fixIts[index].range.lowerBound, to: &bytes)
            bytes.append(#","end":"#)
            JSONWriter.appendInt(fixIts[index].range.upperBound, to: &bytes)
            bytes.append(0x7D)
        }
        bytes.append("]}")
    }
}
