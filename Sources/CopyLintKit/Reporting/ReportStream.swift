import CopyLowLevel

/// A report written while the run goes on: findings are counted and written out in chunks of about a
/// megabyte (few system calls, little held), then dropped.
public final class ReportStream {
    private let reporter: any StreamingReporter
    /// The reporter again when it writes into `buffer` itself (JSON, text, Xcode, GitHub); the others' parts
    /// go into `pending`.
    private let bufferedReporter: (any BufferedReporter)?
    private let quiet: Bool
    private let write: (Span<UInt8>) -> Void
    /// The file the report goes to, put in place by `finish`; nil for standard output.
    private let file: ReportFile?
    /// What the stream writes and counts, in one value: each access to a class's stored property is checked for
    /// exclusivity at run time, and `add` runs once per string with findings, so it makes one access.
    private struct Output: ~Copyable {
        var pending: [UInt8] = []
        var buffer: ByteBuffer
        var summary = Summary()
        var wroteFindings = false
    }
    private var output: Output
    /// Files and strings are the caller's to count; the stream counts the findings it writes.
    public var summary: Summary {
        get { output.summary }
        set { output.summary = newValue }
    }
    public var wroteFindings: Bool { output.wroteFindings }

    static let chunkBytes = 1 << 20

    /// `write` takes each chunk of the report, in order.
    public convenience init(_ reporter: any StreamingReporter, quiet: Bool, write: @escaping ([UInt8]) -> Void) {
        self.init(reporter, quiet: quiet, writingBytes: { write([UInt8](copying: $0)) })
    }

    /// The same, each chunk handed over in place, where it was written (an array of each would be a copy).
    public convenience init(_ reporter: any StreamingReporter, quiet: Bool,
                            writingBytes write: @escaping (Span<UInt8>) -> Void) {
        self.init(reporter, quiet: quiet, write: write, file: nil)
    }

    /// A report to a file, which `finish` puts in place.
    package convenience init(_ reporter: any StreamingReporter, quiet: Bool, file: ReportFile) {
        self.init(reporter, quiet: quiet, write: file.write, file: file)
    }

    private init(_ reporter: any StreamingReporter, quiet: Bool, write: @escaping (Span<UInt8>) -> Void,
                 file: ReportFile?) {
        self.reporter = reporter
        bufferedReporter = Self.buffered(reporter)
        self.quiet = quiet
        self.write = write
        self.file = file
        // One buffer for the whole report: it grows to a chunk and the part that ends one (see `add`), then is reused.
        output = Output(buffer: ByteBuffer(capacity: bufferedReporter == nil ? 0 : 1 << 16))
        append(ownBytes: reporter.header(), to: &output)
    }

    /// The reporter as one that writes into the stream's buffer, found by its type: a cast to the protocol
    /// scanned the binary's protocol conformances, a visible start-up cost for a short `check`.
    /// `ReportStreamTests` holds this to the conformances.
    static func buffered(_ reporter: any StreamingReporter) -> (any BufferedReporter)? {
        if let reporter = reporter as? JSONReporter { return reporter }
        if let reporter = reporter as? TextReporter { return reporter }
        if let reporter = reporter as? XcodeReporter { return reporter }
        if let reporter = reporter as? GitHubReporter { return reporter }
        return nil
    }

    /// One string's (or file's) findings.
    public func add(_ findings: [Finding]) {
        let shown = quiet ? findings.filter { $0.diagnostic.severity > .info } : findings
        guard !shown.isEmpty else { return }
        add(shown, to: &output)
    }

    private func add(_ shown: [Finding], to output: inout Output) {
        output.summary.count(shown)
        // A long string's many findings go out a part at a time: each may repeat the whole string (JSON's
        // `text`, as the contract has it), and a pasted document's findings, held whole, took gigabytes.
        // The usual case, findings that fit one part, is told by one pass (making the runs cost more).
        if Self.estimatedBytes(shown) < Self.chunkBytes {
            append(shown, flushingNow: false, to: &output)
            return
        }
        // Runs are sized to a chunk: each goes out as made.
        for batch in Self.batches(shown, budget: Self.chunkBytes) {
            append(Array(shown[batch]), flushingNow: true, to: &output)
        }
    }

    private func append(_ part: [Finding], flushingNow: Bool, to output: inout Output) {
        if let bufferedReporter {
            bufferedReporter.appendPart(part, continuing: output.wroteFindings, into: &output.buffer)
        } else {
            reporter.appendPart(part, continuing: output.wroteFindings, to: &output.pending)
        }
        output.wroteFindings = true
        if flushingNow || output.pending.count + output.buffer.count >= Self.chunkBytes { flush(&output) }
    }

    /// The reporter's own bytes (its header or footer), after what is pending.
    private func append(ownBytes bytes: [UInt8], to output: inout Output) {
        if bufferedReporter != nil {
            output.buffer.append(contentsOf: bytes)
        } else {
            output.pending += bytes
        }
    }

    /// Writes the footer and everything still pending, and puts a report file in place; the run's summary.
    /// Throws a report file's failure to write.
    public func finish() throws -> Summary {
        append(ownBytes: reporter.footer(output.summary), to: &output)
        flush(&output)
        try file?.commit()
        return output.summary
    }

    private func flush(_ output: inout Output) {
        if bufferedReporter != nil {
            output.buffer.withSpan { write($0) }
            output.buffer.removeAll()
        } else {
            write(output.pending.span)
            output.pending.removeAll(keepingCapacity: true)
        }
    }

    /// About what findings take in any report.
    static func estimatedBytes(_ findings: [Finding]) -> Int {
        // Each finding is read in place (a span): subscripting the array copied each one.
        let findings = findings.span
        var total = 0
        for index in findings.indices { total += estimatedBytes(findings[index]) }
        return total
    }

    /// About what a finding takes in any report: its string (a window of a long one) and message, and room for
    /// the rest.
    private static func estimatedBytes(_ finding: borrowing Finding) -> Int {
        min(finding.text.utf8.count, 4 * JSONReporter.textWindowLimit) + finding.diagnostic.message.utf8.count + 256
    }

    /// Runs of consecutive findings whose report is estimated at about `budget` bytes, in order, covering every
    /// finding: a run ends once its estimate reaches the budget, so a finding larger than it is a run of its
    /// own. Usually one run, the whole array.
    static func batches(_ findings: [Finding], budget: Int) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var start = 0
        var estimate = 0
        // Each finding is read in place (a span): subscripting the array copied each one.
        let borrowed = findings.span
        for index in borrowed.indices {
            estimate += estimatedBytes(borrowed[index])
            if estimate >= budget {
                ranges.append(start..<(index + 1))
                start = index + 1
                estimate = 0
            }
        }
        if start < findings.count { ranges.append(start..<findings.count) }
        return ranges
    }
}
