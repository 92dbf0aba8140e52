import CopyText

/// The source string a translation renders, as the translation's rules see it: its text, role and the rule
/// findings it has itself (HIG-RULES, "How every rule judges", 1).
public struct SourceContext: Sendable {
    /// The source text, analysed in the source locale.
    public let text: AnalyzedText
    public let role: Role
    public let locale: LocaleData
    /// The identifiers of the string rules that find something in the source (in the same role).
    public let findings: Set<String>

    public init(text: AnalyzedText, role: Role, locale: LocaleData, findings: Set<String>) {
        self.text = text
        self.role = role
        self.locale = locale
        self.findings = findings
    }
}

/// How a string rule judges a translation against its source's findings.
public enum TranslationJudgement: Sendable {
    /// As any string of its locale: the locale's own marks and spellings (ellipsis, quotes, OK).
    case own
    /// Not for what the source has too: a finding is left out where the rule finds something in the source
    /// (a lower-case start, no final stop: the source's on purpose, or reported once, there).
    case beyondSource
    /// Only where the source has it: the writer's choice, which the translator follows (a question that
    /// addresses the reader).
    case asSource
    /// Never: the source is judged, and the translation follows it (a long message, a one-word title; what a
    /// translation adds in width is `length_expansion`'s). German compounds are one word, CJK is short in
    /// characters: counts tuned for English do not carry over.
    case sourceOnly

    /// Whether a finding of the rule in a translation stands, given whether the rule finds something in its source.
    public func keeps(sourceHasFinding: Bool) -> Bool {
        switch self {
        case .own: return true
        case .beyondSource: return !sourceHasFinding
        case .asSource: return sourceHasFinding
        case .sourceOnly: return false
        }
    }
}
