import CopyFormats
import CopyRules
import CopySource

/// The role the app's own code or Interface Builder files give a string, read by CopySource: certain, so it is
/// applied before every other signal. A string used in several roles takes the one most of its uses give (alert
/// parts first on a tie, for the group rules); all its uses stay on the assignment for `entries`.
public struct CodeSignal: Sendable {
    public let uses: SourceUses

    public init(uses: SourceUses) {
        self.uses = uses
    }

    /// Roles in the order a tie between uses is broken.
    private static let precedence: [Role] = [
        .alertTitle, .alertMessage, .alertButton, .actionSheetTitle, .actionSheetMessage, .actionSheetButton,
        .menuItem, .editMenuItem, .toolbarItem, .button, .navTitle, .tabTitle, .sidebarItem, .searchBarPlaceholder,
        .option, .label, .unknown,
    ]

    /// Whether the sources read the key at all, in a known role or not.
    public func isUsed(table: String, key: String) -> Bool {
        uses.referenced.contains(LocalizedKey(table: table, key: Self.baseKey(key)))
    }

    /// A catalog entry's key without the variation it is (`n-posts %lld/plural/one` → `n-posts %lld`): the code
    /// uses the key, and every variation plays its part.
    static func baseKey(_ key: String) -> String {
        guard key.utf8.contains(0x2F) else { return key }
        for marker in ["/plural/", "/device/", "/substitutions/"] {
            if let range = key.range(of: marker) { return String(key[..<range.lowerBound]) }
        }
        return key
    }

    /// The assignment the uses of `key` in `table` make, nil when the sources never use it in a known role.
    public func assignment(table: String, key: String) -> RoleAssignment? {
        guard !uses.uses.isEmpty else { return nil }
        let found = uses.uses(table: table, key: Self.baseKey(key))
        let known = found.filter { Role(rawValue: $0.role) != nil }
        guard !known.isEmpty else { return nil }
        var counts: [Role: Int] = [:]
        for use in known { counts[Role(rawValue: use.role)!, default: 0] += 1 }
        let role = Self.precedence.max { counts[$0, default: 0] < counts[$1, default: 0] || (counts[$0, default: 0] == counts[$1, default: 0] && Self.rank($0) > Self.rank($1)) }!
        let chosen = known.first { $0.role == role.rawValue }!
        var assignment = RoleAssignment(role: role, source: chosen.origin == .code ? .code : .interfaceBuilder)
        if Role.alertParts.contains(role) { assignment.group = chosen.group }
        assignment.isCancel = RoleInferrer.canBeCancel(role) && chosen.isCancel
        assignment.uses = found
        return assignment
    }

    private static func rank(_ role: Role) -> Int {
        precedence.firstIndex(of: role) ?? precedence.count
    }
}
