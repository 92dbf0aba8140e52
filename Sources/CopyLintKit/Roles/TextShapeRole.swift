import CopyText
import CopyRules

/// A role guessed from the text alone, used only when nothing else says (stdin without `--role`,
/// or `--infer-roles-from-text`): a question or full sentences read as an alert message; anything else stays unknown.
public enum TextShapeRole {
    public static func guess(_ text: AnalyzedText) -> Role {
        switch text.terminal {
        case .question, .fullStop, .exclamation: return text.words.count >= 2 ? .alertMessage : .unknown
        default: return .unknown
        }
    }
}
