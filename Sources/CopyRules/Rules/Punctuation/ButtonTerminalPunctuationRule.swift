import CopyText

/// A button, menu or edit-menu item title ending in a period, exclamation mark, colon, semicolon or question mark.
package struct ButtonTerminalPunctuationRule: StringRule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "button_terminal_punctuation",
        name: "No ending punctuation on buttons",
        description: "Button, menu-item and edit-menu titles take no ending punctuation: no period, exclamation mark, colon, semicolon or question mark. An ellipsis is right where more input follows.",
        guideline: "002 (alert buttons: title style, no ending punctuation), 003 (as with all button titles, no ending punctuation); HIG Menus (ellipsis)",
        area: .punctuation,
        severity: .warning,
        roles: Role.commands,
        isFixable: true,
        translations: .beyondSource,
        nonTriggeringExamples: [
            Example("Delete", role: .alertButton),
            Example("Learn More…", role: .button),
            Example("Settings...", role: .menuItem),
            Example("O.K.", role: .button),
            Example("?", role: .button),
            Example("Save.", role: .alertMessage),
            Example("Delete this photo?", role: .alertTitle),
            Example("削除", role: .alertButton, locale: "ja"),
            // The period of an abbreviation the locale writes with one (`abbreviations.txt`).
            Example("Atidėti 30 min.", role: .button, locale: "lt"),
        ],
        triggeringExamples: [
            Example("Heck Yes↓!", role: .alertButton),
            Example("Save↓.", role: .button),
            Example("Sort By↓:", role: .menuItem),
            Example("Continue↓?", role: .actionSheetButton),
            Example("Copy↓;", role: .editMenuItem),
            Example("Let's Go↓!!", role: .button),
            Example("削除↓。", role: .alertButton, locale: "ja"),
            Example("Atidėti↓.", role: .button, locale: "lt"),
            Example("↓¡Vamos!", role: .button, locale: "es"),
        ],
        corrections: [
            Example("Heck Yes!", role: .alertButton, corrected: "Heck Yes"),
            Example("Save .", role: .button, corrected: "Save"),
            Example("Let's Go!!", role: .button, corrected: "Let's Go"),
            Example("¡Vamos!", role: .button, locale: "es", corrected: "Vamos"),
            Example("“Done”.", role: .button, corrected: "“Done”"),
        ]
    )

    private static let openings: Set<Unicode.Scalar> = ["¡", "¿"]

    /// Whether the token is a word the locale abbreviates with a period (`abbreviations.txt`), also as a unit after
    /// a number (Lithuanian "20 min.", which the analyser reads as a unit, not a word).
    private static func isAbbreviation(_ token: Token, _ subject: Subject) -> Bool {
        // A unit is one token with its number ("20 min"): its last word is the abbreviation.
        guard let last = subject.text.text(of: token).split(whereSeparator: \.isWhitespace).last else { return false }
        return subject.locale.set("abbreviations").contains(LocaleCase.lower(String(last), locale: subject.locale.locale))
    }

    public func check(_ subject: Subject) -> [Diagnostic] {
        let text = subject.text
        guard let marks = TerminalMarks.run(in: text, allowing: [.ellipsis, .none]) else { return [] }
        // "O.K.", "e.g.": the period belongs to an abbreviation.
        if text.scalars[marks.marks.lowerBound] == ".", marks.marks.count == 1,
           let word = text.tokens.last(where: { $0.range.upperBound <= marks.marks.lowerBound && $0.kind != .space }),
           word.range.upperBound == marks.marks.lowerBound,
           word.isWord && text.scalars[word.range].contains(".") || Self.isAbbreviation(word, subject) {
            return []
        }
        // Apple's own abbreviated command names end in a period ("Tout sélect.", "Αποθ."): the locale's standard names pass.
        if subject.locale.isStandardName(text) { return [] }
        let mark = text.text(marks.marks)
        var fixIts = [FixIt(range: marks.removal, replacement: "")]
        var range = marks.marks
        let start = text.trimmedRange.lowerBound
        if start < text.scalars.count, Self.openings.contains(text.scalars[start]) {
            fixIts.insert(FixIt(range: start..<(start + 1), replacement: ""), at: 0)
            range = start..<marks.marks.upperBound
        }
        return [diagnostic("A button or menu title takes no ending punctuation: remove “\(mark)”.", at: range, fixIts: fixIts)]
    }
}
