import CopyFormats
import CopyLowLevel
import CopyRules
import CopySource
import CopyText

/// An entry's role, the signal that decided it, the alert or action sheet it is part of, and whether it is the cancelling button.
///
/// `role` is `.unknown` with `source` `.none` when no signal said anything; `.unknown` with another source
/// when that signal said the string has no role of ours (an Interface Builder accessibility label, a key
/// or comment naming an accessibility hint), so that no weaker signal gives it one.
public struct RoleAssignment: Sendable, Equatable {
    // (The one-byte fields last, together: between the group and the uses they took 11 bytes of padding, a
    // fifth of an assignment, of which a large file holds several for each of its entries.)
    /// Shared by the strings of one alert or action sheet (`Localizable:Common.Alerts.DeletePost`); nil for other
    /// roles.
    public var group: String?
    /// Where the app's code and Interface Builder files use the string, and as what (`code`/`interface_builder`).
    public var uses: [KeyUse] = []
    public var role: Role
    public var source: RoleSource
    /// How far the role can be trusted: rules that need more skip the string (`RuleDescription.neededConfidence`).
    public var confidence: RoleConfidence
    /// How far the grouping can be trusted: a group made from key prefixes alone is a guess, and group rules
    /// need one from code, Interface Builder or configuration.
    public var groupConfidence: RoleConfidence
    public var isCancel: Bool

    /// `confidence` defaults to the source's; `groupConfidence` to a guess (groups come from key prefixes) except
    /// for sources that give the group themselves (code, configuration).
    public init(role: Role, source: RoleSource, confidence: RoleConfidence? = nil, group: String? = nil,
                groupConfidence: RoleConfidence? = nil, isCancel: Bool = false) {
        self.role = role
        self.source = source
        self.confidence = confidence ?? source.confidence
        self.group = group
        self.groupConfidence = groupConfidence ?? (source == .code ? .certain : .guess)
        self.isCancel = isCancel
    }

    /// No signal decided anything.
    public static let unknown = RoleAssignment(role: .unknown, source: .none)
}

/// Infers the role of each entry of a table from, in order: configuration patterns, Interface Builder
/// comments, translator-comment phrases, the words of the key, and sibling keys; from the text's shape
/// only when asked. The words and phrases are data in `Dictionaries/roles/`.
public struct RoleInferrer: Sendable {
    private let patterns: [RolePattern]
    /// The signals of a store of the user's own, nil for the bundled store.
    private let ownSignals: RoleSignals?
    private let inferFromText: Bool

    public init(store: DictionaryStore = .bundled, patterns: [RolePattern] = [], inferFromText: Bool = false) {
        self.patterns = patterns
        ownSignals = store === DictionaryStore.bundled ? nil : RoleSignals(store: store)
        self.inferFromText = inferFromText
    }

    /// The bundled store's signals are built when the first table is assigned, not when the inferrer is made: a
    /// project's lint then builds them in its first parallel step, beside the source locale's lexicon, rather
    /// than on one core before it.
    private var signals: RoleSignals { ownSignals ?? RoleSignals.bundled }

    /// One assignment per entry, same order. `entries` are the entries of one table (one file, or one
    /// catalog/XLIFF file's entries of one locale); siblings are looked for among them.
    /// `inherited` (empty, or one per entry) holds the assignments a translation's entries take from their
    /// source strings: those entries keep them, and count as siblings of the others, which are inferred.
    public func assign(_ entries: [Entry], inherited: [RoleAssignment?] = []) -> [RoleAssignment] {
        assign(entries, inherited: inherited, decided: decisions(entries, inherited: inherited, spreads: false))
    }

    /// The assignments of a table's entries from their decisions (`decisions(_:inherited:spreads:reusing:)`):
    /// siblings, then (when asked) the text's shape, decide the entries the other signals left without a role.
    /// `positions`: the table's entries among `entries`, `inherited` and `decided` (a file's, one locale of
    /// which is the table), in order; nil for all of them. The results are the table's, in its order. (A copy of
    /// each locale's entries was the largest part of a large catalog's peak memory.)
    func assign(_ entries: [Entry], positions: [Int]? = nil, inherited: [RoleAssignment?],
                decided: TableDecisions) -> [RoleAssignment] {
        var results = positions.map { $0.map { decided.assignments[$0] } } ?? decided.assignments
        SiblingSignal(signals: signals).assign(entries, positions: positions, keys: decided.keys, results: &results)
        if inferFromText {
            guessFromText(entries, positions: positions, inherited: inherited, results: &results)
        }
        return results
    }

    /// Each entry decided alone, by every signal but siblings and text. `reusing` gives, for an entry's position in
    /// `entries`, a decision made before for the same key, text, comment, table and source text (the only inputs
    /// of a decision), or nil: `lint --fix` understands the file it will write, where most entries are those it
    /// read. With `spreads`, a table of `spreadEntries` entries or more is decided in parts on every core: for a
    /// caller that is the only one at work (a source table is understood before its translations can be).
    /// `keysRepeat`: the entries are a file's in file order, where a key's entries (a catalog key's localizations)
    /// come one after another: an entry with the key of the one before takes that one's analysis, and keys are
    /// not looked up in the store's cache (which each locale's table, decided apart, shared under a lock).
    func decisions(_ entries: [Entry], inherited: [RoleAssignment?], spreads: Bool,
                   spreadEntries: Int = RoleInferrer.spreadEntries, keysRepeat: Bool = false,
                   reusing: (@Sendable (Int) -> RoleDecision?)? = nil) -> TableDecisions {
        let threads = spreads && entries.count >= spreadEntries ? AvailableCores.count : 1
        let decided = HelpedMap.map(partsOf: entries.count, threads: threads) { part in
            decide(entries, part: part, inherited: inherited, keysRepeat: keysRepeat, reusing: reusing)
        }
        return TableDecisions(assignments: HelpedMap.joined(decided.map(\.0), threads: threads),
                              keys: HelpedMap.joined(decided.map(\.1), threads: threads))
    }

    /// Tables of at least this many entries are assigned on every core.
    static let spreadEntries = 20_000

    /// The assignments of the entries at `part` from every signal but siblings and text, and the key analyses
    /// siblings read.
    private func decide(_ entries: [Entry], part: Range<Int>, inherited: [RoleAssignment?], keysRepeat: Bool,
                        reusing: (@Sendable (Int) -> RoleDecision?)?) -> ([RoleAssignment], [KeyAnalysis?]) {
        var results: [RoleAssignment] = []
        results.reserveCapacity(part.count)
        var keys: [KeyAnalysis?] = []
        keys.reserveCapacity(part.count)
        // With `keysRepeat`, the last key analysed, by its entry's index.
        var last: (index: Int, key: KeyAnalysis?)?
        // With `keysRepeat`, the last group given.
        var lastGroup: String?
        // Each entry is borrowed in place (a span): `for entry in entries` copied each one, retaining its every
        // string.
        let borrowed = entries.span
        for index in part {
            if !inherited.isEmpty, let assignment = inherited[index] {
                results.append(assignment)
                // Siblings read the keys of titles and messages; without a key, an entry is never given a role by them.
                let isAlertText = Role.titles.contains(assignment.role) || Role.messages.contains(assignment.role)
                keys.append(isAlertText ? signals.analyze(key: borrowed[index].key) : nil)
                continue
            }
            if let reusing, let known = reusing(index) {
                results.append(known.assignment)
                keys.append(known.key)
                continue
            }
            let key: KeyAnalysis?
            if !keysRepeat {
                key = signals.analyze(key: borrowed[index].key)
            } else if let last, sameBytes(borrowed[last.index].key, borrowed[index].key) {
                key = last.key
            } else {
                key = signals.keySignal.analyze(borrowed[index].key)
                last = (index, key)
            }
            var assignment = decide(borrowed[index], key: key)
            // A catalog's localizations of a key share one group name, not one copy each: held to the end of the
            // file's lint, the copies were 7 MB of a 200,000-key catalog with one translation.
            if keysRepeat, let group = assignment.group {
                if let lastGroup, sameBytes(lastGroup, group) {
                    assignment.group = lastGroup
                } else {
                    lastGroup = group
                }
            }
            results.append(assignment)
            // Appended last, so the analysis moves into the array rather than being copied (a copy retains
            // its buffers, which the cache shares between threads). Only what siblings read is kept: every key's
            // words, held to the end of a large table, were a visible part of a lint's peak memory.
            keys.append(SiblingSignal.reads(key, of: assignment) ? key : nil)
        }
        return (results, keys)
    }

    /// The assignment from every signal but siblings and text.
    private func decide(_ entry: borrowing Entry, key: KeyAnalysis?) -> RoleAssignment {
        let comment = CommentSignal.usableComment(entry)
        let commentFinding = comment.map { signals.find(inComment: $0) }
        let isCancelByComment = commentFinding?.isCancel ?? false

        var role: Role?
        var source = RoleSource.none
        if let pattern = patterns.first(where: { $0.matches(key: entry.key, comment: entry.comment) }) {
            role = pattern.role
            source = .config
        } else if let found = signals.interfaceBuilder.role(comment: entry.comment, key: entry.key) {
            role = found
            source = .interfaceBuilder
        } else if let found = commentFinding?.role {
            role = found
            source = .comment
        } else if let key, let found = key.role, entry.text != entry.key, signals.keySignal.textAllows(found, text: entry.text, key: key) {
            role = found
            source = .key
        }
        guard let role else {
            return RoleAssignment(role: .unknown, source: .none, group: nil, isCancel: isCancelByComment || (key?.isCancel ?? false))
        }
        let isCancel = Self.canBeCancel(role) && (isCancelByComment || (key?.isCancel ?? false))
        let group = Role.alertParts.contains(role) ? key.flatMap { $0.group(table: entry.table) } : nil
        return RoleAssignment(role: role, source: source, group: group, isCancel: isCancel)
    }

    static func canBeCancel(_ role: Role) -> Bool {
        role == .unknown || Role.buttons.contains(role) || role == .toolbarItem
    }

    /// The text-shape guess for entries nothing else decided.
    /// `positions`: as in `assign(_:positions:inherited:decided:)`; `results` are by position in the table.
    private func guessFromText(_ entries: [Entry], positions: [Int]?, inherited: [RoleAssignment?],
                               results: inout [RoleAssignment]) {
        var analyzers: [String: Analyzer] = [:]
        for position in results.indices where results[position].role == .unknown && results[position].source == .none {
            let index = positions?[position] ?? position
            guard inherited.isEmpty || inherited[index] == nil else { continue }
            let locale = entries[index].locale.isEmpty ? "en" : entries[index].locale
            let analyzer = analyzers[locale] ?? Analyzer(locale: locale)
            analyzers[locale] = analyzer
            let role = TextShapeRole.guess(analyzer.analyze(entries[index].text))
            if role != .unknown {
                results[position].role = role
                results[position].source = .text
            }
        }
    }
}
