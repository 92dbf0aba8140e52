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

extension Diagnostic {
    /// The order of a string's diagnostics: by where they start, then by rule. The rule is compared only on a
    /// tie: a tuple of the two copied (retained and released) the rule's string at every comparison.
    static func isOrderedBefore(_ a: Diagnostic, _ b: Diagnostic) -> Bool {
        a.range.lowerBound != b.range.lowerBound ? a.range.lowerBound < b.range.lowerBound : a.rule < b.rule
    }
}
