/// Rules about inline directives (`copylint:disable-next-line RULE`, …) rather than strings: the project linter
/// reads the directives and reports these; users disable them like any rule (SwiftLint's
/// `superfluous_disable_command` is the model).
public enum DirectiveRules {
    public static let invalidDirective = RuleDescription(
        identifier: "invalid_directive", name: "Invalid directive",
        description: "An inline directive copylint cannot read: a misspelt command (`copylint:disable-nextline`) or a rule name that is no rule. It silences nothing, so the findings it was meant to silence still appear.",
        guideline: "copylint inline directives (docs/cli.md)", area: .files, severity: .warning, roles: Role.all, isFixable: false,
        nonTriggeringExamples: [Example("/* copylint:disable-next-line ok_spelling */\n\"a\" = \"Ok\";")],
        triggeringExamples: [Example("/* copylint:disable-nextline ok_spelling */\n\"a\" = \"Ok\";"),
                             Example("/* copylint:disable-next-line ok_speling */\n\"a\" = \"Ok\";")]
    )

    public static let superfluousDisableDirective = RuleDescription(
        identifier: "superfluous_disable_directive", name: "Superfluous disable directive",
        description: "An inline directive that disables a rule where that rule finds nothing: it is left over from a string that changed, and would hide a later finding there.",
        guideline: "copylint inline directives (docs/cli.md)", area: .files, severity: .warning, roles: Role.all, isFixable: false,
        nonTriggeringExamples: [Example("/* copylint:disable-next-line ok_spelling */\n\"a\" = \"Ok\";")],
        triggeringExamples: [Example("/* copylint:disable-next-line ok_spelling */\n\"a\" = \"OK\";")]
    )

    public static let all: [RuleDescription] = [invalidDirective, superfluousDisableDirective]
}
