import CopyLowLevel
import CopyText

/// What a locale's dictionaries say one (lowercased) word can be.
public struct WordClass: OptionSet, Sendable, Hashable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// a, an, the (`articles.txt`)
    public static let article = WordClass(rawValue: 1 << 0)
    /// and, but, or, nor, for, yet, so (`coordinating-conjunctions.txt`)
    package static let coordinatingConjunction = WordClass(rawValue: 1 << 1)
    /// prepositions of four letters or fewer (`short-prepositions.txt`)
    package static let shortPreposition = WordClass(rawValue: 1 << 2)
    /// prepositions of five letters or more (`long-prepositions.txt`)
    package static let longPreposition = WordClass(rawValue: 1 << 3)
    /// if, because, when, … (`subordinating-conjunctions.txt`)
    package static let subordinatingConjunction = WordClass(rawValue: 1 << 4)
    /// any form of a verb (`verbs.txt`)
    public static let verb = WordClass(rawValue: 1 << 5)
    /// the base form of a verb: what a button or command starts with (`verbs.txt`, lemma column)
    public static let verbLemma = WordClass(rawValue: 1 << 6)
    /// a finite verb form that makes a clause: is, are, can't, will, … (`finite-verbs.txt`)
    public static let finiteVerb = WordClass(rawValue: 1 << 7)
    /// a word that can be a clause's subject: I, you, it, this, there, … (`subjects.txt`)
    public static let subject = WordClass(rawValue: 1 << 8)
    /// a word title style keeps lowercase whatever its part of speech: "as" (`title-lowercase.txt`)
    package static let titleLowercase = WordClass(rawValue: 1 << 9)
    /// a word that is capitalized in any sentence: "I", weekdays (`capitalized-words.txt`)
    package static let alwaysCapitalized = WordClass(rawValue: 1 << 10)
    /// what, why, how, … that open a question (`question-words.txt`)
    public static let questionWord = WordClass(rawValue: 1 << 11)
    /// a word that may open a button title before its verb: "Don't", "Never" (`button-openers.txt`)
    package static let buttonOpener = WordClass(rawValue: 1 << 12)
    /// an abbreviation that takes a period inside a sentence: etc, approx (`abbreviations.txt`)
    public static let abbreviation = WordClass(rawValue: 1 << 13)
    /// the particle of some phrasal verb: in, out, up, … (`phrasal-verbs.txt`)
    public static let particle = WordClass(rawValue: 1 << 14)

    /// The words title style writes in lowercase unless first or last.
    public static let minor: WordClass = [.article, .coordinatingConjunction, .shortPreposition]
    /// Words that are never proper nouns: a capital on one of them inside a sentence is title style.
    public static let function: WordClass = [
        .article, .coordinatingConjunction, .shortPreposition, .longPreposition, .subordinatingConjunction,
        .finiteVerb, .subject, .questionWord,
    ]
}

/// A fixed spelling from `terms.txt` ("iPhone", "Mac mini", "Wi-Fi"), as a rule finds it in a string.
public struct TermMatch: Sendable {
    /// The scalars of the string the term covers.
    public let range: Range<Int>
    /// The term as the dictionary spells it.
    public let spelling: [Unicode.Scalar]
}

/// One locale's word lists, parsed once into a single table, so a rule looks a word up once.
/// Every list is optional: a locale without a file simply has no words of that class.
public final class Lexicon: Sendable {
    public let locale: String
    /// How the locale cases words, worked out once for the rules that capitalize one word at a time.
    public let casing: LocaleCasing
    /// folded word → its classes and, for a verb form, its lemma (`verbs.txt`)
    private let words: LexiconWords
    /// every word's classes under the word and its capitalized and typographic-apostrophe spellings, so most
    /// tokens are looked up as written, without folding; only where ASCII does not fold plainly (Turkish), as
    /// `words` answers ASCII words lowercased on the fly elsewhere
    private let spellings: [String: WordClass]
    /// verb lemma → its phrasal-verb particles (`phrasal-verbs.txt`)
    private let particles: [String: Set<String>]
    /// terms whose spelling is fixed (`terms.txt`)
    private let terms: PhraseIndex<Void>
    /// hyphenated compounds whose second part title style keeps lowercase: built-in, plug-in
    private let lowercaseCompounds: Set<String>
    /// Whether the locale has the data to tell complete sentences from fragments (`finite-verbs.txt`).
    public let knowsClauses: Bool
    /// prefixes that make a verb of a verb: re, un (`verb-prefixes.txt`), longest first
    private let verbPrefixes: [String]
    /// Whether ASCII letters lowercase the same way in this locale as in the root locale (not Turkish).
    let asciiFolds: Bool
    /// Whether every word is spelled plainly (see `PlainSpelling`).
    private let wordsArePlain: Bool

    /// The word lists a lexicon is built from (`SharedLexicons` compares where each comes from).
    static let files = [
        "articles", "coordinating-conjunctions", "short-prepositions", "long-prepositions", "subordinating-conjunctions", "finite-verbs",
        "subjects", "title-lowercase", "capitalized-words", "question-words", "button-openers", "abbreviations", "verbs", "phrasal-verbs",
        "terms", "verb-prefixes", "lowercase-compounds",
    ]

    init(_ data: LocaleData) {
        locale = data.locale
        let casing = LocaleCasing(data.locale)
        self.casing = casing
        let ascii = casing.lowersASCIIPlainly
        asciiFolds = ascii
        func rows(_ file: String) -> [[String]] {
            assert(Self.files.contains(file), "\(file) is read by the lexicon but not listed in Lexicon.files")
            return data.rows(file)
        }
        var words = LexiconWords()
        func add(_ file: String, _ wordClass: WordClass) {
            for row in rows(file) {
                words.insert(wordClass, for: Self.fold(row[0], locale: data.locale, ascii: false))
            }
        }
        add("articles", .article)
        add("coordinating-conjunctions", .coordinatingConjunction)
        add("short-prepositions", .shortPreposition)
        add("long-prepositions", .longPreposition)
        add("subordinating-conjunctions", .subordinatingConjunction)
        add("finite-verbs", .finiteVerb)
        add("subjects", .subject)
        add("title-lowercase", .titleLowercase)
        add("capitalized-words", .alwaysCapitalized)
        add("question-words", .questionWord)
        add("button-openers", .buttonOpener)
        add("abbreviations", .abbreviation)
        words.addVerbs(data.pairs("verbs"), locale: data.locale)
        // A subject contraction ("you've", "that's", not "what's") is a subject and its finite verb at once.
        var contractions: [String] = []
        words.forEach(where: { $0.contains(.finiteVerb) && !$0.contains(.questionWord) }) { word, _ in
            guard let apostrophe = word.firstIndex(of: "'"), words[String(word[..<apostrophe])]?.classes.contains(.subject) == true else { return }
            contractions.append(word)
        }
        for word in contractions { words.insert(.subject, for: word) }
        var particles: [String: Set<String>] = [:]
        for row in rows("phrasal-verbs") where row.count > 1 {
            let particle = Self.fold(row[1], locale: data.locale, ascii: false)
            particles[Self.fold(row[0], locale: data.locale, ascii: false), default: []].insert(particle)
            words.insert(.particle, for: particle)
        }
        self.particles = particles
        self.words = words
        // ASCII words are plain; only the others need asking.
        wordsArePlain = words.nonASCIIWords.allSatisfy(PlainSpelling.isPlain)
        knowsClauses = words.contains { $0.contains(.finiteVerb) }
        var spellings: [String: WordClass] = [:]
        if !ascii {
            words.forEach { word, entry in
                spellings[word, default: []].formUnion(entry.classes)
                var variants = [LocaleCase.capitalizeFirst(word, casing: casing)]
                // Bytes first: a Character-wise search of every word was a visible part of loading.
                if word.utf8.contains(0x27), word.contains("'") { variants += variants.map { $0.replacingApostrophes() } + [word.replacingApostrophes()] }
                for variant in variants where variant != word { spellings[variant, default: []].formUnion(entry.classes) }
            }
        }
        self.spellings = spellings
        terms = PhraseIndex(rows("terms").map { ($0[0], ()) })
        verbPrefixes = rows("verb-prefixes").map { Self.fold($0[0], locale: data.locale, ascii: false) }.sorted { $0.count > $1.count }
        lowercaseCompounds = Set(rows("lowercase-compounds").map { Self.fold($0[0], locale: data.locale, ascii: false) })
    }

    private static let shared = SharedLexicons()
    private static let cache = LocaleCache { shared.lexicon(for: $0) }

    /// The lexicon of a locale's data, built once.
    public static func of(_ data: LocaleData) -> Lexicon {
        cache(data)
    }

    // MARK: Looking words up

    /// The word lowercased for lookup, with a typographic apostrophe made straight.
    public func fold(_ word: String) -> String {
        Self.fold(word, locale: locale, ascii: asciiFolds)
    }

    /// Everything the dictionaries say a word token can be: an ASCII word is looked up by its bytes in place,
    /// without making its text.
    public func classes(of token: Token, in text: AnalyzedText) -> WordClass {
        guard asciiFolds else { return classes(of: text.text(of: token)) }
        let string = text.string
        return classes(of: token, utf8: string.utf8.span, in: text)
    }

    /// The same, given the text's string's UTF-8.
    func classes(of token: Token, utf8: Span<UInt8>, in text: AnalyzedText) -> WordClass {
        if asciiFolds {
            switch words.asciiClasses(of: utf8, in: token.utf8Range) {
            case .found(let classes): return classes
            case .absent: return []
            case .notASCII:
                if wordsArePlain, !PlainSpelling.mayEqualPlainWord(text.scalars[token.range]) { return [] }
            }
        }
        return classes(of: text.text(of: token))
    }

    /// Everything the dictionaries say the (unfolded) word can be.
    public func classes(of word: String) -> WordClass {
        // An ASCII word's classes are those of its ASCII lowercase, which the byte table finds without folding.
        if asciiFolds {
            switch words.asciiClasses(of: word) {
            case .found(let classes): return classes
            case .absent: return []
            case .notASCII:
                if wordsArePlain, !PlainSpelling.mayEqualPlainWord(word) { return [] }
                return words[fold(word)]?.classes ?? []
            }
        }
        if let found = spellings[word] { return found }
        // A lowercase or capitalized word that is not among the spellings is in no list; others need folding.
        if Self.isPlainSpelling(word) { return [] }
        return words[fold(word)]?.classes ?? []
    }

    /// Whether a word is the base form of a verb, also with a verb prefix ("resend", "unmute").
    package func isVerbLemma(_ word: String) -> Bool {
        let folded = fold(word)
        if words[folded]?.classes.contains(.verbLemma) == true { return true }
        for prefix in verbPrefixes where folded.count > prefix.count + 2 && folded.hasPrefix(prefix) {
            if words[String(folded.dropFirst(prefix.count))]?.classes.contains(.verbLemma) == true { return true }
        }
        return false
    }

    /// Whether a word is a verb form whose first row in `verbs.txt` gives the form itself as its lemma ("delete",
    /// "found"; not "left", whose lemma is "leave"). A word that is only another form's lemma counts too; the
    /// bundled list has none (every lemma has a row of its own, `LexiconVerbsTests`).
    public func isOwnVerbLemma(_ word: String) -> Bool {
        guard let entry = words[fold(word)] else { return false }
        return entry.classes.contains(.verb) && !entry.hasLemma
    }

    /// Whether a word is one of the verb prefixes ("Re" in "Re-authenticate").
    package func isVerbPrefix(_ word: String) -> Bool {
        verbPrefixes.contains(fold(word))
    }

    /// Whether `particle` after the verb form `verb` makes a phrasal verb ("sign" "in", "backed" "up").
    package func isParticle(_ particle: String, after verb: String) -> Bool {
        guard classes(of: particle).contains(.particle) else { return false }
        let verbFolded = fold(verb)
        let lemma = words[verbFolded].flatMap(words.lemma(of:)) ?? verbFolded
        return particles[lemma]?.contains(fold(particle)) ?? false
    }

    /// Whether a hyphenated compound ("built-in") keeps its later parts lowercase in title style.
    package func isLowercaseCompound(_ compound: String) -> Bool {
        lowercaseCompounds.contains(fold(compound))
    }

    /// The term that starts at the word token `token` of `text`, if any (case-insensitively).
    public func term(at token: Token, in text: AnalyzedText) -> TermMatch? {
        term(start: token.range.lowerBound, key: token.key, in: text)
    }

    /// The same, given the token's start and key (loops need not copy the token).
    func term(start: Int, key: UInt64, in text: AnalyzedText) -> TermMatch? {
        terms.match(start: start, key: key, in: text).map { TermMatch(range: $0.range, spelling: $0.spelling) }
    }

    // MARK: Folding

    static func fold(_ word: String, locale: String, ascii: Bool) -> String {
        // The bytes as one span: iterating a `String.UTF8View` checks the string's form at every byte.
        let bytes = word.utf8.span
        var isASCII = true, hasUpperASCII = false
        for index in bytes.indices {
            let byte = bytes[index]
            if byte >= 0x80 {
                isASCII = false
                break
            }
            if byte >= 65 && byte <= 90 { hasUpperASCII = true }
        }
        if isASCII {
            guard hasUpperASCII else { return word }
            return ascii ? LocaleCase.lowercasedPlainASCII(word) : LocaleCase.lower(word, locale: locale)
        }
        var result = word.unicodeScalars.contains { $0.flags.contains(.uppercase) } ? LocaleCase.lower(word, locale: locale) : word
        if result.unicodeScalars.contains("’") {
            result = String(String.UnicodeScalarView(result.unicodeScalars.map { $0 == "’" ? "'" : $0 }))
        }
        return result
    }

    /// ASCII letters (and apostrophes), all lowercase after the first: spelled as the spellings table spells words.
    static func isPlainSpelling(_ word: String) -> Bool {
        var first = true
        for scalar in word.unicodeScalars {
            defer { first = false }
            if scalar == "’" { continue }
            guard scalar.isASCII else { return false }
            if !first, scalar.value >= 65 && scalar.value <= 90 { return false }
        }
        return true
    }
}

extension String {
    /// The string with straight apostrophes made typographic ("don't" → "don’t").
    func replacingApostrophes() -> String {
        String(String.UnicodeScalarView(unicodeScalars.map { $0 == "'" ? "’" : $0 }))
    }
}

extension Lexicon {
    /// Whether the word token at `index` is a verb's base form, or a verb prefix joined by a hyphen to one ("Re-authenticate").
    package func startsWithVerb(at index: Int, _ text: AnalyzedText) -> Bool {
        let tokens = text.tokens
        let word = text.text(of: tokens[index])
        if isVerbLemma(word) { return true }
        guard isVerbPrefix(word), TitleStyle.joinsCompound(index + 1, tokens), tokens[index + 2].isWord else { return false }
        return isVerbLemma(text.text(of: tokens[index + 2]))
    }
}
