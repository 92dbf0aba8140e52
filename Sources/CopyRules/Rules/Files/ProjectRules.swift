/// Rules that look at whole tables rather than strings: missing and extra keys, duplicates, comments and
/// ambiguity among source strings. copylint's project linter runs them; their examples describe file sets,
/// and the project linter's tests run them on fixture trees.
public enum ProjectRules {
    public static let duplicateKey = RuleDescription(
        identifier: "duplicate_key", name: "Duplicate key",
        description: "A key defined twice in one file: only one of the values is ever shown.",
        guideline: "Apple .strings format", area: .files, severity: .warning, roles: Role.all, isFixable: false,
        nonTriggeringExamples: [Example("\"a\" = \"A\";\n\"b\" = \"B\";")],
        triggeringExamples: [Example("\"a\" = \"A\";\n\"a\" = \"B\";")]
    )

    public static let all: [RuleDescription] = [missingTranslation, extraTranslation, duplicateKey, missingComment, ambiguousSource]
}
