import CopyLowLevel
import CopyText

/// English title-style capitalization (HIG 002–004, Apple Style Guide `capitalization`):
/// which words of a string break it, and the per-word fix-its that give the title-styled text.
public enum TitleStyle {
    /// One word whose case breaks title style, with its title-styled spelling.
    public struct Change: Sendable, Equatable {
        public let range: Range<Int>
        public let word: String
        public let replacement: String
        /// Whether title style wants the word capitalized (else lowercase).
        public let capitalize: Bool
    }

    /// The words of `text` whose case breaks title style.
    public static func changes(_ text: AnalyzedText, lexicon: Lexicon) -> [Change] {
        changes(text, lexicon: lexicon) { $0 }
    }

    /// The same, each made into what the caller keeps (a diagnostic, a fix-it) as it is found: an array of
    /// changes made and freed on the way was a visible part of title-casing. `wantsWords`: false for a
    /// caller that reads only a change's range and replacement (fix-its), which then gets a capitalized word's
    /// `word` empty, not made.
    static func changes<Output>(_ text: AnalyzedText, lexicon: Lexicon, wantsWords: Bool = true, _ make: (Change) -> Output) -> [Output] {
        var changes: [Output] = []
        let string = text.string
        edits(text, utf8: string.utf8.span, lexicon: lexicon) { edit, wordsLeft in
            // Room, at the first change, for one per word left: the array grew at each doubling otherwise.
            if changes.isEmpty { changes.reserveCapacity(wordsLeft) }
            changes.append(make(edit.change(in: text, wantsWords: wantsWords)))
        }
        return changes
    }

    /// A change as decided, before any string of it is made: `changes` makes a `Change` of it, the fix path
    /// writes it straight into the fixed text (`TitleStyleWriter`).
    struct Edit {
        let range: Range<Int>
        let capitalize: Bool
        let replacement: Replacement
        /// The word, where deciding made it (a word to lowercase, a term's part); else made from `token` when asked.
        let word: String?
        /// The word token the change rewrites (nil for a term's part).
        let token: Int?

        func change(in text: AnalyzedText, wantsWords: Bool) -> Change {
            Change(range: range, word: word ?? (wantsWords ? text.text(of: text.tokens[token!]) : ""), replacement: replacementText(in: text),
                   capitalize: capitalize)
        }

        /// The replacement as a string.
        func replacementText(in text: AnalyzedText) -> String {
            replacement.text(of: token.map { text.tokens[$0] }, in: text)
        }
    }

    /// What replaces a change's word.
    enum Replacement {
        /// The word with its first scalar replaced by this one: a word capitalized where `LocaleCase`'s fast paths
        /// apply, most changes (no string is made for the fix path).
        case firstScalar(Unicode.Scalar)
        case text(String)

        /// The replacement as a string; `token`, the word's, is read for `firstScalar`.
        func text(of token: Token?, in text: AnalyzedText) -> String {
            switch self {
            case .firstScalar(let scalar):
                let string = text.string, utf8 = string.utf8.span
                return LocaleCase.replacingFirstScalar(of: utf8.extracting(token!.utf8Range), with: scalar)
            case .text(let replacement): return replacement
            }
        }
    }

    /// Hands each edit to `emit` as it is decided, in order of position, with room for the words left (words and
    /// spaces alternate). `utf8`: the text's string's UTF-8, which words are read from (`Token.utf8Range`): read
    /// through the text, each word's read retained and released the string, three or four times a word.
    static func edits(_ text: AnalyzedText, utf8: Span<UInt8>, lexicon: Lexicon,
                      _ emit: (Edit, _ wordsLeft: Int) -> Void) {
        let tokens = text.tokens
        guard let bounds = text.contentBounds else { return }
        // the next content token starts afresh (after a colon or a sentence's end)
        var restart = true
        var termEnd = 0
        // the index of the word before this one when only a space lies between: a phrasal verb's verb
        var previousWord: Int?
        // Fields are read from the array in place, and a word's text made only for a change: a copy of each
        // token (with its text, retained and released) was a visible part of title-casing.
        for index in tokens.indices {
            switch tokens[index].kind {
            case .space, .markup:
                continue
            case .punctuation:
                previousWord = nil
                if joinsCompound(index, tokens) { continue }
                // After a colon or a sentence's end, the next word starts afresh.
                // (Bytes, not scalars: the four are ASCII, and a byte of any other scalar is none of them.)
                let ends = tokens[index].utf8Range.allSatisfy {
                    utf8[$0] == 0x3A || utf8[$0] == 0x2E || utf8[$0] == 0x21 || utf8[$0] == 0x3F
                }
                if ends ? !TitleStyleContext.endsAbbreviation(index, tokens, utf8: utf8, lexicon: lexicon, in: text)
                        : TitleStyleContext.opensPhrase(index, tokens) {
                    restart = true
                }
                continue
            case .number, .placeholder, .url, .email:
                previousWord = nil
                restart = false
                continue
            case .word:
                break
            }
            let verb = previousWord
            previousWord = index
            let range = tokens[index].range
            if range.lowerBound < termEnd { continue }
            let isEdge = restart || index == bounds.last
            restart = false
            let wordsLeft = (tokens.count - index + 1) / 2
            if let term = lexicon.term(start: range.lowerBound, key: tokens[index].key, in: text),
               term.spelling.contains(where: { $0.flags.contains(.uppercase) }) {
                termEnd = term.range.upperBound
                for change in termChanges(term, text: text) {
                    emit(Edit(range: change.range, capitalize: change.capitalize, replacement: .text(change.replacement), word: change.word, token: nil), wordsLeft)
                }
                continue
            }
            let shape = tokens[index].shape
            guard shape == .lower || shape == .capitalized else { continue }
            guard !TitleStyleHelpers.isName(tokens[index], utf8: utf8), !tokens[index].startsInsideCharacter else {
                continue
            }
            // A word touched by punctuation may be a piece of a word, path or domain: left as written.
            let touched = (index > 0 && tokens[index - 1].kind == .punctuation)
                || (index + 1 < tokens.count && tokens[index + 1].kind == .punctuation)
            if touched, TitleStyleContext.isPiece(index, tokens, utf8: utf8) { continue }
            let inCompound = index >= 2 && joinsCompound(index - 1, tokens)
            let compound = inCompound ? compoundRange(index, tokens) : range
            let capitalize: Bool?
            var classes: WordClass = []
            if inCompound, lexicon.isLowercaseCompound(text.text(compound)) {
                capitalize = false
            } else if isEdge || (!inCompound && joinsCompound(index + 1, tokens))
                        || (touched && TitleStyleContext.isJoinedByAmpersand(index, tokens)) {
                // The first part of a compound takes the compound's capital, whatever the part is ("In-Flight"); so
                // does each part of a name joined by "&" ("Q&A": its "A" is no article).
                capitalize = true
            } else {
                // (The word's classes are looked up only here, past the first and last words, which take a capital
                // whatever they are: a lookup is a cache miss for most words, and edges are two words in five.)
                classes = lexicon.classes(of: tokens[index], utf8: utf8, in: text)
                if inCompound {
                    capitalize = classes.contains(anyOf: .minor) && range.upperBound < compound.upperBound ? nil : true
                } else if let verb, classes.contains(.particle),
                          lexicon.isParticle(text.text(of: tokens[index]), after: text.text(of: tokens[verb])),
                          !followsArticle(verb, tokens, utf8: utf8, lexicon: lexicon, in: text) {
                    // (The classes first: the words' texts are made only for a particle.) After an article the
                    // "verb" is a noun and the particle a preposition: "A Walk in the Park".
                    capitalize = true
                } else if let verb, classes.contains(.verb), classes.contains(.shortPreposition), !classes.contains(.particle),
                          lexicon.classes(of: tokens[verb], utf8: utf8, in: text)
                              .contains(anyOf: [.subject, .finiteVerb]) {
                    // A preposition that is also a verb ("like") is the verb after a subject or a finite verb:
                    // "Things You Like to Do", "Would You Like".
                    capitalize = true
                } else if classes.contains(.titleLowercase) || classes.contains(anyOf: .minor) {
                    capitalize = false
                } else {
                    capitalize = true
                }
            }
            guard let wanted = capitalize else { continue }
            if !wanted, shape == .capitalized, keepsCapital(index, classes: classes, tokens) { continue }
            if wanted, shape == .lower {
                // A word that starts with a digit ("3rd", "48khz") has no first letter to capitalize: no change.
                guard let replacement = TitleStyleHelpers.capitalization(tokens[index], utf8: utf8, in: text,
                                                                         casing: lexicon.casing) else { continue }
                emit(Edit(range: range, capitalize: true, replacement: replacement, word: nil, token: index), wordsLeft)
            } else if !wanted, shape == .capitalized {
                let word = text.text(of: tokens[index])
                emit(Edit(range: range, capitalize: false, replacement: .text(LocaleCase.lowercaseFirst(word, locale: lexicon.locale)), word: word, token: index),
                     wordsLeft)
            }
        }
    }

    /// Whether the word at `verb` comes right after an article, which makes it a noun ("a walk").
    private static func followsArticle(_ verb: Int, _ tokens: [Token], utf8: Span<UInt8>, lexicon: Lexicon,
                                       in text: AnalyzedText) -> Bool {
        guard verb >= 2, tokens[verb - 1].kind == .space, tokens[verb - 2].isWord else { return false }
        let before = tokens[verb - 2]
        return lexicon.classes(of: before, utf8: utf8, in: text).contains(.article)
    }

    /// Whether a capitalized small word keeps its capital: a one-letter capital other than the article ("Command
    /// V" is no "v", versus); the article "A" in text written in capitals ("MIGHT BE A PROBLEM").
    private static func keepsCapital(_ index: Int, classes: WordClass, _ tokens: [Token]) -> Bool {
        guard tokens[index].range.count == 1 else { return false }
        return !classes.contains(.article) || TitleStyleContext.isAllCapitals(tokens)
    }

    /// Whether the token at `index` is a hyphen between two parts of a compound ("Built-in", "Wi-Fi").
    static func joinsCompound(_ index: Int, _ tokens: [Token]) -> Bool {
        index > 0 && index + 1 < tokens.count && tokens[index].isHyphen && tokens[index - 1].isContent && tokens[index + 1].isContent
    }

    /// The whole hyphenated compound the content token at `index` belongs to.
    static func compoundRange(_ index: Int, _ tokens: [Token]) -> Range<Int> {
        var first = index, last = index
        while first >= 2, joinsCompound(first - 1, tokens) { first -= 2 }
        while last + 2 < tokens.count, joinsCompound(last + 1, tokens) { last += 2 }
        return tokens[first].range.lowerBound..<tokens[last].range.upperBound
    }

    /// A term with a capital keeps its dictionary spelling ("Mac mini", not "Mac Mini"); an all-lowercase term is title-cased like any word.
    private static func termChanges(_ term: TermMatch, text: AnalyzedText) -> [Change] {
        let written = Array(text.scalars[term.range])
        guard written != term.spelling, written.count == term.spelling.count else { return [] }
        // Only the words whose case differs change, each with its own fix-it.
        var changes: [Change] = []
        var offset = 0
        while offset < written.count {
            guard WordKey.isWordScalar(written[offset]) else { offset += 1; continue }
            var end = offset
            while end < written.count, WordKey.isWordScalar(written[end]) || written[end] == "'" || written[end] == "’" { end += 1 }
            // A word written in capitals keeps them: "MAC" (address) is no "Mac", and all-capital text stays so.
            if written[offset..<end] != term.spelling[offset..<end], CaseShape(of: written[offset..<end]) != .upper {
                let range = (term.range.lowerBound + offset)..<(term.range.lowerBound + end)
                var word = String.UnicodeScalarView(), replacement = String.UnicodeScalarView()
                word.append(contentsOf: written[offset..<end])
                replacement.append(contentsOf: term.spelling[offset..<end])
                let capitalize = term.spelling[offset].flags.contains(.uppercase)
                changes.append(Change(range: range, word: String(word), replacement: String(replacement), capitalize: capitalize))
            }
            offset = end
        }
        return changes
    }
}

extension OptionSet {
    /// Whether the set shares at least one member with `other`.
    func contains(anyOf other: Self) -> Bool {
        !intersection(other).isEmpty
    }
}
