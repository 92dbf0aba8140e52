import CopyRules

/// What `copylint explain RULE` prints: the rule, the HIG pages it follows, its parameters and its examples.
public enum RuleExplanation {
    public static func text(_ rule: RuleDescription) -> String {
        var output = "\(rule.identifier) — \(rule.name) (\(rule.severity.rawValue))\n\n\(rule.description)\n"
        if let reason = rule.optInReason {
            output += "\nOff by default (turn it on with `opt_in_rules:`): on real apps, \(reason).\n"
        }
        let pages = rule.guidelinePages
        if !pages.isEmpty {
            output += "\nHuman Interface Guidelines:\n"
            for page in pages { output += "  \(page.title): \(page.url)\n" }
        }
        output += "\nSource notes: \(rule.guideline)\n"
        let whenNamed = rule.confidenceWhenNamed.map { "; \($0.rawValue) when named in --only-rule or opt_in_rules" } ?? ""
        output += "Role confidence needed: \(RuleTable.neededConfidence(rule))\(whenNamed) (see docs/roles.md)\n"
        if !rule.parameters.isEmpty {
            output += "\nParameters (set under `thresholds:` in .copylint.yml):\n"
            for parameter in rule.parameters {
                output += "  \(parameter.name): \(parameter.defaultValue) — \(parameter.documentation)\n"
            }
        }
        func list(_ title: String, _ examples: [Example]) {
            guard !examples.isEmpty else { return }
            output += "\n\(title):\n"
            for example in examples {
                let confidence = example.confidence == .certain ? "" : ", role \(example.confidence.rawValue)"
                let platform = example.platform == .ios ? "" : ", \(example.platform.rawValue)"
                output += "  \(quoted(example.unmarked.text)) (\(example.role.rawValue)\(confidence), \(example.locale)\(platform))"
                    + (example.corrected.map { " → \(quoted($0))" } ?? "") + "\n"
            }
        }
        list("Triggers on", rule.triggeringExamples)
        list("Does not trigger on", rule.nonTriggeringExamples)
        list("Corrections", rule.corrections)
        return output
    }

    /// A string in double quotes, escaping only what would make it ambiguous: `"`, `\` and control characters
    /// (Swift's `debugDescription` also escapes apostrophes: `You\'ve`).
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    result += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
