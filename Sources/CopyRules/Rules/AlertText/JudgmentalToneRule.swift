import CopyText

/// Accusing or blaming words in alert text ("illegal", "you failed", "invalid input").
package struct JudgmentalToneRule: StringRule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "judgmental_tone",
        name: "Judgmental tone",
        description: "Alerts should not sound accusing, judgmental or insulting: describe the problem, not the person's mistake. Flags the words and phrases of the locale's `judgmental.txt` (\"illegal\", \"you failed\", \"invalid input\").",
        guideline: "002 (alerts: when giving bad news, don't sound critical or accusing), 003 (avoid accusatory, judgmental or insulting language)",
        area: .alertText,
        severity: .warning,
        roles: Role.titles.union(Role.messages),
        locales: .english,
        isFixable: false,
        nonTriggeringExamples: [
            Example("Download Failed", role: .alertTitle),
            Example("Incorrect Passcode", role: .alertTitle),
            Example("The password is incorrect. Try again.", role: .alertMessage),
            Example("Something went wrong.", role: .alertMessage),
            Example("Illegal", role: .button),
        ],
        triggeringExamples: [
            Example("↓You forgot to enter a name.", role: .alertMessage),
            Example("↓Invalid input.", role: .alertMessage),
            Example("That character is ↓illegal in file names.", role: .alertMessage),
            Example("↓You failed to verify your account", role: .alertTitle),
            Example("↓You must sign in to continue", role: .alertTitle),
            Example("↓Fatal Error", role: .actionSheetTitle),
            Example("↓You didn’t save the file.", role: .alertMessage),
        ]
    )

    private static let phrases = LocaleCache { data in PhraseIndex(data.rows("judgmental").map { ($0[0], ()) }) }

    public func check(_ subject: Subject) -> [Diagnostic] {
        Self.phrases(subject.locale).matches(in: subject.text).map { match in
            diagnostic("“\(subject.text.text(match.range))” sounds accusing: describe the problem, not the person's mistake.", at: match.range)
        }
    }
}
