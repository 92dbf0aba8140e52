import CopyLowLevel
import CopyRules
import CopyText

/// The parts of a string that are not prose, for the fixer: markup (tags with their attributes, entities,
/// Markdown link targets and code spans), placeholders with the letters attached to them (`%.0fs`, `%@x`),
/// plural endings in brackets (`(s)`), URLs, e-mail addresses, paths and numbers with units. The rules are
/// meant to leave these alone already; the fixer checks again, and drops any fix-it that touches one.
enum NonProseSpans {
    /// The spans in scalar offsets, in order, possibly overlapping.
    static func find(in scalars: [Unicode.Scalar]) -> [Range<Int>] {
        var spans: [Range<Int>] = []
        for span in OpaqueSpans.find(in: scalars) {
            var end = span.range.upperBound
            // A placeholder's unit is part of it: "%.0fs", "%@x".
            if span.kind == .placeholder { while end < scalars.count, scalars[end].isAlphabetic { end += 1 } }
            spans.append(span.range.lowerBound..<end)
        }
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            var found: Range<Int>?
            switch scalar {
            case "<": found = closing(">", in: scalars, from: index, when: { $0.isAlphabetic || $0 == "/" || $0 == "!" })
            case "&": found = entity(in: scalars, from: index)
            case "`": found = closing("`", in: scalars, from: index, when: { _ in true })
            case "]" where index + 1 < scalars.count && scalars[index + 1] == "(":
                found = closing(")", in: scalars, from: index + 1, when: { _ in true })
            case "(" where index > 0 && scalars[index - 1].isAlphabetic:
                found = pluralEnding(in: scalars, from: index)
            default:
                if isWordStart(scalars, index) { found = pathOrMeasure(in: scalars, from: index) }
            }
            if let found {
                spans.append(found)
                index = max(found.upperBound, index + 1)
            } else {
                index += 1
            }
        }
        return spans
    }

    /// Whether a fix-it leaves every span as it is: it neither overlaps one nor inserts inside or right after one.
    static func isClear(_ fixIt: FixIt, of spans: [Range<Int>]) -> Bool {
        let range = fixIt.range
        for span in spans {
            if range.isEmpty {
                if range.lowerBound > span.lowerBound && range.lowerBound < span.upperBound { return false }
            } else if range.overlaps(span) {
                return false
            }
        }
        return true
    }

    /// From an opening scalar to `close` on the same line, when the scalar after the opening passes `when`.
    private static func closing(_ close: Unicode.Scalar, in scalars: [Unicode.Scalar], from start: Int,
                                when first: (Unicode.Scalar) -> Bool) -> Range<Int>? {
        guard start + 1 < scalars.count, first(scalars[start + 1]) else { return nil }
        var index = start + 1
        while index < scalars.count, scalars[index] != "\n" {
            if scalars[index] == close { return start..<(index + 1) }
            index += 1
        }
        return nil
    }

    /// `&amp;`, `&#8230;`, `&#x2026;`.
    private static func entity(in scalars: [Unicode.Scalar], from start: Int) -> Range<Int>? {
        var index = start + 1
        while index < scalars.count, index - start <= 10, scalars[index].isAlphabetic || scalars[index] == "#"
                || ("0"..."9").contains(scalars[index]) {
            index += 1
        }
        return index > start + 1 && index < scalars.count && scalars[index] == ";" ? start..<(index + 1) : nil
    }

    /// "(s)", "(es)", "(n)" right after a word.
    private static func pluralEnding(in scalars: [Unicode.Scalar], from start: Int) -> Range<Int>? {
        var index = start + 1
        while index < scalars.count, index - start <= 3, scalars[index].flags.contains(.lowercase) { index += 1 }
        return index > start + 1 && index < scalars.count && scalars[index] == ")" ? start..<(index + 1) : nil
    }

    /// A run without white space that is a path ("/usr/bin", "~/Library", "./a", "a/b/c") or a number with a
    /// unit attached ("5s", "10px", "2x").
    private static func pathOrMeasure(in scalars: [Unicode.Scalar], from start: Int) -> Range<Int>? {
        var end = start
        var hasSlash = false
        while end < scalars.count, !scalars[end].isWhitespace {
            if scalars[end] == "/" { hasSlash = true }
            end += 1
        }
        // Every path has a slash, every measure starts with a digit: most words are neither, and are not looked
        // at again.
        guard hasSlash || (start < end && ("0"..."9").contains(scalars[start])) else { return nil }
        let run = scalars[start..<end]
        let slashes = run.count(where: { $0 == "/" })
        let startsAsPath = run.first == "/" || run.starts(with: ["~", "/"]) || run.starts(with: [".", "/"]) || run.starts(with: [".", ".", "/"])
        if slashes >= 2 || (startsAsPath && run.count > 1) { return start..<end }
        if let first = run.first, ("0"..."9").contains(first) {
            var index = start
            while index < end, ("0"..."9").contains(scalars[index]) || scalars[index] == "." || scalars[index] == "," { index += 1 }
            var letters = index
            while letters < end, scalars[letters].isAlphabetic { letters += 1 }
            if letters > index { return start..<letters }
        }
        return nil
    }

    private static func isWordStart(_ scalars: [Unicode.Scalar], _ index: Int) -> Bool {
        index == 0 || scalars[index - 1].isWhitespace || scalars[index - 1] == "(" || scalars[index - 1] == "\""
    }
}
