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

extension ASCIIEquivalence {
    /// The string with each of the three scalars written as the ASCII character it is equivalent to (a string
    /// equal to an ASCII one becomes that ASCII string); nil when it has none of them.
    public static func replacingOtherSpellings(_ string: String) -> String? {
        guard string.unicodeScalars.contains(where: isOtherSpelling) else { return nil }
        var scalars = String.UnicodeScalarView()
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\u{212A}": scalars.append("K")
            case "\u{037E}": scalars.append(";")
            case "\u{1FEF}": scalars.append("`")
            default: scalars.append(scalar)
            }
        }
        return String(scalars)
    }
}
