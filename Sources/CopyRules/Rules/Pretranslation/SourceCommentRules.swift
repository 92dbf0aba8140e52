/// The project rules of the catalogue's "Before translation" area: what translators need of the source table's
/// comments (see `ProjectRules`).
extension ProjectRules {
    public static let missingComment = RuleDescription(
        identifier: "missing_comment", name: "Missing translator comment",
        description: "A source string of three words or fewer, or one used under several keys, needs a translator comment saying where it appears and what it means (\"Open\" the verb or the adjective?). A comment that repeats the text or is Interface Builder's object description does not count.",
        guideline: "HIG-RULES Before translation; Apple Localization: add comments for translators", area: .pretranslation,
        severity: .warning, roles: Role.all, isFixable: false,
        nonTriggeringExamples: [Example("/* Button that opens the selected album */ \"album.open\" = \"Open\";")],
        triggeringExamples: [Example("\"album.open\" = \"Open\";"), Example("/* Open */ \"album.open\" = \"Open\";")]
    )

    public static let ambiguousSource = RuleDescription(
        identifier: "ambiguous_source", name: "Ambiguous source",
        description: "The same source text under several keys with no comments that tell them apart: translators cannot know whether the meanings differ.",
        guideline: "HIG-RULES Before translation", area: .pretranslation, severity: .warning, roles: Role.all, isFixable: false,
        nonTriggeringExamples: [Example("/* Verb: button that opens a file */ \"open.button\" = \"Open\"; /* Adjective: status of a ticket */ \"status.open\" = \"Open\";")],
        triggeringExamples: [Example("\"open.button\" = \"Open\"; \"status.open\" = \"Open\";")]
    )
}
