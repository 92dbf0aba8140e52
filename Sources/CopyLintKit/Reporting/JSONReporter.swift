/// `--format json`: one object `{"diagnostics": […], "summary": {…}}`, fix-it offsets in Unicode scalars.
public struct JSONReporter: StreamingReporter, UTF8Reporter, BufferedReporter {
    public static let name = "json"

    public init() {}

    public func header() -> [UInt8] { Array(#"{"diagnostics":["#.utf8) }

    public func appendPart(_ findings: [Finding], continuing: Bool, to bytes: inout [UInt8]) {
        appendPart(findings, continuing: continuing, to: &bytes, bytesPerFinding: 320)
    }

    func appendPart(_ findings: [Finding], continuing: Bool, into buffer: inout ByteBuffer) {
        buffer.append(findings) { finding, index, buffer in
            if continuing || index > 0 { buffer.append(0x2C) }
            Self.write(&finding, to: &buffer)
        }
    }

    public func footer(_ summary: Summary) -> [UInt8] {
        var bytes = ByteBuffer(capacity: 128)
        bytes.append(#"],"summary":{"strings":"#)
        bytes.append(decimal: summary.strings)
        bytes.append(#","files":"#)
        bytes.append(decimal: summary.files)
        bytes.append(#","errors":"#)
        bytes.append(decimal: summary.errors)
        bytes.append(#","warnings":"#)
        bytes.append(decimal: summary.warnings)
        bytes.append(#","infos":"#)
        bytes.append(decimal: summary.infos)
        bytes.append(#","fixable":"#)
        bytes.append(decimal: summary.fixable)
        bytes.append("}}\n")
        return bytes.array
    }

    /// One finding as an object, field by field (no closure per field: reports can hold a million findings).
    /// Each key is written with its punctuation as one static run of bytes; fields are read through
    /// `finding` rather than copied out of it (`inout` so that they are read in place: see `Array.forEachInPlace`).
    static func write(_ finding: inout Finding, to bytes: inout ByteBuffer) {
        bytes.append(#"{"rule":"#)
        JSONWriter.appendString(finding.diagnostic.rule, to: &bytes)
        bytes.append(#","severity":"#)
        appendPlain(finding.diagnostic.severity.rawValue, to: &bytes)
        bytes.append(#","message":"#)
        JSONWriter.appendString(finding.diagnostic.message, to: &bytes)
        bytes.append(#","file":"#)
        JSONWriter.appendString(finding.file, to: &bytes)
        bytes.append(#","line":"#)
        bytes.append(decimal: finding.line)
        bytes.append(#","column":"#)
        bytes.append(decimal: finding.column)
        bytes.append(#","key":"#)
        JSONWriter.appendOptionalString(finding.key, to: &bytes)
        bytes.append(#","locale":"#)
        JSONWriter.appendString(finding.locale, to: &bytes)
        bytes.append(#","role":"#)
        appendPlain(finding.role.rawValue, to: &bytes)
        bytes.append(#","text":"#)
        JSONWriter.appendString(finding.text, to: &bytes)
        bytes.append(#","start":"#)
        bytes.append(decimal: finding.diagnostic.range.lowerBound)
        bytes.append(#","end":"#)
        bytes.append(decimal: finding.diagnostic.range.upperBound)
        bytes.append(#","fixits":["#)
        let fixIts = finding.diagnostic.fixIts
        for index in fixIts.indices {
            bytes.append(index > 0 ? #",{"replacement":"# : #"{"replacement":"#)
            JSONWriter.appendString(fixIts[index].replacement, to: &bytes)
            bytes.append(#","start":"#)
            bytes.append(decimal: fixIts[index].range.lowerBound)
            bytes.append(#","end":"#)
            bytes.append(decimal: fixIts[index].range.upperBound)
            bytes.append(fixIts[index].level == .safe ? #","level":"safe"}"# : #","level":"suggested"}"#)
        }
        bytes.append("]}")
    }

    /// A severity's or role's name in quotes: lowercase ASCII letters and dots (a test holds every case to
    /// that), so nothing in it needs an escape.
    private static func appendPlain(_ name: String, to bytes: inout ByteBuffer) {
        bytes.append(0x22)
        bytes.append(utf8: name)
        bytes.append(0x22)
    }
}
