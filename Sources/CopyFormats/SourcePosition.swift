/// A 1-based line and column in a file; the column counts Unicode scalars from the start of the line.
public struct SourcePosition: Sendable, Equatable, Hashable {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
}
