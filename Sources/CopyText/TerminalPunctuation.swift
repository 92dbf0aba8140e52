import CopyLowLevel

/// The kind of mark a string or sentence ends with, whatever the script's own glyph.
public enum TerminalPunctuation: String, Sendable {
    case none
    case fullStop
    case question
    case exclamation
    case ellipsis
    case colon
    case semicolon

    /// Classifies one final scalar. Greek's ";" is a question mark; elsewhere a semicolon.
    public init(scalar: Unicode.Scalar, greekQuestion: Bool = false) {
        switch scalar {
        // Besides the Latin, CJK, Devanagari and Arabic-script stops: Armenian, Burmese, Ethiopic and Khmer's.
        case ".", "。", "．", "\u{0964}", "\u{06D4}", "\u{0589}", "\u{104B}", "\u{1362}", "\u{17D4}": self = .fullStop
        case "?", "？", "؟", "\u{037E}": self = .question
        case "!", "！", "¡": self = .exclamation
        case "…", "⋯": self = .ellipsis
        case ":", "：": self = .colon
        case ";", "；", "؛": self = greekQuestion && scalar == ";" ? .question : .semicolon
        default: self = .none
        }
    }

    /// Closing quotes and brackets a string may end with after its real terminal mark.
    public static func isClosing(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.flags.contains(.closePunctuation) || scalar.flags.contains(.finalPunctuation) { return true }
        return scalar == "\"" || scalar == "'" || scalar == "」" || scalar == "』"
    }
}
