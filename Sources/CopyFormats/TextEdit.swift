/// A replacement of a range of one entry's text, in Unicode-scalar offsets into `Entry.text`.
public struct TextEdit: Sendable, Equatable {
    public var entryIndex: Int
    public var range: Range<Int>
    public var replacement: String

    public init(entryIndex: Int, range: Range<Int>, replacement: String) {
        self.entryIndex = entryIndex
        self.range = range
        self.replacement = replacement
    }
}
