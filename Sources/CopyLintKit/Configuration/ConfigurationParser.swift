import CopyRules
import CopySource
import Yams

/// Reads a `.copylint.yml` node by node, keeping going after a problem so one run reports them all.
struct ConfigurationParser {
    let path: String
    let knownRules: Set<String>
    let optInByDefault: Set<String>
    private(set) var errors: [ConfigurationError] = []

    init(path: String, knownRules: Set<String>, optInByDefault: Set<String>) {
        self.path = path
        self.knownRules = knownRules
        self.optInByDefault = optInByDefault
    }

    static let settings = [
        "disabled_rules", "opt_in_rules", "only_rules", "severity", "thresholds", "included", "excluded",
        "source_locale", "platform", "edition", "infer_roles_from_text", "roles", "groups", "terms", "words",
        "max_file_size", "sources",
    ]
    static let thresholdNames = Configuration.thresholdDefaults.keys.sorted()

    private var thresholdOrigins: [String: Node] = [:]
    private var severityOrigins: [String: Node] = [:]

    mutating func parse(_ yaml: String) -> Configuration {
        var configuration = Configuration(path: path, knownRules: knownRules, optInByDefault: optInByDefault)
        if let (line, column) = YAMLNesting.firstTooDeep(yaml) {
            errors.append(ConfigurationError(path: path, line: line, column: column,
                                             message: "the configuration nests more than \(YAMLNesting.maximumDepth) levels deep"))
            return configuration
        }
        let root: Node?
        do {
            root = try Yams.compose(yaml: yaml)
        } catch {
            errors.append(Self.yamlError(error, path: path))
            return configuration
        }
        guard let root, !Self.isNull(root) else { return configuration }
        if let node = YAMLExpansion.firstOverBudget(root, budget: YAMLExpansion.budget(forBytes: yaml.utf8.count)) {
            report(node, "the configuration's aliases (`*name`) expand it past "
                   + "\(YAMLExpansion.budget(forBytes: yaml.utf8.count)) bytes")
            return configuration
        }
        guard let settings = entries(root, expected: "a mapping of settings (`disabled_rules: […]`, `platform: ios`, …)") else {
            return configuration
        }

        var ruleLists: [String: [(String, Node)]] = [:]
        for (key, keyNode, value) in settings {
            // `setting:` with nothing after it leaves the setting at its default
            if Self.settings.contains(key), Self.isNull(value) { continue }
            switch key {
            case "disabled_rules", "opt_in_rules", "only_rules":
                let rules = ruleList(value, setting: key)
                ruleLists[key] = rules
                let names = Set(rules.map(\.0))
                switch key {
                case "disabled_rules": configuration.disabledRules = names
                case "opt_in_rules": configuration.optInRules = names
                default: configuration.onlyRules = names
                }
            case "severity":
                for (rule, ruleNode, level) in entries(value, expected: "a mapping of rule identifiers to severities") ?? []
                where checkRule(rule, at: ruleNode) {
                    setSeverity(rule, level, &configuration)
                }
            case "thresholds":
                for (name, nameNode, number) in entries(value, expected: "a mapping of threshold names to numbers") ?? []
                where checkThreshold(name, at: nameNode) {
                    setThreshold(name, number, &configuration)
                }
            case "included", "excluded":
                var paths: [String] = []
                for item in list(value, setting: key, of: "paths or globs") {
                    guard let entry = string(item, expected: "a path or glob") else { continue }
                    if entry.isEmpty {
                        report(item, "an empty path in '\(key)'; write '.' for the configuration's folder")
                    } else if let problem = ConfigGlob.problem(in: entry) {
                        report(item, "invalid glob '\(entry)' in '\(key)': \(problem)")
                    } else {
                        paths.append(entry)
                    }
                }
                if key == "included" { configuration.included = paths } else { configuration.excluded = paths }
            case "source_locale":
                if let locale = string(value, expected: "a locale such as en or pt-BR") {
                    if Self.isLocale(locale) {
                        configuration.sourceLocale = locale
                    } else {
                        report(value, "invalid source_locale '\(locale)'; expected a locale such as en, de or pt-BR")
                    }
                }
            case "platform":
                if let name = string(value, expected: "a platform") {
                    if let platform = Platform(rawValue: name.lowercased()) {
                        configuration.platform = platform
                    } else {
                        report(value, "invalid platform '\(name)'\(Self.didYouMean(name, Platform.allCases.map(\.rawValue))); expected one of \(Self.orList(Platform.allCases.map(\.rawValue)))")
                    }
                }
            case "edition":
                if let name = string(value, expected: "an edition") {
                    if let edition = Edition(rawValue: name) {
                        configuration.edition = edition
                    } else {
                        report(value, "invalid edition '\(name)'; expected \(Self.orList(Edition.allCases.map(\.rawValue)))")
                    }
                }
            case "infer_roles_from_text":
                if let flag = bool(value, setting: key) { configuration.inferRolesFromText = flag }
            case "roles":
                configuration.roles = list(value, setting: key, of: "role patterns").compactMap { rolePattern($0) }
            case "groups":
                configuration.groups = groups(list(value, setting: key, of: "groups"))
            case "terms":
                configuration.terms = wordEntries(value, setting: "terms")
            case "words":
                configuration.words = words(value)
            case "max_file_size":
                if let megabytes = Self.integer(value), (1...(1 << 20)).contains(megabytes) {
                    configuration.maximumFileBytes = megabytes << 20
                } else {
                    report(value, "'max_file_size' expects a number of megabytes (1 or more), found \(Self.describe(value))")
                }
            case "sources":
                configuration.sources = sources(value)
            default:
                if knownRules.contains(key) || Self.thresholdNames.contains(key) {
                    ruleBlock(key, value, &configuration)
                } else {
                    let hint = Self.didYouMean(key, Self.settings + knownRules.sorted() + Self.thresholdNames)
                    report(keyNode, "unknown setting '\(key)'"
                        + (hint.isEmpty ? "; expected one of \(Self.orList(Self.settings)), or a rule identifier or threshold name for a per-rule block" : hint))
                }
            }
        }

        // contradictions between the rule lists
        let only = Set((ruleLists["only_rules"] ?? []).map(\.0))
        let optIn = Set((ruleLists["opt_in_rules"] ?? []).map(\.0))
        for (rule, node) in ruleLists["disabled_rules"] ?? [] {
            if only.contains(rule) {
                report(node, "'\(rule)' is both in disabled_rules and only_rules")
            } else if optIn.contains(rule) {
                report(node, "'\(rule)' is both in disabled_rules and opt_in_rules")
            }
        }
        return configuration
    }

    // MARK: - Settings

    /// A list of rule identifiers; unknown ones are reported and dropped.
    private mutating func ruleList(_ node: Node, setting: String) -> [(String, Node)] {
        var rules: [(String, Node)] = []
        for item in list(node, setting: setting, of: "rule identifiers") {
            guard let rule = string(item, expected: "a rule identifier"), checkRule(rule, at: item) else { continue }
            rules.append((rule, item))
        }
        return rules
    }

    /// `rule_or_threshold: {severity: error, max: 40, other_threshold: 3}`, or a bare severity or number.
    private mutating func ruleBlock(_ key: String, _ value: Node, _ configuration: inout Configuration) {
        let isRule = knownRules.contains(key), isThreshold = Self.thresholdNames.contains(key)
        if Self.isNull(value) { return }
        if case .scalar = value {
            if isThreshold, Self.integer(value) != nil {
                setThreshold(key, value, &configuration)
            } else if isRule {
                setSeverity(key, value, &configuration)
            } else {
                report(value, "'\(key)' expects a number or a block such as `max: 40`, found \(Self.describe(value))")
            }
            return
        }
        let fields = isRule ? ["severity"] + (isThreshold ? ["max"] : []) + Self.thresholdNames : ["max"] + Self.thresholdNames
        for (field, fieldNode, fieldValue) in entries(value, expected: "a block of settings for '\(key)' (`severity:`, `max:`, thresholds)") ?? [] {
            switch field {
            case "severity" where isRule:
                setSeverity(key, fieldValue, &configuration)
            case "severity":
                report(fieldNode, "'\(key)' is a threshold, not a rule, so it takes no severity; set the severity of the rule that reads it")
            case "max" where isThreshold:
                setThreshold(key, fieldValue, &configuration)
            case "max":
                report(fieldNode, "'\(key)' has no threshold called 'max'; name the threshold instead: \(Self.orList(Self.thresholdNames))")
            default:
                if Self.thresholdNames.contains(field) {
                    setThreshold(field, fieldValue, &configuration)
                } else {
                    let hint = Self.didYouMean(field, fields)
                    report(fieldNode, "unknown setting '\(field)' for '\(key)'" + (hint.isEmpty ? "; expected \(Self.orList(fields))" : hint))
                }
            }
        }
    }

    private mutating func setSeverity(_ rule: String, _ node: Node, _ configuration: inout Configuration) {
        guard let name = string(node, expected: "a severity") else { return }
        guard let severity = Severity(rawValue: name.lowercased()) else {
            let names = Severity.allCases.reversed().map(\.rawValue)
            report(node, "invalid severity '\(name)' for '\(rule)'\(Self.didYouMean(name, names)); expected \(Self.orList(names))")
            return
        }
        if let first = severityOrigins[rule], configuration.severities[rule] != severity {
            report(node, "the severity of '\(rule)' is set twice, to \(configuration.severities[rule]!.rawValue) at line \(Self.line(first)) and to \(severity.rawValue) here")
            return
        }
        if severityOrigins[rule] == nil { severityOrigins[rule] = node }
        configuration.severities[rule] = severity
    }

    private mutating func setThreshold(_ name: String, _ node: Node, _ configuration: inout Configuration) {
        guard let value = Self.integer(node) else {
            report(node, "threshold '\(name)' must be a whole number, found \(Self.describe(node))")
            return
        }
        guard value >= 0 else {
            report(node, "threshold '\(name)' must not be negative, found \(value)")
            return
        }
        if let first = thresholdOrigins[name], configuration.thresholds[name] != value {
            report(node, "threshold '\(name)' is set twice, to \(configuration.thresholds[name]!) at line \(Self.line(first)) and to \(value) here")
            return
        }
        if thresholdOrigins[name] == nil { thresholdOrigins[name] = node }
        configuration.thresholds[name] = value
    }

    private mutating func checkRule(_ rule: String, at node: Node) -> Bool {
        if knownRules.contains(rule) { return true }
        let hint = Self.didYouMean(rule, knownRules.sorted())
        report(node, "unknown rule '\(rule)'" + (hint.isEmpty ? "; `copylint rules` lists them" : hint))
        return false
    }

    private mutating func checkThreshold(_ name: String, at node: Node) -> Bool {
        if Self.thresholdNames.contains(name) { return true }
        let hint = Self.didYouMean(name, Self.thresholdNames)
        report(node, "unknown threshold '\(name)'" + (hint.isEmpty ? "; expected one of \(Self.orList(Self.thresholdNames))" : hint))
        return false
    }

    private mutating func role(_ node: Node) -> Role? {
        guard let name = string(node, expected: "a role") else { return nil }
        if let role = Role(rawValue: name) { return role }
        report(node, "invalid role '\(name)'\(Self.didYouMean(name, Role.allCases.map(\.rawValue))); expected one of \(Role.names)")
        return nil
    }

    private mutating func rolePattern(_ node: Node) -> RolePatternSpec? {
        guard let fields = entries(node, expected: "a role pattern (`key:`, `key_regex:` or `comment_regex:`, and `role:`)") else { return nil }
        var keyGlob: String?, keyRegex: String?, commentRegex: String?, role: Role?
        var valid = true
        var sawRole = false
        for (field, fieldNode, value) in fields {
            switch field {
            case "key":
                guard let glob = nonEmptyString(value, field: field) else { valid = false; continue }
                if let problem = ConfigGlob.problem(in: glob) {
                    report(value, "invalid key glob '\(glob)': \(problem)")
                    valid = false
                }
                keyGlob = glob
            case "key_regex", "comment_regex":
                guard let pattern = nonEmptyString(value, field: field) else { valid = false; continue }
                // checked by the matcher that will run it (Swift `Regex` in `RolePattern`)
                let isKey = field == "key_regex"
                let keyPattern = isKey ? RolePatternSpec.rolePatternKey(keyGlob: nil, keyRegex: pattern) : nil
                let probe = RolePattern(keyPattern: keyPattern, commentPattern: isKey ? nil : pattern, role: .unknown)
                if var problem = probe.problem {
                    let prefix = isKey ? "key pattern \(keyPattern!): " : "comment pattern \(pattern): "
                    if problem.hasPrefix(prefix) { problem.removeFirst(prefix.count) }
                    report(value, "invalid regular expression in \(field): '\(pattern)' (\(problem))")
                    valid = false
                }
                if field == "key_regex" { keyRegex = pattern } else { commentRegex = pattern }
            case "role":
                sawRole = true
                role = self.role(value)
                if role == nil { valid = false }
            default:
                let hint = Self.didYouMean(field, ["key", "key_regex", "comment_regex", "role"])
                report(fieldNode, "unknown setting '\(field)' in a role pattern" + (hint.isEmpty ? "; expected key, key_regex, comment_regex and role" : hint))
                valid = false
            }
        }
        if keyGlob != nil, keyRegex != nil {
            report(node, "a role pattern takes `key` (a glob) or `key_regex`, not both")
            valid = false
        }
        if keyGlob == nil, keyRegex == nil, commentRegex == nil, valid {
            report(node, "a role pattern needs `key`, `key_regex` or `comment_regex`")
            valid = false
        }
        if !sawRole {
            report(node, "a role pattern needs `role:` (one of \(Role.names))")
            valid = false
        }
        guard valid, let role else { return nil }
        return RolePatternSpec(keyGlob: keyGlob, keyRegex: keyRegex, commentRegex: commentRegex, role: role, line: Self.line(node))
    }

    /// `sources: {enabled:, included: [...], excluded: [...], roles: ["call showAlert title alert.title group", ...]}`.
    private mutating func sources(_ value: Node) -> Configuration.Sources {
        var sources = Configuration.Sources()
        for (key, keyNode, item) in entries(value, expected: "a mapping (`included`, `excluded`, `roles`, `enabled`)") ?? [] {
            switch key {
            case "enabled":
                if let flag = bool(item, setting: "sources.enabled") { sources.enabled = flag }
            case "included", "excluded":
                var paths: [String] = []
                for entry in list(item, setting: "sources.\(key)", of: "paths or globs") {
                    guard let path = string(entry, expected: "a path or glob"), !path.isEmpty else { continue }
                    if let problem = ConfigGlob.problem(in: path) {
                        report(entry, "invalid glob '\(path)' in 'sources.\(key)': \(problem)")
                    } else {
                        paths.append(path)
                    }
                }
                if key == "included" { sources.included = paths } else { sources.excluded = paths }
            case "roles":
                for entry in list(item, setting: "sources.roles", of: "API rows") {
                    guard let row = string(entry, expected: "a row such as 'call showAlert title alert.title group'") else { continue }
                    let fields = row.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
                    let problems = APIRoleTable(rows: [fields]).problems
                    if let problem = problems.first {
                        report(entry, "invalid row in 'sources.roles': \(problem.split(separator: ":", maxSplits: 1).last.map { String($0.dropFirst()) } ?? problem)")
                    } else if let role = Self.roleField(fields), Role(rawValue: role) == nil {
                        report(entry, "unknown role '\(role)' in 'sources.roles'\(Self.didYouMean(role, Role.allCases.map(\.rawValue)))")
                    } else {
                        sources.roles.append(fields)
                    }
                }
            default:
                report(keyNode, "unknown setting 'sources.\(key)'; expected one of `enabled`, `included`, `excluded`, `roles`")
            }
        }
        return sources
    }

    /// The role a row of `sources.roles` gives (for `in` rows the new one; `=` names none).
    private static func roleField(_ fields: [String]) -> String? {
        switch fields.first {
        case "call", "ib": return fields.count > 3 ? fields[3] : nil
        case "set": return fields.count > 2 ? fields[2] : nil
        case "in": return fields.count > 4 && fields[4] != "=" ? fields[4] : nil
        default: return nil
        }
    }

    private mutating func groups(_ nodes: [Node]) -> [Configuration.Group] {
        var result: [Configuration.Group] = []
        var names: [String: Node] = [:]
        var owners: [String: (group: String, node: Node)] = [:]
        for node in nodes {
            guard let fields = entries(node, expected: "a group (`name:`, `keys:` and optionally `cancel:`)") else { continue }
            var name: String?, keys: [(String, Node)] = [], cancel: (String, Node)?
            var sawKeys = false
            var valid = true
            for (field, fieldNode, value) in fields {
                switch field {
                case "name":
                    name = nonEmptyString(value, field: field)
                    if let name {
                        if let first = names[name] {
                            report(value, "group '\(name)' is defined twice (first at line \(Self.line(first)))")
                            valid = false
                        } else {
                            names[name] = value
                        }
                    } else {
                        valid = false
                    }
                case "keys":
                    sawKeys = true
                    for item in list(value, setting: "keys", of: "keys") {
                        guard let key = nonEmptyString(item, field: "keys") else { valid = false; continue }
                        keys.append((key, item))
                    }
                    if Self.isNull(value) || Self.isEmptySequence(value) {
                        report(value, "a group needs at least one key")
                        valid = false
                    }
                case "cancel":
                    if let key = nonEmptyString(value, field: field) { cancel = (key, value) } else { valid = false }
                default:
                    let hint = Self.didYouMean(field, ["name", "keys", "cancel"])
                    report(fieldNode, "unknown setting '\(field)' in a group" + (hint.isEmpty ? "; expected name, keys and cancel" : hint))
                    valid = false
                }
            }
            if name == nil, valid { report(node, "a group needs `name:`"); valid = false }
            if !sawKeys { report(node, "a group needs `keys:` (a list of the keys of its strings)"); valid = false }
            if let (key, keyNode) = cancel, !keys.contains(where: { $0.0 == key }) {
                report(keyNode, "cancel key '\(key)' is not one of the group's keys")
                valid = false
            }
            for (key, keyNode) in keys {
                if let owner = owners[key] {
                    let place = owner.group == name ? "listed twice in this group" : "already in group '\(owner.group)'"
                    report(keyNode, "key '\(key)' is \(place) (line \(Self.line(owner.node)))")
                    valid = false
                } else if let name {
                    owners[key] = (name, keyNode)
                }
            }
            if valid, let name {
                result.append(Configuration.Group(name: name, keys: keys.map(\.0), cancel: cancel?.0, line: Self.line(node)))
            }
        }
        return result
    }

    /// `words: {locale: {list name: [entries]}}`.
    private mutating func words(_ node: Node) -> [String: [String: [String]]] {
        var result: [String: [String: [String]]] = [:]
        for (locale, localeNode, lists) in entries(node, expected: "a mapping of locales to word lists (`en: {judgmental: [dumb]}`)") ?? [] {
            guard Self.isLocale(locale) else {
                let hint = Self.isListName(locale) && lists.sequence != nil ? "; word lists go under a locale: `words: {en: {\(locale): […]}}`" : ""
                report(localeNode, "'\(locale)' is not a locale\(hint)")
                continue
            }
            for (name, nameNode, entries) in self.entries(lists, expected: "a mapping of word-list names to entries (`judgmental: [dumb]`)") ?? [] {
                guard Self.isListName(name) else {
                    report(nameNode, "invalid word-list name '\(name)'; names are the files of Dictionaries/\(locale)/ without .txt, such as terms or judgmental")
                    continue
                }
                let added = wordEntries(entries, setting: name)
                if !added.isEmpty { result[locale, default: [:]][name, default: []] += added }
            }
        }
        return result
    }

    /// A list of word-list entries; an entry that is itself a list becomes one TAB-separated row.
    private mutating func wordEntries(_ node: Node, setting: String) -> [String] {
        var result: [String] = []
        for item in list(node, setting: setting, of: "entries") {
            let fields: [Node]
            if case .sequence(let row) = item { fields = Array(row) } else { fields = [item] }
            var values: [String] = []
            for field in fields {
                guard let value = nonEmptyString(field, field: setting) else { continue }
                if value.contains(where: \.isNewline) {
                    report(field, "an entry of '\(setting)' must be one line")
                } else if value.hasPrefix("#") && values.isEmpty {
                    report(field, "an entry of '\(setting)' must not start with '#' (word lists read it as a comment)")
                } else if value.contains("\t") && fields.count > 1 {
                    report(field, "a field of a multi-column entry must not contain a TAB")
                } else {
                    values.append(value)
                }
            }
            if values.count == fields.count, !values.isEmpty { result.append(values.joined(separator: "\t")) }
        }
        return result
    }

    // MARK: - Nodes

    /// A mapping's entries with string keys; duplicate and non-string keys are reported and skipped.
    /// Nil (with an error) when the node is not a mapping; empty when it is null.
    private mutating func entries(_ node: Node, expected: String) -> [(String, Node, Node)]? {
        if Self.isNull(node) { return [] }
        guard case .mapping(let mapping) = node else {
            report(node, "expected \(expected), found \(Self.describe(node))")
            return nil
        }
        var result: [(String, Node, Node)] = []
        var seen: [String: Node] = [:]
        for (keyNode, value) in mapping {
            guard case .scalar(let scalar) = keyNode else {
                report(keyNode, "expected a name as key, found \(Self.describe(keyNode))")
                continue
            }
            let key = scalar.string
            if let first = seen[key] {
                report(keyNode, "duplicate key '\(key)' (first at line \(Self.line(first)))")
                continue
            }
            seen[key] = keyNode
            result.append((key, keyNode, value))
        }
        return result
    }

    /// A sequence's items; empty (with an error) when the node is something else; empty when null.
    private mutating func list(_ node: Node, setting: String, of what: String) -> [Node] {
        if Self.isNull(node) { return [] }
        switch node {
        case .sequence(let sequence):
            return Array(sequence)
        case .scalar(let scalar):
            report(node, "'\(setting)' expects a list of \(what), found \(Self.describe(node)); write [\(scalar.string)]")
        case .mapping:
            report(node, "'\(setting)' expects a list of \(what), found \(Self.describe(node))")
        }
        return []
    }

    /// A scalar's text, taken as written (so `no` is Norwegian, not false); nil (with an error) otherwise.
    private mutating func string(_ node: Node, expected: String) -> String? {
        guard case .scalar(let scalar) = node, !Self.isNull(node) else {
            report(node, "expected \(expected), found \(Self.describe(node))")
            return nil
        }
        return scalar.string
    }

    private mutating func nonEmptyString(_ node: Node, field: String) -> String? {
        guard let value = string(node, expected: "a string for '\(field)'") else { return nil }
        if value.isEmpty {
            report(node, "'\(field)' must not be empty")
            return nil
        }
        return value
    }

    private mutating func bool(_ node: Node, setting: String) -> Bool? {
        if case .scalar(let scalar) = node, scalar.style == .plain {
            switch scalar.string.lowercased() {
            case "true", "yes", "on": return true
            case "false", "no", "off": return false
            default: break
            }
        }
        report(node, "'\(setting)' expects true or false, found \(Self.describe(node))")
        return nil
    }

    private mutating func report(_ node: Node, _ message: String) {
        let mark = node.mark
        errors.append(ConfigurationError(path: path, line: mark?.line ?? 0, column: mark?.column ?? 0, message: message))
    }

    // MARK: - Helpers

    static func line(_ node: Node) -> Int { node.mark?.line ?? 0 }

    static func isNull(_ node: Node) -> Bool {
        guard case .scalar(let scalar) = node, scalar.style == .plain || scalar.style == .any else { return false }
        return ["", "~", "null", "Null", "NULL"].contains(scalar.string)
    }

    static func isEmptySequence(_ node: Node) -> Bool {
        if case .sequence(let sequence) = node { return sequence.isEmpty }
        return false
    }

    /// A plain (unquoted) whole number.
    static func integer(_ node: Node) -> Int? {
        guard case .scalar(let scalar) = node, scalar.style == .plain || scalar.style == .any else { return nil }
        return Int(scalar.string)
    }

    static func describe(_ node: Node) -> String {
        switch node {
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case .scalar(let scalar):
            if isNull(node) { return "nothing" }
            let quoted = scalar.style == .plain || scalar.style == .any ? "" : "quoted "
            if quoted.isEmpty, Int(scalar.string) != nil || Double(scalar.string) != nil { return "the number \(scalar.string)" }
            return "the \(quoted)string '\(scalar.string)'"
        }
    }

    /// `en`, `de`, `pt-BR`, `zh_Hans`, `sr-Latn-RS`: a 2–3 letter language, then subtags.
    static func isLocale(_ text: String) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false).flatMap { $0.split(separator: "_", omittingEmptySubsequences: false) }
        guard let language = parts.first, (2...3).contains(language.count), language.allSatisfy({ $0.isASCII && $0.isLetter }) else { return false }
        return parts.dropFirst().allSatisfy { (1...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
    }

    /// A dictionary file name without `.txt`: letters, digits, `-` and `_`.
    static func isListName(_ text: String) -> Bool {
        !text.isEmpty && text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }
    }

    static func orList(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " or " + items.last!
    }

    static func yamlError(_ error: Error, path: String) -> ConfigurationError {
        func make(_ context: YamlError.Context?, _ problem: String, _ mark: Mark) -> ConfigurationError {
            var message = "invalid YAML: \(problem)"
            if context?.text == "expected a single document in the stream" {
                message = "invalid YAML: a configuration is one YAML document, but a second one starts here"
            } else if let context {
                message += " (\(context.text) at line \(context.mark.line), column \(context.mark.column))"
            }
            if problem.contains("alias") || context?.text.contains("alias") == true {
                message += "; quote a value that starts with '*', as in \"*.alert.title\""
            }
            return ConfigurationError(path: path, line: mark.line, column: mark.column, message: message)
        }
        guard let yamlError = error as? YamlError else {
            return ConfigurationError(path: path, line: 1, column: 1, message: "invalid YAML: \(error)")
        }
        switch yamlError {
        case let .scanner(context, problem, mark, _), let .parser(context, problem, mark, _), let .composer(context, problem, mark, _):
            return make(context, problem, mark)
        case let .reader(problem, offset, _, yaml):
            var line = 1, column = 1
            if let offset {
                for character in yaml.prefix(offset) {
                    if character.isNewline { line += 1; column = 1 } else { column += character.unicodeScalars.count }
                }
            }
            return ConfigurationError(path: path, line: line, column: column, message: "invalid YAML: \(problem)")
        default:
            return ConfigurationError(path: path, line: 1, column: 1, message: "invalid YAML: \(yamlError)")
        }
    }

    // MARK: - Did you mean

    /// "; did you mean 'x'?" for the closest candidate within a few edits, or "".
    static func didYouMean(_ word: String, _ candidates: [String]) -> String {
        suggestion(for: word, among: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }

    static func suggestion(for word: String, among candidates: [String]) -> String? {
        let normalized = Self.normalize(word)
        let limit = normalized.count <= 4 ? 1 : normalized.count < 10 ? 2 : 3
        var best: (String, Int)?
        for candidate in candidates {
            let other = Self.normalize(candidate)
            // The distance is at least the difference in length: a long word (a pull request's 64 KB "rule") is
            // not compared letter by letter with every rule.
            guard abs(other.count - normalized.count) <= limit else { continue }
            let distance = editDistance(normalized, other)
            if distance <= limit, distance < best?.1 ?? .max { best = (candidate, distance) }
        }
        if let best { return best.0 }
        // an abbreviation of exactly one candidate: `warn` → `warning`
        guard normalized.count >= 3 else { return nil }
        let extensions = candidates.filter { Self.normalize($0).starts(with: normalized) }
        return extensions.count == 1 ? extensions[0] : nil
    }

    private static func normalize(_ word: String) -> [Character] {
        Array(word.lowercased().map { $0 == "-" || $0 == " " ? "_" : $0 })
    }

    /// Optimal-string-alignment distance: insertions, deletions, substitutions and adjacent swaps.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }
}
