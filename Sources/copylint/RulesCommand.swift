import ArgumentParser
import CopyLintKit
import CopyRules

/// `copylint rules`: the table of rules, as the configuration sets them.
struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List every rule: identifier, whether it runs and at what severity under the configuration, roles, locales, fixable, role confidence needed."
    )

    @Flag(help: "Print Markdown tables by catalogue area (what the README carries), without the configuration.")
    var markdown = false

    @OptionGroup var settings: ConfigOptions

    func run() throws {
        if markdown {
            StandardStreams.write(RuleTable.markdown())
            return
        }
        let config = try settings.load()
        let options = config.lintOptions(onlyRules: Set(settings.onlyRules))
        let enabled = options.enabledRules ?? { _ in true }
        StandardStreams.write(RuleTable.text(configured: { rule in
            (enabled(rule.identifier), options.severities[rule.identifier] ?? rule.severity)
        }))
    }
}

/// `copylint explain RULE`: what a rule checks, where it comes from, its settings and its examples.
struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "explain", abstract: "Describe one rule with its guideline and examples.")

    @Argument(help: "A rule identifier, as `copylint rules` lists.",
              completion: .list(RuleRegistry.descriptions.map(\.identifier)))
    var rule: String

    func validate() throws {
        if let problem = Configuration.unknownRule(rule) { throw ValidationError(ControlEscape.escaped(problem)) }
    }

    func run() throws {
        guard let description = RuleRegistry.description(of: rule) else { throw ExitStatus.usage }
        StandardStreams.write(RuleExplanation.text(description))
    }
}
