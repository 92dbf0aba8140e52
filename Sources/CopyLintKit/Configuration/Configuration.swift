import CopyFormats
import CopyLowLevel
import CopyRules
import Foundation

/// A `.copylint.yml`: which rules run and how, which files are linted, how keys map to roles and
/// alerts, and extra word-list entries. `Configuration()` is the default when there is no file.
public struct Configuration: Sendable, Equatable {
    /// The file name `find(startingAt:)` looks for.
    public static let fileName = ".copylint.yml"

    /// The file this came from; nil for the default configuration.
    public var path: String?
    /// The folder `included` and `excluded` are relative to: the file's folder (or the current folder).
    public var rootDirectory: String

    /// `disabled_rules`: rules turned off.
    public var disabledRules: Set<String>
    /// `opt_in_rules`: rules that are off by default, turned on.
    public var optInRules: Set<String>
    /// `only_rules`: when not empty, exactly these rules run (opt-in ones included), less any disabled.
    public var onlyRules: Set<String>
    /// `severity:` and per-rule `severity:` blocks.
    public var severities: [String: Severity]
    /// `thresholds:` and per-rule blocks (`max:` and named thresholds); only what the file sets,
    /// rules keep their defaults (`thresholdDefaults`) for the rest.
    public var thresholds: [String: Int]
    /// `included`: paths or globs, relative to `rootDirectory` (or absolute). Empty: everything.
    public var included: [String]
    /// `excluded`: paths or globs, relative to `rootDirectory` (or absolute).
    public var excluded: [String]
    /// `source_locale`; nil when the file does not say.
    public var sourceLocale: String?
    /// `platform`; nil when the file does not say (rules assume iOS).
    public var platform: Platform?
    /// `edition`; nil when the file does not say (rules assume the current edition).
    public var edition: Edition?
    /// `infer_roles_from_text`; nil when the file does not say.
    public var inferRolesFromText: Bool?
    /// `roles:`, in order: the first entry that matches a string gives its role.
    public var roles: [RolePatternSpec]
    /// `groups:`: keys that form one alert or action sheet.
    public var groups: [Group]
    /// `terms:`: extra English terms (added to `en/terms.txt`).
    public var terms: [String]
    /// `words:`: locale → word-list name (`judgmental`, `terms`, …) → extra entries.
    /// An entry with TAB-separated fields fills a multi-column list.
    public var words: [String: [String: [String]]]
    /// `sources:`: which of the app's source files are read for roles, and the app's own API rows.
    public var sources = Sources()

    public struct Sources: Sendable, Equatable {
        /// On by default: a string's role comes first from the code that shows it. `--no-sources` turns it off
        /// for one run, `sources: {enabled: false}` for a project.
        public var enabled = true
        /// Paths or globs (relative to the configuration's folder) of source files to read; empty: all found.
        public var included: [String] = []
        public var excluded: [String] = []
        /// Rows laid over `Dictionaries/roles/api-roles.txt`, split into fields.
        public var roles: [[String]] = []
        public init() {}
    }

    /// `max_file_size:` (megabytes), as bytes: a localisation file larger than this is reported, not read.
    public var maximumFileBytes: Int?

    /// The rules the file may name (every registered rule).
    public var knownRules: Set<String>
    /// The rules that are off unless `opt_in_rules` or `only_rules` lists them.
    public var optInByDefault: Set<String>

    /// Explicit keys of one alert or action sheet.
    public struct Group: Sendable, Equatable {
        public var name: String
        /// The keys of the group's strings (title, message, buttons), in order.
        public var keys: [String]
        /// The key of the cancel button, one of `keys`.
        public var cancel: String?
        /// Where the group starts in the configuration file (0 when built in code).
        public var line: Int

        public init(name: String, keys: [String], cancel: String? = nil, line: Int = 0) {
            self.name = name
            self.keys = keys
            self.cancel = cancel
            self.line = line
        }
    }

    public init(
        path: String? = nil, rootDirectory: String? = nil,
        disabledRules: Set<String> = [], optInRules: Set<String> = [], onlyRules: Set<String> = [],
        severities: [String: Severity] = [:], thresholds: [String: Int] = [:],
        included: [String] = [], excluded: [String] = [],
        sourceLocale: String? = nil, platform: Platform? = nil, edition: Edition? = nil, inferRolesFromText: Bool? = nil,
        roles: [RolePatternSpec] = [], groups: [Group] = [], terms: [String] = [], words: [String: [String: [String]]] = [:],
        knownRules: Set<String> = Configuration.registeredRules, optInByDefault: Set<String> = Configuration.defaultOptInRules
    ) {
        self.path = path
        let currentDirectory = FileManager.default.currentDirectoryPath
        self.rootDirectory = rootDirectory.map { ConfigPath.absolute($0, relativeTo: currentDirectory) }
            ?? path.map { ConfigPath.parent(of: ConfigPath.absolute($0, relativeTo: currentDirectory)) }
            ?? ConfigPath.absolute(currentDirectory, relativeTo: "/")
        self.disabledRules = disabledRules
        self.optInRules = optInRules
        self.onlyRules = onlyRules
        self.severities = severities
        self.thresholds = thresholds
        self.included = included
        self.excluded = excluded
        self.sourceLocale = sourceLocale
        self.platform = platform
        self.edition = edition
        self.inferRolesFromText = inferRolesFromText
        self.roles = roles
        self.groups = groups
        self.terms = terms
        self.words = words
        self.knownRules = knownRules
        self.optInByDefault = optInByDefault
    }

    // MARK: - Rule catalogue

    /// Every registered rule identifier.
    public static var registeredRules: Set<String> {
        Set(RuleRegistry.descriptions.map(\.identifier))
    }

    /// The rules that are off unless opted in: those whose measured precision on real apps is under 0.80
    /// (`OptInRules`).
    public static var defaultOptInRules: Set<String> { Set(OptInRules.reasons.keys) }

    /// The thresholds rules read, with the values they use when a configuration does not set them: the
    /// parameters the rules' descriptions declare.
    public static let thresholdDefaults: [String: Int] = Dictionary(
        RuleRegistry.descriptions.flatMap(\.parameters).map { ($0.name, $0.defaultValue) }, uniquingKeysWith: { first, _ in first })

    // MARK: - Loading

    /// Reads and parses a configuration file. Throws `ConfigurationError` (every problem in the file).
    public static func load(
        path: String, knownRules: Set<String> = registeredRules, optInRules: Set<String> = defaultOptInRules
    ) throws -> Configuration {
        let absolute = ConfigPath.absolute(path, relativeTo: FileManager.default.currentDirectoryPath)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory) else {
            throw ConfigurationError(path: path, line: 0, column: 0, message: "no configuration file at this path")
        }
        guard !isDirectory.boolValue else {
            throw ConfigurationError(path: path, line: 0, column: 0, message: "is a folder, not a configuration file")
        }
        // As localisation files are read: a regular file only (a named pipe would wait forever), of a sane size.
        let bytes: [UInt8]
        do {
            bytes = try FileBytes.contents(atPath: absolute, maximumBytes: 1 << 20)
        } catch {
            throw ConfigurationError(path: path, line: 0, column: 0, message: "cannot read the configuration file: \(error.message)")
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw ConfigurationError(path: path, line: 0, column: 0, message: "the configuration file is not UTF-8 text")
        }
        var configuration = try parse(yaml: text, path: path, knownRules: knownRules, optInRules: optInRules)
        configuration.rootDirectory = ConfigPath.parent(of: absolute)
        return configuration
    }

    /// The `.copylint.yml` in `directory` or the nearest parent that has one, stopping after the
    /// filesystem root or a folder containing `.git` (the top of the repository).
    public static func find(startingAt directory: String) -> String? {
        let manager = FileManager.default
        var current = ConfigPath.absolute(directory, relativeTo: manager.currentDirectoryPath)
        while true {
            let candidate = current == "/" ? "/" + fileName : current + "/" + fileName
            var isDirectory: ObjCBool = false
            if manager.fileExists(atPath: candidate, isDirectory: &isDirectory), !isDirectory.boolValue {
                return candidate
            }
            if current == "/" || manager.fileExists(atPath: current + "/.git") { return nil }
            current = ConfigPath.parent(of: current)
        }
    }

    /// Parses a configuration's text; `path` names it in errors and anchors relative paths.
    /// Throws `ConfigurationError` carrying every problem found.
    public static func parse(
        yaml: String, path: String, knownRules: Set<String> = registeredRules, optInRules: Set<String> = defaultOptInRules
    ) throws -> Configuration {
        let (configuration, errors) = parseReportingAll(yaml: yaml, path: path, knownRules: knownRules, optInRules: optInRules)
        if var first = errors.first {
            first.others = Array(errors.dropFirst())
            throw first
        }
        return configuration
    }

    /// Parses a configuration's text and returns what could be read along with every problem, in file order.
    public static func parseReportingAll(
        yaml: String, path: String, knownRules: Set<String> = registeredRules, optInRules: Set<String> = defaultOptInRules
    ) -> (Configuration, [ConfigurationError]) {
        var parser = ConfigurationParser(path: path, knownRules: knownRules, optInByDefault: optInRules)
        let configuration = parser.parse(yaml)
        return (configuration, parser.errors.sorted { ($0.line, $0.column) < ($1.line, $1.column) })
    }

    // MARK: - Rules

    /// Whether a rule runs: with `only_rules`, exactly those (less `disabled_rules`); otherwise every
    /// rule but the disabled ones, opt-in rules only when `opt_in_rules` lists them.
    public func isEnabled(_ rule: String) -> Bool {
        if disabledRules.contains(rule) { return false }
        if !onlyRules.isEmpty { return onlyRules.contains(rule) }
        if optInByDefault.contains(rule) { return optInRules.contains(rule) }
        return true
    }

    /// Whether the configuration names the rule (`only_rules`, `opt_in_rules`).
    public func isNamed(_ rule: String) -> Bool { onlyRules.contains(rule) || optInRules.contains(rule) }

    /// The severity a rule's diagnostics take: the configured one, else the rule's own.
    public func severity(for rule: String, default defaultSeverity: Severity) -> Severity {
        severities[rule] ?? defaultSeverity
    }

    /// The options rules read: the configured platform, edition and thresholds (defaults for the rest).
    public var ruleOptions: RuleOptions {
        RuleOptions(platform: platform ?? .ios, edition: edition ?? .current, thresholds: thresholds)
    }

    // MARK: - Files

    /// Whether a file is linted: it must lie under an `included` entry (when there are any) and under
    /// no `excluded` one. An entry naming a folder covers everything beneath it; entries may be globs
    /// (`*`, `?`, `[…]` within a component, `**` across components), taken relative to `rootDirectory`.
    /// A relative `path` is taken relative to the current folder.
    public func includes(path: String) -> Bool {
        // Most configurations name no paths: nothing to resolve (each path made absolute was a visible part of start-up).
        if included.isEmpty && excluded.isEmpty { return true }
        let absolute = ConfigPath.absolute(path, relativeTo: FileManager.default.currentDirectoryPath)
        let components = ConfigPath.components(of: absolute)
        if !included.isEmpty, !included.contains(where: { covers($0, components) }) { return false }
        return !excluded.contains { covers($0, components) }
    }

    /// Whether a folder's whole contents are excluded, so a walk need not enter it.
    public func excludes(directory: String) -> Bool {
        let components = ConfigPath.components(of: ConfigPath.absolute(directory, relativeTo: FileManager.default.currentDirectoryPath))
        return excluded.contains { covers($0, components) }
    }

    /// The `included` entries without globs, as absolute paths: where to look when no paths are given.
    /// Empty when `included` is empty (look in the current folder) or only has globs (look in `rootDirectory`).
    public var includedPaths: [String] {
        included.filter { !ConfigGlob.hasWildcards($0) }.map { ConfigPath.absolute($0, relativeTo: rootDirectory) }
    }

    /// Whether a source file is read for roles: by the configuration's `included`/`excluded`, and `sources`'s own.
    public func includesSource(path: String) -> Bool {
        if sources.included.isEmpty && sources.excluded.isEmpty { return includes(path: path) }
        let components = ConfigPath.components(of: ConfigPath.absolute(path, relativeTo: FileManager.default.currentDirectoryPath))
        if !sources.included.isEmpty, !sources.included.contains(where: { covers($0, components) }) { return false }
        return !sources.excluded.contains { covers($0, components) } && !excluded.contains { covers($0, components) }
    }

    private func covers(_ entry: String, _ path: [String]) -> Bool {
        let pattern = ConfigPath.components(of: ConfigPath.absolute(entry, relativeTo: rootDirectory))
        return ConfigGlob.matchesPrefix(pattern: pattern, path: path)
    }

    // MARK: - Roles and groups

    /// The role the first matching `roles:` entry gives a string, or nil when none matches.
    public func role(forKey key: String?, comment: String?) -> Role? {
        roles.first { $0.matches(key: key, comment: comment) }?.role
    }

    /// The configured group a key belongs to, if any.
    public func group(containing key: String) -> Group? {
        groups.first { $0.keys.contains(key) }
    }
}
