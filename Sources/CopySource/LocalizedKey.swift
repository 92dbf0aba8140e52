/// A key of a localisation table: `Localizable` / `Common.Alerts.DeletePost.Title`, or an Interface Builder
/// file's `Main` / `7zN-Xh-yYi.normalTitle`.
public struct LocalizedKey: Hashable, Sendable, Comparable, Codable {
    /// The table's name: the `.strings`/`.xcstrings` file name without its extension.
    public var table: String
    public var key: String

    public init(table: String, key: String) {
        self.table = table
        self.key = key
    }

    /// The table NSLocalizedString, SwiftUI and String(localized:) read when none is named.
    public static let defaultTable = "Localizable"

    public static func < (lhs: LocalizedKey, rhs: LocalizedKey) -> Bool {
        (lhs.table, lhs.key) < (rhs.table, rhs.key)
    }
}
