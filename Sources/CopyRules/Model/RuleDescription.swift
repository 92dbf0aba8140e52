/// Where a rule's guidance comes from, and what it applies to: what `copylint rules` and `explain` print.
public struct RuleDescription: Sendable {
    /// The stable snake_case identifier users write in configs and disable comments.
    public let identifier: String
    public let name: String
    /// What the rule checks, in one or two sentences.
    public let description: String
    /// The guideline it comes from (seed file and section): source notes; users are pointed to `guidelinePages`.
    public let guideline: String
    /// The catalogue's area, which is also the folder of `Rules/` the rule is in.
    public let area: RuleArea
    public let severity: Severity
    public let roles: Set<Role>
    /// `roles` as bits: what the checker tests for every string.
    public let roleSet: RoleSet
    /// How far a string's role must be trusted for the rule to run on it (for a group rule: the alert's grouping).
    /// By default a rule that runs on every role needs nothing (`guess`), a role's rule needs a role from a
    /// translator comment or better (`likely`); group rules ask for `certain`: a group from code, Interface Builder
    /// or configuration, never one made from key prefixes alone.
    public let neededConfidence: RoleConfidence
    /// The confidence it needs when the user names it (`--only-rule`, `only_rules`, `opt_in_rules`), when that is
    /// less than `neededConfidence`: a rule that runs by default only on certain roles, because guessed roles gave
    /// it too many false alarms, still serves the team that asks for it on its comments' roles.
    public let confidenceWhenNamed: RoleConfidence?
    /// The locales it runs in.
    public let locales: LocaleScope
    /// Whether it offers fix-its.
    public let isFixable: Bool
    /// Whether applying all its fix-its at once leaves it nothing to fix: a checker that runs this rule alone
    /// (`copylint fix --only-rule`) applies them once, without checking the fixed text again. Holds for rules
    /// whose fix-its are independent of each other (one word's case does not change another's); not for
    /// `button_terminal_punctuation`, whose "Save. . . ." loses one mark a round. Each rule that claims it is
    /// checked on its corrections (`RuleExamplesTests`), generated text (`FixProperties`) and every distinct
    /// corpus string (`OneRoundFixCorpusTests`).
    public let fixesInOneRound: Bool
    /// Whether the rule finds nothing in a string without a cased letter (a letter with upper and lower case, as
    /// in Latin, Greek, Cyrillic or Armenian; Chinese, Japanese, Thai and numbers have none): a checker whose string
    /// rules all claim it answers such strings without analysing them (`copylint fix --only-rule title_case` of the
    /// corpus's strings, whose uncased ones are costly to segment with a dictionary). Each rule
    /// that claims it is held to it on its triggering examples, run through such a checker (`RuleExamplesTests`),
    /// on generated text (`FixProperties`) and on every distinct corpus string without one (`CasedLetterCorpusTests`).
    public let needsCasedLetter: Bool
    /// The HIG pages it follows, when the roles and area do not say (`guidelinePages`).
    package let declaredPages: [HIGPage]?
    /// The numbers the rule reads that a configuration may set (`thresholds:`), with their defaults.
    public let parameters: [RuleParameter]
    /// How it judges a translation against its source (string rules; `.own` for the locale's own conventions).
    public let translations: TranslationJudgement
    public let nonTriggeringExamples: [Example]
    public let triggeringExamples: [Example]
    /// Examples whose fix-its must turn `text` into `corrected`.
    public let corrections: [Example]

    public init(
        identifier: String, name: String, description: String, guideline: String, area: RuleArea,
        severity: Severity, roles: Set<Role>, neededConfidence: RoleConfidence? = nil,
        confidenceWhenNamed: RoleConfidence? = nil, locales: LocaleScope = .all,
        isFixable: Bool, fixesInOneRound: Bool = false, needsCasedLetter: Bool = false, guidelinePages: [HIGPage]? = nil,
        parameters: [RuleParameter] = [], translations: TranslationJudgement = .own,
        nonTriggeringExamples: [Example], triggeringExamples: [Example], corrections: [Example] = []
    ) {
        self.identifier = identifier
        self.name = name
        self.description = description
        self.guideline = guideline
        self.area = area
        self.severity = severity
        self.roles = roles
        roleSet = RoleSet(roles)
        self.neededConfidence = neededConfidence ?? (roles.contains(.unknown) ? .guess : .likely)
        self.confidenceWhenNamed = confidenceWhenNamed
        self.locales = locales
        self.isFixable = isFixable
        self.fixesInOneRound = fixesInOneRound
        self.needsCasedLetter = needsCasedLetter
        self.parameters = parameters
        self.declaredPages = guidelinePages
        self.translations = translations
        self.nonTriggeringExamples = nonTriggeringExamples
        self.triggeringExamples = triggeringExamples
        self.corrections = corrections
    }
}

/// The locales a rule runs in.
public enum LocaleScope: Sendable, Equatable {
    /// every locale (the rule reads its data from the locale's dictionaries)
    case all
    /// English only (en, en-GB, en-AU, …): title style, the verb lexicon, tap/click
    case english
    /// locales whose `locale.txt` casing is one of these
    case casing(Set<Casing>)

    public func includes(_ data: LocaleData) -> Bool {
        switch self {
        case .all: return true
        case .english: return data.locale == "en" || data.locale.hasPrefix("en-")
        case .casing(let casings): return casings.contains(data.casing)
        }
    }

    public var summary: String {
        switch self {
        case .all: return "all"
        case .english: return "en"
        case .casing(let casings): return casings.map(\.rawValue).sorted().joined(separator: ",")
        }
    }
}
