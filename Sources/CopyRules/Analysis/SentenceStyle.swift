import CopyLowLevel
import CopyText

/// Sentence-style capitalization (002, 003; Apple Style Guide `sentence-style capitalization`): only what is
/// clearly wrong — a sentence that starts in lowercase, or a sentence written in title style. A capital
/// that may belong to a proper noun ("Turn it on in Settings > Privacy.") is never flagged.
public enum SentenceStyle {
    /// A sentence that breaks sentence style, with the fix-its that mend it.
    public struct Finding: Sendable, Equatable {
        public enum Kind: Sendable, Equatable {
            /// the sentence's first word starts in lowercase
            case lowercaseStart
            /// most of the sentence's words are capitalized, as in a title
            case titleStyle
        }

        public let kind: Kind
        /// The word the finding points at: the first word, or the first wrongly capitalized one.
        public let range: Range<Int>
        public let fixIts: [FixIt]
    }

    /// The sentences of `text` that break sentence style. `detectTitleStyle` is off where nouns take capitals (German).
    public static func findings(_ text: AnalyzedText, lexicon: Lexicon, detectTitleStyle: Bool) -> [Finding] {
        let tokens = text.tokens
        guard !tokens.isEmpty else { return [] }
        // Found on first use: most sentences start with a capital and have too few capitals for title style,
        // and never ask.
        var quoted: QuotedRanges?
        func isQuoted(_ token: Token) -> Bool {
            if quoted == nil { quoted = QuotedRanges(text.quotedSpans) }
            return quoted!.contains(token.range.lowerBound)
        }
        var findings: [Finding] = []
        forEachSentence(text, lexicon: lexicon) { sentence in
            // 1. The first word starts in lowercase. (Fields first: a whole token is copied only for a lowercase word.)
            if tokens[sentence.first].isWord, tokens[sentence.first].shape == .lower {
                let first = tokens[sentence.first]
                if !isQuoted(first), !TitleStyleHelpers.isName(first, in: text), !first.startsInsideCharacter,
                   lexicon.term(at: first, in: text)?.spelling.first?.flags.contains(.lowercase) != true {
                    // A word that starts with a digit or an uncased letter ("45minutový", "0y ago") has no first
                    // letter to capitalize: the sentence is right as it is.
                    if let fixed = TitleStyleHelpers.capitalizedFirst(first, in: text, casing: lexicon.casing) {
                        findings.append(Finding(kind: .lowercaseStart, range: first.range, fixIts: [FixIt(range: first.range, replacement: fixed)]))
                    }
                }
            }
            guard detectTitleStyle else { return }
            if let finding = titleStyle(sentence, tokens: tokens, text: text, lexicon: lexicon, isQuoted: isQuoted) {
                findings.append(finding)
            }
        }
        return findings
    }

    /// Title style: the later words are capitalized, with a capital that no proper noun explains
    /// (a pronoun, auxiliary, preposition or conjunction; or three capitalized words, one a verb, between lowercase
    /// minor words, and no other word lowercase: "Show Displays in Menu Bar", unlike a name such as "Private Duck Address").
    private static func titleStyle(_ sentence: (first: Int, end: Int), tokens: [Token], text: AnalyzedText, lexicon: Lexicon, isQuoted: (Token) -> Bool) -> Finding? {
        // Title style needs two capitalized words after the first; most sentences have fewer, and are done
        // before any dictionary is asked.
        var capitals = 0
        for index in (sentence.first + 1)..<sentence.end where tokens[index].isWord && tokens[index].shape == .capitalized {
            capitals += 1
            if capitals == 2 { break }
        }
        guard capitals == 2 else { return nil }
        let paths = pathWords(text, in: sentence.first..<sentence.end, lexicon: lexicon)
        var capitalized: [Token] = []
        var lowercase = 0
        var lowercaseMinor = false
        var minorCapitals = 0
        var functionCapital = false
        var verbCapital = false
        var termEnd = 0
        for index in (sentence.first + 1)..<sentence.end {
            // Words after a colon may start a sentence of their own. (A one-scalar token's text is that scalar.)
            if tokens[index].kind == .punctuation, tokens[index].range.count == 1, text.scalars[tokens[index].range.lowerBound] == ":" { break }
            // Cheap tests on fields first: the token (with its text) is copied only for a word that counts.
            guard tokens[index].isWord, tokens[index].range.lowerBound >= termEnd, !paths.contains(index) else { continue }
            let token = tokens[index]
            guard !isQuoted(token) else { continue }
            if let term = lexicon.term(at: token, in: text) {
                termEnd = term.range.upperBound
                continue
            }
            guard token.shape == .lower || token.shape == .capitalized, !TitleStyleHelpers.isName(token, in: text),
                  !token.startsInsideCharacter else { continue }
            let classes = lexicon.classes(of: token, in: text)
            if classes.contains(.alwaysCapitalized) { continue }
            let minor = classes.contains(anyOf: .minor) || classes.contains(.titleLowercase)
            if token.shape == .lower {
                if minor { lowercaseMinor = true } else { lowercase += 1 }
                continue
            }
            if minor { minorCapitals += 1 }
            capitalized.append(token)
            if classes.contains(anyOf: .function) { functionCapital = true }
            if classes.contains(.verb) { verbCapital = true }
        }
        let major = capitalized.count - minorCapitals
        guard capitalized.count >= 2, major > lowercase else { return nil }
        guard functionCapital || minorCapitals > 0 || (major >= 3 && lowercase == 0 && verbCapital && lowercaseMinor) else { return nil }
        let fixIts = capitalized.map { FixIt(range: $0.range, replacement: LocaleCase.lowercaseFirst(text.text(of: $0), locale: lexicon.locale)) }
        return Finding(kind: .titleStyle, range: capitalized[0].range, fixIts: fixIts)
    }

    /// Calls `body` with each sentence as (its first content token, the token index it ends before), in order.
    /// ICU's sentences, split further where a sentence mark is followed by a lowercase word ("Photo deleted. you
    /// can…"), which ICU does not count as a break; a period after an abbreviation ("etc.", "e.g.") does not split.
    private static func forEachSentence(_ text: AnalyzedText, lexicon: Lexicon, _ body: ((first: Int, end: Int)) -> Void) {
        let tokens = text.tokens
        // The last sentence found is held back, as a bracket may yet extend it; the ones before have gone to
        // `body`. (An array of them was an allocation for nearly every string checked.)
        var last: (first: Int, end: Int)?
        func found(_ sentence: (first: Int, end: Int)) {
            if let last { body(last) }
            last = sentence
        }
        var index = 0
        for sentence in text.sentences {
            // ICU ends a sentence after "?)" too ("(the code?) to actions"): one that ends in a bracket goes on.
            if let previous = last, endsInBracket(text, before: sentence.lowerBound) {
                last = nil
                index = previous.first
                while index < tokens.count, tokens[index].range.lowerBound < sentence.upperBound { index += 1 }
                found((previous.first, index))
                continue
            }
            var first: Int?
            var pendingBreak = false
            // Fields, not whole tokens: copying a token (its text) per step was a visible cost.
            while index < tokens.count, tokens[index].range.lowerBound < sentence.upperBound {
                let kind = tokens[index].kind
                if tokens[index].isContent {
                    if first == nil {
                        first = index
                    } else if pendingBreak, kind == .word, let start = first {
                        found((start, index))
                        first = index
                    }
                    pendingBreak = false
                } else if kind == .punctuation {
                    pendingBreak = endsSentence(index, text, lexicon: lexicon)
                }
                index += 1
            }
            if let start = first { found((start, index)) }
        }
        if let last { body(last) }
    }

    /// Whether the text before `offset` (past white space) ends with a closing bracket.
    private static func endsInBracket(_ text: AnalyzedText, before offset: Int) -> Bool {
        var index = offset - 1
        while index >= 0, text.scalars[index].flags.contains(.whitespace) { index -= 1 }
        return index >= 0 && text.scalars[index].flags.contains(.closePunctuation)
    }

    /// A ".", "!" or "?" right after a word that is not an abbreviation, followed by white space.
    private static func endsSentence(_ index: Int, _ text: AnalyzedText, lexicon: Lexicon) -> Bool {
        let tokens = text.tokens
        // A one-scalar token's text is that scalar; a word's scalar count is its range's.
        guard tokens[index].range.count == 1 else { return false }
        let mark = text.scalars[tokens[index].range.lowerBound]
        guard mark == "." || mark == "!" || mark == "?" else { return false }
        guard index + 1 < tokens.count, tokens[index + 1].kind == .space, index > 0 else { return false }
        let previousKind = tokens[index - 1].kind
        if mark != "." { return previousKind != .space }
        guard previousKind == .word || previousKind == .number || previousKind == .placeholder else { return false }
        guard previousKind == .word else { return true }
        let previous = tokens[index - 1]
        return !TitleStyleHelpers.isFileName(previous, in: text) && previous.range.count > 1 && !lexicon.classes(of: previous, in: text).contains(.abbreviation)
    }

    /// Words of interface paths ("Settings > Privacy & Security"): names of places, capitalized as on screen.
    private static func pathWords(_ text: AnalyzedText, in range: Range<Int>, lexicon: Lexicon) -> Set<Int> {
        let tokens = text.tokens
        var result: Set<Int> = []
        for index in range where tokens[index].isMark(">") || tokens[index].isMark("›") || tokens[index].isMark("→") {
            for direction in [-1, 1] {
                var cursor = index + direction
                while range.contains(cursor) {
                    let other = tokens[cursor]
                    if other.isWord {
                        guard other.shape != .lower, !lexicon.classes(of: other, in: text).contains(anyOf: .function) else { break }
                        result.insert(cursor)
                    } else if other.kind == .punctuation, !(other.isMark("&") || other.isMark("-")) {
                        break
                    }
                    cursor += direction
                }
            }
        }
        return result
    }
}

/// Small word tests shared by the title- and sentence-style analyses.
enum TitleStyleHelpers {
    /// "photo.jpg", "README.md": a name, not a word.
    static func isFileName(_ token: Token, in text: AnalyzedText) -> Bool {
        let string = text.string
        return isFileName(token, utf8: string.utf8.span)
    }

    /// The same, given the text's string's UTF-8. (In bytes, with memchr: "." is 0x2E, which no other scalar's
    /// bytes contain; decoding scalars, or iterating the UTF-8 view, cost more.)
    static func isFileName(_ token: Token, utf8: Span<UInt8>) -> Bool {
        ByteSearch.contains(0x2E, in: utf8, range: token.utf8Range)
    }

    /// A file name, or an identifier joined by underscores ("amazing_%@" a user name the code fills in,
    /// "snake_case", a key): data or code, whose case is not prose's. (ICU's word breaks keep "_" inside a word.)
    static func isName(_ token: Token, in text: AnalyzedText) -> Bool {
        let string = text.string
        return isName(token, utf8: string.utf8.span)
    }

    /// The same, given the text's string's UTF-8 ("_" is 0x5F, in no other scalar's bytes).
    static func isName(_ token: Token, utf8: Span<UInt8>) -> Bool {
        isFileName(token, utf8: utf8) || ByteSearch.contains(0x5F, in: utf8, range: token.utf8Range)
    }

    /// A word token with its first letter capitalized (`LocaleCase.capitalizeFirst`), nil when that changes nothing
    /// (a word that starts with a digit, an uncased letter or a capital).
    static func capitalizedFirst(_ token: Token, in text: AnalyzedText, casing: LocaleCasing) -> String? {
        capitalization(token, in: text, casing: casing)?.text(of: token, in: text)
    }

    /// The same as what replaces the word: worked out from the word's bytes and scalars in place where one of
    /// `capitalizeFirst`'s fast paths applies, as the scalar that replaces its first one. Making the word a
    /// string, a capitalized copy a second one and comparing the two was a large part of title-casing.
    static func capitalization(_ token: Token, in text: AnalyzedText, casing: LocaleCasing) -> TitleStyle.Replacement? {
        let string = text.string
        return capitalization(token, utf8: string.utf8.span, in: text, casing: casing)
    }

    /// The same, given the text's string's UTF-8.
    static func capitalization(_ token: Token, utf8: Span<UInt8>, in text: AnalyzedText,
                               casing: LocaleCasing) -> TitleStyle.Replacement? {
        let titled = LocaleCase.titledFirstScalar(utf8: utf8.extracting(token.utf8Range), scalars: text.scalars,
                                                  range: token.range, casing: casing)
        switch titled {
        case .some(let titled?): return .firstScalar(titled)
        case .some(nil): return nil
        case nil:
            let word = text.text(of: token)
            let replacement = LocaleCase.capitalizeFirst(word, casing: casing)
            return sameBytes(replacement, word) ? nil : .text(replacement)
        }
    }
}
