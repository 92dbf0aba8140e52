/// A report written while the run goes on: findings are counted and written out in chunks of about a
/// megabyte (few system calls, little held), then dropped.
public final class ReportStream {
    private let reporter: any StreamingReporter
    private let quiet: Bool
    private let write: ([UInt8]) -> Void
    /// The file the report goes to, put in place by `finish`; nil for standard output.
    private let file: ReportFile?
    // Unchecked for exclusivity (see `Checker`): a stream is written by one thread, and `add` runs once per
    // string with findings, five accesses each.
    @exclusivity(unchecked) private var pending: [UInt8]
    /// Files and strings are the caller's to count; the stream counts the findings it writes.
    @exclusivity(unchecked) public var summary = Summary()
    @exclusivity(unchecked) public private(set) var wroteFindings = false

    static let chunkBytes = 1 << 20

    /// `write` takes each chunk of the report, in order.
    public init(_ reporter: any StreamingReporter, quiet: Bool, write: @escaping ([UInt8]) -> Void) {
        self.reporter = reporter
        self.quiet = quiet
        self.write = write
        file = nil
        pending = reporter.header()
    }

    /// A report to a file, which `finish` puts in place.
    public init(_ reporter: any StreamingReporter, quiet: Bool, file: ReportFile) {
        self.reporter = reporter
        self.quiet = quiet
        write = file.write
        self.file = file
        pending = reporter.header()
    }

    /// One string's (or file's) findings.
    public func add(_ findings: [Finding]) {
        let shown = quiet ? findings.filter { $0.diagnostic.severity > .info } : findings
        guard !shown.isEmpty else { return }
        // One access to the summary for all of them: each access to a class's property is checked for
        // exclusivity at run time, and findings come by the hundred thousand.
        summary.count(shown)
        // A long string's many findings go out a part at a time: each may repeat the whole string (JSON's
        // `text`, as the contract has it), and a pasted document's findings, held whole, took gigabytes.
        // The usual case, findings that fit one part, is told by one pass (making the runs cost more).
        if Self.estimatedBytes(shown) < Self.chunkBytes {
            append(shown, flushingNow: false)
            return
        }
        // Runs are sized to a chunk: each goes out as made.
        for batch in Self.batches(shown, budget: Self.chunkBytes) { append(Array(shown[batch]), flushingNow: true) }
    }

    private func append(_ part: [Finding], flushingNow: Bool) {
        reporter.appendPart(part, continuing: wroteFindings, to: &pending)
        wroteFindings = true
        if flushingNow || pending.count >= Self.chunkBytes { flush() }
    }

    /// Writes the footer and everything still pending, and puts a report file in place; the run's summary.
    public func finish() throws(ReportFile.Failure) -> Summary {
        pending += reporter.footer(summary)
        flush()
        try file?.commit()
        return summary
    }

    private func flush() {
        write(pending)
        pending.removeAll(keepingCapacity: true)
    }

    /// About what findings take in any report.
    static func estimatedBytes(_ findings: [Finding]) -> Int {
        findings.withUnsafeBufferPointer { findings in
            var total = 0
            for index in findings.indices { total += estimatedBytes(findings[index]) }
            return total
        }
    }

    /// About what a finding takes in any report: its string and message, and room for the rest.
    private static func estimatedBytes(_ finding: borrowing Finding) -> Int {
        finding.text.utf8.count + finding.diagnostic.message.utf8.count + 256
    }

    /// Runs of consecutive findings whose report is estimated at about `budget` bytes, in order, covering every
    /// finding: a run ends once its estimate reaches the budget, so a finding larger than it is a run of its
    /// own. Usually one run, the whole array.
    static func batches(_ findings: [Finding], budget: Int) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var start = 0
        var estimate = 0
        // Through a pointer, each finding is read in place: subscripting the array copied each one.
        findings.withUnsafeBufferPointer { findings in
            for index in findings.indices {
                estimate += estimatedBytes(findings[index])
                if estimate >= budget {
                    ranges.append(start..<(index + 1))
                    start = index + 1
                    estimate = 0
                }
            }
        }
        if start < findings.count { ranges.append(start..<findings.count) }
        return ranges
    }
}
