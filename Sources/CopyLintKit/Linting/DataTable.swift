import CopyFormats
import CopyLowLevel

/// A `.strings` table that is data, not copy: most of its values are not prose (command formats, key bindings,
/// identifiers and patterns that code parses). Its strings are neither linted nor rewritten as copy; the fixer
/// asks the same question. A table this test misses can be left out in the configuration (`excluded`).
public enum DataTable {
    /// Tables smaller than this are judged as copy: a few codes among a handful of strings prove nothing.
    static let minimumEntries = 5
    /// The share of values, in percent, that must be data.
    static let dataShare = 60

    /// Whether the file read is a `.strings` table of data.
    static func isData(_ read: ReadFile) -> Bool { isData(read.file) }

    /// Whether the file is a `.strings` table of data.
    public static func isData(_ file: LocalizationFile) -> Bool {
        guard file.format == .strings || file.format == .stringsPlist, file.entries.count >= minimumEntries else {
            return false
        }
        // Counted until the answer is known (a prose table's once two fifths of it are read), by index: a closure
        // over the entries copied each one.
        let needed = (file.entries.count * dataShare + 99) / 100
        var data = 0, prose = 0
        for index in file.entries.indices {
            if isDataValue(file.entries[index].text) { data += 1 } else { prose += 1 }
            if data >= needed { return true }
            if file.entries.count - prose < needed { return false }
        }
        return data >= needed
    }

    /// Whether a value is not prose: empty; without a letter ("%@ → %@", "⌘K"); JSON ("{…}", "[…]"); or one
    /// run without white space that holds code punctuation ("cmd+shift+K", "move_left", "^[a-z]+$", "a:b",
    /// "https://…"). "Wi-Fi", "iCloud" and "e.g." are prose.
    public static func isDataValue(_ text: String) -> Bool {
        let scalars = text.unicodeScalars
        guard scalars.contains(where: { !$0.isWhitespace }) else { return true }
        if !scalars.contains(where: \.isAlphabetic) { return true }
        // The brackets are ASCII: the first and last bytes tell, without decoding from the end.
        let first = text.utf8.first, last = text.utf8.last
        if first == UInt8(ascii: "{") && last == UInt8(ascii: "}")
            || first == UInt8(ascii: "[") && last == UInt8(ascii: "]") {
            return true
        }
        return !scalars.contains(where: \.isWhitespace) && scalars.contains(where: isCodePunctuation)
    }

    private static func isCodePunctuation(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "_", "+", "^", "\\", "|", "{", "}", "[", "]", "=", "<", ">", ":", "/", "$", "#", "~": return true
        default: return false
        }
    }
}
