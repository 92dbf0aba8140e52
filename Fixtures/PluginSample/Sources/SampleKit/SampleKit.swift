import Foundation

/// The title of the alert shown when a photo cannot be deleted.
public func deleteFailedTitle() -> String {
    NSLocalizedString("alert.delete_failed.title", bundle: .module, comment: "Title for alert shown when a photo cannot be deleted")
}

#if canImport(AppKit)
import AppKit

/// The menu item that exports the library.
@MainActor public func exportMenuItem() -> NSMenuItem {
    NSMenuItem(title: NSLocalizedString("menu.export", bundle: .module, comment: "Menu item that exports every photo"),
               action: nil, keyEquivalent: "")
}
#endif
