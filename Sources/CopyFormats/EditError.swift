/// An edit that cannot be written back into the file's bytes.
public struct EditError: Error, Sendable, CustomStringConvertible {
    public var entryIndex: Int
    public var message: String

    public init(entryIndex: Int, message: String) {
        self.entryIndex = entryIndex
        self.message = message
    }

    public var description: String { "edit of entry \(entryIndex): \(message)" }
}
