/// A case-insensitive hash of a word, computed once per token by the analyser, so dictionaries of phrases
/// ("Mac mini", "click on", "you failed") find their candidates without each re-reading the word.
public enum WordKey {
    /// A scalar lowercased without locale, with typographic apostrophes and no-break hyphens made plain:
    /// how phrase dictionaries compare text.
    @inline(__always)
    public static func fold(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        if scalar.value < 0x80 {
            return scalar.value >= 65 && scalar.value <= 90 ? Unicode.Scalar(UInt8(scalar.value + 32)) : scalar
        }
        switch scalar {
        case "’": return "'"
        case "\u{2011}", "\u{2010}": return "-"
        case "\u{00A0}": return " "
        default: break
        }
        guard scalar.flags.contains(.uppercase) else { return scalar }
        let lower = scalar.properties.lowercaseMapping.unicodeScalars
        return lower.count == 1 ? lower.first! : scalar
    }

    /// Letters and digits of any script: what a word key covers.
    @inline(__always)
    public static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            let value = scalar.value
            return (value >= 97 && value <= 122) || (value >= 65 && value <= 90) || (value >= 48 && value <= 57)
        }
        return scalar.flags.contains(.alphabetic) || scalar.flags.contains(.numeric)
    }

    /// FNV-1a of the folded leading run of letters and digits ("don" of "Don't").
    public static func key<S: Sequence>(_ scalars: S) -> UInt64 where S.Element == Unicode.Scalar {
        var hash = seed
        for scalar in scalars {
            let folded = fold(scalar)
            guard isWordScalar(folded) else { break }
            hash = mix(hash, folded.value)
        }
        return hash
    }

    /// FNV-1a's offset basis: the key of a run without letters or digits.
    static let seed: UInt64 = 0xcbf2_9ce4_8422_2325

    /// One FNV-1a step over a folded scalar.
    @inline(__always)
    static func mix(_ hash: UInt64, _ folded: UInt32) -> UInt64 {
        (hash ^ UInt64(folded)) &* 0x100_0000_01b3
    }
}
