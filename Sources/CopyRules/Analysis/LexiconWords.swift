import CopyLowLevel
import CopyText

/// A lexicon's words (folded) with their classes and, for verb forms, their lemmas.
///
/// ASCII words, nearly all of them, are kept in an `ASCIIWordTable` and hashed by their bytes: the English
/// lexicon's 35,000 verb forms went through `Dictionary<String, …>` with SipHash before, which was most of a
/// run's start-up. Other words are kept in a `Dictionary`, which compares them canonically; a word equal to an
/// ASCII one only through the three singletons of `ASCIIEquivalence` goes to the table by its ASCII spelling,
/// so the two halves answer as one `Dictionary` would.
struct LexiconWords: Sendable {
    /// Eight bytes and no reference (the lemma is a number, `lemma(of:)` gives its text): the English lexicon's
    /// verb rows made a string for each lemma, and an entry with a `String?` took 24 bytes, which title style's
    /// lookups read from a table of them.
    struct Entry: Sendable {
        var classes: WordClass = []
        /// The lemma of a verb form that is not its own lemma (`verbs.txt`): -1 for none, an ASCII word's entry
        /// number (the lemma is a word of the table), or `-2 - n` for the `n`th of `otherLemmas`.
        fileprivate var lemmaNumber: Int32 = -1

        /// Whether the entry names a lemma other than its word.
        var hasLemma: Bool { lemmaNumber != -1 }
    }

    private var ascii = ASCIIWordTable<Entry>()
    private var other: [String: Entry] = [:]
    /// The lemmas that are not an ASCII entry's word (rows read as strings).
    private var otherLemmas: [String] = []

    /// The lemma an entry names, if any.
    func lemma(of entry: Entry) -> String? {
        switch entry.lemmaNumber {
        case -1: nil
        case 0...: ascii.word(at: Int(entry.lemmaNumber))
        default: otherLemmas[Int(-2 - entry.lemmaNumber)]
        }
    }

    /// Makes `lemma` the lemma of the folded word `word`, or leaves it none when nil (an entry made first when
    /// the word has none).
    mutating func setLemma(_ lemma: String?, of word: String) {
        var number: Int32 = -1
        if let lemma {
            number = Int32(-2 - otherLemmas.count)
            otherLemmas.append(lemma)
        }
        update(word) { $0.lemmaNumber = number }
    }

    /// Adds a verb form and its lemma, both lowercase ASCII words given as bytes: the form a verb naming the
    /// lemma (none when they are the same word), the lemma a verb's base form. The form is entered first, as
    /// `update` entered it, so the table's order is that of the rows.
    /// `lastLemma`, the lemma of the row added before and its entry, is not looked up again: `verbs.txt` is
    /// grouped by lemma, and most rows have the lemma of the row before (loading the verbs is most of a run's
    /// start-up, so a lookup saved per row counts). It is set to this row's.
    /// `form` and `lemma` are ranges of `utf8` (the file's bytes), as is `lastLemma`'s.
    mutating func addVerb(asciiForm form: Range<Int>, lemma: Range<Int>, in utf8: Span<UInt8>,
                          lastLemma: inout (range: Range<Int>, entry: Int)?) {
        let notASCII = "LexiconWords.addVerb(asciiForm:lemma:in:lastLemma:) takes ASCII words"
        guard let formIndex = ascii.entry(for: utf8, in: form, adding: Entry()) else { preconditionFailure(notASCII) }
        let lemmaIndex: Int
        if let lastLemma, sameBytes(utf8, lastLemma.range, lemma) {
            lemmaIndex = lastLemma.entry
        } else if sameBytes(utf8, form, lemma) {
            lemmaIndex = formIndex
        } else {
            guard let index = ascii.entry(for: utf8, in: lemma, adding: Entry()) else { preconditionFailure(notASCII) }
            lemmaIndex = index
        }
        lastLemma = (lemma, lemmaIndex)
        if formIndex == lemmaIndex {
            ascii[formIndex].classes.formUnion([.verb, .verbLemma])
            ascii[formIndex].lemmaNumber = -1
        } else {
            ascii[formIndex].classes.insert(.verb)
            ascii[formIndex].lemmaNumber = Int32(lemmaIndex)
            ascii[lemmaIndex].classes.formUnion([.verb, .verbLemma])
        }
    }

    /// The entry of a folded word, if it has one.
    subscript(word: String) -> Entry? {
        switch ascii.lookup(word, lowercasing: false) {
        case .found(let entry): return entry
        case .absent: return nil
        case .notASCII:
            if let spelled = ASCIIEquivalence.replacingOtherSpellings(word), case .found(let entry) = ascii.lookup(spelled, lowercasing: false) {
                return entry
            }
            return other[word]
        }
    }

    /// Changes the entry of a folded word, made empty first when it has none.
    mutating func update(_ word: String, _ change: (inout Entry) -> Void) {
        if let index = ascii.entry(for: word, adding: Entry()) {
            change(&ascii[index])
            return
        }
        if let spelled = ASCIIEquivalence.replacingOtherSpellings(word), let index = ascii.entry(for: spelled, adding: Entry()) {
            change(&ascii[index])
            return
        }
        change(&other[word, default: Entry()])
    }

    /// Room for `count` ASCII words without growing.
    mutating func reserveCapacity(_ count: Int) {
        ascii.reserveCapacity(count)
    }

    /// Adds classes to a folded word's.
    mutating func insert(_ classes: WordClass, for word: String) {
        update(word) { $0.classes.formUnion(classes) }
    }

    /// The classes of an ASCII word, lowercased as it is read; `.notASCII` for other words.
    /// (The classes are read in place: a copy of the entry retained and released its lemma, for every word
    /// title style asks about.)
    func asciiClasses(of word: String) -> ASCIIWordTable<WordClass>.Lookup {
        let utf8 = word.utf8.span
        return asciiClasses(of: utf8, in: 0..<utf8.count)
    }

    /// The same, of the word `utf8[range]` in place (a token's bytes in its string's UTF-8).
    func asciiClasses(of utf8: Span<UInt8>, in range: Range<Int>) -> ASCIIWordTable<WordClass>.Lookup {
        guard let index = ascii.entryIndex(of: utf8, in: range, lowercasing: true) else { return .notASCII }
        return index < 0 ? .absent : .found(ascii.values[index].classes)
    }

    /// Every word with its entry, or only those whose classes satisfy `classes` (the others' words are not
    /// made into strings): ASCII words in the order they were added, then the others.
    func forEach(where classes: (WordClass) -> Bool = { _ in true }, _ body: (String, Entry) -> Void) {
        for index in 0..<ascii.count where classes(ascii[index].classes) { body(ascii.word(at: index), ascii[index]) }
        for (word, entry) in other where classes(entry.classes) { body(word, entry) }
    }

    /// Whether some word's classes satisfy `predicate`.
    func contains(where predicate: (WordClass) -> Bool) -> Bool {
        ascii.values.contains { predicate($0.classes) } || other.values.contains { predicate($0.classes) }
    }

    /// The words that are not ASCII.
    var nonASCIIWords: Dictionary<String, Entry>.Keys { other.keys }
}
