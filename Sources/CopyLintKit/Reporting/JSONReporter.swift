import CopyFormats
import CopyLowLevel
/// `--format json`: one object `{"diagnostics": […], "summary": {…}}`, fix-it offsets in Unicode scalars.
///
/// A string longer than `textWindowLimit` scalars is not repeated whole in each of its findings: `text` is a
/// window around the finding's range and fix-its, and `text_start` the scalar offset where the window starts in
/// the string (`start`, `end` and the fix-its' offsets stay offsets in the whole string). Whole, a long string's
/// findings made the report grow as the square of its length.
public struct JSONReporter: StreamingReporter, UTF8Reporter, BufferedReporter {
    public static let name = "json"
    /// Strings up to this many scalars are written whole.
    static let textWindowLimit = 2_000
    /// Scalars kept on each side of a finding's ranges in a window.
    static let textWindowMargin = 200
    /// The last long string's scalar offsets, kept across the findings (and parts of a streamed report) on it.
    private let offsets = LastTextMemo<ScalarOffsets>()

    public init() {}

    public func header() -> [UInt8] { Array(#"{"diagnostics":["#.utf8) }

    public func appendPart(_ findings: [Finding], continuing: Bool, to bytes: inout [UInt8]) {
        appendPart(findings, continuing: continuing, to: &bytes, bytesPerFinding: 320)
    }

    func appendPart(_ findings: [Finding], continuing: Bool, into buffer: inout ByteBuffer) {
        buffer.append(findings) { finding, index, buffer in
            if continuing || index > 0 { buffer.append(0x2C) }
            Self.write(&finding, offsets: offsets, to: &buffer)
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
    static func write(_ finding: inout Finding, offsets: LastTextMemo<ScalarOffsets> = LastTextMemo(), to bytes: inout ByteBuffer) {
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
        if finding.text.utf8.count <= textWindowLimit {
            JSONWriter.appendString(finding.text, to: &bytes)
        } else {
            appendWindow(of: &finding, offsets: offsets, to: &bytes)
        }
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

    /// The window of a long string around a finding's ranges, and `"text_start"`; the whole string when it has
    /// no more scalars than the limit.
    private static func appendWindow(of finding: inout Finding, offsets memo: LastTextMemo<ScalarOffsets>, to bytes: inout ByteBuffer) {
        let text = finding.text
        let utf8 = text.utf8.span
        let offsets = memo.value(for: text) { _ in ScalarOffsets(utf8) }
        var lower = finding.diagnostic.range.lowerBound, upper = finding.diagnostic.range.upperBound
        for fixIt in finding.diagnostic.fixIts {
            lower = min(lower, fixIt.range.lowerBound)
            upper = max(upper, fixIt.range.upperBound)
        }
        let start = offsets.scalarCount <= textWindowLimit ? 0 : max(0, lower - textWindowMargin)
        let end = offsets.scalarCount <= textWindowLimit ? offsets.scalarCount : min(offsets.scalarCount, upper + textWindowMargin)
        bytes.appendJSONQuoted(utf8.extracting(offsets.offset(ofScalar: start, in: utf8)..<offsets.offset(ofScalar: end, in: utf8)))
        if start > 0 || end < offsets.scalarCount {
            bytes.append(#","text_start":"#)
            bytes.append(decimal: start)
        }
    }

    /// A severity's or role's name in quotes: lowercase ASCII letters and dots (a test holds every case to
    /// that), so nothing in it needs an escape.
    private static func appendPlain(_ name: String, to bytes: inout ByteBuffer) {
        bytes.append(0x22)
        bytes.append(utf8: name)
        bytes.append(0x22)
    }
}
