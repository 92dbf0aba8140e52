import CopyText

/// Three periods instead of the ellipsis character, and the locale's own ellipsis mark and spacing.
package struct EllipsisRule: StringRule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "ellipsis",
        name: "Ellipsis character",
        description: "Use the locale's ellipsis character, not three periods: assistive apps misread \"...\". German puts a no-break space before it; Traditional Chinese uses ⋯.",
        guideline: "000 (iPad HIG 2010), menus: an ellipsis shows that more input follows; Apple Style Guide `ellipsis`; title-case-rules.md §3",
        area: .punctuation,
        severity: .warning,
        roles: Role.all,
        isFixable: true,
        nonTriggeringExamples: [
            Example("Rename…", role: .menuItem),
            Example("Checking for new software…", role: .label),
            Example("Visit https://example.com/a...b for help.", role: .alertMessage),
            Example("Ersetzen\u{00A0}…", role: .editMenuItem, locale: "de"),
            Example("Ersetzen\u{2006}…", role: .editMenuItem, locale: "de"),
            Example("取代⋯", role: .editMenuItem, locale: "zh-Hant"),
            Example("分享…", role: .editMenuItem, locale: "zh-Hans"),
            Example("Wait..", role: .label),
            // A quoted mark alone names a symbol on the screen (DuckDuckGo: the More button), not an ellipsis.
            Example("Klepněte na ikonu „⋯“ a zvolte Přidat.", role: .label, locale: "cs"),
            Example("Then tap the \"...\" icon.", role: .label),
        ],
        triggeringExamples: [
            Example("Rename↓...", role: .menuItem),
            Example("Tap to finish recording↓...", role: .label),
            Example("Settings↓...", role: .menuItem),
            Example("CONNECTING↓...", role: .label),
            Example("Ersetzen↓…", role: .editMenuItem, locale: "de"),
            Example("取代↓…", role: .editMenuItem, locale: "zh-Hant"),
        ],
        corrections: [
            Example("Rename...", role: .menuItem, corrected: "Rename…"),
            Example("Settings...", role: .menuItem, corrected: "Settings…"),
            Example("Turn Off Sync & Backup...", role: .button, corrected: "Turn Off Sync & Backup…"),
            Example("Ersetzen...", role: .editMenuItem, locale: "de", corrected: "Ersetzen\u{00A0}…"),
            Example("Ersetzen …", role: .editMenuItem, locale: "de", corrected: "Ersetzen\u{00A0}…"),
            Example("取代…", role: .editMenuItem, locale: "zh-Hant", corrected: "取代⋯"),
        ]
    )

    private static let marks: [Unicode.Scalar] = ["…", "⋯"]
    private static let narrowSpaces: Set<Unicode.Scalar> = ["\u{202F}", "\u{2006}"]

    public func check(_ subject: Subject) -> [Diagnostic] {
        let text = subject.text
        let scalars = text.scalars
        let expected = subject.locale.ellipsis
        let space = subject.locale.spaceBeforeEllipsis
        // Only three periods or a mark can be reported, and most strings have neither: their tokens are not read
        // (nor made: see `AnalyzedText`). Both marks' UTF-8 starts with the byte E2.
        guard text.contains(doubled: 0x2E) || text.contains(byte: 0xE2) && scalars.contains(where: { $0 == "…" || $0 == "⋯" }) else { return [] }
        var diagnostics: [Diagnostic] = []
        for token in text.tokens where token.kind == .punctuation {
            let start = token.range.lowerBound
            guard token.range.count == 1 else { continue }
            let markRange: Range<Int>
            if scalars[start] == "." {
                guard start + 2 < scalars.count, scalars[start + 1] == ".", scalars[start + 2] == ".",
                      start == 0 || scalars[start - 1] != ".",
                      start + 3 == scalars.count || scalars[start + 3] != "." else { continue }
                markRange = start..<(start + 3)
            } else if Self.marks.contains(scalars[start]) {
                markRange = start..<(start + 1)
            } else {
                continue
            }
            if Self.isQuotedAlone(markRange, in: scalars) { continue }
            // The space required before the mark, where it follows a word; a wrong space is replaced.
            let followsWord = markRange.lowerBound > 0 && !isSpace(scalars[markRange.lowerBound - 1])
            let spaceBefore = markRange.lowerBound > 0 && isSpace(scalars[markRange.lowerBound - 1]) ? markRange.lowerBound - 1 : markRange.lowerBound
            let wantsSpace = !space.isEmpty && (followsWord || spaceBefore < markRange.lowerBound)
            let replaceFrom = wantsSpace ? spaceBefore : markRange.lowerBound
            let current = text.text(replaceFrom..<markRange.upperBound)
            let replacement = (wantsSpace ? space : "") + expected
            guard current != replacement, !(markRange.count == 1 && !wantsSpace && current == expected) else { continue }
            // A narrower no-break space before the right mark is as good (Apple's own "Ersetzen\u{2006}…").
            if wantsSpace, markRange.count == 1, text.text(markRange) == expected, spaceBefore < markRange.lowerBound,
               Self.narrowSpaces.contains(scalars[spaceBefore]) { continue }
            let message = markRange.count == 3
                ? "Three periods instead of an ellipsis: use “\(expected)”."
                : "Use “\(replacement.visibleSpaces)” for an ellipsis in \(subject.locale.locale)."
            diagnostics.append(diagnostic(message, at: markRange, fixIts: [FixIt(range: replaceFrom..<markRange.upperBound, replacement: replacement)]))
        }
        return diagnostics
    }

    /// Quotation marks or brackets right around the mark and nothing else (`tap the "⋯" icon`, „⋯“): the mark
    /// names a symbol on the screen (a More button), drawn as the app draws it, not an ellipsis in the text.
    static func isQuotedAlone(_ range: Range<Int>, in scalars: [Unicode.Scalar]) -> Bool {
        guard range.lowerBound > 0, range.upperBound < scalars.count else { return false }
        return openings.contains(scalars[range.lowerBound - 1]) && closings.contains(scalars[range.upperBound])
    }

    private static let openings: Set<Unicode.Scalar> = [
        "\"", "'", "“", "„", "‘", "‚", "«", "‹", "「", "『", "(", "[", "”", "»",
    ]
    private static let closings: Set<Unicode.Scalar> = [
        "\"", "'", "”", "“", "’", "‘", "»", "«", "›", "」", "』", ")", "]",
    ]

    private func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\u{00A0}" || scalar == "\u{202F}" || scalar == "\u{2006}"
    }
}

extension String {
    /// The string with invisible spaces named, for messages.
    var visibleSpaces: String {
        var result = ""
        for scalar in unicodeScalars {
            switch scalar {
            case "\u{00A0}": result += "<no-break space>"
            case "\u{202F}": result += "<narrow no-break space>"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
