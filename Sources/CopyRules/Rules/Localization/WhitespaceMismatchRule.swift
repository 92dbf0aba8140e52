/// Leading or trailing white space, or line breaks, that differ between a translation and its source.
package struct WhitespaceMismatchRule: TranslationRule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "whitespace_mismatch",
        name: "White space mismatch",
        description: "Where the source starts or ends with white space, or breaks lines, the translation should too (code often glues such strings together); where it does not, neither should the translation.",
        guideline: "HIG-RULES Across localisations",
        area: .localization,
        severity: .warning,
        roles: Role.all,
        isFixable: true,
        nonTriggeringExamples: [
            Example("Foto löschen", locale: "de", source: "Delete Photo"),
            Example(" von %@", locale: "de", source: " of %@"),
            Example("Zeile eins\nZeile zwei", locale: "de", source: "Line one\nLine two"),
            Example("和另 %lld 位用戶", locale: "zh-Hant", source: " and %lld other "),
        ],
        triggeringExamples: [
            Example("↓von %@", locale: "de", source: " of %@"),
            Example("Foto löschen↓ ", locale: "de", source: "Delete Photo"),
            Example("↓Zeile eins Zeile zwei", locale: "de", source: "Line one\nLine two"),
        ],
        corrections: [
            Example("von %@", locale: "de", corrected: " von %@", source: " of %@"),
            Example("Foto löschen ", locale: "de", corrected: "Foto löschen", source: "Delete Photo"),
        ]
    )

    /// Leading and trailing white space is mostly none: no string to build then.
    private static func string(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
        scalars.isEmpty ? "" : String(String.UnicodeScalarView(scalars))
    }

    public func check(_ translation: Subject, source: Subject) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let have = translation.text.scalars, want = source.text.scalars
        let haveTrim = translation.text.trimmedRange, wantTrim = source.text.trimmedRange
        guard !haveTrim.isEmpty, !wantTrim.isEmpty else { return [] }
        // Scripts without spaces between words (ja, zh, th) drop a source's edge spaces; line breaks still count.
        // Asked only when an edge differs (most strings have none): the lookup hashes the property's name.
        lazy var edges = translation.locale.property("word_spaces") != "no"
        let haveLeading = Self.string(have[..<haveTrim.lowerBound])
        let wantLeading = Self.string(want[..<wantTrim.lowerBound])
        if haveLeading != wantLeading, edges {
            diagnostics.append(diagnostic("The source starts with \(describe(wantLeading)), the translation with \(describe(haveLeading)).",
                                          at: 0..<haveTrim.lowerBound, fixIts: [FixIt(range: 0..<haveTrim.lowerBound, replacement: wantLeading)]))
        }
        let haveTrailing = Self.string(have[haveTrim.upperBound...])
        let wantTrailing = Self.string(want[wantTrim.upperBound...])
        if haveTrailing != wantTrailing, edges {
            diagnostics.append(diagnostic("The source ends with \(describe(wantTrailing)), the translation with \(describe(haveTrailing)).",
                                          at: haveTrim.upperBound..<have.count, fixIts: [FixIt(range: haveTrim.upperBound..<have.count, replacement: wantTrailing)]))
        }
        // Counted only in strings that hold a line feed at all (most hold none).
        let haveBreaks = translation.text.contains(byte: 0x0A) ? have[haveTrim].reduce(0) { $0 + ($1 == "\n" ? 1 : 0) } : 0
        let wantBreaks = source.text.contains(byte: 0x0A) ? want[wantTrim].reduce(0) { $0 + ($1 == "\n" ? 1 : 0) } : 0
        if haveBreaks != wantBreaks {
            diagnostics.append(diagnostic("The source has \(wantBreaks) line breaks, the translation \(haveBreaks).", at: haveTrim))
        }
        return diagnostics
    }

    private func describe(_ space: String) -> String {
        if space.isEmpty { return "no white space" }
        return "“" + space.unicodeScalars.map { $0 == "\n" ? "\\n" : $0 == "\t" ? "\\t" : $0 == " " ? "␠" : "U+" + String($0.value, radix: 16, uppercase: true) }.joined() + "”"
    }
}
