import CopyLowLevel

/// The part of a string a report shows under a diagnostic: the line holding the start of its range, or, when
/// that line is long, a window of the line around the range, marked "…" where it is cut (as clang and rustc
/// trim long source lines). A pasted document shown whole under each of its findings made reports grow with
/// the square of its length; a window keeps a finding's output the same size whatever the string's.
struct Excerpt {
    /// UTF-8 offsets: what is shown, and the range's start and end, both within what is shown.
    let shown: Range<Int>
    let start: Int
    let end: Int
    /// Whether the line goes on before and after what is shown.
    let cutBefore: Bool
    let cutAfter: Bool

    /// A line of at most this many scalars is shown whole.
    static let wholeLineLimit = 500
    /// A window shows this many scalars of a longer line, starting this many before the range.
    static let windowLength = 300
    static let contextBefore = 100

    init(of range: Range<Int>, in utf8: Span<UInt8>, offsets: ScalarOffsets) {
        let scalar = min(max(range.lowerBound, 0), offsets.scalarCount)
        let start = offsets.offset(ofScalar: scalar, in: utf8)
        self.start = start
        if utf8.count <= Self.wholeLineLimit {
            // A string of no more bytes than a whole line may have scalars is shown a whole line at a time.
            shown = offsets.isPrintableASCII ? 0..<utf8.count
                : (Self.lastLineFeed(in: utf8, 0..<start).map { $0 + 1 } ?? 0)..<(Self.firstLineFeed(in: utf8, start..<utf8.count) ?? utf8.count)
            cutBefore = false
            cutAfter = false
        } else {
            // The line's ends, looked for no further than a whole line's length either way.
            let lookBack = offsets.offset(ofScalar: scalar - Self.wholeLineLimit, in: utf8)
            let lookAhead = offsets.offset(ofScalar: scalar + Self.wholeLineLimit, in: utf8)
            let lineStart: Int? = Self.lastLineFeed(in: utf8, lookBack..<start).map { $0 + 1 } ?? (lookBack == 0 ? 0 : nil)
            let lineEnd: Int? = Self.firstLineFeed(in: utf8, start..<lookAhead) ?? (lookAhead == utf8.count ? utf8.count : nil)
            let scalarsBefore = lineStart.map { ScalarOffsets.scalars(in: utf8.extracting($0..<start)) }
            let scalarsAfter = lineEnd.map { ScalarOffsets.scalars(in: utf8.extracting(start..<$0)) }
            if let lineStart, let lineEnd, let scalarsBefore, let scalarsAfter, scalarsBefore + scalarsAfter <= Self.wholeLineLimit {
                shown = lineStart..<lineEnd
            } else {
                let first = max(scalar - Self.contextBefore, scalar - (scalarsBefore ?? Int.max / 2))
                let last = min(first + Self.windowLength, scalar + (scalarsAfter ?? Int.max / 2))
                shown = offsets.offset(ofScalar: first, in: utf8)..<offsets.offset(ofScalar: last, in: utf8)
            }
            cutBefore = shown.lowerBound != (lineStart ?? -1)
            cutAfter = shown.upperBound != (lineEnd ?? -1)
        }
        end = min(max(offsets.offset(ofScalar: range.upperBound, in: utf8), start), shown.upperBound)
    }

    /// The offset of the first line feed in `range` of `utf8`, if any.
    private static func firstLineFeed(in utf8: Span<UInt8>, _ range: Range<Int>) -> Int? {
        range.first { utf8[$0] == 0x0A }
    }

    /// The offset of the last line feed in `range` of `utf8`, if any.
    private static func lastLineFeed(in utf8: Span<UInt8>, _ range: Range<Int>) -> Int? {
        range.last { utf8[$0] == 0x0A }
    }
}
