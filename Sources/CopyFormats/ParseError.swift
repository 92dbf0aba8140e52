/// A file that cannot be read or parsed, with where and what was expected.
public struct ParseError: Error, Sendable, CustomStringConvertible {
    public var path: String
    public var position: SourcePosition
    public var message: String

    public init(path: String, position: SourcePosition, message: String) {
        self.path = path
        self.position = position
        self.message = message
    }

    public var description: String {
        "\(path):\(position.line):\(position.column): error: \(message)"
    }
}

/// A syntax error found by a scanner, at a byte offset into the decoded UTF-8 text; turned into a `ParseError` once the position is known.
struct SyntaxError: Error {
    var offset: Int
    var message: String
}
