import CopyText

/// "Ok", "Okay", "O.K." on a button instead of the locale's standard OK.
public struct OKSpellingRule: StringRule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "ok_spelling",
        name: "OK spelling",
        description: "A button says OK exactly as the locale's standard button does: \"OK\", not \"Ok\", \"Okay\" or \"O.K.\".",
        guideline: "003 (Views, alerts): OK for acceptance in informational alerts; Apple Style Guide `OK`: not okay",
        area: "Buttons",
        severity: .error,
        roles: Role.buttons,
        isFixable: true,
        nonTriggeringExamples: [
            Example("OK", role: .alertButton),
            Example("OK, Got It", role: .button),
            Example("Okay", role: .label),
            Example("Bookmark", role: .button),
            Example("Ok", role: .alertButton, locale: "nl"),
            Example("OK", role: .alertButton, locale: "de"),
        ],
        triggeringExamples: [
            Example("↓Ok", role: .alertButton),
            Example("↓ok", role: .button),
            Example("↓Okay", role: .alertButton),
            Example("↓O.K.", role: .button),
            Example("↓Okay, Got It", role: .button),
            Example("↓OK", role: .alertButton, locale: "tr"),
            Example("↓Ok", role: .alertButton, locale: "ko"),
        ],
        corrections: [
            Example("Ok", role: .alertButton, corrected: "OK"),
            Example("Okay, Got It", role: .button, corrected: "OK, Got It"),
            Example("O.K.", role: .button, corrected: "OK"),
            Example("OK", role: .alertButton, locale: "tr", corrected: "Tamam"),
        ]
    )

    public func check(_ subject: Subject) -> [Diagnostic] {
        let variants = subject.locale.column("ok-variants")
        guard !variants.isEmpty else { return [] }
        let standard = subject.locale.standardName("OK") ?? "OK"
        var diagnostics: [Diagnostic] = []
        let scalars = subject.text.scalars
        var index = 0
        while index < scalars.count {
            // Variants such as "O.K." span several tokens, so they are matched on the scalars, at word starts only.
            let atWordStart = index == 0 || !scalars[index - 1].flags.contains(.alphabetic)
            if atWordStart, let variant = variants.first(where: { matches($0, scalars, at: index) }) {
                let range = index..<(index + variant.unicodeScalars.count)
                diagnostics.append(diagnostic("Write “\(standard)”, not “\(variant)”.", at: range, fixIts: [FixIt(range: range, replacement: standard)]))
                index = range.upperBound
            } else {
                index += 1
            }
        }
        return diagnostics
    }

    /// Whether `variant` stands at `index` as a whole word.
    private func matches(_ variant: String, _ scalars: [Unicode.Scalar], at index: Int) -> Bool {
        var offset = index
        for scalar in variant.unicodeScalars {
            guard offset < scalars.count, scalars[offset] == scalar else { return false }
            offset += 1
        }
        return offset == scalars.count || !scalars[offset].flags.contains(.alphabetic)
    }
}
