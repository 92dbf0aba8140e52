/// A number a rule reads that a configuration may set (`thresholds: {title_length: 40}`), declared once in the
/// rule's description: the rule reads it (`options.value(of:)`), the configuration parser accepts its name,
/// `explain` and the docs print its default and what it means.
public struct RuleParameter: Sendable, Hashable {
    /// The name configurations write.
    public let name: String
    public let defaultValue: Int
    /// What the number means, in a phrase: "the most display columns of an alert title".
    public let documentation: String

    public init(name: String, defaultValue: Int, documentation: String) {
        self.name = name
        self.defaultValue = defaultValue
        self.documentation = documentation
    }
}

extension RuleOptions {
    /// The configured value of a rule's parameter, or its default.
    public func value(of parameter: RuleParameter) -> Int {
        thresholds[parameter.name] ?? parameter.defaultValue
    }
}
