/// Turns a run's findings into one output format.
public protocol Reporter {
    /// The `--format` name.
    static var name: String { get }
    func report(_ findings: [Finding], summary: Summary) -> String
}

/// The reporters `--format` can name.
public enum Reporters {
    public static var all: [any Reporter.Type] {
        [TextReporter.self, JSONReporter.self, SARIFReporter.self, XcodeReporter.self, GitHubReporter.self,
         CheckstyleReporter.self, JUnitReporter.self, MarkdownReporter.self]
    }
    public static var names: [String] { all.map { $0.name } }

    /// The reporter for a `--format` name, set up for this process (current directory, registry rules);
    /// `colored` only matters to `text`. Nil for an unknown name.
    public static func make(name: String, colored: Bool = false) -> (any Reporter)? {
        switch name {
        case TextReporter.name: return TextReporter(colored: colored)
        case JSONReporter.name: return JSONReporter()
        case SARIFReporter.name: return SARIFReporter()
        case XcodeReporter.name: return XcodeReporter()
        case GitHubReporter.name: return GitHubReporter()
        case CheckstyleReporter.name: return CheckstyleReporter()
        case JUnitReporter.name: return JUnitReporter()
        case MarkdownReporter.name: return MarkdownReporter()
        default: return nil
        }
    }
}
