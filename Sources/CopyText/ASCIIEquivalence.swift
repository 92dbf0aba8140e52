/// Where canonical equivalence reaches ASCII. Three scalars outside ASCII decompose (singletons) to an ASCII
/// character: KELVIN SIGN to "K", GREEK QUESTION MARK to ";", GREEK VARIA to "`". Every other non-ASCII scalar
/// stays non-ASCII in every normalisation form. So a byte comparison decides canonical equality of ASCII text,
/// except where one of these three characters, or one of the three scalars, is involved.
public enum ASCIIEquivalence {
    /// Whether an ASCII byte has a non-ASCII spelling that `String` compares equal to it.
    public static func hasOtherSpelling(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "K") || byte == UInt8(ascii: ";") || byte == UInt8(ascii: "`")
    }

    /// Whether a scalar is one of the three non-ASCII spellings of an ASCII character.
    public static func isOtherSpelling(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\u{212A}" || scalar == "\u{037E}" || scalar == "\u{1FEF}"
    }
}
