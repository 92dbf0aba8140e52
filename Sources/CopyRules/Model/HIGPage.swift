/// A page of Apple's Human Interface Guidelines: what `explain`, the docs and SARIF's `helpUri` cite, since
/// users cannot read the seed editions the rules were written from (those stay in `RuleDescription.guideline`).
public enum HIGPage: String, CaseIterable, Sendable {
    case alerts
    case actionSheets = "action-sheets"
    case buttons
    case menus
    case editMenus = "edit-menus"
    case theMenuBar = "the-menu-bar"
    case toolbars
    case navigationBars = "navigation-bars"
    case tabBars = "tab-bars"
    case writing

    /// The page's title as Apple's site shows it.
    public var title: String {
        switch self {
        case .alerts: return "Alerts"
        case .actionSheets: return "Action sheets"
        case .buttons: return "Buttons"
        case .menus: return "Menus"
        case .editMenus: return "Edit menus"
        case .theMenuBar: return "The menu bar"
        case .toolbars: return "Toolbars"
        case .navigationBars: return "Navigation bars"
        case .tabBars: return "Tab bars"
        case .writing: return "Writing"
        }
    }

    public var url: String { "https://developer.apple.com/design/human-interface-guidelines/\(rawValue)" }

    /// The pages about the interface elements of these roles, in the order of `allCases`.
    static func pages(for roles: Set<Role>) -> [HIGPage] {
        // A rule for every role is about writing, not about one element.
        if roles == Role.all { return [] }
        let byRole: [(Set<Role>, HIGPage)] = [
            ([.alertTitle, .alertMessage, .alertButton], .alerts),
            ([.actionSheetTitle, .actionSheetMessage, .actionSheetButton], .actionSheets),
            ([.button], .buttons),
            ([.menuItem], .menus),
            ([.editMenuItem], .editMenus),
            ([.toolbarItem], .toolbars),
            ([.navTitle], .navigationBars),
            ([.tabTitle], .tabBars),
        ]
        return byRole.filter { !$0.0.isDisjoint(with: roles) }.map(\.1)
    }
}

extension RuleDescription {
    /// The HIG pages the rule follows: its own list when it declares one, else the pages of the elements it checks
    /// and, for rules about wording, Writing.
    public var guidelinePages: [HIGPage] {
        if let declaredPages { return declaredPages }
        let wording: [RuleArea] = [.capitalization, .punctuation, .alertText, .localization, .pretranslation]
        return HIGPage.pages(for: roles) + (wording.contains(area) ? [.writing] : [])
    }
}
