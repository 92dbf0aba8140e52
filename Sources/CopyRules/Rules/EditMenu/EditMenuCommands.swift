import CopyLowLevel
import CopyText

/// A locale's standard command names (`standard-commands.txt`) and their known synonyms
/// (`edit-command-synonyms.txt`), indexed by a spelling-insensitive key: "Select all", "SelectAll"
/// and "select-all" all find "Select All".
struct EditMenuCommands: Sendable {
    /// normalized spelling → the English key of the command
    private let keys: [String: String]
    private let data: LocaleData

    init(_ data: LocaleData) {
        self.data = data
        let lexicon = Lexicon.of(data)
        var keys: [String: String] = [:]
        for (key, localized) in data.standardCommands {
            for name in localized {
                keys[Self.normalize(name, lexicon)] = keys[Self.normalize(name, lexicon)] ?? key
            }
        }
        for row in data.rows("edit-command-synonyms") where row.count > 1 && data.standardCommands[row[1]] != nil {
            keys[Self.normalize(row[0], lexicon)] = row[1]
        }
        self.keys = keys
    }

    /// The standard command an item names, whatever its spelling; nil for a custom command.
    func command(for item: String, lexicon: Lexicon) -> (key: String, isExact: Bool)? {
        guard let key = keys[Self.normalize(item, lexicon)] else { return nil }
        return (key, data.standardCommands[key]?.contains(item) == true)
    }

    /// Lowercased, without spaces, hyphens or underscores, with three periods read as an ellipsis.
    static func normalize(_ name: String, _ lexicon: Lexicon) -> String {
        var result = String.UnicodeScalarView()
        var periods = 0
        for scalar in lexicon.fold(name).unicodeScalars {
            if scalar == "." {
                periods += 1
                if periods == 3 { result.append("…"); periods = 0 }
                continue
            }
            for _ in 0..<periods { result.append(".") }
            periods = 0
            if scalar.flags.contains(.whitespace) || scalar == "-" || scalar == "_" || scalar == "\u{2011}" { continue }
            result.append(scalar == "’" ? "'" : scalar)
        }
        for _ in 0..<periods { result.append(".") }
        return String(result)
    }

    static let cache = LocaleCache(EditMenuCommands.init)
}
