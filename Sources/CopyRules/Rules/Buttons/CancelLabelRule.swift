import CopyText

/// A cancelling button whose title is not the locale's "Cancel".
package struct CancelLabelRule: StringRule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "cancel_label",
        name: "Cancel buttons say Cancel",
        description: """
            Always title the button that dismisses an alert or action sheet without acting \"Cancel\" (the locale's \
            standard name). Fires on such a cancel button with another title, and on any alert button titled with a \
            known synonym (\"Never Mind\", \"Abort\"; `cancel-synonyms.txt`). A title that cancels something named \
            (\"Cancel All\", \"Cancel Download\") acts: it is not a cancel button; OK on it acknowledges an \
            informational alert, as Apple's own one-button alerts do. By default it runs where the string's role is \
            certain (the app's code, which is read unless `--no-sources`; Interface Builder; the configuration): on \
            roles guessed from keys or comments it was right too rarely. Named in `--only-rule`, `only_rules` or \
            `opt_in_rules`, it also runs where a translator comment names the role.
            """,
        guideline: "003 (label cancel buttons appropriately: always “Cancel”), 002 (action sheets: a Cancel button)",
        area: .buttons,
        severity: .warning,
        roles: Role.alertButtons,
        neededConfidence: .certain,
        confidenceWhenNamed: .likely,
        isFixable: true,
        // A faithful translation of a source "Dismiss" or "No Thanks" on the cancel button: the source's finding.
        translations: .beyondSource,
        nonTriggeringExamples: [
            Example("Verwerfen", role: .alertButton, locale: "de", isCancel: true, source: "Dismiss"),
            Example("Cancel", role: .alertButton, isCancel: true),
            Example("cancel", role: .alertButton, isCancel: true),
            Example("Not Now", role: .alertButton),
            Example("Annuler", role: .alertButton, locale: "fr", isCancel: true),
            Example("キャンセル", role: .actionSheetButton, locale: "ja", isCancel: true),
            Example("Отмена", role: .alertButton, locale: "ru", isCancel: true),
            Example("Annuleren", role: .alertButton, locale: "nl", isCancel: true),
            Example("Annullér", role: .alertButton, locale: "da", isCancel: true),
            Example("Cancel All", role: .alertButton, isCancel: true),
            Example("Cancel Download", role: .actionSheetButton, isCancel: true),
            Example("Cancel Subscription", role: .alertButton, isCancel: true),
            Example("Annuler le téléchargement", role: .alertButton, locale: "fr", isCancel: true),
            Example("Dismiss", role: .button, isCancel: true),
            Example("Dismiss", role: .alertButton, confidence: .guess, isCancel: true),
            Example("OK", role: .alertButton, isCancel: true),
            Example("Ok", role: .alertButton, isCancel: true),
            Example("D’accord", role: .alertButton, locale: "fr", isCancel: true, source: "OK"),
            // Another form of Apple's Cancel (`standard-term-variants.txt`).
            Example("Mégse", role: .alertButton, locale: "hu", isCancel: true),
            Example("Cancel·la", role: .alertButton, locale: "ca", isCancel: true),
        ],
        triggeringExamples: [
            Example("↓Dismiss", role: .alertButton, isCancel: true),
            Example("↓No", role: .alertButton, isCancel: true),
            Example("↓Never Mind", role: .alertButton),
            Example("↓Fermer", role: .alertButton, locale: "fr", isCancel: true),
            Example("↓Fermer", role: .alertButton, locale: "fr", isCancel: true, source: "Cancel"),
            Example("↓Close", role: .alertButton, isCancel: true),
            Example("↓Bezárás", role: .alertButton, locale: "hu", isCancel: true),
        ],
        corrections: [
            Example("Dismiss", role: .alertButton, isCancel: true, corrected: "Cancel"),
            Example("Never Mind", role: .actionSheetButton, corrected: "Cancel"),
            Example("Fermer", role: .alertButton, locale: "fr", isCancel: true, corrected: "Annuler"),
            Example("Schließen", role: .alertButton, locale: "de", isCancel: true, corrected: "Abbrechen"),
        ]
    )

    /// A locale's names for Cancel (all of Apple's, ru: Отменить and Отмена) and its synonyms, folded once per locale:
    /// folding Apple's names again for every string, and looking them up, was most of the rule's cost on buttons.
    private struct Names: Sendable {
        let standard: String?
        let cancel: Set<String>
        /// Apple's names for OK and their forms: the only button of an informational alert acknowledges it.
        let acknowledge: Set<String>
        let synonyms: Set<String>
        /// The most scalars a title can have and fold to a synonym. Folding (lowercasing) never maps a scalar to
        /// none, but in Turkish and Azerbaijani, where it drops a dot above after I: there the title may have
        /// twice the scalars. A folded title equals a synonym when their canonical decompositions are equal, and
        /// no scalar decomposes into more than four (none in ASCII decomposes): so a synonym's own scalars, four
        /// for each outside ASCII, bound the title.
        let mostTitleScalars: Int

        init(_ data: LocaleData) {
            let lexicon = Lexicon.of(data)
            standard = data.standardName("Cancel")
            // Apple's names and other forms of the same word (Dutch "Annuleren": `StandardTermVariants`).
            cancel = Set((data.standardCommands["Cancel"] ?? standard.map { [$0] } ?? []).map(lexicon.fold))
                .union(StandardTermVariants.forms(of: "Cancel", in: data).map(lexicon.fold))
            acknowledge = Set((data.standardCommands["OK"] ?? ["OK"]).map(lexicon.fold))
                .union(StandardTermVariants.forms(of: "OK", in: data).map(lexicon.fold)).union([lexicon.fold("OK")])
            synonyms = Set(data.rows("cancel-synonyms").map { lexicon.fold($0[0]) })
            let decomposed = synonyms.map { $0.unicodeScalars.reduce(0) { $0 + ($1.isASCII ? 1 : 4) } }.max() ?? 0
            mostTitleScalars = lexicon.casing.lowersOneToOne ? decomposed : 2 * decomposed
        }
    }

    private static let names = LocaleCache(Names.init)

    /// Whether `title` is `name` followed by a space and more (both folded).
    private static func startsWithWord(_ name: String, of title: String) -> Bool {
        guard !name.isEmpty, title.count > name.count, title.hasPrefix(name) else { return false }
        return title.dropFirst(name.count).first?.isWhitespace ?? false
    }

    /// Whether a translation's source is OK (its translation may be another word for it: French "D’accord").
    private static func isOK(_ source: SourceContext?) -> Bool {
        guard let source else { return false }
        return source.text.trimmedText.lowercased() == "ok"
    }

    public func check(_ subject: Subject) -> [Diagnostic] {
        let names = Self.names(subject.locale)
        guard let cancel = names.standard else { return [] }
        let text = subject.text
        let range = text.trimmedRange
        guard !range.isEmpty else { return [] }
        // Off the cancel button only a synonym is flagged: a longer title is none, told before it is folded (folding
        // every title, and hashing it, was most of fixing every corpus string as a button).
        guard subject.isCancel || range.count <= names.mostTitleScalars else { return [] }
        let title = subject.lexicon.fold(text.trimmedText)
        // "Cancel All", "Cancel Download": the title starts with Cancel and names what it cancels; it acts.
        if subject.isCancel, names.cancel.contains(where: { Self.startsWithWord($0, of: title) }) { return [] }
        // OK on the cancelling button of an informational alert acknowledges it: nothing is cancelled, and Apple's
        // own such alerts say OK (UIKit gives the one-button alert's OK the cancel style).
        if subject.isCancel, names.acknowledge.contains(title) || Self.isOK(subject.source) { return [] }
        // A synonym, or any title on the button that cancels, but never one of Apple's names for Cancel. (Sets
        // compare as `==` does: canonically equivalent titles are the same.)
        guard subject.isCancel || names.synonyms.contains(title), !names.cancel.contains(title) else { return [] }
        return [diagnostic("Title the button that cancels “\(cancel)”, not “\(text.text(range))”.", at: range, fixIts: [FixIt(range: range, replacement: cancel)])]
    }
}
