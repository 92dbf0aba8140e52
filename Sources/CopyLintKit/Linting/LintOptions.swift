import CopyFormats
import CopyLowLevel
import CopyRules
import CopySource

/// What a lint run checks and how.
public struct LintOptions: @unchecked Sendable {
    /// The development language: `Base.lproj`, this locale's `.lproj`, and catalog/XLIFF sources are its strings.
    public var sourceLocale: String
    public var ruleOptions: RuleOptions
    /// Guess roles from the text's shape where nothing else says.
    public var inferRolesFromText: Bool
    /// Check stale catalog entries too.
    public var includeStale: Bool
    /// Which rules run (nil: all).
    public var enabledRules: (@Sendable (String) -> Bool)?
    /// Which rules the user named (`--only-rule`, `only_rules`, `opt_in_rules`): they run at
    /// `RuleDescription.confidenceWhenNamed`.
    public var namedRules: (@Sendable (String) -> Bool)?
    /// Role patterns from configuration.
    public var rolePatterns: [RolePattern]
    /// Severity overrides by rule identifier.
    public var severities: [String: Severity] = [:]
    /// Explicit alert groups by key: the group's name and whether the key is its cancel button.
    public var explicitGroups: [String: (group: String, isCancel: Bool)] = [:]
    /// The resolved paths `--fix` may write under; nil: anywhere.
    public var writableRoots: [String]?
    /// Files larger than this are reported, not read.
    public var maximumFileBytes = FileBytes.defaultMaximumBytes
    /// What the app's sources say of its strings (`AppSources`); empty when they are not read.
    public var sourceUses = SourceUses.empty
    /// Whether each source string says if the app's sources read its key at all (`LintedEntry.isUsedInSources`,
    /// `entries`' `in_sources`). For a key the sources give no role, that parses the Swift files left unparsed
    /// that could hold it; no rule reads it, so `lint` and `pretranslate` turn it off.
    public var marksKeysReadInSources = true

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
