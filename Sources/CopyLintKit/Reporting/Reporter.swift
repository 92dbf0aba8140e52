/// Turns a run's findings into one output format.
public protocol Reporter {
    /// The `--format` name.
    static var name: String { get }
    func report(_ findings: [Finding], summary: Summary) -> String
}

/// The reporters `--format` can name.
public enum Reporters {
    public static let all: [any Reporter.Type] = [TextReporter.self, JSONReporter.self]
    public static var names: [String] { all.map { $0.name } }
}
