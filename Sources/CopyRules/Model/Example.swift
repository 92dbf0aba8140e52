/// A string a rule's tests and documentation run: the examples are the tests.
public struct Example: Sendable {
    /// The string. In triggering examples, `↓` may mark where each diagnostic starts.
    public var text: String
    public var role: Role
    /// How far the role (for a group rule: the grouping) is trusted; a rule that needs more says nothing.
    public var confidence: RoleConfidence
    public var locale: String
    public var platform: Platform
    public var edition: Edition
    /// Whether the string is a cancel button.
    public var isCancel: Bool
    /// The other strings of its alert or action sheet, if the example needs them.
    public var group: [GroupMember]
    /// For corrections: the string after every fix-it is applied.
    public var corrected: String?
    /// For translation rules: the source string (English unless `sourceLocale` says otherwise).
    public var source: String?
    public var sourceLocale: String
    /// For translation rules on plural variants: the variant's category ("one", "other", …).
    public var pluralCategory: String?
    public var file: StaticString
    public var line: UInt

    public init(
        _ text: String, role: Role = .unknown, confidence: RoleConfidence = .certain, locale: String = "en", platform: Platform = .ios,
        edition: Edition = .current, isCancel: Bool = false, group: [GroupMember] = [],
        corrected: String? = nil, source: String? = nil, sourceLocale: String = "en", pluralCategory: String? = nil,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        self.pluralCategory = pluralCategory
        self.source = source
        self.sourceLocale = sourceLocale
        self.text = text
        self.role = role
        self.confidence = confidence
        self.locale = locale
        self.platform = platform
        self.edition = edition
        self.isCancel = isCancel
        self.group = group
        self.corrected = corrected
        self.file = file
        self.line = line
    }

    /// The marker for expected diagnostic positions.
    public static let marker: Unicode.Scalar = "↓"

    /// The text without markers, and the scalar offsets the markers stood at.
    public var unmarked: (text: String, markers: [Int]) {
        var result = String.UnicodeScalarView()
        var markers: [Int] = []
        for scalar in text.unicodeScalars {
            if scalar == Self.marker { markers.append(result.count) } else { result.append(scalar) }
        }
        return (String(result), markers)
    }
}

/// Another string of the same alert or action sheet.
extension Example {
    /// The example's string as a checker sees it: its role, locale, group and, for a translation, its source.
    public var context: StringContext {
        StringContext(role: role, locale: locale, roleConfidence: confidence, isCancel: isCancel, group: group,
                      pluralCategory: pluralCategory,
                      source: source.map { TranslationSource($0, locale: sourceLocale) })
    }
}

public struct GroupMember: Sendable, Equatable {
    public var text: String
    public var role: Role
    public var isCancel: Bool

    public init(_ text: String, role: Role, isCancel: Bool = false) {
        self.text = text
        self.role = role
        self.isCancel = isCancel
    }

    /// The most strings a group may have for each one's string rules to see the others. An alert or action
    /// sheet has a few; a larger group (one `group` put on thousands of strings) is not one, and handing every
    /// string all the others made checking it quadratic in time and memory. Its strings are checked
    /// alone, and the group rules still see it whole (and report its buttons).
    public static let largestSeenGroup = 64
}
