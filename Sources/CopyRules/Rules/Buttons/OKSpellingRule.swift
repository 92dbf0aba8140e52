import CopyLowLevel
import CopyText

/// "Ok", "Okay", "O.K." on a button instead of the locale's standard OK.
package struct OKSpellingRule: StringRule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "ok_spelling",
        name: "OK spelling",
        description: "A button says OK exactly as the locale's standard button does: \"OK\", not \"Ok\", \"Okay\" or \"O.K.\".",
        guideline: "003 (Views, alerts): OK for acceptance in informational alerts; Apple Style Guide `OK`: not okay",
        area: .buttons,
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

    /// A locale's variants with their scalars, the scalars they start with, and its standard OK, worked out once:
    /// looking them up for every string and walking each variant's string at every word start was a ninth of
    /// fixing every corpus string as a button.
    private struct Spellings: Sendable {
        let variants: [(text: String, scalars: [Unicode.Scalar])]
        /// The ASCII scalars that start a variant, and the other scalars that do.
        let asciiFirsts: ASCIIByteSet
        let otherFirsts: Set<Unicode.Scalar>
        let standard: String

        init(_ data: LocaleData) {
            variants = data.column("ok-variants").map { ($0, Array($0.unicodeScalars)) }.filter { !$0.scalars.isEmpty }
            var ascii = ASCIIByteSet()
            var other = Set<Unicode.Scalar>()
            for first in variants.map({ $0.scalars[0] }) {
                if first.isASCII { ascii.insert(UInt8(first.value)) } else { other.insert(first) }
            }
            asciiFirsts = ascii
            otherFirsts = other
            standard = data.standardName("OK") ?? "OK"
        }

        func mayStart(_ scalar: Unicode.Scalar) -> Bool {
            scalar.isASCII ? asciiFirsts.contains(UInt8(scalar.value)) : otherFirsts.contains(scalar)
        }
    }

    private static let spellings = LocaleCache(Spellings.init)

    public func check(_ subject: Subject) -> [Diagnostic] {
        let spellings = Self.spellings(subject.locale)
        guard !spellings.variants.isEmpty else { return [] }
        var diagnostics: [Diagnostic] = []
        let scalars = subject.text.scalars
        var index = 0
        while index < scalars.count {
            // Variants such as "O.K." span several tokens, so they are matched on the scalars, at word starts only
            // (asked only of a scalar that starts a variant).
            if spellings.mayStart(scalars[index]), index == 0 || !scalars[index - 1].flags.contains(.alphabetic),
               let variant = spellings.variants.first(where: { matches($0.scalars, scalars, at: index) }) {
                let range = index..<(index + variant.scalars.count)
                diagnostics.append(diagnostic("Write “\(spellings.standard)”, not “\(variant.text)”.", at: range,
                                              fixIts: [FixIt(range: range, replacement: spellings.standard)]))
                index = range.upperBound
            } else {
                index += 1
            }
        }
        return diagnostics
    }

    /// Whether `variant` stands at `index` as a whole word.
    private func matches(_ variant: [Unicode.Scalar], _ scalars: [Unicode.Scalar], at index: Int) -> Bool {
        guard index + variant.count <= scalars.count else { return false }
        for offset in variant.indices where scalars[index + offset] != variant[offset] { return false }
        let end = index + variant.count
        return end == scalars.count || !scalars[end].flags.contains(.alphabetic)
    }
}
