/// A path given to copylint that does not exist.
public struct MissingPathError: Error, Sendable, CustomStringConvertible {
    public var path: String

    public init(_ path: String) {
        self.path = path
    }

    public var description: String { "\(path): no such file or directory" }
}
