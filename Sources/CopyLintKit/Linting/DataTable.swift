/// Whether a table is data an app's code reads (codes, identifiers, values it matches), not copy a person reads:
/// the fixer never rewrites such a table. A minimal check of the fixer's own: most values are single tokens
/// that are the key itself or look like identifiers, numbers or symbols.
enum DataTable {
    static func isData(_ read: ReadFile) -> Bool {
        let texts = read.entries.lazy.map(\.entry)
        guard texts.count >= 5 else { return false }
        let dataLike = texts.filter { entry in entry.text == entry.key || isToken(entry.text) }.count
        return dataLike * 5 >= texts.count * 4
    }

    /// A value without white space and without a lower-case word read as prose: "GET", "en_US", "#FF0000",
    /// "42", "...", "com.example.id".
    private static func isToken(_ text: String) -> Bool {
        guard !text.isEmpty, !text.unicodeScalars.contains(where: \.properties.isWhitespace) else { return false }
        let letters = text.unicodeScalars.filter(\.properties.isAlphabetic)
        if letters.isEmpty { return true }
        // Codes and identifiers are ASCII; Japanese, Chinese or Thai copy has no spaces and no case either.
        if !letters.allSatisfy(\.isASCII) { return false }
        let hasSeparator = text.unicodeScalars.contains { "_.#=:/\\".unicodeScalars.contains($0) }
        return hasSeparator || text.unicodeScalars.allSatisfy { !$0.properties.isLowercase }
    }
}
