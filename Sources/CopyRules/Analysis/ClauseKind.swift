import CopyText

/// What an alert title is grammatically, which decides its capitalization and ending punctuation
/// (002: fragment or single sentence → title style, no ending punctuation; question → sentence style and "?";
/// several sentences → sentence style and punctuation. 003 (2021): a complete sentence → sentence style and
/// ending punctuation; a fragment → title style, none).
public enum ClauseKind: Sendable, Equatable {
    /// "Failed to Connect", "Delete Post", "Check Your Inbox": no subject with a finite verb
    case fragment
    /// "This can't be reverted.", "You've been signed out.": a subject followed by a finite verb
    case sentence
    /// "Delete this photo?", "Are you sure you want to quit": ends with a question mark, or opens like a question
    case question
    /// "Are you sure? This can't be undone.": more than one sentence
    case sentences

    /// Classifies an alert title. Without the locale's clause data (subjects, finite verbs) only the marks count.
    public static func of(_ text: AnalyzedText, lexicon: Lexicon, locale: LocaleData) -> ClauseKind {
        if text.punctuatedSentenceCount > 1 { return .sentences }
        if text.terminal == .question, let index = text.terminalIndex, locale.acceptsQuestionMark(text.scalars[index]) || isQuestionMark(text.scalars[index]) {
            return .question
        }
        guard lexicon.knowsClauses else { return .fragment }
        let words = text.words
        if opensQuestion(words, in: text, lexicon: lexicon) { return .question }
        // "Please update the app": a polite imperative is a whole sentence, not a title fragment.
        if let first = words.first, words.count > 1, locale.set("sentence-openers").contains(LocaleCase.lower(text.text(of: first), locale: locale.locale)) {
            return .sentence
        }
        return hasClause(words, in: text, lexicon: lexicon) ? .sentence : .fragment
    }

    /// Whether title style (not sentence style) is what the title needs, in the edition the options choose.
    package func wantsTitleStyle(_ edition: Edition) -> Bool {
        switch self {
        case .fragment: return true
        case .sentence: return edition == .legacy
        case .question, .sentences: return false
        }
    }

    /// "Are you …", "Do you …", "What do you …": an auxiliary (after an optional question word) followed by a subject.
    package static func opensQuestion(_ words: [Token], in text: AnalyzedText, lexicon: Lexicon) -> Bool {
        guard !words.isEmpty else { return false }
        var index = 0
        if lexicon.classes(of: words[0], in: text).contains(.questionWord) { index = 1 }
        guard index + 1 < words.count else { return false }
        let auxiliary = lexicon.classes(of: words[index], in: text)
        let subject = lexicon.classes(of: words[index + 1], in: text)
        return auxiliary.contains(.finiteVerb) && !auxiliary.contains(.subject) && subject.contains(.subject) && !subject.contains(.finiteVerb)
    }

    /// A subject word followed later by a finite verb, a contraction of both ("You've", "That's"),
    /// or a noun phrase followed by a finite verb ("Sync is paused").
    static func hasClause(_ words: [Token], in text: AnalyzedText, lexicon: Lexicon) -> Bool {
        var sawSubject = false
        for (index, word) in words.enumerated() {
            let classes = lexicon.classes(of: word, in: text)
            if classes.contains(.subject) && classes.contains(.finiteVerb) { return true }
            if classes.contains(.finiteVerb) && !classes.contains(.questionWord) && (sawSubject || index > 0) { return true }
            if classes.contains(.subject) { sawSubject = true }
        }
        return false
    }

    private static func isQuestionMark(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "?" || scalar == "？" || scalar == "؟"
    }
}
