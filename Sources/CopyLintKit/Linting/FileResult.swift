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
    /// With `--fix`: the findings whose fix-its were applied (or, with `--dry-run`, would be), each with only
    /// those fix-its, at their positions in the file as it was read. Every string written is its fix-its applied.
    public var applied: [Finding] = []
    /// With `--dry-run`: the unified diff of what `--fix` would write (nil when it would write nothing).
    public var preview: String?
    public var strings = 0

    public init(path: String) {
        self.path = path
    }
}
