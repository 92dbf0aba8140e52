import CopyLowLevel

/// Turns byte offsets into the decoded text into line and column, walking forward so that a reader's
/// positions, asked for in file order, cost one pass over the file.
struct PositionCursor {
    private let start: Int
    private var offset: Int
    private var position: SourcePosition

    /// A cursor at line 1, column 1, which is the byte `start` (after any BOM).
    init(start: Int) {
        self.start = start
        self.offset = start
        self.position = SourcePosition(line: 1, column: 1)
    }

    /// A cursor resuming from a position already known for `offset`.
    init(start: Int, offset: Int, position: SourcePosition) {
        self.start = start
        self.offset = offset
        self.position = position
    }

    /// The position of byte `target` of the text. Line breaks are LF, CRLF and a lone CR, as CoreFoundation
    /// counts them.
    mutating func position(at target: Int, in utf8: Span<UInt8>) -> SourcePosition {
        utf8.withUnsafeBufferPointer { position(at: target, in: $0) }
    }

    /// The same, of the text's bytes in place: the walk itself.
    mutating func position(at target: Int, in text: UnsafeBufferPointer<UInt8>) -> SourcePosition {
        if target < offset { self = PositionCursor(start: start) }
        // Most files have no carriage return: their lines are counted by finding each line feed with `memchr`, and
        // only the target's own line is read for its column, rather than every byte read for both.
        if UTF8Bytes.firstIndex(of: 0x0D, in: text, from: offset, to: target) == nil, offset == start || text[offset - 1] != 0x0D {
            return positionWithoutReturns(at: target, in: text)
        }
        var line = position.line
        var column = position.column
        var i = offset
        // Eight bytes at a time, then the rest one by one: most of a file lies between the values whose positions
        // are asked for.
        while i + 8 <= target {
            let word = UTF8Bytes.word(at: i, in: text)
            let lineFeeds = UTF8Bytes.bytes(equalTo: 0x0A, in: word), returns = UTF8Bytes.bytes(equalTo: 0x0D, in: word)
            let continuations = UTF8Bytes.continuationBytes(in: word)
            let breaks = lineFeeds | returns
            if breaks == 0 {
                column += 8 - UTF8Bytes.count(continuations)
            } else {
                // A line feed right after a carriage return (in this word or ending the last) ends no second line.
                let returnBefore = returns << 8 | (i > start && text[i - 1] == 0x0D ? 0x80 : 0)
                line += UTF8Bytes.count(returns) + UTF8Bytes.count(lineFeeds & ~returnBefore)
                // The column restarts after the last break: 1 plus the scalars that start after it.
                let lastBreakByte = (63 - breaks.leadingZeroBitCount) / 8
                let after: UInt64 = lastBreakByte == 7 ? 0 : ~0 << (8 * (lastBreakByte + 1))
                column = 1 + (7 - lastBreakByte) - UTF8Bytes.count(continuations & after)
            }
            i += 8
        }
        while i < target {
            let c = text[i]
            if c == 0x0A {
                if i == start || text[i - 1] != 0x0D { line += 1 }
                column = 1
            } else if c == 0x0D {
                line += 1
                column = 1
            } else if UTF8Bytes.isScalarStart(c) {
                column += 1
            }
            i += 1
        }
        offset = target
        position = SourcePosition(line: line, column: column)
        return position
    }

    /// The same where no carriage return lies between the cursor and `target`, nor just before the cursor (a line
    /// feed after one ends no second line).
    private mutating func positionWithoutReturns(at target: Int, in text: UnsafeBufferPointer<UInt8>) -> SourcePosition {
        var line = position.line
        var column = position.column
        var lineStart = offset
        while let lineFeed = UTF8Bytes.firstIndex(of: 0x0A, in: text, from: lineStart, to: target) {
            line += 1
            column = 1
            lineStart = lineFeed + 1
        }
        // The scalars that start between the line's start (or the cursor) and the target: its bytes less the
        // continuation bytes, eight at a time.
        var continuations = 0
        var i = lineStart
        while i + 8 <= target {
            let word = UTF8Bytes.word(at: i, in: text)
            continuations += UTF8Bytes.count(UTF8Bytes.continuationBytes(in: word))
            i += 8
        }
        while i < target {
            if !UTF8Bytes.isScalarStart(text[i]) { continuations += 1 }
            i += 1
        }
        column += target - lineStart - continuations
        offset = target
        position = SourcePosition(line: line, column: column)
        return position
    }

    static func position(at target: Int, in utf8: Span<UInt8>, start: Int) -> SourcePosition {
        var cursor = PositionCursor(start: start)
        return cursor.position(at: target, in: utf8)
    }
}
