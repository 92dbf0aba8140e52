import CopyText

/// A word whose case breaks English title style, in a string that takes title style.
package struct TitleCaseRule: DirectFixRule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "title_case",
        name: "Title-style capitalization",
        description: """
            Buttons, menu, edit-menu and toolbar items, and alert titles that are sentence fragments take title \
            style: capitalize the first and last word and every noun, pronoun, verb, adjective, adverb, \
            subordinating conjunction, preposition of five letters or more and phrasal-verb particle (\"Sign In\", \
            but \"A Walk in the Park\": after an article the verb is a noun); lowercase articles, coordinating \
            conjunctions, short prepositions (\"vs\", \"en\", \"like\") and \"as\". The first word after a colon, a \
            sentence's end (not an abbreviation's period: \"The U.N. and Me\"), an opening quotation mark or \
            bracket, or a spaced dash begins a quoted title or a subtitle and takes a capital (\"Software Design (A \
            Practical Guide)\"); so does a compound's first part (\"In-Flight\"). Words with inner or all capitals \
            (\"MAC\"), text in capitals, \"Q&A\", letters after a bracket or apostrophe inside a word (\"Colo(u)r\", \
            \"1990's\"), terms (\"Mac mini\"), placeholders, URLs, domains, paths, file names and names joined by \
            underscores (\"amazing_%@\", a user name) keep their spelling. A string that starts with a count (\"%lld \
            posts\") names no command and is left alone; so is one of several sentences that ends with a full stop \
            (a message in a tappable row). By default it runs where the string's role is certain (the app's code, \
            which is read unless `--no-sources`; Interface Builder; the configuration): on roles guessed from keys \
            or comments it was right too rarely. Named in `--only-rule`, `only_rules` or `opt_in_rules`, it also \
            runs where a translator comment names the role.
            """,
        guideline: "002 (alerts: title-style capitalization defined; button titles), 003 (alert titles that are fragments, alert buttons), 004 (buttons, edit-menu commands), 000 (edit menu); Apple Style Guide `capitalization` (title-case-rules.md §1)",
        area: .capitalization,
        severity: .warning,
        roles: Role.titles.union(Role.commands).union([.toolbarItem]),
        neededConfidence: .certain,
        confidenceWhenNamed: .likely,
        locales: .english,
        isFixable: true,
        fixesInOneRound: true,
        needsCasedLetter: true,
        translations: .beyondSource,
        nonTriggeringExamples: TitleCaseRuleExamples.nonTriggering,
        triggeringExamples: TitleCaseRuleExamples.triggering,
        corrections: TitleCaseRuleExamples.corrections
    )

    public func check(_ subject: Subject) -> [Diagnostic] {
        let wordsMessages = subject.options.wordsMessages
        return changes(subject) { change in
            diagnostic(wordsMessages ? Self.message(change) : "", at: change.range, fixIts: [FixIt(range: change.range, replacement: change.replacement)])
        }
    }

    public func fixIts(_ subject: Subject) -> [FixIt] {
        changes(subject, wantsWords: false) { FixIt(range: $0.range, replacement: $0.replacement) }
    }

    /// Written straight from the text's UTF-8 (`TitleStyleWriter`), without a fix-it or a string per word.
    public func appendFixedText(_ subject: Subject, to output: inout [UInt8]) -> Bool {
        let lexicon = subject.lexicon
        guard takesTitleStyle(subject, lexicon) else { return false }
        return TitleStyleWriter.appendFixedText(subject.text, lexicon: lexicon, to: &output)
    }

    /// The words to change, each made into `make`'s output, when the string takes title style (`wantsWords`: see
    /// `TitleStyle.changes`).
    private func changes<Output>(_ subject: Subject, wantsWords: Bool = true, _ make: (TitleStyle.Change) -> Output) -> [Output] {
        let lexicon = subject.lexicon
        guard takesTitleStyle(subject, lexicon) else { return [] }
        return TitleStyle.changes(subject.text, lexicon: lexicon, wantsWords: wantsWords, make)
    }

    /// Whether the string takes title style: every command does, and a title that is a fragment; a count does not.
    private func takesTitleStyle(_ subject: Subject, _ lexicon: Lexicon) -> Bool {
        if Self.startsWithCount(subject.text) || Self.isSeveralSentences(subject.text) { return false }
        guard subject.role.isTitle else { return true }
        return ClauseKind.of(subject.text, lexicon: lexicon, locale: subject.locale).wantsTitleStyle(subject.options.edition)
    }

    /// Whether the string starts with a number the code fills in ("%lld posts", "%d selected"): a count of what
    /// the words name, which names no command, even inside a button's label beside an icon or a title (a row
    /// that opens the list it counts). A "%@" may be a name, and is not a count.
    /// Several sentences ending in a full stop are a message, even where the code makes them a button's label (a
    /// tappable row that explains a setting): no command or title has two. An abbreviation's stop ("This vs.
    /// That") ends no text.
    static func isSeveralSentences(_ text: AnalyzedText) -> Bool {
        let range = text.trimmedRange
        guard !range.isEmpty, ".!?".unicodeScalars.contains(text.scalars[range.upperBound - 1]) else { return false }
        return text.sentences.count > 1
    }

    static func startsWithCount(_ text: AnalyzedText) -> Bool {
        guard text.contains(byte: 0x25), let first = FormatSpecifier.all(in: text).first,
              first.range.lowerBound == 0, let conversion = first.type.unicodeScalars.last else { return false }
        return first.type != "%#@" && "duxof".unicodeScalars.contains(conversion)
    }

    private static func message(_ change: TitleStyle.Change) -> String {
        change.capitalize
            ? MessageText.joined("Title style capitalizes “", change.word, "”: write “", change.replacement, "”.")
            : MessageText.joined("Title style lowercases “", change.word,
                                 "” (articles, coordinating conjunctions, prepositions of four letters or fewer, \"as\"): write “", change.replacement, "”.")
    }
}
