import Foundation

/// The title of the alert shown when a photo cannot be deleted.
public func deleteFailedTitle() -> String {
    NSLocalizedString("alert.delete_failed.title", bundle: .module, comment: "Title for alert shown when a photo cannot be deleted")
}
