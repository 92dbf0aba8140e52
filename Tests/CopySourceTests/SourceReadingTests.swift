@testable import CopySource
import Foundation
import XCTest

/// The bundled API table (`Dictionaries/roles/api-roles.txt`), read from the package as the store embeds it.
enum BundledTable {
    static let packageRoot: URL = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let rows: [[String]] = {
        let text = (try? String(contentsOf: packageRoot.appendingPathComponent("Dictionaries/roles/api-roles.txt"), encoding: .utf8)) ?? ""
        return text.split(separator: "\n").compactMap { line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { return nil }
            return trimmed.split(separator: "\t").map(String.init)
        }
    }()

    static let table = APIRoleTable(rows: rows)
}

/// One use as a test states it: key, role, and the line it is on; group and cancel compared apart.
private struct Seen: Hashable, CustomStringConvertible {
    var key: String
    var role: String
    var line: Int
    var description: String { "\(key) \(role) @\(line)" }
}

final class SourceReadingTests: XCTestCase {
    private func read(_ files: [(String, String)], table: APIRoleTable = BundledTable.table) -> SourceUses {
        AppSourceReader(table: table).read(texts: files.map { (path: $0.0, text: $0.1) })
    }

    private func seen(_ uses: SourceUses) -> Set<Seen> {
        Set(uses.uses.flatMap { key, list in list.map { Seen(key: key.key, role: $0.role, line: $0.location.line) } })
    }

    func testTheBundledTableReadsWithoutProblems() {
        XCTAssertGreaterThan(BundledTable.rows.count, 50)
        XCTAssertEqual(BundledTable.table.problems, [])
    }

    /// What sits beside types is read: a parameter's default value, a property's value, a call with generic
    /// arguments, a literal in a generic type's body.
    func testWhatSitsBesideTypesIsRead() {
        let strings = """
        enum L10n { enum Menu { static let title = NSLocalizedString("menu.title", comment: "") } }
        """
        let view = """
        struct Row<Label: View>: View where Label: Equatable {
            let handler: (String) -> Void
            var counts: [String: Int] = ["row.count": 1]
            func header(_ text: String = L10n.Menu.title) -> some View { Text(text) }
            var body: some View { Button<Text>("row.button") { handler("") } }
        }
        """
        let uses = read([("Strings.swift", strings), ("Row.swift", view)])
        XCTAssertEqual(seen(uses), [Seen(key: "row.button", role: "button", line: 5)])
        for key in ["menu.title", "row.count", "row.button"] {
            XCTAssertTrue(uses.isReferenced(LocalizedKey(table: LocalizedKey.defaultTable, key: key)), key)
        }
    }

    func testSwiftGenAccessorsInAnActionSheetMakeOneGroup() {
        let strings = """
        public enum L10n {
          public enum Delete {
            /// Delete Post?
            public static let title = L10n.tr("Localizable", "Delete.Title", fallback: "Delete Post?")
            public static func message(_ p1: Any) -> String {
              return L10n.tr("Localizable", "Delete.Message", String(describing: p1), fallback: "…")
            }
            public static let cancel = L10n.tr("Localizable", "Delete.Cancel", fallback: "Cancel")
            public static let confirm = L10n.tr("Localizable", "Delete.Confirm", fallback: "Delete")
          }
        }
        """
        let controller = """
        final class PostViewController: UIViewController {
            func confirmDelete(name: String) {
                let alert = UIAlertController(title: L10n.Delete.title, message: L10n.Delete.message(name), preferredStyle: .actionSheet)
                let delete = UIAlertAction(title: L10n.Delete.confirm, style: .destructive) { _ in }
                alert.addAction(delete)
                alert.addAction(UIAlertAction(title: L10n.Delete.cancel, style: .cancel))
                present(alert, animated: true)
            }
        }
        """
        let uses = read([("Strings.swift", strings), ("PostViewController.swift", controller)])
        XCTAssertEqual(seen(uses), [
            Seen(key: "Delete.Title", role: "actionsheet.title", line: 3),
            Seen(key: "Delete.Message", role: "actionsheet.message", line: 3),
            Seen(key: "Delete.Confirm", role: "actionsheet.button", line: 4),
            Seen(key: "Delete.Cancel", role: "actionsheet.button", line: 6),
        ])
        let groups = Set(uses.uses.values.flatMap { $0.map(\.group) })
        XCTAssertEqual(groups.count, 1)
        XCTAssertNotNil(groups.first!)
        XCTAssertEqual(uses.uses(table: "Localizable", key: "Delete.Cancel").first?.isCancel, true)
        XCTAssertEqual(uses.uses(table: "Localizable", key: "Delete.Confirm").first?.isDestructive, true)
        XCTAssertEqual(uses.uses(table: "Localizable", key: "Delete.Title").first?.location.description, "PostViewController.swift:3:46")
    }

    func testStaticHoldersAcrossFilesAndSwiftUIContexts() {
        let userText = """
        public struct UserText {
            public static let save = NSLocalizedString("bookmark.save", value: "Save", comment: "Button")
            static let openInTab = NSLocalizedString("menu.open.tab", tableName: "Menus", value: "Open in New Tab", comment: "")
            static let settingsTitle = NSLocalizedString("settings.title", comment: "")
        }
        """
        let view = """
        struct BookmarkView: View {
            var body: some View {
                VStack {
                    Button(UserText.save) { save() }
                    Text(verbatim: "not a key")
                }
                .contextMenu {
                    Button(action: open) { Label(UserText.openInTab, systemImage: "plus") }
                }
                .toolbar { ToolbarItem { Button("toolbar.done") { done() } } }
                .navigationTitle(UserText.settingsTitle)
            }
        }
        """
        let uses = read([("UserText.swift", userText), ("BookmarkView.swift", view)])
        XCTAssertEqual(seen(uses), [
            Seen(key: "bookmark.save", role: "button", line: 4),
            Seen(key: "menu.open.tab", role: "menu.item", line: 8),
            Seen(key: "toolbar.done", role: "toolbar.item", line: 10),
            Seen(key: "settings.title", role: "nav.title", line: 11),
        ])
        XCTAssertEqual(uses.uses(table: "Menus", key: "menu.open.tab").count, 1)
        XCTAssertTrue(uses.referenced.contains(LocalizedKey(table: "Localizable", key: "bookmark.save")))
    }

    func testSwiftUIAlertLiteralsAndTheirButtons() {
        let view = """
        struct SyncView: View {
            @State var paused = false
            var body: some View {
                Form { Toggle("sync.enabled", isOn: $paused) }
                    .alert("sync.paused.title", isPresented: $paused) {
                        Button("sync.resume") { }
                        Button("common.cancel", role: .cancel) { }
                    } message: {
                        Text("sync.paused.message \\(count)")
                    }
                    .confirmationDialog("sync.remove.title", isPresented: $paused) {
                        Button("sync.remove", role: .destructive) { }
                    }
            }
        }
        """
        let uses = read([("SyncView.swift", view)])
        XCTAssertEqual(seen(uses), [
            Seen(key: "sync.enabled", role: "option", line: 4),
            Seen(key: "sync.paused.title", role: "alert.title", line: 5),
            Seen(key: "sync.resume", role: "alert.button", line: 6),
            Seen(key: "common.cancel", role: "alert.button", line: 7),
            Seen(key: "sync.paused.message %@", role: "alert.message", line: 9),
            Seen(key: "sync.paused.message %lld", role: "alert.message", line: 9),
            Seen(key: "sync.remove.title", role: "actionsheet.title", line: 11),
            Seen(key: "sync.remove", role: "actionsheet.button", line: 12),
        ])
        let alert = Set(["sync.paused.title", "sync.resume", "common.cancel"].map { uses.uses(table: "Localizable", key: $0).first?.group })
        XCTAssertEqual(alert.count, 1)
        XCTAssertNotEqual(alert.first!, uses.uses(table: "Localizable", key: "sync.remove").first?.group)
        XCTAssertEqual(uses.uses(table: "Localizable", key: "common.cancel").first?.isCancel, true)
        XCTAssertEqual(uses.uses(table: "Localizable", key: "sync.resume").first?.isCancel, false)
    }

    func testValuesFollowedThroughLocalsAndComputedProperties() {
        let source = """
        enum MenuAction {
            case share, delete
            var title: String {
                switch self {
                case .share: return L10n.Share.title
                case .delete: return L10n.Delete.title
                }
            }
        }
        final class Menus {
            func make(_ action: MenuAction) -> UIMenu {
                let shareTitle = L10n.Share.title
                let item = UIAction(title: action.title) { _ in run(action) }
                return UIMenu(title: shareTitle, children: [item])
            }
        }
        enum L10n {
            enum Share { static let title = tr("Localizable", "share.title") }
            enum Delete { static var title: String { tr("Localizable", "delete.title") } }
        }
        """
        let uses = read([("Menus.swift", source)])
        XCTAssertEqual(seen(uses), [
            Seen(key: "share.title", role: "menu.item", line: 13),
            Seen(key: "delete.title", role: "menu.item", line: 13),
            // A menu's own title is its header (a label); a submenu's is an item (`testSubmenuTitleIsAnItem`).
            Seen(key: "share.title", role: "label", line: 14),
        ])
    }

    /// A declaration at file level or in a type, also inside `#if`, defines a name other code reads; a local one
    /// inside a function does not, though the function reads it.
    func testMembersInConditionalBlocksDefineNamesAndLocalsDoNot() {
        let source = """
        let greeting = tr("Localizable", "file.greeting")
        enum Labels {
            #if os(iOS)
            static let save = tr("Localizable", "labels.save")
            #endif
        }
        struct Screen: View {
            var body: some View {
                Button(greeting) { greet() }
                Button(Labels.save) { save() }
            }
            func make() -> UIAlertAction {
                let cancel = tr("Localizable", "local.cancel")
                return UIAlertAction(title: cancel, style: .cancel)
            }
            func other() -> some View { Text(make.cancel) }
        }
        """
        let uses = read([("Screen.swift", source)])
        XCTAssertEqual(seen(uses), [
            Seen(key: "file.greeting", role: "button", line: 9),
            Seen(key: "labels.save", role: "button", line: 10),
            Seen(key: "local.cancel", role: "alert.button", line: 14),
        ])
    }

    func testSubmenuTitleIsAnItem() {
        let source = """
        func menu() -> UIMenu {
            let sort = UIMenu(title: NSLocalizedString("menu.sort", comment: ""), children: [])
            return UIMenu(title: NSLocalizedString("menu.header", comment: ""), children: [
                UIMenu(title: NSLocalizedString("menu.export", comment: ""), children: []),
            ])
        }
        """
        let uses = read([("Menu.swift", source)])
        XCTAssertEqual(seen(uses), [
            Seen(key: "menu.sort", role: "label", line: 2),
            Seen(key: "menu.header", role: "label", line: 3),
            Seen(key: "menu.export", role: "menu.item", line: 4),
        ])
    }

    func testTextInALinkIsALabel() {
        let source = """
        struct Warning: View {
            var body: some View {
                Link(destination: url) { Text("settings.needed-message") }
                Link("settings.open-site", destination: url)
            }
        }
        """
        let uses = read([("Warning.swift", source)])
        XCTAssertEqual(seen(uses), [
            Seen(key: "settings.needed-message", role: "label", line: 3),
            Seen(key: "settings.open-site", role: "button", line: 4),
        ])
    }

    /// A control whose action is empty (a note drawn as a link, a disabled menu placeholder) is no command; in a
    /// row's label of several texts only the first is the button's title (a `Label`'s own `Text` and the texts of
    /// an `if`'s branches are not several). An alert's empty OK still acts.
    func testAnEmptyActionOrALaterTextIsNoCommandTitle() {
        let source = """
        struct Prompt: View {
            var body: some View {
                Button { /* no-op */ } label: { Text("note.change-later") }
                Button(action: {}) { Text("note.tap") }
                Button("open.settings") { open() }
                Button { pick() } label: {
                    VStack { Text("row.title"); Text("row.subtitle") }
                }
                Text(verbatim: "x").alert("alert.title", isPresented: $shown) { Button("alert.ok") { } }
                Button { fire() } label: { Label { Text("tag.fire") } icon: { Image(systemName: "bell") } }
                Button { retry() } label: {
                    if busy { HStack { ProgressView(); Text("retrying") } }
                    else { Label("retry", systemImage: "arrow") }
                }
            }
        }
        func menu() -> [UIMenuElement] {
            [UIAction(title: NSLocalizedString("menu.empty", comment: ""), attributes: [.disabled], handler: { _ in }),
             UIAction(title: NSLocalizedString("menu.sort", comment: "")) { _ in sort() }]
        }
        """
        let uses = read([("Prompt.swift", source)])
        XCTAssertEqual(seen(uses), [
            Seen(key: "note.change-later", role: "label", line: 3),
            Seen(key: "note.tap", role: "label", line: 4),
            Seen(key: "open.settings", role: "button", line: 5),
            Seen(key: "row.title", role: "button", line: 7),
            Seen(key: "row.subtitle", role: "label", line: 7),
            Seen(key: "alert.title", role: "alert.title", line: 9),
            Seen(key: "alert.ok", role: "alert.button", line: 9),
            Seen(key: "tag.fire", role: "button", line: 10),
            Seen(key: "retrying", role: "button", line: 12),
            Seen(key: "retry", role: "button", line: 13),
            Seen(key: "menu.empty", role: "label", line: 18),
            Seen(key: "menu.sort", role: "menu.item", line: 19),
        ])
    }

    /// A view with a selected state (`let isSelected: Bool`) that shows a value's title in its button is a choice
    /// among others (a radio-style row): the title is an option, not a command. Without the state it is a button.
    func testATitleShownByASelectableRowIsAnOption() {
        let row = """
        struct SelectionOption { let title: String }
        struct SelectionRow: View {
            let option: SelectionOption
            let isSelected: Bool
            var body: some View { Button(action: tap) { Text(option.title) } }
        }
        """
        let callers = """
        let options = [SelectionOption(title: L10n.secureOption)]
        enum L10n { static let secureOption = tr("Localizable", "secure.option") }
        """
        XCTAssertEqual(seen(read([("Row.swift", row), ("Step.swift", callers)])), [
            Seen(key: "secure.option", role: "option", line: 1),
        ])
        // A call that gives a selected state makes a choice: an option where the same call without it is a button.
        let option = """
        final class OptionAction {
            let label: String
            init(label: String, selected: Bool = false) { self.label = label }
        }
        final class OptionCell: UIView {
            private let action: OptionAction
            func build() { button.setTitle(action.label, for: .normal) }
        }
        """
        let optionCallers = """
        let a = OptionAction(label: L10n.archive, selected: true)
        let b = OptionAction(label: L10n.share)
        enum L10n { static let archive = tr("Localizable", "archive"); static let share = tr("Localizable", "share") }
        """
        XCTAssertEqual(seen(read([("Option.swift", option), ("Picker.swift", optionCallers)])), [
            Seen(key: "archive", role: "option", line: 1), Seen(key: "share", role: "button", line: 2),
        ])
        // A view named like a button that keeps a title it never shows in a button is no button.
        let template = """
        struct TemplateButton: View {
            let title: String
            init(title: String) { self.title = title }
            var body: some View { Button(action: edit) { Text(verbatim: result) }.sheet { Editor(name: title) } }
        }
        """
        let templateCaller = "let row = TemplateButton(title: L10n.secureOption)\n"
            + "enum L10n { static let secureOption = tr(\"Localizable\", \"secure.option\") }"
        XCTAssertEqual(seen(read([("Template.swift", template), ("Step.swift", templateCaller)])), [])
        // The property is shown where it is used, through the initialiser's parameter that sets it.
        let shown = template.replacingOccurrences(of: "init(title: String)", with: "init(_ title: String)")
            .replacingOccurrences(of: "Text(verbatim: result)", with: "Text(title)")
        let shownCaller = templateCaller.replacingOccurrences(of: "TemplateButton(title:", with: "TemplateButton(")
        XCTAssertEqual(seen(read([("Template.swift", shown), ("Step.swift", shownCaller)])), [
            Seen(key: "secure.option", role: "button", line: 1),
        ])
        let plain = row.replacingOccurrences(of: "let isSelected: Bool", with: "let isEnabled: Bool")
        XCTAssertEqual(seen(read([("Row.swift", plain), ("Step.swift", callers)])), [
            Seen(key: "secure.option", role: "button", line: 1),
        ])
    }

    func testAppKitAlertThroughItsVariable() {
        let source = """
        func confirm() {
            let alert = NSAlert()
            alert.messageText = NSLocalizedString("remove.title", comment: "")
            alert.informativeText = String(format: NSLocalizedString("remove.message %@", comment: ""), name)
            alert.addButton(withTitle: NSLocalizedString("Remove", comment: ""))
            alert.addButton(withTitle: NSLocalizedString("Cancel", comment: ""))
            let item = NSMenuItem(title: NSLocalizedString("Export…", comment: ""), action: nil, keyEquivalent: "")
            print(NSLocalizedString("log.only", comment: ""))
        }
        """
        let uses = read([("Confirm.swift", source)])
        XCTAssertEqual(seen(uses), [
            Seen(key: "remove.title", role: "alert.title", line: 3),
            Seen(key: "remove.message %@", role: "alert.message", line: 4),
            Seen(key: "Remove", role: "alert.button", line: 5),
            Seen(key: "Cancel", role: "alert.button", line: 6),
            Seen(key: "Export…", role: "menu.item", line: 7),
        ])
        let groups = Set(["remove.title", "remove.message %@", "Remove", "Cancel"].map { uses.uses(table: "Localizable", key: $0).first?.group })
        XCTAssertEqual(groups.count, 1)
        XCTAssertTrue(uses.referenced.contains(LocalizedKey(table: "Localizable", key: "log.only")))
    }

    func testObjectiveCMessageSendsAndLocalisingMacros() {
        let source = """
        @implementation KYAViewController
        - (void)showAlert {
            // [UIAlertController alertControllerWithTitle:NSLocalizedString(@"commented", nil) …]
            NSString *message = NSLocalizedStringFromTable(@"quit.message", @"Other", @"comment");
            UIAlertController *alert = [UIAlertController alertControllerWithTitle:NSLocalizedString(@"quit.title", nil)
                                                                           message:message
                                                                    preferredStyle:UIAlertControllerStyleActionSheet];
            [alert addAction:[UIAlertAction actionWithTitle:NSLocalizedString(@"Cancel", @"Cancel")
                                                      style:UIAlertActionStyleCancel
                                                    handler:nil]];
            NSMenuItem *item = [[NSMenuItem alloc] initWithTitle:NSLocalizedStringWithDefaultValue(@"menu.quit", @"Menus", [NSBundle mainBundle], @"Quit", @"") action:nil keyEquivalent:@""];
            self.title = NSLocalizedString(@"settings.title", nil);
        }
        @end
        """
        let uses = read([("KYAViewController.m", source)])
        XCTAssertEqual(seen(uses), [
            Seen(key: "quit.title", role: "actionsheet.title", line: 5),
            Seen(key: "quit.message", role: "actionsheet.message", line: 6),
            Seen(key: "Cancel", role: "actionsheet.button", line: 8),
            Seen(key: "menu.quit", role: "menu.item", line: 11),
            Seen(key: "settings.title", role: "nav.title", line: 12),
        ])
        XCTAssertEqual(uses.uses(table: "Other", key: "quit.message").count, 1)
        XCTAssertEqual(uses.uses(table: "Menus", key: "menu.quit").count, 1)
        XCTAssertEqual(uses.uses(table: "Localizable", key: "Cancel").first?.isCancel, true)
        XCTAssertFalse(uses.referenced.contains(LocalizedKey(table: "Localizable", key: "commented")))
    }

    func testObjectiveCMacrosDefinedInAnotherFile() {
        let strings = """
        #define KYA_L10N_QUIT NSLocalizedString(@"Quit", @"Quit")
        #define KYA_L10N_SET_DEFAULT(_str) [NSString stringWithFormat:NSLocalizedString(@"Set Default: %@", @""), \\
            (NSString *)(_str)]
        """
        let menu = """
        #import "KYALocalizedStrings.h"
        @implementation KYAMenuController
        - (void)build {
            self.menu = [[NSMenu alloc] initWithTitle:KYA_L10N_QUIT];
            UIAlertView *alert = [[UIAlertView alloc] initWithTitle:KYA_L10N_SET_DEFAULT(name) message:nil delegate:nil
                                                  cancelButtonTitle:NSLocalizedString(@"Dismiss", nil) otherButtonTitles:nil];
        }
        @end
        """
        let uses = read([("KYALocalizedStrings.m", strings), ("KYAMenuController.m", menu)])
        XCTAssertEqual(seen(uses), [
            Seen(key: "Quit", role: "menu.item", line: 4),
            Seen(key: "Set Default: %@", role: "alert.title", line: 5),
            Seen(key: "Dismiss", role: "alert.button", line: 6),
        ])
        XCTAssertEqual(uses.uses(table: "Localizable", key: "Dismiss").first?.isCancel, true)
    }

    func testInterfaceBuilderObjectsTheirPlacesAndTypes() {
        let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0">
            <objects>
                <menu title="Main Menu" systemMenu="main" id="AYu-sK-qS6">
                    <items>
                        <menuItem title="Quit &amp; Close" keyEquivalent="q" id="4sb-4s-VLi"/>
                    </items>
                </menu>
                <popUpButton id="pop-Up-btn">
                    <popUpButtonCell key="cell" type="push" title="One" id="cel-lO-one">
                        <menu key="menu" id="men-uO-one">
                            <items>
                                <menuItem title="One" state="on" id="itm-On-e01"/>
                            </items>
                        </menu>
                    </popUpButtonCell>
                </popUpButton>
                <button id="btn-Ch-eck">
                    <buttonCell key="cell" type="check" title="Start at Login" id="YWD-DY-pgf"/>
                </button>
                <button id="btn-Pu-sh1">
                    <buttonCell key="cell" type="push" title="Quit" id="IGL-ft-k8h"/>
                    <accessibility key="accessibilityConfiguration" label="Quit the app" id="acc-es-sib"/>
                </button>
            </objects>
        </document>
        """
        let storyboard = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB">
            <scenes><scene><objects>
                <button opaque="NO" id="7zN-Xh-yYi">
                    <state key="normal" title="Share Feedback"/>
                </button>
                <segmentedControl id="seg-Co-ntr">
                    <segments><segment title="Top"/><segment title="Bottom"/></segments>
                </segmentedControl>
            </objects></scene></scenes>
        </document>
        """
        let uses = read([("App/Base.lproj/MainMenu.xib", xib), ("App/Base.lproj/Settings.storyboard", storyboard)])
        var roles: [String: String] = [:]
        for (key, list) in uses.uses { roles[key.table + ":" + key.key] = list.map(\.role).joined(separator: ",") }
        XCTAssertEqual(roles, [
            "MainMenu:AYu-sK-qS6.title": "menu.item",
            "MainMenu:4sb-4s-VLi.title": "menu.item",
            "MainMenu:cel-lO-one.title": "option",
            "MainMenu:itm-On-e01.title": "option",
            "MainMenu:YWD-DY-pgf.title": "option",
            "MainMenu:IGL-ft-k8h.title": "button",
            "MainMenu:btn-Pu-sh1.accessibilityLabel": "unknown",
            "Settings:7zN-Xh-yYi.normalTitle": "button",
            "Settings:seg-Co-ntr.segmentTitles[0]": "option",
            "Settings:seg-Co-ntr.segmentTitles[1]": "option",
        ])
        XCTAssertEqual(uses.uses(table: "MainMenu", key: "4sb-4s-VLi.title").first?.origin, .interfaceBuilder)
        XCTAssertEqual(uses.uses(table: "MainMenu", key: "4sb-4s-VLi.title").first?.location.line, 6)
    }

    func testAnUnreadableInterfaceBuilderFileIsANoteNotACrash() {
        let uses = read([("Broken.xib", "<document><objects><menuItem title=\"x\" id=\"a\"></objects>")])
        XCTAssertEqual(uses.notes.count, 1)
        XCTAssertTrue(uses.notes[0].hasPrefix("Broken.xib:1:"), uses.notes[0])
    }

    func testAWrapperWhoseParameterReachesAKnownUseNeedsNoRow() {
        let wrapper = """
        extension UIAlertController {
            func addAction(title: String, style: UIAlertAction.Style = .default) {
                addAction(UIAlertAction(title: title, style: style))
            }
        }
        final class Helpers {
            static func presentError(title: String, message: String) {
                let alert = UIAlertController(title: title, message: message, preferredStyle: .alert)
                alert.addAction(title: UserText.ok)
            }
            func rename() { label.text = UserText.ok }
        }
        """
        let callers = """
        struct UserText { static let ok = NSLocalizedString("ok", comment: ""); static let failed = NSLocalizedString("sync.failed", comment: "") }
        func sync() { Helpers.presentError(title: UserText.failed, message: UserText.ok) }
        """
        let uses = read([("Helpers.swift", wrapper), ("Sync.swift", callers)])
        XCTAssertEqual(seen(uses), [
            Seen(key: "ok", role: "alert.button", line: 9),
            Seen(key: "ok", role: "label", line: 11),
            Seen(key: "sync.failed", role: "alert.title", line: 2),
            Seen(key: "ok", role: "alert.message", line: 2),
        ])
    }

    func testAProjectsOwnWrapperRowComesFirst() {
        let source = """
        final class Sync {
            func failed() {
                showAlert(title: L10n.Sync.failedTitle, message: L10n.Sync.failedMessage)
                SomeUnknown(title: L10n.Sync.failedTitle)
            }
        }
        enum L10n { enum Sync {
            static let failedTitle = tr("Localizable", "sync.failed.title")
            static let failedMessage = tr("Localizable", "sync.failed.message")
        } }
        """
        XCTAssertEqual(seen(read([("Sync.swift", source)])), [])
        let table = BundledTable.table.adding([
            ["call", "showAlert", "title", "alert.title", "group"], ["call", "showAlert", "message", "alert.message", "group"],
        ])
        let uses = read([("Sync.swift", source)], table: table)
        XCTAssertEqual(seen(uses), [
            Seen(key: "sync.failed.title", role: "alert.title", line: 3),
            Seen(key: "sync.failed.message", role: "alert.message", line: 3),
        ])
        XCTAssertEqual(APIRoleTable(rows: [["call", "x"], ["when", "a", "b"]]).problems.count, 2)
    }

    func testAPropertyOfAValueOfTheAppsOwnTypeMakesItsInitialiserAWrapper() {
        let option = """
        final class OptionAction {
            let label: String
            let icon: String?
            init(label: String, icon: String? = nil) { self.label = label; self.icon = icon }
        }
        """
        let row = """
        final class OptionRow: UIView {
            private let action: OptionAction
            func build() {
                let titleLabel = UILabel()
                titleLabel.text = action.label
            }
            func other(item: OptionAction) { button.setTitle(item.icon, for: .normal) }
        }
        """
        let callers = """
        enum L10n {
            static let archive = tr("Localizable", "archive")
            static let icon = tr("Localizable", "icon.name")
        }
        func pick() {
            let one = OptionAction(label: L10n.archive)
            let two = OptionAction(label: "x", icon: L10n.icon)
        }
        """
        let uses = read([("OptionAction.swift", option), ("OptionRow.swift", row), ("Picker.swift", callers)])
        XCTAssertEqual(seen(uses), [
            Seen(key: "archive", role: "label", line: 6),
            Seen(key: "icon.name", role: "button", line: 7),
        ])
        // Without the property's declared type nothing is known of `action`.
        let untyped = row
            .replacingOccurrences(of: "private let action: OptionAction", with: "private let action = make()")
            .replacingOccurrences(of: "item: OptionAction", with: "item: [OptionAction]")
        let files = [("OptionAction.swift", option), ("OptionRow.swift", untyped), ("Picker.swift", callers)]
        XCTAssertEqual(seen(read(files)), [])
    }

    func testAViewThatTellsVoiceOverItIsAButtonShowsItsTitleInALabel() {
        let option = """
        final class OptionAction {
            let label: String
            init(label: String) { self.label = label }
        }
        """
        let row = """
        final class ActionRow: UIView {
            private let action: OptionAction
            func build() {
                let label = UILabel()
                label.text = action.label
                accessibilityLabel = action.label
                accessibilityTraits = [.button]
            }
        }
        """
        let callers = """
        enum L10n { static let archive = tr("Localizable", "archive") }
        func pick() { let one = OptionAction(label: L10n.archive) }
        """
        let uses = read([("OptionAction.swift", option), ("ActionRow.swift", row), ("Picker.swift", callers)])
        XCTAssertEqual(seen(uses), [Seen(key: "archive", role: "button", line: 2)])
        // A view that is no button, or whose button is named by another text, shows a label.
        let otherName = row.replacingOccurrences(of: "accessibilityLabel = action.label", with: "accessibilityLabel = name")
        for changed in [row.replacingOccurrences(of: "[.button]", with: "[.staticText]"), otherName] {
            let files = [("OptionAction.swift", option), ("ActionRow.swift", changed), ("Picker.swift", callers)]
            XCTAssertEqual(seen(read(files)), [Seen(key: "archive", role: "label", line: 2)])
        }
    }

    /// Files resolved in runs on several cores give what one run over all of them gives: the same uses in the same
    /// order, the same keys read, the first text the code gives a key, the notes in the files' order.
    func testResolvingInRunsGivesWhatOneRunGives() {
        var files: [(path: String, text: String)] = [("Strings.swift", """
        enum L10n {
        \((0..<12).map { "    static let item\($0) = tr(\"Localizable\", \"item.\($0)\")" }.joined(separator: "\n"))
            static let shared = NSLocalizedString("shared.title", value: "Shared", comment: "")
        }
        """)]
        for index in 0..<12 {
            files.append(("View\(index).swift", """
            struct View\(index): View {
                var body: some View {
                    Button(L10n.item\(index)) { run() }
                    Text(L10n.shared)
                    Text("literal.\(index)")
                    let again = NSLocalizedString("shared.title", value: "Other \(index)", comment: "")
                }
            }
            """))
            if index % 4 == 0 { files.append(("Broken\(index).xib", "<document><objects")) }
        }
        let reader = AppSourceReader(table: BundledTable.table)
        let scans = files.map { AppSourceReader.scan(path: $0.path, bytes: Array($0.text.utf8), table: reader.table) }
        let whole = reader.resolve(scans, parts: 1)
        for parts in [2, 5, scans.count] {
            let runs = reader.resolve(scans, parts: parts)
            XCTAssertEqual(runs.uses, whole.uses, "\(parts) runs")
            XCTAssertEqual(runs.referenced, whole.referenced, "\(parts) runs")
            XCTAssertEqual(runs.defaultValues, whole.defaultValues, "\(parts) runs")
            XCTAssertEqual(runs.notes, whole.notes, "\(parts) runs")
            XCTAssertEqual(runs.fileCount, whole.fileCount)
        }
        XCTAssertEqual(whole.uses[LocalizedKey(table: "Localizable", key: "shared.title")]?.count, 12)
        XCTAssertEqual(whole.defaultValue(table: "Localizable", key: "shared.title"), "Shared")
        XCTAssertEqual(whole.notes.count, 3)
    }

    func testTheCacheGivesWhatAFreshReadGivesAndRereadsAChangedFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scan-cache-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let strings = folder.appendingPathComponent("Strings.swift").path
        let view = folder.appendingPathComponent("View.swift").path
        let menu = folder.appendingPathComponent("Menu.xib").path
        try #"enum L10n { static let save = tr("Localizable", "save"); static let name = tr("Localizable", "name") }"#
            .write(toFile: strings, atomically: true, encoding: .utf8)
        try """
        func show() {
            let alert = UIAlertController(title: L10n.save, message: nil, preferredStyle: .actionSheet)
            alert.addAction(UIAlertAction(title: L10n.name, style: .cancel))
            helper(title: L10n.name)
        }
        """.write(toFile: view, atomically: true, encoding: .utf8)
        try "<document><objects><menuItem title=\"Quit\" id=\"q1\"/></objects></document>"
            .write(toFile: menu, atomically: true, encoding: .utf8)
        let files = [menu, strings, view]
        let cacheFolder = folder.appendingPathComponent("cache").path
        func read(cached: Bool) -> SourceUses {
            let cache = cached ? SourceScanCache(directory: cacheFolder) : nil
            let uses = AppSourceReader(table: BundledTable.table, cache: cache).read(files: files)
            cache?.save()
            return uses
        }
        let fresh = read(cached: false)
        XCTAssertFalse(fresh.uses.isEmpty)
        XCTAssertEqual(read(cached: true).uses, fresh.uses)
        XCTAssertTrue(FileManager.default.fileExists(atPath: SourceScanCache.file(in: cacheFolder)))
        // A second run takes every scan from the cache.
        XCTAssertEqual(read(cached: true).uses, fresh.uses)
        XCTAssertEqual(read(cached: true).referenced, fresh.referenced)
        let moved = "\n" + (try String(contentsOfFile: view, encoding: .utf8))
        try moved.write(toFile: view, atomically: true, encoding: .utf8)
        // A changed file is read again: its uses move down a line.
        let changed = read(cached: true)
        XCTAssertEqual(changed.uses, read(cached: false).uses)
        XCTAssertNotEqual(changed.uses, fresh.uses)
        // A cache file cut short is not read: the scans are made afresh.
        let cacheFile = SourceScanCache.file(in: cacheFolder)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: cacheFile))
        try bytes.prefix(bytes.count / 2).write(to: URL(fileURLWithPath: cacheFile))
        XCTAssertEqual(read(cached: true).uses, changed.uses)
    }

    func testAScanReadsBackFromItsBytes() {
        let source = """
        enum L10n { static let save = tr("Localizable", "save") }
        let done = NSLocalizedString("done", value: "Done", comment: "")
        final class V { let title: String
            func f(t: String) {
                let a = UIAlertController(title: t, message: L10n.save, preferredStyle: .alert)
                other(x: L10n.save)
            }
        }
        """
        let scan = AppSourceReader.scan(path: "V.swift", bytes: Array(source.utf8), table: BundledTable.table)
        let bytes = FileScanCoding.encode(scan)
        guard let back = FileScanCoding.decode(bytes[...]) else { return XCTFail("not read back") }
        XCTAssertFalse(scan.calls.isEmpty)
        XCTAssertFalse(scan.forwards.isEmpty)
        XCTAssertEqual(back.path, scan.path)
        XCTAssertEqual(back.definitions, scan.definitions)
        XCTAssertEqual(back.members, scan.members)
        XCTAssertEqual(back.uses.map(\.use), scan.uses.map(\.use))
        XCTAssertEqual(back.uses.map(\.references), scan.uses.map(\.references))
        XCTAssertEqual(back.references, scan.references)
        XCTAssertEqual(back.forwards, scan.forwards)
        let done = CodeDefaultValue(key: LocalizedKey(table: "Localizable", key: "done"), text: "Done")
        XCTAssertEqual(scan.defaultValues, [done])
        XCTAssertEqual(back.defaultValues, scan.defaultValues)
        let described = { (call: PendingCall) in
            [call.callee, call.label, "\(call.references)", "\(call.literalKeys)", "\(call.parameter as Any)",
             call.location(in: "V.swift").description, call.site(in: "V.swift").description]
        }
        XCTAssertEqual(back.calls.map(described), scan.calls.map(described))
        for cut in [0, 1, bytes.count / 2, bytes.count - 1] {
            XCTAssertNil(FileScanCoding.decode(bytes[..<cut]), "cut at \(cut)")
        }
    }
}
