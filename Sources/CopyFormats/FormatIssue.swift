/// Something wrong in a file that still parses, such as a key defined twice.
public struct FormatIssue: Sendable {
    /// A stable identifier: `duplicate_key`.
    public var kind: String
    public var message: String
    public var position: SourcePosition
    /// The other place involved, such as the first definition of a duplicated key.
    public var otherPosition: SourcePosition?
    public var key: String

    public init(kind: String, message: String, position: SourcePosition, otherPosition: SourcePosition? = nil, key: String) {
        self.kind = kind
        self.message = message
        self.position = position
        self.otherPosition = otherPosition
        self.key = key
    }
}
