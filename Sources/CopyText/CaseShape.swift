/// How a word uses letter case: the signal every capitalization rule reads.
public enum CaseShape: String, Sendable {
    /// every cased letter is lowercase: "photo"
    case lower
    /// the first cased letter is upper or title case, the rest lower: "Photo", "I"
    case capitalized
    /// two or more cased letters, all uppercase: "PDF", "OK"
    case upper
    /// inner capitals: "iPhone", "AirDrop", "macOS"
    case mixed
    /// no cased letters at all: "写真", "42", "—"
    case uncased

    /// The shape of a run of scalars.
    public init<S: Sequence>(of scalars: S) where S.Element == Unicode.Scalar {
        var cased = 0
        var firstUpper = false
        var upperAfterFirst = 0
        var lowerCount = 0
        // Read once: each read of the static is a call to swift_once.
        let table = ScalarFlags.table
        for scalar in scalars {
            let isUpper: Bool
            let isLower: Bool
            if scalar.isASCII {
                // Unicode property lookups are the analyser's hottest path; ASCII needs none.
                isUpper = scalar >= "A" && scalar <= "Z"
                isLower = scalar >= "a" && scalar <= "z"
                guard isUpper || isLower else { continue }
            } else {
                let flags = ScalarFlags.lookUp(scalar, in: table)
                guard flags.contains(.cased) else { continue }
                isUpper = flags.contains(.uppercase) || flags.contains(.titlecaseLetter)
                isLower = flags.contains(.lowercase)
            }
            if cased == 0 {
                firstUpper = isUpper
            } else if isUpper {
                upperAfterFirst += 1
            }
            if isLower { lowerCount += 1 }
            cased += 1
        }
        self.init(cased: cased, firstUpper: firstUpper, upperAfterFirst: upperAfterFirst, lowerCount: lowerCount)
    }

    /// The shape from counts of a run's cased letters (the analyser counts ASCII tokens' letters itself).
    @inline(__always)
    init(cased: Int, firstUpper: Bool, upperAfterFirst: Int, lowerCount: Int) {
        switch (cased, firstUpper) {
        case (0, _): self = .uncased
        case (_, false): self = upperAfterFirst == 0 ? .lower : .mixed
        case (1, true): self = .capitalized
        case (_, true) where upperAfterFirst == 0: self = .capitalized
        case (_, true) where lowerCount == 0: self = .upper
        default: self = .mixed
        }
    }
}

extension CaseShape {
    /// Whether any scalar of `text` is cased, so that a word of it can have a shape other than `uncased` (the
    /// same test as `init(of:)`'s: ASCII letters, and the scalars with Unicode's Cased property).
    public static func hasCasedLetter(_ text: String) -> Bool {
        // Its bytes first, while they are ASCII: most strings have a letter among their first few, and setting up
        // the scalar view cost more than the test (300 instructions a string, title-casing the corpus).
        let inASCII = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool? in
            for byte in bytes {
                guard byte < 0x80 else { return nil }
                if (byte | 0x20) &- 0x61 < 26 { return true }
            }
            return false
        }
        if let inASCII, let answer = inASCII { return answer }
        // Read once: each read of the static is a call to swift_once.
        let table = ScalarFlags.table
        for scalar in text.unicodeScalars {
            if scalar.isASCII {
                // A–Z or a–z: setting bit 5 maps the capitals onto the small letters.
                if (scalar.value | 0x20) &- 0x61 < 26 { return true }
            } else if ScalarFlags.lookUp(scalar, in: table).contains(.cased) {
                return true
            }
        }
        return false
    }
}
