import CopyLowLevel
import CopyText

/// A byte-level first check before a Character-aware substring search (Foundation's `contains`/`range(of:)`,
/// the standard library's `firstRange(of:)`), which is slow per call and is asked mostly about texts that
/// hold no match.
///
/// When the needle is ASCII and none of its characters has another canonically equivalent spelling (only
/// `K`, `;` and `` ` `` have one among ASCII), a Character-aware match is also a byte match. So no bytes
/// means no match, exactly; texts that do hold the bytes still go to the slow search, which may yet say no
/// (a combining mark after the match, say).
enum UTF8Search {
    /// False only when `text` certainly does not contain `needle` in the Character-aware sense.
    static func mightContain(_ text: String, _ needle: String) -> Bool {
        withBytePattern(needle) { pattern in ByteSearch.contains(pattern, in: text.utf8.span) }
    }

    /// The same test of part of a string.
    static func mightContain(_ text: Substring, _ needle: String) -> Bool {
        withBytePattern(needle) { pattern in ByteSearch.contains(pattern, in: text.utf8.span) }
    }

    /// The same test on UTF-8 bytes not yet made a String.
    static func mightContain(bytes: [UInt8], _ needle: String) -> Bool {
        withBytePattern(needle) { pattern in ByteSearch.contains(pattern, in: bytes.span) }
    }

    /// `search` over the needle's bytes when a byte search can rule a match out; true (can't tell) otherwise.
    private static func withBytePattern(_ needle: String, _ search: (Span<UInt8>) -> Bool) -> Bool {
        let pattern = needle.utf8.span
        for index in pattern.indices where pattern[index] >= 0x80 || ASCIIEquivalence.hasOtherSpelling(pattern[index]) {
            return true
        }
        return search(pattern)
    }
}
