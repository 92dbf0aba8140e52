/// How serious a diagnostic is; ordered from least to most.
public enum Severity: String, CaseIterable, Sendable, Comparable, Codable {
    case info
    case warning
    case error

    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
