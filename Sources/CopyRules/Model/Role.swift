/// The part a string plays in an app's interface; rules apply per role.
public enum Role: String, CaseIterable, Sendable, Codable {
    case alertTitle = "alert.title"
    case alertMessage = "alert.message"
    case alertButton = "alert.button"
    case actionSheetTitle = "actionsheet.title"
    case actionSheetMessage = "actionsheet.message"
    case actionSheetButton = "actionsheet.button"
    case button
    case menuItem = "menu.item"
    case editMenuItem = "editmenu.item"
    case navTitle = "nav.title"
    case tabTitle = "tab.title"
    case toolbarItem = "toolbar.item"
    case sidebarItem = "sidebar.item"
    case option
    case searchBarPlaceholder = "searchbar.placeholder"
    case label
    case unknown

    /// Alert and action-sheet titles.
    public static let titles: Set<Role> = Set(allCases.filter(\.isTitle))
    /// Alert and action-sheet messages.
    public static let messages: Set<Role> = [.alertMessage, .actionSheetMessage]
    /// Buttons in alerts and action sheets.
    public static let alertButtons: Set<Role> = [.alertButton, .actionSheetButton]
    /// Every button role.
    public static let buttons: Set<Role> = [.alertButton, .actionSheetButton, .button]
    /// Every role that is a command a person triggers: buttons, menu and edit-menu items.
    public static let commands: Set<Role> = buttons.union([.menuItem, .editMenuItem])
    /// Every part of an alert or action sheet.
    public static let alertParts: Set<Role> = titles.union(messages).union(alertButtons)
    /// Every role, `unknown` included: for rules that need no role.
    public static let all: Set<Role> = Set(allCases)

    /// Whether the role is an alert's or action sheet's title (`titles` is made of these), told without the set:
    /// rules ask for every string they check.
    public var isTitle: Bool { self == .alertTitle || self == .actionSheetTitle }

    /// The role names, for usage messages.
    public static var names: String { allCases.map(\.rawValue).joined(separator: ", ") }

    /// Hashes the case, not its name: the conformance a raw-value enum gets hashes the raw-value string, and roles
    /// are looked up in sets and tables for every string checked.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ordinal)
    }

    /// The case's position in the declaration (`RoleTests` checks that every case has its own).
    package var ordinal: UInt8 {
        switch self {
        case .alertTitle: 0
        case .alertMessage: 1
        case .alertButton: 2
        case .actionSheetTitle: 3
        case .actionSheetMessage: 4
        case .actionSheetButton: 5
        case .button: 6
        case .menuItem: 7
        case .editMenuItem: 8
        case .navTitle: 9
        case .tabTitle: 10
        case .toolbarItem: 11
        case .sidebarItem: 12
        case .option: 13
        case .searchBarPlaceholder: 14
        case .label: 15
        case .unknown: 16
        }
    }
}
