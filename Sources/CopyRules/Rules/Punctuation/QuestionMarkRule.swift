import CopyLowLevel
import CopyText

/// An alert title that is a question without the locale's question mark, or with its spacing or opening mark wrong.
package struct QuestionMarkRule: StringRule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "question_mark",
        name: "Question mark",
        description: "An alert title that is a question ends with a question mark the locale accepts (? in English; ？ in Chinese; ؟ in Arabic; ; in Greek), with the locale's spacing before it (a no-break space in French) and its opening mark (¿ in Spanish). In English a title that opens like a question (\"Are you sure…\", \"Do you want…\") needs the mark too.",
        guideline: "002 (alerts: a complete question takes sentence style and a question mark), 003; title-case-rules.md §6 (per-locale question marks)",
        area: .punctuation,
        severity: .warning,
        roles: Role.titles,
        isFixable: true,
        nonTriggeringExamples: [
            // Left in English, a translation is its source's text, judged in the source's locale.
            Example("Delete local data?", role: .alertTitle, locale: "es", source: "Delete local data?"),
            Example("Delete this photo?", role: .alertTitle),
            Example("Are you sure you want to quit?", role: .alertTitle),
            Example("Failed to Connect", role: .alertTitle),
            Example("Do Not Disturb Is On", role: .alertTitle),
            Example("Can't Connect to Server", role: .alertTitle),
            Example("What's New", role: .alertTitle),
            Example("How to Reset Your Password", role: .actionSheetTitle),
            Example("Are you sure you want to quit", role: .alertMessage),
            Example("删除这张照片？", role: .alertTitle, locale: "zh-Hans"),
            Example("この写真を削除しますか?", role: .alertTitle, locale: "ja"),
            Example("この写真を削除しますか？", role: .alertTitle, locale: "ja"),
            Example("Διαγραφή φωτογραφίας;", role: .alertTitle, locale: "el"),
            Example("Supprimer cette photo\u{00A0}?", role: .alertTitle, locale: "fr"),
            Example("Supprimer cette photo?", role: .alertTitle, locale: "fr-CA"),
            Example("¿Eliminar esta foto?", role: .alertTitle, locale: "es"),
            Example("Si no puedes conectarte, ¿quieres intentarlo de nuevo?", role: .alertTitle, locale: "es"),
            Example("حذف هذه الصورة؟", role: .alertTitle, locale: "ar"),
        ],
        triggeringExamples: [
            Example("Are you sure you want to quit↓", role: .alertTitle),
            Example("Do you want to save your changes↓.", role: .alertTitle),
            Example("What do you want to do with this file↓", role: .actionSheetTitle),
            Example("Delete this photo↓ ?", role: .alertTitle),
            Example("删除这张照片↓?", role: .alertTitle, locale: "zh-Hans"),
            Example("حذف هذه الصورة↓?", role: .alertTitle, locale: "ar"),
            Example("Διαγραφή φωτογραφίας↓?", role: .alertTitle, locale: "el"),
            Example("Supprimer cette photo↓?", role: .alertTitle, locale: "fr"),
            Example("↓Eliminar esta foto?", role: .alertTitle, locale: "es"),
            Example("Delete this photo↓？", role: .alertTitle),
        ],
        corrections: [
            Example("Are you sure you want to quit", role: .alertTitle, corrected: "Are you sure you want to quit?"),
            Example("Do you want to save your changes.", role: .alertTitle, corrected: "Do you want to save your changes?"),
            Example("Delete this photo ?", role: .alertTitle, corrected: "Delete this photo?"),
            Example("删除这张照片?", role: .alertTitle, locale: "zh-Hans", corrected: "删除这张照片？"),
            Example("Διαγραφή φωτογραφίας?", role: .alertTitle, locale: "el", corrected: "Διαγραφή φωτογραφίας;"),
            Example("Supprimer cette photo?", role: .alertTitle, locale: "fr", corrected: "Supprimer cette photo\u{00A0}?"),
            Example("Supprimer cette photo ?", role: .alertTitle, locale: "fr", corrected: "Supprimer cette photo\u{00A0}?"),
            Example("Eliminar esta foto?", role: .alertTitle, locale: "es", corrected: "¿Eliminar esta foto?"),
            Example("Are you sure you want to quit “%@”", role: .alertTitle, corrected: "Are you sure you want to quit “%@”?"),
        ]
    )

    private static let noBreakSpaces: Set<Unicode.Scalar> = ["\u{00A0}", "\u{202F}"]

    public func check(_ subject: Subject) -> [Diagnostic] {
        let text = subject.text
        let locale = subject.locale
        guard let preferred = locale.questionMarks.first else { return [] }
        if text.terminal == .question, let index = text.terminalIndex {
            return markDiagnostics(at: index, text: text, locale: locale, preferred: preferred)
        }
        // A question that has lost its mark: only where the locale's data tells how questions open.
        let lexicon = subject.lexicon
        guard lexicon.knowsClauses, [.none, .fullStop, .exclamation].contains(text.terminal),
              let last = text.wordsBySentence.last, ClauseKind.opensQuestion(last.words, in: text, lexicon: lexicon) else { return [] }
        if text.terminal == .none {
            guard let end = TerminalMarks.missingStop(in: text) else { return [] }
            return [diagnostic("A question ends with “\(preferred)”.", at: end..<end, fixIts: [FixIt(range: end..<end, replacement: preferred)])]
        }
        guard let index = text.terminalIndex else { return [] }
        return [diagnostic("A question ends with “\(preferred)”, not “\(text.text(index..<(index + 1)))”.", at: index..<(index + 1), fixIts: [FixIt(range: index..<(index + 1), replacement: preferred)])]
    }

    /// The mark itself, the space before it, and the opening mark of its sentence.
    private func markDiagnostics(at index: Int, text: AnalyzedText, locale: LocaleData, preferred: String) -> [Diagnostic] {
        let scalars = text.scalars
        var diagnostics: [Diagnostic] = []
        let expectedSpace = locale.spaceBeforeQuestion ?? ""
        var spaceStart = index
        while spaceStart > 0, scalars[spaceStart - 1].flags.contains(.whitespace) { spaceStart -= 1 }
        let space = text.text(spaceStart..<index)
        let spaceIsRight = space == expectedSpace || (!expectedSpace.isEmpty && space.unicodeScalars.count == 1 && Self.noBreakSpaces.contains(space.unicodeScalars.first!) && expectedSpace.unicodeScalars.allSatisfy { Self.noBreakSpaces.contains($0) })
        let markIsRight = locale.acceptsQuestionMark(scalars[index])
        if !spaceIsRight || !markIsRight {
            let range = spaceStart..<(index + 1)
            let mark = markIsRight ? String(scalars[index]) : preferred
            let message: String
            if !markIsRight {
                message = "Use the question mark “\(preferred)” in \(locale.locale)."
            } else if expectedSpace.isEmpty {
                message = "No space before “\(mark)”."
            } else {
                message = "Put “\(expectedSpace.visibleSpaces)” before “\(mark)” in \(locale.locale)."
            }
            let start = spaceIsRight ? index : spaceStart
            diagnostics.append(diagnostic(message, at: start..<(index + 1), fixIts: [FixIt(range: range, replacement: (spaceIsRight ? space : expectedSpace) + mark)]))
        }
        if let opening = locale.questionOpening, let sentence = text.sentences.last(where: { $0.contains(index) }) {
            let hasOpening = scalars[sentence].contains { opening.unicodeScalars.contains($0) }
            if !hasOpening, let first = text.tokens.first(where: { $0.isContent && sentence.contains($0.range.lowerBound) }) {
                let at = first.range.lowerBound
                diagnostics.insert(diagnostic("A question opens with “\(opening)” in \(locale.locale).", at: at..<at, fixIts: [FixIt(range: at..<at, replacement: opening)]), at: 0)
            }
        }
        return diagnostics
    }
}
