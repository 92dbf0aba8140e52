import CopyText

/// Straight quotation marks (`"…"`, `'…'`) where the locale uses typographic ones.
package struct StraightQuotesRule: StringRule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "straight_quotes",
        name: "Typographic quotation marks",
        description: "Quote with the locale's quotation marks (“…” in English, «\u{00A0}…\u{00A0}» in French, „…“ in German), not with straight \" or ' marks. Apostrophes, inches and marks inside placeholders are not quotes; locales where Apple itself uses straight marks are left alone. A translation that keeps its source's straight marks is not reported: the source's finding is where they are fixed.",
        guideline: "Apple Style Guide `quotation marks` (curly quotes except in code); title-case-rules.md §6 (quotation marks: CLDR vs Apple's practice)",
        area: .punctuation,
        severity: .warning,
        roles: Role.all,
        isFixable: true,
        // A translation that keeps its source's straight marks: the source's finding, where it is fixed once.
        translations: .beyondSource,
        nonTriggeringExamples: [
            Example("Delete “%@”?", role: .alertTitle),
            Example("Don't Save", role: .button),
            Example("The photos' names will change.", role: .alertMessage),
            Example("A 13\" display", role: .label),
            Example("Say \"hi\"\u{301}", role: .alertMessage),
            Example("Löschen von „%@“?", role: .alertTitle, locale: "de"),
            Example("Supprimer «\u{00A0}%@\u{00A0}»\u{00A0}?", role: .alertTitle, locale: "fr"),
            Example("Open '%@'?", role: .alertTitle, locale: "nl"),
            Example("Open \"%@\"?", role: .alertTitle, locale: "ar"),
            // Markup is not prose: a tag's attribute quotes and a code span's are the markup's.
            Example("Read the <a href=\"https://example.com/terms\">terms</a>.", role: .alertMessage),
            Example("Lies die <a href='https://example.com/terms'>Bedingungen</a>.", role: .alertMessage, locale: "de"),
            Example("Run `git commit -m \"fix\"` again.", role: .alertMessage),
            Example("Ausgewählt: \"%@\"", role: .label, locale: "de", source: "Selected: \"%@\""),
            Example("ค้นหา \"%@\"", role: .label, locale: "th", source: "Search \"%@\""),
        ],
        triggeringExamples: [
            Example("Delete ↓\"%@\"?", role: .alertTitle),
            Example("Type ↓\"yes\" to confirm, or ↓'no' to stop.", role: .alertMessage),
            Example("↓'Untitled' couldn't be saved.", role: .alertMessage),
            Example("Löschen von ↓\"%@\"?", role: .alertTitle, locale: "de"),
            Example("Supprimer ↓\"%@\" ?", role: .alertTitle, locale: "fr"),
            Example("<b>Type ↓\"yes\"</b> to confirm.", role: .alertMessage),
            Example("Ausgewählt: ↓\"%@\"", role: .label, locale: "de", source: "Selected: “%@”"),
        ],
        corrections: [
            Example("Delete \"%@\"?", role: .alertTitle, corrected: "Delete “%@”?"),
            Example("Type \"yes\" to confirm, or 'no' to stop.", role: .alertMessage, corrected: "Type “yes” to confirm, or ‘no’ to stop."),
            Example("Löschen von \"%@\"?", role: .alertTitle, locale: "de", corrected: "Löschen von „%@“?"),
            Example("Supprimer \"%@\" ?", role: .alertTitle, locale: "fr", corrected: "Supprimer «\u{00A0}%@\u{00A0}» ?"),
            Example("Don't open \"Untitled\"", role: .alertTitle, corrected: "Don't open “Untitled”"),
            Example("See <a href=\"https://x.org\">\"Help\"</a>.", role: .alertMessage, corrected: "See <a href=\"https://x.org\">“Help”</a>."),
        ]
    )

    private static let marks = LocaleCache { $0.quotationMarks }

    public func check(_ subject: Subject) -> [Diagnostic] {
        guard subject.text.scalars.contains(where: { $0 == "\"" || $0 == "'" }), let marks = Self.marks(subject.locale) else { return [] }
        var diagnostics: [Diagnostic] = []
        for span in subject.text.quotedSpans where span.isStraight {
            let start = span.isSingle ? marks.alternateStart : marks.start
            let end = span.isSingle ? marks.alternateEnd : marks.end
            let current = subject.text.text(span.open..<(span.open + 1))
            guard start != current || end != current else { continue }
            let fixIts = [
                FixIt(range: span.open..<(span.open + 1), replacement: start),
                FixIt(range: span.close..<(span.close + 1), replacement: end),
            ]
            diagnostics.append(diagnostic("Use the quotation marks \(start)…\(end), not straight \(current) marks.", at: span.open..<(span.close + 1), fixIts: fixIts))
        }
        return diagnostics
    }
}
