import CopyRules

/// What a lint run checks and how.
public struct LintOptions: Sendable {
    /// The development language: `Base.lproj`, this locale's `.lproj`, and catalog/XLIFF sources are its strings.
    public var sourceLocale: String
    public var ruleOptions: RuleOptions
    /// Guess roles from the text's shape where nothing else says.
    public var inferRolesFromText: Bool
    /// Check stale catalog entries too.
    public var includeStale: Bool
    /// Which rules run (nil: all).
    public var enabledRules: (@Sendable (String) -> Bool)?
    /// Role patterns from configuration.
    public var rolePatterns: [RolePattern]

    public init(sourceLocale: String = "en", ruleOptions: RuleOptions = RuleOptions(), inferRolesFromText: Bool = false,
                includeStale: Bool = false, enabledRules: (@Sendable (String) -> Bool)? = nil, rolePatterns: [RolePattern] = []) {
        self.sourceLocale = sourceLocale
        self.ruleOptions = ruleOptions
        self.inferRolesFromText = inferRolesFromText
        self.includeStale = includeStale
        self.enabledRules = enabledRules
        self.rolePatterns = rolePatterns
    }
}
