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
        uses.isReferenced(LocalizedKey(table: table, key: Self.baseKey(key)))
    }

    /// Reads at once, on every core, what `isUsed` would read for each key.
    public func readUses(of keys: [(table: String, key: String)]) {
        uses.readReferences(to: keys.map { LocalizedKey(table: $0.table, key: Self.baseKey($0.key)) })
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
        let roled = found.filter { Role(rawValue: $0.role) != nil }
        guard !roled.isEmpty else { return nil }
        // A use that shows the string in a case the code sets (`.localizedCapitalized`, `.uppercased()`) says
        // nothing of the case the table holds, which other uses may show as it is (a word capitalized for a
        // button and matched lower case inside a sentence). Where every use sets it, the string has no role the
        // case rules could judge: no role of ours, as for a spoken text, so that no weaker signal gives it one.
        // An Interface Builder text never drawn (an outlet's title the code replaces, an image-only bar item's
        // title) has no role either.
        let known = roled.filter { !$0.isCaseSetInCode && !$0.isNeverShown }
        guard !known.isEmpty else {
            var caseSet = RoleAssignment(role: .unknown, source: roled[0].origin == .code ? .code : .interfaceBuilder)
            caseSet.uses = found
            return caseSet
        }
        var counts: [Role: Int] = [:]
        for use in known { counts[Role(rawValue: use.role)!, default: 0] += 1 }
        let role = Self.precedence.max { counts[$0, default: 0] < counts[$1, default: 0] || (counts[$0, default: 0] == counts[$1, default: 0] && Self.rank($0) > Self.rank($1)) }!
        let chosen = known.first { $0.role == role.rawValue }!
        // A command whose key names it accessibility text (a VoiceOver custom action: a SwiftUI Button in a
        // property that `.accessibilityActions` shows) is spoken, never seen: no role of ours, as the key says.
        if Role.commands.contains(role), Self.namesAccessibility(key) {
            var spoken = RoleAssignment(role: .unknown, source: chosen.origin == .code ? .code : .interfaceBuilder)
            spoken.uses = found
            return spoken
        }
        var assignment = RoleAssignment(role: role, source: chosen.origin == .code ? .code : .interfaceBuilder)
        if Role.alertParts.contains(role) { assignment.group = chosen.group }
        assignment.isCancel = RoleInferrer.canBeCancel(role) && chosen.isCancel
        assignment.uses = found
        return assignment
    }

    /// Whether a word of the key is one of the key-word veto words that name accessibility text
    /// (`key-words.txt`: accessibility, a11y, voiceover): read from the bundled signals' analysis of the key.
    private static func namesAccessibility(_ key: String) -> Bool {
        guard let words = RoleSignals.bundled.analyze(key: key)?.words else { return false }
        return words.contains { $0.classes.contains(.veto) && accessibilityWords.contains($0.text) }
    }

    private static let accessibilityWords: Set<String> = [
        "accessibility", "accessible", "a11y", "voiceover", "a11ylabel", "a11ylabels", "a11yhint",
    ]

    private static func rank(_ role: Role) -> Int {
        precedence.firstIndex(of: role) ?? precedence.count
    }
}
