import CopyFormats
import CopyLowLevel

/// Records read from standard input, as the linter takes them: a plain array (JSON Lines), or the lines of the
/// input, each made into a record only when a worker reaches it (`LineRecords`).
public protocol StdinRecords: RandomAccessCollection, Sendable where Element == StdinRecord, Index == Int {
    /// Whether any record may name a group: those need every record resolved before any is checked.
    var mayHaveGroups: Bool { get }

    /// The line and text of record `position` when that is all it holds (a plain line), else nil. The linter
    /// then takes them without a `StdinRecord`, whose copy and release of its nine fields came with every line.
    func plainLine(at position: Int) -> (line: Int, text: String)?

    /// Which records repeat an earlier one in everything the checker reads, when the records can tell cheaply
    /// (plain lines: their bytes); nil otherwise.
    func repeatedLines() -> RepeatedLines?

    /// How many UTF-8 bytes the texts of the records at `positions` have, when the records know without reading
    /// them (plain lines); nil otherwise.
    func textByteCount(of positions: Range<Int>) -> Int?
}

extension StdinRecords {
    public func plainLine(at position: Int) -> (line: Int, text: String)? { nil }
    public func repeatedLines() -> RepeatedLines? { nil }
    public func textByteCount(of positions: Range<Int>) -> Int? { nil }
}

extension Array: StdinRecords where Element == StdinRecord {
    public var mayHaveGroups: Bool { contains { $0.group != nil } }
}

/// Plain lines as records, made on demand from the input's bytes: a large input is held once, as its bytes
/// and a range per line, not again as a record per line (that held a large input several times over).
public struct LineRecords: StdinRecords {
    private let bytes: InputBytes
    private let ranges: [Range<Int>]
    /// Each line's `RepeatedLines.lineHash`.
    private let hashes: [Int]

    /// `bytes` must be valid UTF-8 (`StdinReader.lineRecords` checks); `ranges` are its lines, `hashes` their hashes.
    init(bytes: InputBytes, ranges: [Range<Int>], hashes: [Int]) {
        self.bytes = bytes
        self.ranges = ranges
        self.hashes = hashes
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { ranges.count }
    public var mayHaveGroups: Bool { false }

    public subscript(position: Int) -> StdinRecord {
        StdinRecord(line: position + 1, text: text(at: position))
    }

    public func plainLine(at position: Int) -> (line: Int, text: String)? {
        (position + 1, text(at: position))
    }

    public func repeatedLines() -> RepeatedLines? {
        bytes.withSpan { RepeatedLines(bytes: $0, ranges: ranges, hashes: hashes) }
    }

    public func textByteCount(of positions: Range<Int>) -> Int? {
        positions.reduce(0) { $0 + ranges[$1].count }
    }

    private func text(at position: Int) -> String {
        bytes.withSpan { UTF8Bytes.string($0, ranges[position]) }
    }
}
