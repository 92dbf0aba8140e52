import CopyRules

extension Configuration {
    /// The lint options this configuration sets, with command-line values (non-nil) taking precedence.
    public func lintOptions(sourceLocale: String? = nil, platform: Platform? = nil, edition: Edition? = nil,
                            inferRolesFromText: Bool? = nil, includeStale: Bool = false, onlyRules: Set<String> = []) -> LintOptions {
        var ruleOptions = self.ruleOptions
        if let platform { ruleOptions.platform = platform }
        if let edition { ruleOptions.edition = edition }
        let configuration = self
        var options = LintOptions(
            sourceLocale: sourceLocale ?? self.sourceLocale ?? "en",
            ruleOptions: ruleOptions,
            inferRolesFromText: inferRolesFromText ?? self.inferRolesFromText ?? false,
            includeStale: includeStale,
            // `--only-rule` runs exactly the rules it names, opt-in ones too (as `only_rules` does), less disabled ones.
            enabledRules: { rule in
                onlyRules.isEmpty ? configuration.isEnabled(rule)
                    : onlyRules.contains(rule) && !configuration.disabledRules.contains(rule)
            },
            rolePatterns: roles.map(\.rolePattern)
        )
        options.namedRules = { rule in onlyRules.contains(rule) || configuration.isNamed(rule) }
        options.severities = severities
        if let maximumFileBytes { options.maximumFileBytes = maximumFileBytes }
        for group in groups {
            for key in group.keys { options.explicitGroups[key] = (group.name, key == group.cancel) }
        }
        return options
    }
}
