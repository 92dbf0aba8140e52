import CopyText

/// Two or more format specifiers without positions: translators cannot reorder them.
package struct PositionalPlaceholdersRule: StringRule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "positional_placeholders",
        name: "Positional placeholders",
        description: "A source string with two or more format specifiers should number them (%1$@, %2$@) so a translation can put them in another order.",
        guideline: "HIG-RULES Before translation; Apple String Format Specifiers (positional arguments)",
        area: .pretranslation,
        severity: .warning,
        roles: Role.all,
        isFixable: true,
        nonTriggeringExamples: [
            Example("%@ was deleted."),
            Example("%1$@ shared %2$lld photos."),
            Example("100% of %@"),
            Example("Progress: %d%%"),
        ],
        triggeringExamples: [
            Example("↓%@ shared %lld photos."),
            Example("↓%@ of %@"),
        ],
        corrections: [
            Example("%@ shared %lld photos.", corrected: "%1$@ shared %2$lld photos."),
            Example("%@ and %#@others@", corrected: "%1$@ and %2$#@others@"),
        ]
    )

    public func check(_ subject: Subject) -> [Diagnostic] {
        let specifiers = FormatSpecifier.all(in: subject.text)
        guard specifiers.count >= 2, !specifiers.contains(where: \.isPositional) else { return [] }
        let fixIts = specifiers.enumerated().map { index, specifier in
            FixIt(range: specifier.range.lowerBound + 1..<specifier.range.lowerBound + 1, replacement: "\(index + 1)$")
        }
        return [diagnostic("\(specifiers.count) placeholders without positions: number them (%1$@, %2$@) so translators can reorder them.", at: specifiers[0].range, fixIts: fixIts)]
    }
}
