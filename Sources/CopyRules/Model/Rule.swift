import CopyLowLevel
import CopyText

/// A check with a self-describing identity: its description, roles, locales and examples.
public protocol Rule: Sendable {
    static var description: RuleDescription { get }
    init()
}

/// A rule that looks at one string at a time.
public protocol StringRule: Rule {
    func check(_ subject: Subject) -> [Diagnostic]
}

/// A string rule that can give its fix-its without its diagnostics (messages, severities, a fix-it array each).
/// A batch checker that runs it alone and only applies what it proposes (`copylint fix` of stdin with
/// `--only-rule`, `BatchChecker`) asks for these: the diagnostics would be built only to be freed.
public protocol DirectFixRule: StringRule {
    /// The fix-its of `check(subject)`'s diagnostics, in the same order.
    func fixIts(_ subject: Subject) -> [FixIt]
    /// Appends the UTF-8 of the subject's text with `fixIts(subject)` applied (`FixIt.apply`) to `output` and says
    /// true; says false, appending nothing, when there are none. (`copylint fix` writes its output so: no string
    /// made, and validated, for each fixed line.) The checker keeps it only for text where no fix-it can cut a
    /// character (elsewhere it drops such fix-its first).
    func appendFixedText(_ subject: Subject, to output: inout [UInt8]) -> Bool
}

extension DirectFixRule {
    public func appendFixedText(_ subject: Subject, to output: inout [UInt8]) -> Bool {
        let fixIts = fixIts(subject)
        if fixIts.isEmpty { return false }
        UTF8Bytes.withBytes(of: FixIt.apply(fixIts, to: subject.text.string)) { output.append(contentsOf: $0) }
        return true
    }
}

/// A rule that compares a translation with the source string it translates.
public protocol TranslationRule: Rule {
    /// Diagnostics on the translation. `source` is analysed in the source locale.
    func check(_ translation: Subject, source: Subject) -> [Diagnostic]
}

/// A rule that looks at a whole alert or action sheet (its title, message and buttons together).
public protocol GroupRule: Rule {
    /// Diagnostics for the group, each attached to the member (by index) it points at.
    func check(_ group: [Subject]) -> [GroupDiagnostic]
}

/// A group rule's diagnostic and the member of the group it belongs to.
public struct GroupDiagnostic: Sendable, Equatable {
    public var member: Int
    public var diagnostic: Diagnostic

    public init(member: Int, diagnostic: Diagnostic) {
        self.member = member
        self.diagnostic = diagnostic
    }
}

extension Rule {
    /// A diagnostic of this rule with its default severity.
    public func diagnostic(_ message: String, at range: Range<Int>, fixIts: [FixIt] = []) -> Diagnostic {
        Diagnostic(rule: Self.description.identifier, severity: Self.description.severity, message: message, range: range, fixIts: fixIts)
    }

    /// Whether the rule runs on a string of this role and locale.
    public static func applies(to role: Role, locale: LocaleData) -> Bool {
        description.roleSet.contains(role) && description.locales.includes(locale)
    }
}

/// Settings that change what rules expect.
public struct RuleOptions: Sendable {
    public var platform: Platform
    public var edition: Edition
    /// Numeric settings by name (`title_length`, `message_length`, …); rules fall back to their defaults.
    public var thresholds: [String: Int]
    /// False when diagnostics are only applied, never shown (`copylint fix`): a rule whose messages cost to
    /// build may leave them empty (title case words one per word it changes).
    public var wordsMessages: Bool

    public init(platform: Platform = .ios, edition: Edition = .current, thresholds: [String: Int] = [:], wordsMessages: Bool = true) {
        self.platform = platform
        self.edition = edition
        self.thresholds = thresholds
        self.wordsMessages = wordsMessages
    }
}

/// One string as a rule sees it: analysed text, role, its alert group, and the locale's data.
public struct Subject: Sendable {
    public let text: AnalyzedText
    public let role: Role
    /// How far the role is trusted (a rule runs only where it reaches `RuleDescription.neededConfidence`; a rule
    /// may ask more of some of its roles).
    public let roleConfidence: RoleConfidence
    public let isCancel: Bool
    /// The other strings of its alert or action sheet (empty when it has none).
    public let group: [GroupMember]
    public let locale: LocaleData
    /// The locale's word lists (`Lexicon.of(locale)`), resolved once per locale by the checker, not per rule,
    /// and only when a rule reads them.
    public var lexicon: Lexicon { lexiconSlot.lexicon }
    private let lexiconSlot: LexiconSlot
    public let options: RuleOptions
    /// The plural category of a plural variant ("zero", "one", "two", "few", "many", "other"), nil for plain strings.
    public let pluralCategory: String?
    /// For a source string: the text whose format specifiers are the arguments code passes, when that is not
    /// the text itself (a String Catalog key such as "%lld photos" while the English value spells the count out).
    public let arguments: AnalyzedText?
    /// For a translation checked by the string rules: the source it renders (nil for a source or a lone string).
    public let source: SourceContext?

    public init(text: AnalyzedText, role: Role, isCancel: Bool = false, group: [GroupMember] = [], locale: LocaleData, options: RuleOptions = RuleOptions(),
                pluralCategory: String? = nil, arguments: AnalyzedText? = nil, source: SourceContext? = nil,
                lexiconSlot: LexiconSlot? = nil, roleConfidence: RoleConfidence = .certain) {
        self.roleConfidence = roleConfidence
        self.source = source
        self.lexiconSlot = lexiconSlot ?? LexiconSlot(locale)
        self.pluralCategory = pluralCategory
        self.arguments = arguments
        self.text = text
        self.role = role
        self.isCancel = isCancel
        self.group = group
        self.locale = locale
        self.options = options
    }

    /// The group's title, if the group has one.
    package var groupTitle: GroupMember? {
        group.first { $0.role.isTitle }
    }
}
