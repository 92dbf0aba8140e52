import CopyRules

/// What `lint --fix` is asked to do: which fix-its to apply, and whether to write them or only show them.
public struct FixRequest: Sendable, Equatable {
    /// The most the fix-its applied may rest on: safe ones only, or suggested ones too.
    public var level: FixLevel
    /// Show the unified diff of what would be written (`FileResult.preview`), and write nothing.
    public var dryRun: Bool

    public init(level: FixLevel = .safe, dryRun: Bool = false) {
        self.level = level
        self.dryRun = dryRun
    }
}
