import CopyText

/// Leading or trailing white space, and doubled spaces between words.
package struct WhitespaceRule: StringRule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "whitespace",
        name: "White space",
        description: "Strings should not start or end with white space, nor put two spaces between words: the layout, not the string, sets spacing.",
        guideline: "HIG-RULES Punctuation; stray spaces also break alignment in every translation copied from the source",
        area: .punctuation,
        severity: .warning,
        roles: Role.all,
        isFixable: true,
        translations: .beyondSource,
        nonTriggeringExamples: [
            Example("Cancel", role: .alertButton),
            Example("Delete this photo?", role: .alertTitle),
            Example("First line.\nSecond line.", role: .alertMessage),
            Example("Speicher fast voll", role: .alertTitle, locale: "de"),
            // A translation's edges follow its source's (`whitespace_mismatch` judges them).
            Example(" von %@", role: .label, locale: "de", source: " of %@"),
            Example("Zurück ", role: .button, locale: "de", source: "Back"),
            // Padding the source has on purpose is the translation's too.
            Example("🔐  Aufgrund deiner Einstellungen gibt es keine Adresse.", role: .label, locale: "de",
                    source: "🔐  Due to your settings, there is no address."),
        ],
        triggeringExamples: [
            Example("Cancel↓  ", role: .alertButton),
            Example("↓ Delete", role: .button),
            Example("Add↓  to Favorites", role: .button),
            Example("Done↓\n", role: .button),
            Example("Foto↓  löschen", role: .button, locale: "de", source: "Delete Photo"),
        ],
        corrections: [
            Example("Cancel  ", role: .alertButton, corrected: "Cancel"),
            Example("  Add  to  Favorites ", role: .button, corrected: "Add to Favorites"),
            Example("写真を削除 ", role: .alertTitle, locale: "ja", corrected: "写真を削除"),
            Example(" and %lld other ", corrected: " and %lld other "),
        ]
    )

    public func check(_ subject: Subject) -> [Diagnostic] {
        let scalars = subject.text.scalars
        let trimmed = subject.text.trimmedRange
        var diagnostics: [Diagnostic] = []
        if trimmed.isEmpty {
            return scalars.isEmpty ? [] : [diagnostic("The string is only white space.", at: 0..<scalars.count, fixIts: [FixIt(range: 0..<scalars.count, replacement: "")])]
        }
        // A string of unknown role may be a piece glued to others in code (" and %lld other "): its edge
        // spaces may be load-bearing, so they are reported but not removed.
        let edgeFix = subject.role != .unknown
        // A translation's edges are judged against its source's (`whitespace_mismatch`), never on their own:
        // the two rules would otherwise ask for opposite things where the source has its spaces on purpose.
        let judgesEdges = subject.source == nil
        if judgesEdges, trimmed.lowerBound > 0 {
            let range = 0..<trimmed.lowerBound
            diagnostics.append(diagnostic("Leading white space.", at: range, fixIts: edgeFix ? [FixIt(range: range, replacement: "")] : []))
        }
        // Most strings have no two spaces in a row, which one search of the bytes tells (a loop over every
        // scalar was a percent of `check`). A space is the byte 0x20 in UTF-8 and no other scalar holds that byte.
        var index = subject.text.contains(doubled: 0x20) ? trimmed.lowerBound : trimmed.upperBound
        while index < trimmed.upperBound {
            guard scalars[index] == " " else { index += 1; continue }
            var end = index
            while end < trimmed.upperBound, scalars[end] == " " { end += 1 }
            if end - index > 1 {
                diagnostics.append(diagnostic("Doubled space.", at: index..<end, fixIts: [FixIt(range: (index + 1)..<end, replacement: "")]))
            }
            index = end
        }
        if judgesEdges, trimmed.upperBound < scalars.count {
            let range = trimmed.upperBound..<scalars.count
            diagnostics.append(diagnostic("Trailing white space.", at: range, fixIts: edgeFix ? [FixIt(range: range, replacement: "")] : []))
        }
        return diagnostics
    }
}
