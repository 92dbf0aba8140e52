import CopyLowLevel

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
                let flags = table[scalar]
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
        // Read once: each read of the static is a call to swift_once.
        let table = ScalarFlags.table
        // The bytes, decoded in place (a string's are well-formed): most strings have a letter among their first
        // few ASCII bytes, and setting up the scalar view cost more than the test; iterating the view over a
        // string of other scalars (one without a cased letter is read to its end) cost more per scalar.
        let bytes = text.utf8.span
        var index = 0
        while index < bytes.count {
            let lead = UInt32(bytes[index])
            if lead < 0x80 {
                // A–Z or a–z: setting bit 5 maps the capitals onto the small letters.
                if (lead | 0x20) &- 0x61 < 26 { return true }
                index &+= 1
                continue
            }
            let (value, length) = UTF8Sequence.multiByte(lead: lead, at: index, in: bytes)
            if let scalar = Unicode.Scalar(value), table[scalar].contains(.cased) { return true }
            index &+= length
        }
        return false
    }
}
