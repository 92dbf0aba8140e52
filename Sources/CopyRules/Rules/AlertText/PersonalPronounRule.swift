import CopyLowLevel
import CopyText

/// "you", "your", "I", "my" and each locale's equivalents in alert text and alert buttons.
package struct PersonalPronounRule: StringRule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "personal_pronoun",
        name: "Personal pronouns in alerts",
        description: "Avoid you, your, I, me, my (and each locale's equivalents, `pronouns.txt`) in alert titles, messages and buttons: they can sound accusatory or condescending. A question that asks the reader directly (\"Do you want to save your changes?\") is left alone in locales whose data tells questions apart.",
        guideline: "002 (alerts: avoid あなた, あなたの, 私, 私の; in button titles too), 003 (avoid you, your, me, my)",
        area: .alertText,
        severity: .warning,
        roles: Role.alertParts,
        isFixable: false,
        translations: .asSource,
        nonTriggeringExamples: [
            Example("This photo will be deleted from all devices.", role: .alertMessage),
            Example("Are you sure you want to quit?", role: .alertTitle),
            Example("Do you want to save the changes you made to “Untitled”?", role: .alertMessage),
            Example("Are you sure you want to quit", role: .alertTitle),
            Example("Remind Me Later", role: .button),
            Example("Your Saved Items", role: .menuItem),
            Example("iPhone Storage Full", role: .alertTitle),
            Example("Das Foto wird für sie gelöscht.", role: .alertMessage, locale: "de"),
            // Apple's own alerts ask the reader questions in every language.
            Example("Möchten Sie das Foto löschen?", role: .alertTitle, locale: "de"),
            Example("Voulez-vous supprimer cette photo ?", role: .alertTitle, locale: "fr"),
            Example("¿Seguro que quieres borrar tu foto?", role: .alertTitle, locale: "es"),
            Example("您确定要删除您的账户吗？", role: .alertTitle, locale: "zh-Hans"),
            // What the rule accepts in the source is not a finding in its translations.
            Example("Möchtest du die Seite wirklich verlassen?", role: .alertTitle, locale: "de", source: "Are you sure you want to leave?"),
            Example("Voulez-vous vraiment quitter cette page ?", role: .alertTitle, locale: "fr", source: "Are you sure you want to leave?"),
            Example("Weet je zeker dat je wilt vertrekken?", role: .alertTitle, locale: "nl", source: "Are you sure you want to leave?"),
            Example("Вы уверены, что хотите выйти?", role: .alertTitle, locale: "ru", source: "Are you sure you want to leave?"),
            Example("Möchten Sie das Foto löschen?", role: .alertTitle, locale: "de", source: "Delete this photo?"),
        ],
        triggeringExamples: [
            Example("↓You've been signed out.", role: .alertTitle),
            Example("↓You’re all set.", role: .alertTitle),
            Example("If ↓you exit now, ↓your Duck Address will not be saved!", role: .alertTitle),
            Example("↓Your password has expired. Do you want to reset it?", role: .alertMessage),
            Example("Remind ↓Me Later", role: .alertButton),
            Example("Open ↓My Photos", role: .actionSheetButton),
            Example("↓I couldn't find that file.", role: .alertMessage),
            Example("↓Dein Passwort ist abgelaufen.", role: .alertMessage, locale: "de"),
            Example("↓Vous avez été déconnecté.", role: .alertTitle, locale: "fr"),
            Example("↓J’ai supprimé la photo.", role: .alertMessage, locale: "fr"),
            Example("↓Ihr Passwort ist abgelaufen.", role: .alertMessage, locale: "de", source: "Your password has expired."),
            // "tú" with its accent as a combining mark: an ASCII letter first, but not an ASCII word.
            Example("↓Tu\u{301} lo borraste.", role: .alertTitle, locale: "es"),
        ]
    )

    private static let lists = LocaleCache(PronounList.init)

    public func check(_ subject: Subject) -> [Diagnostic] {
        let list = Self.lists(subject.locale)
        guard !list.isEmpty else { return [] }
        let text = subject.text
        let lexicon = subject.lexicon
        var found: [(Range<Int>, String)] = []
        var phraseEnd = 0
        let tokens = text.tokens
        // Fields of each token, not copies of it: the text is read only where a lookup needs it.
        for index in tokens.indices where tokens[index].isWord && tokens[index].range.lowerBound >= phraseEnd {
            let range = tokens[index].range
            if let phrase = list.phrases.match(start: range.lowerBound, key: tokens[index].key, in: text) {
                phraseEnd = phrase.range.upperBound
                found.append((phrase.range, text.text(phrase.range)))
                continue
            }
            // Most words are longer than any pronoun: no folding, no lookup.
            if range.count <= list.longestWord, list.contains(tokens[index], in: text, lexicon: lexicon) {
                found.append((range, text.text(of: tokens[index])))
            } else if !list.clitics.isEmpty, let clitic = list.clitic(of: lexicon.fold(text.text(of: tokens[index]))) {
                let range = range.lowerBound..<(range.lowerBound + clitic)
                found.append((range, text.text(range)))
            }
        }
        guard !found.isEmpty else { return [] }
        let questions = Role.alertButtons.contains(subject.role) ? [] : directQuestions(text, lexicon: lexicon, locale: subject.locale)
        return found.filter { range, _ in !questions.contains { $0.contains(range.lowerBound) } }.map { range, word in
            diagnostic("Avoid “\(word)” in alerts: personal pronouns can sound accusatory or condescending. Rewrite without it.", at: range)
        }
    }

    /// Sentences that ask the reader a question ("Are you sure…?", "Do you want…"): "you" is natural there, as
    /// Apple's own alerts ask it in every language ("Möchtest du …?", "Voulez-vous …?", "您确定要…吗？"). Where the
    /// locale's data tells questions apart, by how they open; elsewhere, by the locale's question mark at the end.
    private func directQuestions(_ text: AnalyzedText, lexicon: Lexicon, locale: LocaleData) -> [Range<Int>] {
        if lexicon.knowsClauses {
            return text.wordsBySentence.filter { ClauseKind.opensQuestion($0.words, in: text, lexicon: lexicon) }.map(\.sentence)
        }
        return text.sentences.filter { sentence in
            var end = sentence.upperBound
            while end > sentence.lowerBound, text.scalars[end - 1].properties.isWhitespace { end -= 1 }
            return end > sentence.lowerBound && locale.questionMarks.contains(String(text.scalars[end - 1]))
        }
    }
}

/// A locale's `pronouns.txt`: words matched case-insensitively, words matched exactly, elided clitics, phrases.
final class PronounList: Sendable {
    let folded: Set<String>
    let exact: Set<String>
    /// elided forms ("j'"), folded, matched at the start of a word
    let clitics: [String]
    let phrases: PhraseIndex<Void>
    /// the most scalars of any word in `folded` or `exact`
    let longestWord: Int
    /// `exact` and `folded` again, for ASCII words looked up by their bytes
    private let asciiExact: ASCIIWordTable<Void>
    private let asciiFolded: ASCIIWordTable<Void>
    /// Whether every word of `exact` and `folded` is spelled plainly (see `PlainSpelling`).
    private let wordsArePlain: Bool
    /// A bit per ASCII byte (letters lowercased) that some word of `exact` or `folded` starts with. Where ASCII
    /// folds as in English, a word whose first two bytes are ASCII keeps its first byte, lowercased, through
    /// folding and normalisation (no combining mark follows it): a word starting with another ASCII byte is in
    /// neither table, and most words are told so before either is hashed.
    private let asciiInitials: ASCIIByteSet

    init(_ data: LocaleData) {
        let lexicon = Lexicon.of(data)
        var folded: Set<String> = [], exact: Set<String> = [], clitics: [String] = [], phrases: [(String, Void)] = []
        for row in data.rows("pronouns") {
            var form = row[0]
            if form.contains(" ") {
                phrases.append((form, ()))
                continue
            }
            if form.hasSuffix("."), form.count > 1 { form.removeLast() }
            if form.hasSuffix("'") || form.hasSuffix("’") {
                clitics.append(lexicon.fold(form))
            } else if row.count > 1, row[1] == "exact" {
                exact.insert(Self.plain(form))
            } else {
                folded.insert(lexicon.fold(form))
            }
        }
        self.folded = folded
        self.exact = exact
        self.clitics = Array(Set(clitics))
        longestWord = folded.union(exact).map(\.unicodeScalars.count).max() ?? 0
        asciiExact = ASCIIWordTable(exact.map { ($0, ()) })
        asciiFolded = ASCIIWordTable(folded.map { ($0, ()) })
        wordsArePlain = folded.union(exact).allSatisfy(PlainSpelling.isPlain)
        var initials = ASCIIByteSet()
        for word in folded.union(exact) {
            guard let first = word.utf8.first.map(Self.lowercase), first < 0x80 else { continue }
            initials.insert(first)
        }
        asciiInitials = initials
        self.phrases = PhraseIndex(phrases)
    }

    /// Whether a word token is in the list: an ASCII word is looked up in place, without making its text (most
    /// words of a message are no longer than the longest pronoun, and are asked about).
    func contains(_ token: Token, in text: AnalyzedText, lexicon: Lexicon) -> Bool {
        if lexicon.asciiFolds, let known = asciiAnswer(token, in: text) { return known }
        if wordsArePlain, !PlainSpelling.mayEqualPlainWord(text.scalars[token.range]) { return false }
        return contains(text.text(of: token), lexicon: lexicon)
    }

    /// Whether a word is in the list, as written (`exact`) or case-insensitively (`folded`).
    func contains(_ word: String, lexicon: Lexicon) -> Bool {
        if lexicon.asciiFolds, let known = asciiAnswer(word) { return known }
        if wordsArePlain, !PlainSpelling.mayEqualPlainWord(word) { return false }
        return exact.contains(Self.plain(word)) || folded.contains(lexicon.fold(word))
    }

    /// Whether an ASCII word token is in the list (for a locale whose folding of ASCII is plain); nil for a word
    /// that is not ASCII. A word whose first letter starts no pronoun is answered without a lookup (when its
    /// second character is ASCII too: an accent there makes it no ASCII word).
    private func asciiAnswer(_ token: Token, in text: AnalyzedText) -> Bool? {
        let first = token.first
        if first.isASCII, token.range.count < 2 || text.scalars[token.range.lowerBound + 1].isASCII,
           !asciiInitials.contains(Self.lowercase(UInt8(first.value))) {
            return false
        }
        if case .found = text.lookUp(token, in: asciiExact, lowercasing: false) { return true }
        return text.lookUp(token, in: asciiFolded, lowercasing: true).answer
    }

    /// The same of a word's text.
    private func asciiAnswer(_ word: String) -> Bool? {
        var bytes = word.utf8.makeIterator()
        if let first = bytes.next().map(Self.lowercase), first < 0x80, (bytes.next() ?? 0) < 0x80, !asciiInitials.contains(first) {
            return false
        }
        if case .found = asciiExact.lookup(word, lowercasing: false) { return true }
        return asciiFolded.lookup(word, lowercasing: true).answer
    }

    private static func lowercase(_ byte: UInt8) -> UInt8 { byte >= 65 && byte <= 90 ? byte + 32 : byte }

    var isEmpty: Bool { folded.isEmpty && exact.isEmpty && clitics.isEmpty && phrases.isEmpty }

    /// The length in scalars of the clitic a folded word starts with.
    func clitic(of word: String) -> Int? {
        for clitic in clitics where word.hasPrefix(clitic) && word.count > clitic.count {
            return clitic.unicodeScalars.count
        }
        return nil
    }

    /// The word with typographic apostrophes made straight, case kept.
    static func plain(_ word: String) -> String {
        guard word.unicodeScalars.contains("’") else { return word }
        return String(String.UnicodeScalarView(word.unicodeScalars.map { $0 == "’" ? "'" : $0 }))
    }
}
