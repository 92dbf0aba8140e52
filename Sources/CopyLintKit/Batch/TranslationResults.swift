import CopyLowLevel
import CopyRules

/// Translation rules' diagnostics, remembered while one file is both fixed and reported (`lint --fix`): fixing
/// checks each translation against its source, and the report then checks it again. The string rules' answers
/// come back from the result cache; without these, the translation rules' were worked out again, an analysis
/// each. Texts compare by their bytes, as in `ResultCache`: offsets are of scalars.
struct TranslationResults {
    struct Key: Hashable {
        let context: ObjectIdentifier
        let sourceContext: ObjectIdentifier
        let role: Role
        let confidence: RoleConfidence
        let isCancel: Bool
        let pluralCategory: String?
        let text: ByteKey
        let source: ByteKey
        let arguments: ByteKey?
    }

    /// Whether answers are remembered (only while a caller asks: a plain run checks each translation once).
    var isOn = false
    private var answers: [Key: [Diagnostic]] = [:]

    subscript(key: Key) -> [Diagnostic]? {
        get { answers[key] }
        set { answers[key] = newValue }
    }
}
