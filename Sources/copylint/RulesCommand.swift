import ArgumentParser
import CopyLintKit
import CopyRules

/// `copylint rules`: the table of rules.
struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "rules", abstract: "List every rule: identifier, severity, roles, locales, fixable, role confidence needed.")

    @Flag(help: "Print Markdown tables by catalogue area (what the README carries).")
    var markdown = false

    func run() throws {
        StandardStreams.write(markdown ? RuleTable.markdown() : RuleTable.text())
    }
}

/// `copylint explain RULE`: what a rule checks, where it comes from, and its examples.
struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "explain", abstract: "Describe one rule with its guideline and examples.")

    @Argument(help: "A rule identifier, as `copylint rules` lists.")
    var rule: String

    func run() throws {
        guard let description = RuleRegistry.description(of: rule) else {
            StandardStreams.writeError("error: unknown rule '\(rule)'. Run 'copylint rules' for the list.\n")
            throw ExitStatus.usage
        }
        var output = "\(description.identifier) — \(description.name) (\(description.severity.rawValue))\n\n\(description.description)\n\nGuideline: \(description.guideline)\n"
        output += "Role confidence needed: \(RuleTable.neededConfidence(description)) (see docs/roles.md)\n"
        func list(_ title: String, _ examples: [Example]) {
            guard !examples.isEmpty else { return }
            output += "\n\(title):\n"
            for example in examples {
                let text = example.unmarked.text.debugDescription
                let confidence = example.confidence == .certain ? "" : ", role \(example.confidence.rawValue)"
                let platform = example.platform == .ios ? "" : ", \(example.platform.rawValue)"
                output += "  \(text) (\(example.role.rawValue)\(confidence), \(example.locale)\(platform))" + (example.corrected.map { " → \($0.debugDescription)" } ?? "") + "\n"
            }
        }
        list("Triggers on", description.triggeringExamples)
        list("Does not trigger on", description.nonTriggeringExamples)
        list("Corrections", description.corrections)
        StandardStreams.write(output)
    }
}
