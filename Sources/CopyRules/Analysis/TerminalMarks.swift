import CopyLowLevel
import CopyText

/// Where a string's ending punctuation is, for the rules that remove or add it.
public enum TerminalMarks {
    /// The marks a title or button should not end with, and the range that removing them takes
    /// (with any white space before them).
    public static func run(in text: AnalyzedText, allowing allowed: Set<TerminalPunctuation> = [.ellipsis, .question, .none]) -> (marks: Range<Int>, removal: Range<Int>)? {
        guard let last = text.terminalIndex, !allowed.contains(text.terminal) else { return nil }
        let scalars = text.scalars
        var first = last
        while first > 0, ![.none, .ellipsis].contains(TerminalPunctuation(scalar: scalars[first - 1], greekQuestion: text.locale.hasPrefix("el"))),
              !(scalars[first - 1] == "." && first >= 2 && scalars[first - 2] == ".") {
            first -= 1
        }
        // Nothing but punctuation ("?" as a help button): not an ending.
        guard text.tokens.contains(where: { $0.isContent && $0.range.upperBound <= first }) else { return nil }
        var removalStart = first
        while removalStart > 0, scalars[removalStart - 1].flags.contains(.whitespace) { removalStart -= 1 }
        return (first..<(last + 1), removalStart..<(last + 1))
    }

    /// Where a missing full stop goes: after the last word (and any closing quote or bracket), or nil when the
    /// string ends with something that takes none (an emoji, a placeholder after a colon, which may hold a sentence).
    package static func missingStop(in text: AnalyzedText) -> Int? {
        guard text.terminal == .none, let index = text.terminalIndex else { return nil }
        // The token that holds the last mark, searched from the end where it is, reading fields only.
        let tokens = text.tokens
        var position = tokens.count - 1
        while position >= 0, !tokens[position].range.contains(index) { position -= 1 }
        guard position >= 0 else { return nil }
        let range = tokens[position].range
        switch tokens[position].kind {
        case .placeholder:
            var previous = position - 1
            while previous >= 0, tokens[previous].kind == .space { previous -= 1 }
            if previous >= 0, tokens[previous].isMark(":") { return nil }
        case .word, .number, .url, .email:
            // A word's last letter, past the combining marks of a decomposed spelling ("Cafe\u{301}").
            var letter = index
            while letter > range.lowerBound, text.scalars[letter].flags.contains(.graphemeExtend) { letter -= 1 }
            guard WordKey.isWordScalar(text.scalars[letter]) || tokens[position].kind != .word else { return nil }
        case .space, .punctuation, .markup:
            return nil
        }
        return text.trimmedRange.upperBound
    }
}
