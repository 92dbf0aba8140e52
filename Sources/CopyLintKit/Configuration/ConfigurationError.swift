/// A problem in a `.copylint.yml`, with the line and column it is at.
///
/// Loading reports every problem in the file at once: the error thrown is the first, and
/// `others` holds the rest, so `description` prints one `path:line:column: error: message` line each.
public struct ConfigurationError: Error, CustomStringConvertible, Sendable, Equatable {
    public var path: String
    /// 1-based; 0 when the problem has no position (the file cannot be read).
    public var line: Int
    /// 1-based, counted in Unicode scalars; 0 when the problem has no position.
    public var column: Int
    public var message: String
    /// Further problems in the same file, in file order.
    public var others: [ConfigurationError]

    public init(path: String, line: Int, column: Int, message: String, others: [ConfigurationError] = []) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
        self.others = others
    }

    /// Every problem: this one (without `others`) followed by the others.
    public var all: [ConfigurationError] {
        var first = self
        first.others = []
        return [first] + others.flatMap(\.all)
    }

    /// This problem alone, as a compiler-style line: `path:line:column: error: message`.
    public var formatted: String {
        line > 0 ? "\(path):\(line):\(column): error: \(message)" : "\(path): error: \(message)"
    }

    /// Every problem, one compiler-style line each.
    public var description: String {
        all.map(\.formatted).joined(separator: "\n")
    }
}
