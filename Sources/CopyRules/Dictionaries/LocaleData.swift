import CopyLowLevel
import CopyText
import Synchronization

/// How a locale capitalizes interface text (from `locale.txt`'s `casing`).
public enum Casing: String, Sendable {
    /// English title style (also Apple's tr, pt-BR, id, ms)
    case title
    /// capitalize the first word of each sentence only
    case sentence
    /// sentence style with every noun capitalized (German)
    case sentenceNouns = "sentence-nouns"
    /// the script has no letter case
    case none
}

/// One locale's data, read from its dictionary folder once and shared by every rule.
public final class LocaleData: Sendable {
    public let locale: String
    public let properties: [String: String]
    public let casing: Casing
    /// English standard-command name → the locale's names, preferred first.
    public let standardCommands: [String: [String]]
    private let standardNames: Set<String>
    /// The longest standard name in UTF-8 bytes: an ASCII text longer than that is none of them.
    private let longestStandardName: Int
    /// the most scalars of any standard name
    private let mostStandardNameScalars: Int
    /// The hash of each name's ASCII spelling, for names that have one (see `ASCIIEquivalence`), and of each name
    /// spelled in `isComposedAsIs` scalars: a text of such scalars that the filter lacks equals no name, which most
    /// texts are told without building a string.
    private let nameFilter: ScalarHashFilter
    /// Whether every name is in `nameFilter` under its normalized (NFC) spelling: its ASCII spelling, or itself.
    private let namesAreComposedAsIs: Bool
    private let store: DictionaryStore
    private let sets = Mutex<[String: Set<String>]>([:])
    private let maps = Mutex<[String: [String: String]]>([:])
    private let columns = Mutex<[String: [String]]>([:])

    init(locale: String, store: DictionaryStore) {
        self.locale = locale
        self.store = store
        var properties: [String: String] = [:]
        for row in store.rows("locale", locale: locale) {
            guard let equals = row[0].firstIndex(of: "=") else { continue }
            let key = row[0][..<equals].trimmingSpaces()
            let value = row[0][row[0].index(after: equals)...].trimmingSpaces()
            properties[key] = Self.unescape(value)
        }
        self.properties = properties
        func property(_ key: String) -> String? { properties[key].flatMap { $0.isEmpty ? nil : $0 } }
        ellipsis = property("ellipsis") ?? "…"
        spaceBeforeEllipsis = property("space_before_ellipsis") ?? ""
        fullStop = property("full_stop") ?? "."
        sentenceFullStop = properties["full_stop"].map { $0.isEmpty ? nil : $0 } ?? "."
        questionMarks = (property("question_marks") ?? "?").split(separator: " ").map(String.init)
        casing = Casing(rawValue: properties["casing"] ?? "") ?? .sentence
        quotationMarks = Self.quotationMarks(properties, locale: locale)
        var commands: [String: [String]] = [:]
        for row in store.rows("standard-commands", locale: locale) where row.count > 1 {
            commands[row[0], default: []].append(row[1])
        }
        standardCommands = commands
        standardNames = Set(commands.values.joined())
        longestStandardName = standardNames.map(\.utf8.count).max() ?? 0
        mostStandardNameScalars = standardNames.map(\.unicodeScalars.count).max() ?? 0
        var filter = ScalarHashFilter()
        var composedAsIs = true
        for name in standardNames {
            let hash: UInt64
            if name.unicodeScalars.allSatisfy({ $0.isASCII || Self.isComposedAsIs($0) }) {
                hash = ScalarHashFilter.hash(name.unicodeScalars)
            } else if name.unicodeScalars.allSatisfy({ $0.isASCII || ASCIIEquivalence.isOtherSpelling($0) }) {
                // Only the three singletons decompose to ASCII: the name's normalized spelling is ASCII.
                hash = ScalarHashFilter.hash(name.unicodeScalars.map { scalar -> Unicode.Scalar in
                    switch scalar {
                    case "\u{212A}": return "K"
                    case "\u{037E}": return ";"
                    case "\u{1FEF}": return "`"
                    default: return scalar
                    }
                })
            } else {
                composedAsIs = false
                continue
            }
            filter.insert(hash: hash)
        }
        nameFilter = filter
        namesAreComposedAsIs = composedAsIs
    }

    /// A scalar NFC keeps wherever it stands after another such scalar (`ScalarFlags.nfcStable`: quick check Yes,
    /// combining class 0): a string of these and ASCII is in NFC already, so it is canonically equal only to its
    /// own scalars' NFC spelling. (Latin, Greek, Cyrillic, CJK, kana, Hangul syllables, general punctuation; not
    /// combining marks, nor the few letters NFC replaces.)
    private static func isComposedAsIs(_ scalar: Unicode.Scalar) -> Bool {
        scalar.flags.contains(.nfcStable)
    }

    /// The rows of one of this locale's files (falling back along the locale chain).
    public func rows(_ name: String) -> [[String]] {
        store.rows(name, locale: locale)
    }

    /// The rows of one of this locale's files as bytes (see `WordPairs`).
    package func pairs(_ name: String) -> WordPairs {
        store.pairs(name, locale: locale)
    }

    /// The locale whose folder one of this locale's files comes from (nil: no locale in the chain has it).
    package func provider(of name: String) -> String? {
        store.provider(of: name, locale: locale)
    }

    /// The first column of a file, lowercased, as a set; loaded once.
    public func set(_ name: String) -> Set<String> {
        if let cached = sets.withLock({ $0[name] }) { return cached }
        let loaded = Set(rows(name).map { LocaleCase.lower($0[0], locale: locale) })
        sets.withLock { $0[name] = loaded }
        return loaded
    }

    /// The first column of a file as written (case kept), in order; loaded once.
    public func column(_ name: String) -> [String] {
        if let cached = columns.withLock({ $0[name] }) { return cached }
        let loaded = rows(name).map { $0[0] }
        columns.withLock { $0[name] = loaded }
        return loaded
    }

    /// A two-column file as a map from the first column to the second (the first row wins); loaded once.
    public func map(_ name: String) -> [String: String] {
        if let cached = maps.withLock({ $0[name] }) { return cached }
        // From the file's `WordPairs`, which the lexicon has read already (`verbs.txt`): its rows parsed again as
        // strings were 35,000 arrays more.
        let loaded = Dictionary(pairs(name).twoFieldRows, uniquingKeysWith: { first, _ in first })
        maps.withLock { $0[name] = loaded }
        return loaded
    }

    /// A `locale.txt` property, nil when absent or empty.
    public func property(_ key: String) -> String? {
        guard let value = properties[key], !value.isEmpty else { return nil }
        return value
    }

    /// Whether a text is one of the locale's standard command names, as Apple's own system spells them.
    public func isStandardName(_ text: String) -> Bool {
        // Hashing a whole message costs more than the check. String equality is canonical equivalence, under which
        // an ASCII text can only equal a name whose normalized form is ASCII, and that form is never longer.
        if text.utf8.count > longestStandardName, text.utf8.allSatisfy({ $0 < 0x80 }) { return false }
        return standardNames.contains(text)
    }

    /// Whether an analysed string, trimmed, is one of the locale's standard command names. Most strings are
    /// too long to be one, which is told from the scalar count before any text is built: a string canonically
    /// equal to a name has at most four times its scalars (no canonical decomposition is longer than four).
    public func isStandardName(_ text: AnalyzedText) -> Bool {
        let range = text.trimmedRange
        guard range.count <= 4 * mostStandardNameScalars else { return false }
        // An ASCII text (as many UTF-8 bytes as scalars, counts the string keeps) longer than every name is none of
        // them, as below, without a pass over its scalars.
        if range.count > mostStandardNameScalars, text.string.utf8.count == text.scalars.count { return false }
        // One pass: whether the text is ASCII, or in NFC as written (`isComposedAsIs`), and its scalars' hash.
        var isASCII = true, isComposed = true
        var hash = ScalarHashFilter.seed
        for scalar in text.scalars[range] {
            if !scalar.isASCII {
                isASCII = false
                guard Self.isComposedAsIs(scalar) else {
                    isComposed = false
                    break
                }
            }
            hash = ScalarHashFilter.mix(hash, scalar)
        }
        // ASCII is its own normal form and can only equal a name whose normalized spelling has its scalars; so can a
        // text in NFC as written, when every name's normalized spelling is known. Such a text longer than every
        // name is none of them; nor is one whose filter bit is clear.
        if isASCII || (isComposed && namesAreComposedAsIs) {
            guard range.count <= mostStandardNameScalars else { return false }
            guard nameFilter.mayContain(hash: hash) else { return false }
        }
        return isStandardName(text.text(range))
    }

    /// The locale's standard name for an English command or answer ("Cancel", "OK"), if it has one.
    package func standardName(_ englishKey: String) -> String? {
        standardCommands[englishKey]?.first
    }

    // Read from `locale.txt` once: rules ask for these on every string.

    /// The locale's ellipsis with the spacing it puts before it.
    public let ellipsis: String

    /// The no-break space (or nothing) the locale puts before its ellipsis.
    package let spaceBeforeEllipsis: String

    /// The locale's sentence-ending full stop.
    public let fullStop: String

    /// The full stop a sentence should end with; nil when the locale writes none (see `LocalePunctuation`).
    public let sentenceFullStop: String?

    /// Question marks the locale accepts, preferred first.
    package let questionMarks: [String]

    /// Quotation marks to enforce: Apple's practice where the data gives one, else ICU's; nil when not enforced.
    package let quotationMarks: QuotationMarks?

    private static func quotationMarks(_ properties: [String: String], locale: String) -> QuotationMarks? {
        func property(_ key: String) -> String? { properties[key].flatMap { $0.isEmpty ? nil : $0 } }
        if property("quotes") == "none" { return nil }
        let icu = QuotationMarks(locale: locale)
        return QuotationMarks(
            start: property("quote_start") ?? icu.start,
            end: property("quote_end") ?? icu.end,
            alternateStart: property("alt_quote_start") ?? icu.alternateStart,
            alternateEnd: property("alt_quote_end") ?? icu.alternateEnd
        )
    }

    /// Resolves `\uXXXX` escapes, so invisible characters can be written legibly in data files.
    static func unescape(_ value: String) -> String {
        guard value.contains("\\u") else { return value }
        var result = String.UnicodeScalarView()
        var scalars = Array(value.unicodeScalars)[...]
        while let scalar = scalars.popFirst() {
            if scalar == "\\", scalars.first == "u", scalars.count >= 5,
               let code = UInt32(String(String.UnicodeScalarView(scalars.dropFirst().prefix(4))), radix: 16),
               let decoded = Unicode.Scalar(code) {
                result.append(decoded)
                scalars = scalars.dropFirst(5)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }
}
