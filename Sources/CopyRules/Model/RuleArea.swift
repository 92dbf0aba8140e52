/// The catalogue's areas, in its order: each is a folder of `Sources/CopyRules/Rules/` (`RuleAreaTests` checks that
/// a rule's description names the area of the folder it is in), and its raw value is the title that
/// `copylint rules`, the rules doc and SARIF's tags print.
public enum RuleArea: String, CaseIterable, Sendable {
    case capitalization = "Capitalization"
    case punctuation = "Punctuation"
    case alertText = "Alert text"
    case buttons = "Buttons"
    case editMenu = "Edit menu"
    case localization = "Across localisations"
    case pretranslation = "Before translation"
    case files = "Files"

    /// The folder of `Sources/CopyRules/Rules/` that holds the area's rules.
    public var folder: String {
        switch self {
        case .capitalization: "Capitalization"
        case .punctuation: "Punctuation"
        case .alertText: "AlertText"
        case .buttons: "Buttons"
        case .editMenu: "EditMenu"
        case .localization: "Localization"
        case .pretranslation: "Pretranslation"
        case .files: "Files"
        }
    }
}
