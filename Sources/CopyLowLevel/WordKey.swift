/// A case-insensitive hash of a word, computed once per token by the analyser, so dictionaries of phrases
/// ("Mac mini", "click on", "you failed") find their candidates without each re-reading the word.
@usableFromInline package enum WordKey {
    /// A scalar lowercased without locale, with typographic apostrophes and no-break hyphens made plain:
    /// how phrase dictionaries compare text.
    @inlinable @inline(__always)
    package static func fold(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        fold(scalar, flags: ScalarFlags.table)
    }

    /// `fold`, reading the flags from `table` (loops read the static once: each read is a call to swift_once).
    @inlinable @inline(__always)
    package static func fold(_ scalar: Unicode.Scalar, flags table: ScalarFlagsTable) -> Unicode.Scalar {
        if scalar.value < 0x80 {
            return scalar.value >= 65 && scalar.value <= 90 ? Unicode.Scalar(UInt8(scalar.value + 32)) : scalar
        }
        if let plain = plainSpelling(of: scalar) { return plain }
        return table[scalar].contains(.uppercase) ? lowercased(scalar) : scalar
    }

    /// `fold` of a scalar outside ASCII whose flags the caller has read (the analyser's one pass over a token).
    @inlinable @inline(__always)
    package static func fold(other scalar: Unicode.Scalar, flags: ScalarFlags) -> Unicode.Scalar {
        if let plain = plainSpelling(of: scalar) { return plain }
        return flags.contains(.uppercase) ? lowercased(scalar) : scalar
    }

    /// The plain ASCII spelling `fold` gives typographic apostrophes, no-break hyphens and no-break spaces.
    @inlinable @inline(__always)
    static func plainSpelling(of scalar: Unicode.Scalar) -> Unicode.Scalar? {
        switch scalar {
        case "’": "'"
        case "\u{2011}", "\u{2010}": "-"
        case "\u{00A0}": " "
        default: nil
        }
    }

    /// An uppercase scalar's lowercase, when it is one scalar (else the scalar).
    @usableFromInline
    static func lowercased(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        let lower = scalar.properties.lowercaseMapping.unicodeScalars
        return lower.count == 1 ? lower.first! : scalar
    }

    /// Letters and digits of any script: what a word key covers.
    @inlinable @inline(__always)
    package static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        // ASCII first: reading the flags table is a call to swift_once, which rules paid for every word's neighbour.
        scalar.isASCII ? isASCIIWordScalar(scalar.value) : isWordScalar(scalar, flags: ScalarFlags.table)
    }

    @inlinable @inline(__always)
    static func isASCIIWordScalar(_ value: UInt32) -> Bool {
        (value >= 97 && value <= 122) || (value >= 65 && value <= 90) || (value >= 48 && value <= 57)
    }

    @inlinable @inline(__always)
    package static func isWordScalar(_ scalar: Unicode.Scalar, flags table: ScalarFlagsTable) -> Bool {
        if scalar.isASCII { return isASCIIWordScalar(scalar.value) }
        let flags = table[scalar]
        return flags.contains(.alphabetic) || flags.contains(.numeric)
    }

    /// FNV-1a of the folded leading run of letters and digits ("don" of "Don't").
    @usableFromInline package static func key<S: Sequence>(_ scalars: S) -> UInt64 where S.Element == Unicode.Scalar {
        let table = ScalarFlags.table
        var hash = seed
        for scalar in scalars {
            let folded = fold(scalar, flags: table)
            guard isWordScalar(folded, flags: table) else { break }
            hash = mix(hash, folded.value)
        }
        return hash
    }

    /// FNV-1a's offset basis: the key of a run without letters or digits.
    @usableFromInline
    package static let seed: UInt64 = 0xcbf2_9ce4_8422_2325

    /// One FNV-1a step over a folded scalar.
    @inlinable @inline(__always)
    package static func mix(_ hash: UInt64, _ folded: UInt32) -> UInt64 {
        (hash ^ UInt64(folded)) &* 0x100_0000_01b3
    }
}
