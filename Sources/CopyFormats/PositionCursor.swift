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

    /// Line breaks are LF, CRLF and a lone CR, as CoreFoundation counts them.
    mutating func position(at target: Int, in text: UnsafeBufferPointer<UInt8>) -> SourcePosition {
        if target < offset { self = PositionCursor(start: start) }
        var line = position.line
        var column = position.column
        var i = offset
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

    static func position(at target: Int, in text: UnsafeBufferPointer<UInt8>, start: Int) -> SourcePosition {
        var cursor = PositionCursor(start: start)
        return cursor.position(at: target, in: text)
    }
}
