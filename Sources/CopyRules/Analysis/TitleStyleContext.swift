import CopyText

/// What title style reads from the tokens around a word, past its spaces: whether the word is a piece of
/// something that is not a word of prose, whether a mark opens a phrase that starts afresh, and whether the text
/// is written in capitals. Each is asked only where a punctuation token touches the word, or for a rare word
/// ("A"), so most words cost nothing more.
enum TitleStyleContext {
    /// Whether the word token at `index` is a piece title style leaves as written: letters after a bracket or
    /// apostrophe inside a word ("Colo(u)r", "Item(s)", "Hair[cut]", "1990's", "%@'s"), or a part of a path or
    /// domain ("/var/run", "~/Documents", "foo-bar.com"). Asked when a punctuation token touches the word.
    static func isPiece(_ index: Int, _ tokens: [Token], utf8: Span<UInt8>) -> Bool {
        if index >= 2, tokens[index - 2].isContent, isInnerMark(tokens[index - 1]) { return true }
        // The run of tokens without a space around the word: a path has a "/" that follows no content ("/var",
        // "~/Library", "(/usr"), where "and/or" has one between words; a domain or file name has a word with a
        // period ("bar.com" in "foo-bar.com").
        var first = index, last = index
        while first > 0, tokens[first - 1].kind != .space { first -= 1 }
        while last + 1 < tokens.count, tokens[last + 1].kind != .space { last += 1 }
        for other in first...last where other != index {
            switch tokens[other].kind {
            case .punctuation where tokens[other].isMark("/"):
                if other == first || !tokens[other - 1].isContent { return true }
            case .word:
                if TitleStyleHelpers.isFileName(tokens[other], utf8: utf8) { return true }
            default:
                continue
            }
        }
        return false
    }

    /// A bracket or apostrophe that continues a word when it touches content on its left.
    private static func isInnerMark(_ token: Token) -> Bool {
        guard token.kind == .punctuation, token.range.count == 1 else { return false }
        switch token.first {
        case "(", ")", "[", "]", "'", "’": return true
        default: return false
        }
    }

    /// Whether the word at `index` is joined to a word by "&" without spaces ("Q&A", "R&D"): a name or an
    /// abbreviation, each part of which title style capitalizes (the "A" of "Q&A" is no article).
    static func isJoinedByAmpersand(_ index: Int, _ tokens: [Token]) -> Bool {
        (index >= 2 && tokens[index - 1].isMark("&") && tokens[index - 2].isWord)
            || (index + 2 < tokens.count && tokens[index + 1].isMark("&") && tokens[index + 2].isWord)
    }

    /// Whether the punctuation token at `index` opens a phrase whose first word title style capitalizes, as
    /// after a colon: an opening quotation mark or bracket after a space ("Read “The Lottery”", "Design (A
    /// Practical Guide)"), or a dash with a space on each side ("Snakes on a Plane - The TV Edit").
    static func opensPhrase(_ index: Int, _ tokens: [Token]) -> Bool {
        let token = tokens[index]
        guard token.range.count == 1, index + 1 < tokens.count else { return false }
        let spaceBefore = index == 0 || tokens[index - 1].kind == .space
        guard spaceBefore else { return false }
        switch token.first {
        case "-", "\u{2013}", "\u{2014}": return tokens[index + 1].kind == .space
        case "(", "[": return tokens[index + 1].kind != .space
        default: return QuoteMarks.isOpener(token.first) && tokens[index + 1].kind != .space
        }
    }

    /// Whether the full stop at `index` ends an abbreviation, not a sentence: after a one-letter word ("v.",
    /// initials), a word with periods ("U.N.", "e.g.") or a listed abbreviation that is no phrasal-verb particle
    /// ("Mr.", "vs.", "approx."; not "in.", as likely the end of "Sign In.").
    static func endsAbbreviation(_ index: Int, _ tokens: [Token], utf8: Span<UInt8>, lexicon: Lexicon,
                                 in text: AnalyzedText) -> Bool {
        guard index >= 1, tokens[index].isMark("."), tokens[index - 1].isWord else { return false }
        let word = tokens[index - 1]
        if word.range.count == 1 || TitleStyleHelpers.isFileName(word, utf8: utf8) { return true }
        let classes = lexicon.classes(of: word, utf8: utf8, in: text)
        return classes.contains(.abbreviation) && !classes.contains(.particle)
    }

    /// Whether the text is written in capitals: no word has a small letter, and one has two capitals or more
    /// ("MIGHT BE A PROBLEM"). Title style leaves such text as written.
    static func isAllCapitals(_ tokens: [Token]) -> Bool {
        var sawUpper = false
        for token in tokens where token.kind == .word {
            switch token.shape {
            case .upper: sawUpper = true
            case .uncased: continue
            case .capitalized where token.range.count == 1: continue
            default: return false
            }
        }
        return sawUpper
    }
}
