internal import CICU
import Synchronization

/// The Unicode properties copylint asks of scalars, as bits. The standard library's property lookups
/// (a search per question) dominated analysis, so each BMP scalar's answers are looked up once per process
/// and kept in a table; the answers are exactly those of `Unicode.Scalar.Properties`.
/// The flags are inlinable computed constants, not stored `static let`s: a stored static of another module is
/// read through a lazy-initialisation call at every use, and the rules and the analyser test flags per scalar.
@usableFromInline package struct ScalarFlags: OptionSet, Sendable {
    @usableFromInline package let rawValue: UInt32
    @inlinable
    package init(rawValue: UInt32) { self.rawValue = rawValue }

    /// set on every computed value, so 0 in the table means "not looked up yet"
    @inlinable package static var known: ScalarFlags { ScalarFlags(rawValue: 1 << 0) }
    @inlinable package static var cased: ScalarFlags { ScalarFlags(rawValue: 1 << 1) }
    @inlinable package static var uppercase: ScalarFlags { ScalarFlags(rawValue: 1 << 2) }
    @inlinable package static var lowercase: ScalarFlags { ScalarFlags(rawValue: 1 << 3) }
    /// general category Lt ("ǅ")
    @inlinable package static var titlecaseLetter: ScalarFlags { ScalarFlags(rawValue: 1 << 4) }
    @inlinable package static var whitespace: ScalarFlags { ScalarFlags(rawValue: 1 << 5) }
    @inlinable package static var alphabetic: ScalarFlags { ScalarFlags(rawValue: 1 << 6) }
    /// has a numeric type (digits, numerals, fractions)
    @inlinable package static var numeric: ScalarFlags { ScalarFlags(rawValue: 1 << 7) }
    @inlinable package static var graphemeExtend: ScalarFlags { ScalarFlags(rawValue: 1 << 8) }
    @inlinable package static var openPunctuation: ScalarFlags { ScalarFlags(rawValue: 1 << 9) }
    @inlinable package static var closePunctuation: ScalarFlags { ScalarFlags(rawValue: 1 << 10) }
    @inlinable package static var initialPunctuation: ScalarFlags { ScalarFlags(rawValue: 1 << 11) }
    @inlinable package static var finalPunctuation: ScalarFlags { ScalarFlags(rawValue: 1 << 12) }
    @inlinable package static var dashPunctuation: ScalarFlags { ScalarFlags(rawValue: 1 << 13) }
    /// a nonspacing or enclosing mark, a format or a control character: no width on screen
    @inlinable package static var zeroWidth: ScalarFlags { ScalarFlags(rawValue: 1 << 14) }
    /// ICU's Sentence_Break is ATerm, STerm, Sep, CR or LF: the only characters after which ICU's sentence
    /// rules (UAX #29) can put a boundary. From ICU, not the standard library: ICU does the segmenting.
    @inlinable package static var sentenceTerminal: ScalarFlags { ScalarFlags(rawValue: 1 << 15) }
    /// May join a neighbour into one user-perceived character: ICU's Grapheme_Cluster_Break is anything but
    /// Other, Control or LF (an accent, a joiner, a Hangul jamo, a regional indicator, CR), or the scalar is
    /// unassigned in ICU's data (the standard library may know it better). Text without any has a character
    /// boundary between every two scalars.
    @inlinable package static var graphemeJoining: ScalarFlags { ScalarFlags(rawValue: 1 << 16) }
    /// ICU's Sentence_Break is ATerm or STerm: a full stop, question or exclamation mark (of any script).
    @inlinable package static var sentenceFullStop: ScalarFlags { ScalarFlags(rawValue: 1 << 17) }
    /// ICU's Sentence_Break is Close: quotes and brackets, which may follow a full stop within its sentence.
    @inlinable package static var sentenceClose: ScalarFlags { ScalarFlags(rawValue: 1 << 18) }
    /// ICU's Sentence_Break is Sp: spaces other than line breaks, which may follow a full stop and its closers.
    @inlinable package static var sentenceSpace: ScalarFlags { ScalarFlags(rawValue: 1 << 19) }
    /// In NFC wherever it stands in text made only of such scalars: ICU's NFC_Quick_Check is Yes, its canonical
    /// combining class 0, and both ICU and the standard library have it assigned (a scalar newer than ICU's data
    /// could decompose in the standard library's). Text made only of these is its own NFC, so it is canonically
    /// equal (Swift's `==`) to another such text exactly when their scalars are equal.
    @inlinable package static var nfcStable: ScalarFlags { ScalarFlags(rawValue: 1 << 20) }
    /// ICU's East_Asian_Width is Wide or Fullwidth: two columns in a terminal.
    @inlinable package static var wide: ScalarFlags { ScalarFlags(rawValue: 1 << 21) }
    /// Stays inside the word of the letters or digits around it in any locale's word rules (`cicu_staysInWord`).
    @inlinable package static var staysInWord: ScalarFlags { ScalarFlags(rawValue: 1 << 22) }
    /// A letter (not a modifier letter) or digit that stays in its word, at which title casing starts a word
    /// (`cicu_isWordStartLetterOrDigit`).
    @inlinable package static var wordStartLetterOrDigit: ScalarFlags { ScalarFlags(rawValue: 1 << 23) }

    @usableFromInline
    package init(computing scalar: Unicode.Scalar) {
        let properties = scalar.properties
        var flags: ScalarFlags = .known
        if properties.isCased { flags.insert(.cased) }
        if properties.isUppercase { flags.insert(.uppercase) }
        if properties.isLowercase { flags.insert(.lowercase) }
        if properties.isWhitespace { flags.insert(.whitespace) }
        if properties.isAlphabetic { flags.insert(.alphabetic) }
        if properties.numericType != nil { flags.insert(.numeric) }
        if properties.isGraphemeExtend { flags.insert(.graphemeExtend) }
        switch properties.generalCategory {
        case .titlecaseLetter: flags.insert(.titlecaseLetter)
        case .openPunctuation: flags.insert(.openPunctuation)
        case .closePunctuation: flags.insert(.closePunctuation)
        case .initialPunctuation: flags.insert(.initialPunctuation)
        case .finalPunctuation: flags.insert(.finalPunctuation)
        case .dashPunctuation: flags.insert(.dashPunctuation)
        case .nonspacingMark, .enclosingMark, .format, .control: flags.insert(.zeroWidth)
        default: break
        }
        let clusterBreak = cicu_graphemeClusterBreak(Int32(bitPattern: scalar.value))
        if !(clusterBreak == Int32(U_GCB_OTHER.rawValue) || clusterBreak == Int32(U_GCB_CONTROL.rawValue) || clusterBreak == Int32(U_GCB_LF.rawValue))
            || properties.generalCategory == .unassigned || cicu_isUnassigned(Int32(bitPattern: scalar.value)) != 0 {
            flags.insert(.graphemeJoining)
        }
        if cicu_isNFCStableStarter(Int32(bitPattern: scalar.value)) != 0, properties.generalCategory != .unassigned,
           cicu_isUnassigned(Int32(bitPattern: scalar.value)) == 0 {
            flags.insert(.nfcStable)
        }
        let width = cicu_eastAsianWidth(Int32(bitPattern: scalar.value))
        if width == Int32(U_EA_WIDE.rawValue) || width == Int32(U_EA_FULLWIDTH.rawValue) { flags.insert(.wide) }
        if cicu_staysInWord(UChar32(bitPattern: scalar.value)) != 0 { flags.insert(.staysInWord) }
        if cicu_isWordStartLetterOrDigit(UChar32(bitPattern: scalar.value)) != 0 { flags.insert(.wordStartLetterOrDigit) }
        switch cicu_sentenceBreak(Int32(bitPattern: scalar.value)) {
        case Int32(U_SB_ATERM.rawValue), Int32(U_SB_STERM.rawValue):
            flags.insert([.sentenceTerminal, .sentenceFullStop])
        case Int32(U_SB_SEP.rawValue), Int32(U_SB_CR.rawValue), Int32(U_SB_LF.rawValue):
            flags.insert(.sentenceTerminal)
        case Int32(U_SB_CLOSE.rawValue): flags.insert(.sentenceClose)
        case Int32(U_SB_SP.rawValue): flags.insert(.sentenceSpace)
        default: break
        }
        self = flags
    }

    /// The BMP's flags, filled in as scalars are first seen (relaxed atomics: any thread may fill any slot,
    /// always with the same value).
    @usableFromInline
    nonisolated(unsafe) static let storage: UnsafeMutablePointer<Atomic<UInt32>> = {
        let table = UnsafeMutablePointer<Atomic<UInt32>>.allocate(capacity: 0x10000)
        for index in 0..<0x10000 { (table + index).initialize(to: Atomic(0)) }
        return table
    }()

    /// The table, to keep in a local: loops over many scalars read it once and ask it for each scalar (each read
    /// of the static is a call to swift_once).
    @inlinable
    package static var table: ScalarFlagsTable { ScalarFlagsTable(storage: storage) }
}

/// Every scalar's `ScalarFlags`, looked up in a table of the BMP filled in as scalars are first seen.
@usableFromInline package struct ScalarFlagsTable {
    @usableFromInline let storage: UnsafeMutablePointer<Atomic<UInt32>>

    @inlinable
    init(storage: UnsafeMutablePointer<Atomic<UInt32>>) {
        self.storage = storage
    }

    @inlinable @inline(__always)
    package subscript(scalar: Unicode.Scalar) -> ScalarFlags {
        let index = Int(scalar.value)
        guard index < 0x10000 else { return ScalarFlags(computing: scalar) }
        let cached = storage[index].load(ordering: .relaxed)
        if cached != 0 { return ScalarFlags(rawValue: cached) }
        return fill(index, scalar)
    }

    @usableFromInline
    func fill(_ index: Int, _ scalar: Unicode.Scalar) -> ScalarFlags {
        let computed = ScalarFlags(computing: scalar)
        storage[index].store(computed.rawValue, ordering: .relaxed)
        return computed
    }
}

extension Unicode.Scalar {
    /// The properties copylint reads, from the table (see `ScalarFlags`).
    @inlinable @inline(__always)
    package var flags: ScalarFlags { ScalarFlags.table[self] }

    /// Unicode's White_Space, as `properties.isWhitespace` answers it, read from the table: the standard library's
    /// look-up is a search per scalar, and strings with fix-its are walked scalar by scalar.
    @inlinable
    package var isWhitespace: Bool { flags.contains(.whitespace) }

    /// Unicode's Alphabetic, as `properties.isAlphabetic` answers it, read from the table.
    @inlinable
    package var isAlphabetic: Bool { flags.contains(.alphabetic) }
}
