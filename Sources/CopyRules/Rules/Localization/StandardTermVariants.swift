/// Other forms of Apple's standard names that are the same word, which the standard-name rules accept
/// (`standard_term_translation`, `cancel_label`): the Dutch infinitive where UIKit has the imperative
/// ("Annuleren" for "Annuleer"), the Danish stress accent ("Annullér"), Danish "Okay". They come from
/// `standard-term-variants.txt` (`EnglishKey<TAB>form`, curated by hand), never from the fix-its, which keep
/// Apple's own name. Arabic's optional vowel and doubling marks (harakat, shadda) are ignored in any comparison:
/// "تمّ" is "تم" written with a shadda. So are the scripts of Cyrillic and Greek capitals drawn as Latin ones:
/// an "OK" typed in Latin letters in a Russian or Greek table looks exactly like Apple's Cyrillic "ОК" or Greek "ΟΚ".
/// And a typewriter apostrophe is Apple's typographic one (Catalan "D'acord" is "D’acord"): which mark a text uses
/// is `straight_quotes`' concern, not another term.
enum StandardTermVariants {
    /// English key → the forms accepted besides Apple's names, compared as `comparable` makes them.
    private static let variants = LocaleCache { data -> [String: Set<String>] in
        var forms: [String: Set<String>] = [:]
        for row in data.rows("standard-term-variants") where row.count > 1 {
            forms[row[0], default: []].insert(comparable(row[1]))
        }
        for (key, names) in data.standardCommands {
            forms[key, default: []].formUnion(names.map(comparable))
        }
        return forms
    }

    /// Whether `text` is one of the locale's names for the standard command `key`, or another form of one.
    static func isForm(_ text: String, of key: String, in data: LocaleData) -> Bool {
        if variants(data)[key]?.contains(comparable(text)) ?? false { return true }
        return data.standardCommands[key]?.contains { differsInLaterWordsCase(text, from: $0) } ?? false
    }

    /// Whether `text` is Apple's name of several words with a later word in another case (Turkish "Geri al" for
    /// "Geri Al"): the case of a name's words is the capitalisation rules' concern, not another term.
    private static func differsInLaterWordsCase(_ text: String, from name: String) -> Bool {
        guard let space = name.firstIndex(of: " "), text.hasPrefix(name[..<space]) else { return false }
        return text != name && text.lowercased() == name.lowercased()
    }

    /// Every accepted form of `key` in the locale, compared as `comparable` makes them.
    static func forms(of key: String, in data: LocaleData) -> Set<String> {
        variants(data)[key] ?? []
    }

    /// The text without Arabic's optional marks (U+064B–U+0652: tanwin, short vowels, shadda, sukun), with
    /// Cyrillic and Greek capitals that look like Latin ones written as those, and apostrophes as the typewriter's.
    static func comparable(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { isOptionalMark($0) || equivalents[$0] != nil }) else {
            return text
        }
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars where !isOptionalMark(scalar) {
            scalars.append(equivalents[scalar] ?? scalar)
        }
        return String(scalars)
    }

    /// Cyrillic and Greek capitals drawn as a Latin capital, and that capital; apostrophes and the typewriter's.
    private static let equivalents: [Unicode.Scalar: Unicode.Scalar] = {
        let pairs: [(String, String)] = [
            ("АВЕКМНОРСТХ", "ABEKMHOPCTX"), ("ΑΒΕΖΗΙΚΜΝΟΡΤΥΧ", "ABEZHIKMNOPTYX"), ("\u{2019}\u{02BC}", "''"),
        ]
        var table: [Unicode.Scalar: Unicode.Scalar] = [:]
        for (lookalikes, latin) in pairs {
            for (lookalike, letter) in zip(lookalikes.unicodeScalars, latin.unicodeScalars) {
                table[lookalike] = letter
            }
        }
        return table
    }()

    private static func isOptionalMark(_ scalar: Unicode.Scalar) -> Bool {
        (0x064B...0x0652).contains(scalar.value)
    }
}
