import CopyRules

/// A diagnostic placed in its input: file, line, column and the string it was found in.
public struct Finding: Sendable {
    public var diagnostic: Diagnostic
    public var file: String
    /// 1-based line and column (in Unicode scalars) of the diagnostic's start.
    public var line: Int
    public var column: Int
    public var key: String?
    public var locale: String
    public var role: Role
    public var text: String
    /// The column in the file at which `text` starts (1 for stdin), so carets can be drawn under the string.
    public var textColumn: Int
    /// The index in its file of the entry the finding is about (nil for a file's or a stdin line's findings):
    /// `--fix` applies the fix-its of an entry's findings to that entry.
    public var entryIndex: Int?

    public init(diagnostic: Diagnostic, entryIndex: Int? = nil, file: String, line: Int, column: Int, key: String?, locale: String, role: Role,
                text: String, textColumn: Int = 1) {
        self.diagnostic = diagnostic
        self.entryIndex = entryIndex
        self.file = file
        self.line = line
        self.column = column
        self.key = key
        self.locale = locale
        self.role = role
        self.text = text
        self.textColumn = textColumn
    }
}

extension Finding {
    /// The order of a file's findings: by line, column and rule, then (`byLocale`) locale. Compared field by
    /// field, later fields only on a tie: a tuple of the four copied (retained and released) both strings at
    /// every comparison.
    static func isOrderedBefore(_ a: Finding, _ b: Finding, byLocale: Bool) -> Bool {
        if a.line != b.line { return a.line < b.line }
        if a.column != b.column { return a.column < b.column }
        if a.diagnostic.rule != b.diagnostic.rule { return a.diagnostic.rule < b.diagnostic.rule }
        return byLocale && a.locale < b.locale
    }
}

/// Counts of a run's findings, for summaries and the exit status.
public struct Summary: Sendable {
    public var strings = 0
    public var files = 0
    public var errors = 0
    public var warnings = 0
    public var infos = 0
    public var fixable = 0

    public init() {}

    public mutating func count(_ finding: Finding) {
        switch finding.diagnostic.severity {
        case .error: errors += 1
        case .warning: warnings += 1
        case .info: infos += 1
        }
        if !finding.diagnostic.fixIts.isEmpty { fixable += 1 }
    }

    /// Counts each of the findings.
    public mutating func count(_ findings: [Finding]) {
        for finding in findings { count(finding) }
    }

    /// The number of findings at or above a severity.
    public func count(atLeast severity: Severity) -> Int {
        switch severity {
        case .error: return errors
        case .warning: return errors + warnings
        case .info: return errors + warnings + infos
        }
    }
}
