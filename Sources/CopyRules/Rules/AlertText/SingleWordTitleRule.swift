import CopyText

/// A one-word alert or action-sheet title such as "Error" or "Warning".
package struct SingleWordTitleRule: StringRule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "single_word_title",
        name: "One-word alert titles",
        description: "An alert title of one word (\"Error\", \"Warning\", \"Alert\") gives no useful information. Ask a question or write a short sentence or fragment that says what happened.",
        guideline: "002 (alerts: avoid one-word titles such as “Error” or “Warning”), 003 (alert titles are short, descriptive and multi-word)",
        area: .alertText,
        severity: .warning,
        roles: Role.titles,
        isFixable: false,
        translations: .sourceOnly,
        nonTriggeringExamples: [
            Example("Delete Post", role: .alertTitle),
            Example("Delete this photo?", role: .alertTitle),
            Example("Delete “%@”?", role: .alertTitle),
            Example("%@", role: .alertTitle),
            Example("Connecting…", role: .alertTitle),
            Example("写真を削除しますか？", role: .alertTitle, locale: "ja"),
            Example("Error", role: .button),
            Example("Error", role: .alertMessage),
            // A German compound is one word: the source is judged, not the translation's word count.
            Example("Verbindungsfehler", role: .alertTitle, locale: "de", source: "Connection Error"),
            Example("エラー", role: .alertTitle, locale: "ja", source: "Something Went Wrong"),
            // A one-word source is reported on the source, not in each translation.
            Example("Fehler", role: .alertTitle, locale: "de", source: "Error"),
        ],
        triggeringExamples: [
            Example("↓Error", role: .alertTitle),
            Example("↓Error!", role: .alertTitle),
            Example("↓Warning", role: .actionSheetTitle),
            Example("↓Note", role: .alertTitle),
            Example("↓Information", role: .alertTitle),
            Example("↓Oops!", role: .alertTitle),
            Example("↓Unfollow", role: .alertTitle),
            Example("↓Sign-In", role: .alertTitle),
            Example("↓Fehler", role: .alertTitle, locale: "de"),
            Example("↓エラー", role: .alertTitle, locale: "ja"),
        ]
    )

    private static let generic = LocaleCache { data in data.set("generic-titles") }

    public func check(_ subject: Subject) -> [Diagnostic] {
        let text = subject.text
        let content = text.tokens.filter(\.isContent)
        // "Connecting…": a progress title says what is happening.
        guard let first = content.first, content.allSatisfy(\.isWord), text.wordGroups.count == 1, text.terminal != .ellipsis else { return [] }
        // One word: a single ICU word, or the parts of one hyphenated compound ("Sign-In").
        let words = content.count == 1 || TitleStyle.compoundRange(text.tokens.firstIndex(of: first)!, text.tokens) == first.range.lowerBound..<content.last!.range.upperBound
        guard words else { return [] }
        let range = first.range.lowerBound..<content.last!.range.upperBound
        let word = text.text(range)
        let message = Self.generic(subject.locale).contains(subject.lexicon.fold(word))
            ? "“\(word)” gives no useful information: ask a question, or say briefly what happened."
            : "A one-word title gives little information: ask a question, or say briefly what happened."
        return [diagnostic(message, at: range)]
    }
}
