/// A problem a rule found in one string, with the fix-its that mend it.
public struct Diagnostic: Sendable, Equatable {
    public var rule: String
    public var severity: Severity
    public var message: String
    /// The offending part of the string, in Unicode-scalar offsets.
    public var range: Range<Int>
    public var fixIts: [FixIt]

    public init(rule: String, severity: Severity, message: String, range: Range<Int>, fixIts: [FixIt] = []) {
        self.rule = rule
        self.severity = severity
        self.message = message
        self.range = range
        self.fixIts = fixIts
    }
}
