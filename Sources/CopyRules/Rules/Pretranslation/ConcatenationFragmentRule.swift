import CopyText

/// A piece of a sentence glued to others in code: it cannot be translated on its own.
package struct ConcatenationFragmentRule: StringRule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "concatenation_fragment",
        name: "Concatenation fragment",
        description: "A string that starts or ends with a space, or starts in lower case and runs into a placeholder with no closing punctuation, is a fragment glued to others in code; word order differs between languages, so give translators the whole sentence with placeholders.",
        guideline: "HIG-RULES Before translation",
        area: .pretranslation,
        severity: .warning,
        roles: Role.all,
        isFixable: false,
        nonTriggeringExamples: [
            Example("Delete %@?"),
            Example("%@ was deleted."),
            Example("Shared by %@"),
            Example("and"),
            Example("iCloud Drive"),
        ],
        triggeringExamples: [
            Example("↓ of "),
            Example("↓and %@ others"),
            Example("↓by %@"),
            Example("↓Shared with "),
        ]
    )

    public func check(_ subject: Subject) -> [Diagnostic] {
        let text = subject.text
        let trimmed = text.trimmedRange
        guard !trimmed.isEmpty else { return [] }
        if trimmed.lowerBound > 0 || trimmed.upperBound < text.scalars.count {
            return [diagnostic("The string starts or ends with a space: it looks glued to other strings in code. Translate whole sentences with placeholders instead.", at: 0..<text.scalars.count)]
        }
        let meaningful = text.tokens.filter { $0.kind != .space }
        guard let first = meaningful.first, first.isWord, first.shape == .lower, text.terminal == .none,
              meaningful.contains(where: { $0.kind == .placeholder }) else { return [] }
        return [diagnostic("“\(text.string)” starts in lower case and runs into a placeholder: a sentence fragment. Translate the whole sentence with placeholders instead.", at: trimmed)]
    }
}
