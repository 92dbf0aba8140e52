import CopyText

/// Word lists in Latin-script locales hold ASCII words and typographic apostrophes only ("you’re"). A word
/// with any other character cannot equal one of them, not even by canonical equivalence, so lookups of
/// such words (Japanese, or "Änderungen" checked as English) are answered without hashing or folding.
enum PlainSpelling {
    /// ASCII and the typographic apostrophe: how an entry of a plain word list is spelled.
    static func isPlain(_ word: String) -> Bool {
        // Bytes first: every word of a list is asked when its lexicon loads.
        word.utf8.allSatisfy { $0 < 0x80 } || word.unicodeScalars.allSatisfy { $0.isASCII || $0 == "’" }
    }

    /// Whether `word` could be canonically equivalent to a plain word: every scalar is ASCII, the typographic
    /// apostrophe, or one of the non-ASCII spellings of an ASCII character (`ASCIIEquivalence`).
    static func mayEqualPlainWord(_ word: String) -> Bool {
        for byte in word.utf8 where byte >= 0x80 {
            return word.unicodeScalars.allSatisfy { $0.isASCII || $0 == "’" || ASCIIEquivalence.isOtherSpelling($0) }
        }
        return true
    }

    /// The same, of a token's scalars in its analysis (its text need not be made).
    static func mayEqualPlainWord(_ scalars: ArraySlice<Unicode.Scalar>) -> Bool {
        scalars.allSatisfy { $0.isASCII || $0 == "’" || ASCIIEquivalence.isOtherSpelling($0) }
    }
}
