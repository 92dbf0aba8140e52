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

    /// Whether a Swift method sets a shown text (`doneButton.setTitle(…)`). A switch rather than a set, here and
    /// in `isShownTextProperty`: the Swift reader asks it of every member it meets.
    static func isSwiftSetterMethod(_ name: String) -> Bool {
        switch name {
        case "setTitle", "setAttributedTitle": return true
        default: return false
        }
    }

    /// The Objective-C methods that set a shown text (`[doneButton setText:…]`).
    static let objectiveCSetterMethods: Set<String> = ["setTitle", "setAttributedTitle", "setText", "setPlaceholder"]

    /// Whether a property assigned a text shows it (`label.text = …`), in Swift and Objective-C.
    static func isShownTextProperty(_ name: String) -> Bool {
        switch name {
        case "title", "text", "placeholder", "attributedTitle", "attributedText": return true
        default: return false
        }
    }

    /// The kind of text a setter method or property sets: `setAttributedTitle` → `title`.
    static func kind(ofSetter name: String) -> String {
        let name = name.lowercased()
        return name.contains("title") ? "title" : name.contains("placeholder") ? "placeholder" : "text"
    }

    /// The property a setter is called on, from the name before the dot or the space (`doneButton`, `$title` →
    /// `title`): the letters, digits and underscores that end it, begun by an ASCII letter or an underscore;
    /// nil when there are none (`)`, a quoted name).
    static func property(endingName name: String) -> String? {
        let scalars = name.unicodeScalars
        var start = scalars.endIndex
        while start > scalars.startIndex, isWordCharacter(scalars[scalars.index(before: start)]) {
            start = scalars.index(before: start)
        }
        guard start < scalars.endIndex, isNameStart(scalars[start]) else { return nil }
        return start == scalars.startIndex ? name : String(scalars[start...])
    }

    static func isNameStart(_ scalar: Unicode.Scalar) -> Bool {
        (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z") || scalar == "_"
    }

    /// A letter, mark, decimal digit or connector (`_`): what a name is made of, in any script.
    static func isWordCharacter(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return isNameStart(scalar) || (scalar >= "0" && scalar <= "9") }
        let properties = scalar.properties
        if properties.isAlphabetic { return true }
        switch properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .connectorPunctuation: return true
        default: return scalar.value == 0x200C || scalar.value == 0x200D
        }
    }
}

/// The places in one file where a reader saw a type declared and a shown text set, by offset; `setters` puts each
/// setter under the last class, extension or `@implementation` declared before it in the file (which is the type
/// it is in, but for a setter after a nested class: that is taken for the owner, as the text reads).
struct ShownTextSetterMarks {
    private var owners: [(offset: Int, name: String)] = []
    private var calls: [Mark] = []
    private var assignments: [Mark] = []

    private struct Mark {
        var offset: Int
        var property: String
        var setter: String
    }

    /// A type declared at `offset`, as the words after its keyword spell it (`Settings.ViewController`).
    mutating func owner(spelt spelling: String, at offset: Int) {
        owners.append((offset, spelling.split(separator: ".").last.map(String.init) ?? ""))
    }

    /// `property.setTitle(…)`, `[property setText:…]`.
    mutating func call(_ setter: String, on property: String, at offset: Int) {
        calls.append(Mark(offset: offset, property: property, setter: setter))
    }

    /// `property.text = …`.
    mutating func assignment(_ setter: String, on property: String, at offset: Int) {
        assignments.append(Mark(offset: offset, property: property, setter: setter))
    }

    /// The setters, calls first, then assignments, each once, in the order of the file.
    func setters() -> [ShownTextSetter] {
        guard !owners.isEmpty, !calls.isEmpty || !assignments.isEmpty else { return [] }
        let marks = calls.sorted { $0.offset < $1.offset } + assignments.sorted { $0.offset < $1.offset }
        let owners = owners.sorted { $0.offset < $1.offset }
        var found: [ShownTextSetter] = []
        var seen: Set<ShownTextSetter> = []
        for mark in marks {
            guard let owner = owners.last(where: { $0.offset < mark.offset }) else { continue }
            let setter = ShownTextSetter(ownerClass: owner.name, property: mark.property,
                                         kind: ShownTextSetter.kind(ofSetter: mark.setter))
            if seen.insert(setter).inserted { found.append(setter) }
        }
        return found
    }
}

/// An Interface Builder outlet: the property of the owner's class (`customClass` of the File's Owner or view
/// controller whose connections hold it) that is connected to the object with this ID.
struct OutletConnection: Hashable, Sendable, Codable {
    var ownerClass: String
    var property: String
    var objectID: String
}
