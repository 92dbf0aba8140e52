import Foundation

/// A property of a class whose shown text that class's code sets (`doneButton.setTitle(…, for: .normal)`,
/// `titleLabel.text = …`, `self.field.placeholder = …`): when Interface Builder connects an object to that
/// property as an outlet, the text the object holds in Interface Builder is replaced before it is seen.
struct ShownTextSetter: Hashable, Sendable, Codable {
    /// The class or extension the code is in (its last name: `Settings.ViewController` → `ViewController`).
    var ownerClass: String
    var property: String
    /// Which text the code sets: `title` (a button's titles, a bar item's title), `text` or `placeholder`.
    var kind: String

    /// The Interface Builder properties (keys after the object ID) that each kind of setter replaces.
    static func kind(ofInterfaceBuilderProperty property: String) -> String? {
        if property == "title" || (property.hasSuffix("Title") && !property.hasPrefix("segment")) { return "title" }
        if property == "text" || property == "placeholder" { return property }
        return nil
    }

    /// The setters in a Swift or Objective-C file, each under the last type declared before it.
    static func find(in text: String, objectiveC: Bool) -> [ShownTextSetter] {
        // Most files set no shown text of a property: they are not searched further. (A byte search: Foundation's
        // `contains` cost more than the regular expressions; the needles are ASCII, with no other spelling.)
        let bytes = Array(text.utf8)
        guard ["etTitle", ".title", ".text", "etText", "laceholder"].contains(where: {
            SourcePrefilter.contains(bytes, Array($0.utf8))
        }) else { return [] }
        let source = text as NSString
        let whole = NSRange(location: 0, length: source.length)
        var owners: [(location: Int, name: String)] = []
        for match in (objectiveC ? objectiveCOwner : swiftOwner).matches(in: text, range: whole) {
            let name = source.substring(with: match.range(at: 1))
            owners.append((match.range.location, String(name.split(separator: ".").last ?? "")))
        }
        guard !owners.isEmpty else { return [] }
        var found: [ShownTextSetter] = []
        var seen: Set<ShownTextSetter> = []
        for pattern in objectiveC ? objectiveCSetters : swiftSetters {
            for match in pattern.matches(in: text, range: whole) {
                guard let owner = owners.last(where: { $0.location < match.range.location }) else { continue }
                var property = source.substring(with: match.range(at: 1))
                if objectiveC, property.hasPrefix("_") { property.removeFirst() }
                let setter = source.substring(with: match.range(at: 2)).lowercased()
                let kind = setter.contains("title") ? "title" : setter.contains("placeholder") ? "placeholder" : "text"
                let item = ShownTextSetter(ownerClass: owner.name, property: property, kind: kind)
                if seen.insert(item).inserted { found.append(item) }
            }
        }
        return found
    }

    private static func regex(_ pattern: String) -> NSRegularExpression {
        // The patterns are constants of this file; one that does not compile is a programming error.
        try! NSRegularExpression(pattern: pattern)
    }

    private static let swiftOwner = regex(#"\b(?:class|extension)\s+([A-Za-z_][\w.]*)"#)
    private static let objectiveCOwner = regex(#"@implementation\s+([A-Za-z_]\w*)"#)
    private static let swiftSetters = [
        regex(#"\b([A-Za-z_]\w*)[?!]?\s*\.\s*(setTitle|setAttributedTitle)\s*\("#),
        regex(#"\b([A-Za-z_]\w*)[?!]?\.(title|text|placeholder|attributedTitle|attributedText)\s*=(?!=)"#),
    ]
    private static let objectiveCSetters = [
        regex(#"\[\s*(?:self\.)?([A-Za-z_]\w*)\s+(setTitle|setAttributedTitle|setText|setPlaceholder)\s*:"#),
        regex(#"\b([A-Za-z_]\w*)\.(title|text|placeholder|attributedTitle|attributedText)\s*=(?!=)"#),
    ]
}

/// An Interface Builder outlet: the property of the owner's class (`customClass` of the File's Owner or view
/// controller whose connections hold it) that is connected to the object with this ID.
struct OutletConnection: Hashable, Sendable, Codable {
    var ownerClass: String
    var property: String
    var objectID: String
}
