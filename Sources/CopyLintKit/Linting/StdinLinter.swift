import CopyRules

/// Checks and fixes strings read from standard input, grouping those that share a `group`.
/// Large inputs are worked on every core in chunks of consecutive records; results come out in input order.
public struct StdinLinter {
    public var checker: Checker
    public var defaultRole: Role?
    public var defaultLocale: String
    /// Makes a checker for another worker (checkers are not thread-safe); nil: everything on this thread.
    public var makeChecker: (() -> Checker)?

    /// Records a worker takes at a time: large enough that handing over costs nothing, small enough that both
    /// cores stay busy to the end and that repeated strings, which sit near each other, meet the same result cache.
    static let chunkSize = 1_024

    public init(checker: Checker, defaultRole: Role?, defaultLocale: String, makeChecker: (() -> Checker)? = nil) {
        self.checker = checker
        self.defaultRole = defaultRole
        self.defaultLocale = defaultLocale
        self.makeChecker = makeChecker
    }

    /// Every finding, in input order.
    public func check(_ records: [StdinRecord]) -> [Finding] {
        var findings: [Finding] = []
        check(records) { findings += $0 }
        return findings
    }

    /// Each record's findings (none, often), in input order, handed over as soon as they and those before them are found.
    public func check(_ records: [StdinRecord], each: ([Finding]) -> Void) {
        let resolved = resolve(records)
        let groups = GroupIndex(resolved)
        let groupDiagnostics = diagnostics(of: groups, resolved)
        inChunks(resolved.count, { checker, chunk in
            chunk.map { index in
                let record = resolved[index]
                var diagnostics = checker.check(record.text, role: record.role, locale: record.locale, isCancel: record.isCancel,
                                                group: groups.members(of: index, in: resolved))
                // (Most input has no groups: no lookup, and no concatenation that would copy every record's diagnostics.)
                if !groupDiagnostics.isEmpty, let found = groupDiagnostics[index] { diagnostics += found }
                return diagnostics.map { diagnostic in
                    Finding(
                        diagnostic: diagnostic, file: "<stdin>", line: record.line, column: diagnostic.range.lowerBound + 1,
                        key: record.key, locale: record.locale, role: record.role, text: record.text
                    )
                }
            }
        }, consume: { chunk in
            for findings in chunk where !findings.isEmpty { each(findings) }
        })
    }

    /// The group rules' diagnostics (an alert with too many buttons, an action sheet without Cancel), by record index.
    private func diagnostics(of groups: GroupIndex, _ resolved: [Resolved]) -> [Int: [Diagnostic]] {
        var byRecord: [Int: [Diagnostic]] = [:]
        inChunks(groups.groups.count, { checker, chunk in
            chunk.flatMap { number in
                let group = groups.groups[number]
                let members = GroupIndex.members(group, in: resolved)
                return checker.checkGroup(members, locale: resolved[group[0]].locale).map { (group[$0.member], $0.diagnostic) }
            }
        }, consume: { found in
            for (index, diagnostic) in found { byRecord[index, default: []].append(diagnostic) }
        })
        return byRecord
    }

    /// Each record's text with its fix-its applied, in input order.
    public func fix(_ records: [StdinRecord]) -> [String] {
        let resolved = resolve(records)
        let groups = GroupIndex(resolved)
        var fixed: [String] = []
        fixed.reserveCapacity(records.count)
        inChunks(resolved.count, { checker, chunk in
            chunk.map { index in
                let record = resolved[index]
                return checker.fix(record.text, role: record.role, locale: record.locale, isCancel: record.isCancel,
                                   group: groups.members(of: index, in: resolved))
            }
        }, consume: { fixed += $0 })
        return fixed
    }

    struct Resolved: Sendable {
        var line: Int
        var text: String
        var role: Role
        var locale: String
        var key: String?
        var group: String?
        var isCancel: Bool
    }

    /// Every record with its locale, role (guessed from the text's shape when neither the record nor the
    /// command gives one) and cancel mark.
    private func resolve(_ records: [StdinRecord]) -> [Resolved] {
        var resolved: [Resolved] = []
        resolved.reserveCapacity(records.count)
        inChunks(records.count, { checker, chunk in
            chunk.map { resolve(records[$0], with: checker) }
        }, consume: { resolved += $0 })
        return resolved
    }

    private func resolve(_ record: StdinRecord, with checker: Checker) -> Resolved {
        let locale = record.locale ?? defaultLocale
        let role = record.role ?? defaultRole ?? TextShapeRole.guess(checker.analyze(record.text, locale: locale))
        let isCancel = record.isCancel || CancelSignal.marks(key: record.key, comment: record.comment)
        return Resolved(line: record.line, text: record.text, role: role, locale: locale, key: record.key, group: record.group, isCancel: isCancel)
    }

    /// Runs `transform` on consecutive chunks of `0..<count`, on every core when there is more than one chunk
    /// and a way to make more checkers, and hands each chunk's outputs to `consume` in order.
    private func inChunks<Output: Sendable>(
        _ count: Int, _ transform: (Checker, Range<Int>) -> [Output], consume: ([Output]) -> Void
    ) {
        let chunks = stride(from: 0, to: count, by: Self.chunkSize).map { $0..<min($0 + Self.chunkSize, count) }
        guard chunks.count > 1, let makeChecker else {
            chunks.forEach { consume(transform(checker, $0)) }
            return
        }
        ParallelMap.forEach(chunks, makeContext: makeChecker, transform, consume: consume)
    }
}
