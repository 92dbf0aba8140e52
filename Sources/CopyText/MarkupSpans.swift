/// Markup and notation inside copy, which no rule reads or changes (HIG-RULES, "How every rule judges", 2):
/// HTML and XML tags with their attributes (`<a href="https://…">`), character entities (`&amp;`), Markdown
/// code spans and link targets, and letters written onto a placeholder or a word as a unit or a plural ending
/// (`%.1fs`, `%@x`, `file(s)`).
enum MarkupSpans {
    /// The end of a tag that starts at `start` ("<a href=\"…\">", "</b>", "<br/>", "<!-- … -->"): a letter, "/"
    /// or "!" after "<", and a ">" before the line ends or another "<" opens. Quotes after "=" are the
    /// attribute's, and may hold ">".
    static func tagEnd(_ s: [Unicode.Scalar], from start: Int) -> Int? {
        let first = start + 1
        guard first < s.count, isASCIILetter(s[first]) || s[first] == "/" || s[first] == "!" else { return nil }
        var quote: Unicode.Scalar?
        var index = first + 1
        while index < s.count {
            let scalar = s[index]
            if let open = quote {
                if scalar == open { quote = nil }
            } else if (scalar == "\"" || scalar == "'") && s[index - 1] == "=" {
                quote = scalar
            } else if scalar == ">" {
                return index + 1
            } else if scalar == "<" || scalar == "\n" {
                return nil
            }
            index += 1
        }
        return nil
    }

    /// The end of a character entity that starts at `start` ("&amp;", "&#8217;", "&#x2019;").
    static func entityEnd(_ s: [Unicode.Scalar], from start: Int) -> Int? {
        var index = start + 1
        if index < s.count, s[index] == "#" { index += 1 }
        let name = index
        while index < s.count, index - name < 10, isASCIILetter(s[index]) || isDigit(s[index]) { index += 1 }
        return index > name && index < s.count && s[index] == ";" ? index + 1 : nil
    }

    /// The end of a Markdown code span that starts at `start` ("`git pull`"), closed on the same line. One that
    /// holds a placeholder ("`%@`") is not taken: the placeholder is the string's argument.
    static func codeSpanEnd(_ s: [Unicode.Scalar], from start: Int) -> Int? {
        var index = start + 1
        while index < s.count, s[index] != "`", s[index] != "\n" {
            if s[index] == "%" || s[index] == "{" { return nil }
            index += 1
        }
        return index < s.count && s[index] == "`" && index > start + 1 ? index + 1 : nil
    }

    /// The end of a Markdown link's target "(…)" that starts at `start`, right after "]".
    static func linkTargetEnd(_ s: [Unicode.Scalar], from start: Int) -> Int? {
        guard start > 0, s[start - 1] == "]" else { return nil }
        var index = start + 1
        while index < s.count, s[index] != ")", s[index] != "\n" { index += 1 }
        return index < s.count && s[index] == ")" ? index + 1 : nil
    }

    /// The end of a plural ending in brackets written onto a word ("file(s)", "Subtitle(s)", "match(es)").
    static func pluralEndingEnd(_ s: [Unicode.Scalar], from start: Int) -> Int? {
        guard start > 0, s[start - 1].properties.isAlphabetic else { return nil }
        var index = start + 1
        while index < s.count, index - start <= 2, s[index] >= "a", s[index] <= "z" { index += 1 }
        guard index > start + 1, index < s.count, s[index] == ")" else { return nil }
        let end = index + 1
        return end == s.count || !s[end].properties.isAlphabetic ? end : nil
    }

    /// The end of a unit written onto a placeholder that ends at `start` ("%.1fs", "%@x", "%dpx"): up to three
    /// ASCII letters, and no more letters after them.
    static func unitEnd(_ s: [Unicode.Scalar], from start: Int) -> Int? {
        var index = start
        while index < s.count, index - start < 3, isASCIILetter(s[index]) { index += 1 }
        guard index > start else { return nil }
        return index == s.count || !s[index].properties.isAlphabetic ? index : nil
    }

    /// The end of an abbreviated unit after a number or placeholder that ends at `start`, past one space
    /// ("10 min", "%li sec", "5 GB"): such units keep their case in any style.
    static func spacedUnitEnd(_ s: [Unicode.Scalar], from start: Int) -> Int? {
        guard start + 1 < s.count, s[start] == " " || s[start] == "\u{00A0}" || s[start] == "\u{202F}" else { return nil }
        var index = start + 1
        while index < s.count, index - start <= 4, isASCIILetter(s[index]) { index += 1 }
        guard index > start + 1, index == s.count || !s[index].properties.isAlphabetic else { return nil }
        return units.contains(String(String.UnicodeScalarView(s[(start + 1)..<index]))) ? index : nil
    }

    /// Abbreviated units, written as they are whatever the style around them.
    private static let units: Set<String> = [
        "ms", "sec", "secs", "min", "mins", "hr", "hrs", "KB", "MB", "GB", "TB", "kB", "px", "pt", "fps", "Hz", "kHz", "MHz",
        "GHz", "dB", "km", "cm", "mm", "kg", "lb", "lbs", "oz", "kbps", "Mbps",
    ]

    /// The end of a run of digits (with inner "." or ",") that starts at `start`, after no letter or digit.
    static func numberEnd(_ s: [Unicode.Scalar], from start: Int) -> Int? {
        guard isDigit(s[start]), start == 0 || !(isDigit(s[start - 1]) || s[start - 1].properties.isAlphabetic) else { return nil }
        var index = start + 1
        while index < s.count, isDigit(s[index]) || ((s[index] == "." || s[index] == ",") && index + 1 < s.count && isDigit(s[index + 1])) {
            index += 1
        }
        return index
    }

    private static func isASCIILetter(_ c: Unicode.Scalar) -> Bool { (c >= "a" && c <= "z") || (c >= "A" && c <= "Z") }

    private static func isDigit(_ c: Unicode.Scalar) -> Bool { c >= "0" && c <= "9" }
}
