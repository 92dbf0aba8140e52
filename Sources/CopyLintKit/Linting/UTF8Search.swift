import CopyText
#if canImport(Darwin)
import Darwin
#else
import Glibc
import CopyLowLevel
#endif

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
    static func mightContain(_ text: some StringProtocol, _ needle: String) -> Bool {
        withBytePattern(needle) { pattern in
            if let found = text.utf8.withContiguousStorageIfAvailable({ containsBytes($0, pattern) }) { return found }
            return Array(text.utf8).withUnsafeBufferPointer { containsBytes($0, pattern) }
        }
    }

    /// The same test on UTF-8 bytes not yet made a String.
    static func mightContain(bytes: [UInt8], _ needle: String) -> Bool {
        withBytePattern(needle) { pattern in bytes.withUnsafeBufferPointer { containsBytes($0, pattern) } }
    }

    /// Whether `pattern` occurs in `bytes`. Candidates are found with `memchr`, which reads many bytes at a time
    /// (most texts hold no match, and a byte loop over them was a visible part of linting).
    static func containsBytes(_ bytes: UnsafeBufferPointer<UInt8>, _ pattern: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = pattern.first else { return true }
        guard bytes.count >= pattern.count, let base = bytes.baseAddress, let rest = pattern.baseAddress.map({ $0 + 1 }) else { return false }
        let lastStart = bytes.count - pattern.count
        var start = 0
        while let index = ByteSearch.firstIndex(of: first, in: UnsafeBufferPointer(rebasing: bytes[..<(lastStart + 1)]), from: start) {
            if pattern.count == 1 || memcmp(base + index + 1, rest, pattern.count - 1) == 0 { return true }
            start = index + 1
        }
        return false
    }

    /// `search` over the needle's bytes when a byte search can rule a match out; true (can't tell) otherwise.
    private static func withBytePattern(_ needle: String, _ search: (UnsafeBufferPointer<UInt8>) -> Bool) -> Bool {
        var needle = needle
        return needle.withUTF8 { pattern in
            guard pattern.allSatisfy({ $0 < 0x80 && !ASCIIEquivalence.hasOtherSpelling($0) }) else { return true }
            return search(pattern)
        }
    }
}
