import CopyText

/// A count next to a noun in one fixed form: needs plural variations.
package struct PluralCandidateRule: StringRule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "plural_candidate",
        name: "Plural candidate",
        description: "\"item(s)\", or a number placeholder next to a noun in one fixed form (\"%lld photos\"), reads wrong for some counts in most languages: use a stringsdict or a catalog's plural variations.",
        guideline: "HIG-RULES Before translation; Apple Localizing strings that contain plurals",
        area: .pretranslation,
        severity: .warning,
        roles: Role.all,
        isFixable: false,
        nonTriggeringExamples: [
            Example("Page %lld of %lld"),
            Example("%@ photos"),
            Example("Version %d"),
            Example("%lld photos", pluralCategory: "other"),
            Example("Delete Photo"),
        ],
        triggeringExamples: [
            Example("Delete ↓item(s)?"),
            Example("↓%lld photos selected"),
            Example("Share ↓%d files"),
        ]
    )

    /// Integer conversions: the ones a count is passed as.
    private static let countTypes: Set<String> = ["d", "ld", "lld", "qd", "zd", "hd", "u", "lu", "llu", "qu", "zu"]

    public func check(_ subject: Subject) -> [Diagnostic] {
        guard subject.pluralCategory == nil else { return [] }
        let text = subject.text
        var diagnostics: [Diagnostic] = []
        // "item(s)": a word, then "(s)" with no space.
        let scalars = text.scalars
        for token in text.words where token.range.upperBound + 3 <= scalars.count {
            let end = token.range.upperBound
            if scalars[end] == "(", scalars[end + 1] == "s", scalars[end + 2] == ")" {
                diagnostics.append(diagnostic("“\(text.text(of: token))(s)” reads wrong for every count: use plural variations.", at: token.range.lowerBound..<(end + 3)))
            }
        }
        // An integer placeholder followed by a word that is not a function word ("of", "to", …).
        let functionWords = subject.locale.set("short-prepositions").union(subject.locale.set("coordinating-conjunctions")).union(subject.locale.set("articles"))
        let specifiers = FormatSpecifier.all(in: text).filter { Self.countTypes.contains($0.type) }
        for specifier in specifiers {
            guard let next = text.tokens.firstIndex(where: { $0.range.lowerBound == specifier.range.upperBound }),
                  next + 1 < text.tokens.count, text.tokens[next].kind == .space,
                  text.tokens[next + 1].isWord, !text.scalars[text.tokens[next].range].contains("\n") else { continue }
            let word = text.tokens[next + 1]
            guard !functionWords.contains(LocaleCase.lower(text.text(of: word), locale: subject.locale.locale)) else { continue }
            diagnostics.append(diagnostic("“\(specifier.text) \(text.text(of: word))” has one form for every count: use plural variations (stringsdict or catalog).", at: specifier.range.lowerBound..<word.range.upperBound))
        }
        return diagnostics.sorted { $0.range.lowerBound < $1.range.lowerBound }
    }
}
