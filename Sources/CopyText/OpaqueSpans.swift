import CopyLowLevel

/// Finds the parts of a string that rules must treat as opaque: format
/// specifiers, template variables, URLs, e-mail addresses and markup (`MarkupSpans`). ICU segments
/// words; it has no notion of printf specifiers, so these are found here.
public enum OpaqueSpans {
    /// Non-overlapping spans in scalar offsets, in order.
    public static func find(in scalars: [Unicode.Scalar]) -> [(range: Range<Int>, kind: TokenKind)] {
        var spans: [(range: Range<Int>, kind: TokenKind)] = []
        var index = 0
        let count = scalars.count
        while index < count {
            let scalar = scalars[index]
            if scalar == "%", let end = formatSpecifierEnd(scalars, from: index) {
                spans.append((index..<end, .placeholder))
                index = end
                // A unit written onto the placeholder ("%.1fs", "%@x"), or after it ("%li min"), is not a word.
                if let unit = MarkupSpans.unitEnd(scalars, from: end) ?? MarkupSpans.spacedUnitEnd(scalars, from: end) {
                    spans.append((end..<unit, .markup))
                    index = unit
                }
            } else if let end = MarkupSpans.numberEnd(scalars, from: index) {
                index = end
                if let unit = MarkupSpans.spacedUnitEnd(scalars, from: end) {
                    spans.append((end..<unit, .markup))
                    index = unit
                }
            } else if scalar == "<", let end = MarkupSpans.tagEnd(scalars, from: index) {
                spans.append((index..<end, .markup))
                index = end
            } else if scalar == "&", let end = MarkupSpans.entityEnd(scalars, from: index) {
                spans.append((index..<end, .markup))
                index = end
            } else if scalar == "`", let end = MarkupSpans.codeSpanEnd(scalars, from: index) {
                spans.append((index..<end, .markup))
                index = end
            } else if scalar == "(",
                      let end = MarkupSpans.linkTargetEnd(scalars, from: index) ?? MarkupSpans.pluralEndingEnd(scalars, from: index) {
                spans.append((index..<end, .markup))
                index = end
            } else if scalar == "{", let end = templateVariableEnd(scalars, from: index) {
                spans.append((index..<end, .placeholder))
                index = end
            } else if isURLInitial(scalar), isWordStart(scalars, index), let end = urlEnd(scalars, from: index) {
                spans.append((index..<end, .url))
                index = end
            } else if scalar == "@", let range = emailRange(scalars, at: index, after: spans.last?.range.upperBound ?? 0) {
                spans.append((range, .email))
                index = range.upperBound
            } else {
                index += 1
            }
        }
        return spans
    }

    // Switches, not sets of scalars or strings' scalars: each set lookup hashed the scalar, and each string was
    // iterated afresh (finding spans was costly in every string with a "%", "{", "@" or ":" in it).
    private static func isLengthModifier(_ c: Unicode.Scalar) -> Bool {
        switch c {
        case "h", "l", "q", "L", "z", "t", "j": return true
        default: return false
        }
    }

    private static func isConversion(_ c: Unicode.Scalar) -> Bool {
        switch c {
        case "@", "d", "D", "i", "u", "U", "x", "X", "o", "O", "f", "F", "e", "E", "g", "G", "c", "C", "s", "S", "p", "a", "A": return true
        default: return false
        }
    }

    private static func isFlag(_ c: Unicode.Scalar) -> Bool {
        switch c {
        case "-", "+", "#", "0", "'": return true
        default: return false
        }
    }

    /// `%[n$][flags][width][.precision][length]conversion`, `%%`, and `%#@name@`.
    private static func formatSpecifierEnd(_ s: [Unicode.Scalar], from start: Int) -> Int? {
        var i = start + 1
        guard i < s.count else { return nil }
        if s[i] == "%" { return i + 1 }
        if s[i] == "#", i + 1 < s.count, s[i + 1] == "@" {
            var j = i + 2
            while j < s.count, isIdentifier(s[j]) { j += 1 }
            return j < s.count && s[j] == "@" && j > i + 2 ? j + 1 : nil
        }
        // positional argument: digits followed by '$'
        var j = i
        while j < s.count, isDigit(s[j]) { j += 1 }
        if j < s.count, j > i, s[j] == "$" { i = j + 1 }
        while i < s.count, isFlag(s[i]) { i += 1 }
        while i < s.count, isDigit(s[i]) || s[i] == "*" { i += 1 }
        if i < s.count, s[i] == "." {
            i += 1
            while i < s.count, isDigit(s[i]) || s[i] == "*" { i += 1 }
        }
        while i < s.count, isLengthModifier(s[i]) { i += 1 }
        guard i < s.count, isConversion(s[i]) else { return nil }
        return i + 1
    }

    /// `{name}` or `{0}`: an identifier in braces, as template engines and Swift interpolation keys use.
    private static func templateVariableEnd(_ s: [Unicode.Scalar], from start: Int) -> Int? {
        var i = start + 1
        while i < s.count, isIdentifier(s[i]) || s[i] == "." { i += 1 }
        return i < s.count && s[i] == "}" && i > start + 1 ? i + 1 : nil
    }

    /// First letters of the schemes, either case: most scalars are ruled out before any matching
    /// (a switch, not a set: this runs on every scalar).
    private static func isURLInitial(_ c: Unicode.Scalar) -> Bool {
        switch c {
        case "h", "H", "f", "F", "m", "M", "w", "W": return true
        default: return false
        }
    }

    /// The length of the scheme ("https://", "http://", "ftp://", "mailto:", "www.") that starts at `start`, if
    /// one does: told by its first letter (a loop over a list of schemes, each an array, cost a retain and release
    /// of each for every word that starts with h, f, m or w).
    private static func schemeLength(_ s: [Unicode.Scalar], at start: Int) -> Int? {
        switch s[start].value | 0x20 {
        case 0x68: // h
            if matches(s, at: start, "https://") { return 8 }
            return matches(s, at: start, "http://") ? 7 : nil
        case 0x66: return matches(s, at: start, "ftp://") ? 6 : nil // f
        case 0x6D: return matches(s, at: start, "mailto:") ? 7 : nil // m
        case 0x77: return matches(s, at: start, "www.") ? 4 : nil // w
        default: return nil
        }
    }

    private static func urlEnd(_ s: [Unicode.Scalar], from start: Int) -> Int? {
        guard let length = schemeLength(s, at: start) else { return nil }
        var i = start + length
        guard i < s.count, !isURLStop(s[i]) else { return nil }
        while i < s.count, !isURLStop(s[i]) { i += 1 }
        // trailing sentence punctuation belongs to the sentence, not the address
        while i > start, isTrailingPunctuation(s[i - 1]) { i -= 1 }
        return i
    }

    private static func emailRange(_ s: [Unicode.Scalar], at: Int, after floor: Int) -> Range<Int>? {
        var start = at
        while start > floor, isEmailLocal(s[start - 1]) { start -= 1 }
        guard start < at else { return nil }
        var end = at + 1
        var dots = 0
        while end < s.count, isIdentifier(s[end]) || s[end] == "." || s[end] == "-" {
            if s[end] == "." { dots += 1 }
            end += 1
        }
        while end > at + 1, s[end - 1] == "." { end -= 1; dots -= 1 }
        return dots > 0 ? start..<end : nil
    }

    private static func isTrailingPunctuation(_ c: Unicode.Scalar) -> Bool {
        switch c {
        case ".", ",", ";", ":", "!", "?", ")": return true
        default: return false
        }
    }

    private static func matches(_ s: [Unicode.Scalar], at start: Int, _ prefix: StaticString) -> Bool {
        guard start + prefix.utf8CodeUnitCount <= s.count else { return false }
        return prefix.withUTF8Buffer { prefix in
            var i = start
            for p in prefix {
                // Schemes are ASCII: compare case-insensitively without Unicode case mapping.
                let value = s[i].value
                guard value == UInt32(p) || (value >= 0x41 && value <= 0x5A && value + 32 == UInt32(p)) else { return false }
                i += 1
            }
            return true
        }
    }

    private static func isWordStart(_ s: [Unicode.Scalar], _ i: Int) -> Bool {
        i == 0 || !isIdentifier(s[i - 1])
    }

    private static func isURLStop(_ c: Unicode.Scalar) -> Bool {
        switch c {
        case "\"", "'", "<", ">", "“", "”", "«", "»", "「", "」", "(", ")", "[", "]": return true
        default: return c.flags.contains(.whitespace)
        }
    }

    private static func isDigit(_ c: Unicode.Scalar) -> Bool { c >= "0" && c <= "9" }

    private static func isIdentifier(_ c: Unicode.Scalar) -> Bool {
        isDigit(c) || (c >= "a" && c <= "z") || (c >= "A" && c <= "Z") || c == "_"
    }

    private static func isEmailLocal(_ c: Unicode.Scalar) -> Bool {
        isIdentifier(c) || c == "." || c == "+" || c == "-"
    }
}
