import CopyText

/// A sentence that starts in lowercase, or that is written in title style where sentence style belongs.
package struct SentenceCaseRule: DirectFixRule {
    public init() {}

    /// Roles that take title style in English and sentence style in locales without title style.
    private static let titleRoles: Set<Role> = Role.commands.union([.toolbarItem, .navTitle, .tabTitle, .sidebarItem])

    public static let description = RuleDescription(
        identifier: "sentence_case",
        name: "Sentence-style capitalization",
        description: "Alert messages, options, and alert titles that are complete sentences, questions or several sentences take sentence style: a capital on the first word of each sentence, and otherwise only on proper nouns, terms and \"I\". In locales without title style (fr, es, it, nl, sv, …) every title does too. Flags a sentence that starts in lowercase, or one written in title style; a capital that may belong to a proper noun is left alone.",
        guideline: "002 (alerts: sentence-style capitalization defined; questions and several sentences), 003 (alert titles that are complete sentences, messages); title-case-rules.md §5 (per-locale casing)",
        area: .capitalization,
        severity: .warning,
        roles: Role.titles.union(Role.messages).union([.option]).union(titleRoles),
        locales: .casing([.title, .sentence, .sentenceNouns]),
        isFixable: true,
        fixesInOneRound: true,
        needsCasedLetter: true,
        translations: .beyondSource,
        nonTriggeringExamples: SentenceCaseRuleExamples.nonTriggering,
        triggeringExamples: SentenceCaseRuleExamples.triggering,
        corrections: SentenceCaseRuleExamples.corrections
    )

    public func check(_ subject: Subject) -> [Diagnostic] {
        findings(subject).map { finding in
            let word = subject.text.text(finding.range)
            let message: String
            switch finding.kind {
            case .lowercaseStart:
                message = "Start the sentence with a capital letter: “\(word)”."
            case .titleStyle:
                message = "Sentence style, not title style: capitalize only the first word, proper nouns and terms (“\(word)”)."
            }
            return diagnostic(message, at: finding.range, fixIts: finding.fixIts)
        }
    }

    public func fixIts(_ subject: Subject) -> [FixIt] {
        findings(subject).flatMap(\.fixIts)
    }

    /// What breaks sentence style, when the string takes it.
    private func findings(_ subject: Subject) -> [SentenceStyle.Finding] {
        let locale = subject.locale
        // Apple's own command names are right as spelled, abbreviations included ("Selec. todo").
        if locale.isStandardName(subject.text) { return [] }
        let lexicon = subject.lexicon
        let titleStyled = locale.casing == .title
        if subject.role.isTitle {
            if titleStyled {
                let kind = ClauseKind.of(subject.text, lexicon: lexicon, locale: locale)
                guard !kind.wantsTitleStyle(subject.options.edition) else { return [] }
            }
        } else if Self.titleRoles.contains(subject.role) {
            guard !titleStyled else { return [] }
        }
        let detectTitleStyle = locale.casing == .title || locale.casing == .sentence
        return SentenceStyle.findings(subject.text, lexicon: lexicon, detectTitleStyle: detectTitleStyle)
    }
}
