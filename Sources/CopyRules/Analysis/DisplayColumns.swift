import CopyText

extension AnalyzedText {
    /// The display columns of a range (a wide character counts two) when they exceed `limit`, else nil;
    /// ICU's width lookup is skipped for short strings and narrow scripts.
    func columns(_ range: Range<Int>, exceeding limit: Int) -> Int? {
        guard range.count * 2 > limit else { return nil }
        // Nothing below U+1100 (Hangul Jamo, the first wide block) is wide.
        let width = scalars[range].allSatisfy { $0.value < 0x1100 } ? range.count : DisplayWidth.columns(scalars[range])
        return width > limit ? width : nil
    }
}

extension AnalyzedText {
    /// The string without leading and trailing white space, built only when there is some to drop.
    var trimmedText: String {
        let range = trimmedRange
        return range.count == scalars.count ? string : text(range)
    }
}
