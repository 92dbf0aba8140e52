import CopyRules

/// The table of rules that `copylint rules` prints and the README carries, from the rules' own descriptions.
public enum RuleTable {
    /// Tab-separated: identifier, severity, roles, locales, fixable, and the role confidence the rule needs.
    public static func text(_ descriptions: [RuleDescription] = RuleRegistry.descriptions) -> String {
        descriptions.map {
            "\($0.identifier)\t\($0.severity.rawValue)\t\(roles($0))\t\($0.locales.summary)\t\($0.isFixable ? "fixable" : "-")\t\(neededConfidence($0))\n"
        }.joined()
    }

    /// What a rule needs of a string's role, in words: `any` for a rule that runs on every role, else the least
    /// confidence (`likely`, `certain`), and for a group rule that it is the alert's grouping that must be certain.
    public static func neededConfidence(_ rule: RuleDescription) -> String {
        if rule.neededConfidence == .guess { return rule.roles == Role.all ? "any" : "guess" }
        let isGroupRule = RuleRegistry.groupRules.contains { $0.description.identifier == rule.identifier }
        return isGroupRule ? "group \(rule.neededConfidence.rawValue)" : rule.neededConfidence.rawValue
    }

    /// Tab-separated, as the configuration sets them: identifier, `enabled` or `disabled`, severity, roles, locales,
    /// fixable, role confidence needed. `configured` says whether a rule runs and at what severity.
    public static func text(_ descriptions: [RuleDescription] = RuleRegistry.descriptions,
                            configured: (RuleDescription) -> (enabled: Bool, severity: Severity)) -> String {
        descriptions.map { rule in
            let (enabled, severity) = configured(rule)
            return "\(rule.identifier)\t\(enabled ? "enabled" : "disabled")\t\(severity.rawValue)\t\(roles(rule))\t"
                + "\(rule.locales.summary)\t\(rule.isFixable ? "fixable" : "-")\t\(neededConfidence(rule))\n"
        }.joined()
    }

    /// A Markdown table per catalogue area, in the catalogue's order.
    public static func markdown(_ descriptions: [RuleDescription] = RuleRegistry.descriptions) -> String {
        let byArea = Dictionary(grouping: descriptions, by: \.area)
        var output = ""
        for area in RuleArea.allCases {
            guard let rules = byArea[area] else { continue }
            output += "\n**\(area.rawValue)**\n\n| rule | severity | fix-it | roles | locales | what it checks |\n| --- | --- | --- | --- | --- | --- |\n"
            for rule in rules.sorted(by: { $0.identifier < $1.identifier }) {
                let what = (rule.optInReason.map { "**Opt-in** (on real apps, \($0)). " } ?? "")
                    + rule.description.replacingPipes()
                output += "| `\(rule.identifier)` | \(rule.severity.rawValue) | \(rule.isFixable ? "yes" : "no") | \(roles(rule)) | \(rule.locales.summary) | \(what) |\n"
            }
        }
        return output
    }

    private static func roles(_ rule: RuleDescription) -> String {
        if rule.roles == Role.all { return "all" }
        let named: [(Set<Role>, String)] = [(Role.commands, "buttons, menus"), (Role.buttons, "buttons"), (Role.alertParts, "alerts"),
                                            (Role.alertButtons, "alert buttons"), (Role.titles, "alert titles"), (Role.messages, "alert messages")]
        if let match = named.first(where: { $0.0 == rule.roles }) { return match.1 }
        return rule.roles.map(\.rawValue).sorted().joined(separator: ", ")
    }
}

private extension String {
    func replacingPipes() -> String {
        var result = ""
        for character in self { result += character == "|" ? "\\|" : String(character) }
        return result
    }
}
