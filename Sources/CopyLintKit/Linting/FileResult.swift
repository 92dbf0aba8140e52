import CopyFormats

/// What linting one file produced.
public struct FileResult: Sendable {
    public var path: String
    public var findings: [Finding] = []
    /// The file could not be read or parsed (exit 65); its findings are empty.
    public var error: ParseError?
    /// How many strings `--fix` rewrote in the file.
    public var fixedStrings = 0
    /// Why fixes were not written (the file changed on disk, the result did not re-parse, …).
    public var fixError: String?
    public var strings = 0

    public init(path: String) {
        self.path = path
    }
}
