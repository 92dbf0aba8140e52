import CopyLowLevel
import Dispatch
import CopyRules

/// Checks and fixes strings read from standard input, grouping those that share a `group`.
/// Large inputs are worked on every core in chunks of consecutive records; results come out in input order.
public struct StdinLinter {
    /// This thread's checker, with the accelerations of a batch of strings (`BatchChecker`).
    private let batch: BatchChecker
    public var checker: Checker { batch.checker }
    public var defaultRole: Role?
    public var defaultLocale: String
    /// Makes a checker for another worker (checkers are not thread-safe); nil: everything on this thread.
    public var makeChecker: (() -> Checker)?

    /// Records a worker takes at a time: large enough that handing over costs nothing, small enough that both
    /// cores stay busy to the end and that repeated strings, which sit near each other, meet the same result cache.
    static let chunkSize = 1_024

    public init(checker: Checker, defaultRole: Role?, defaultLocale: String, makeChecker: (() -> Checker)? = nil) {
        batch = BatchChecker(checker)
        self.defaultRole = defaultRole
        self.defaultLocale = defaultLocale
        self.makeChecker = makeChecker
    }

    /// Starts building the default locale's lexicon on another core, when there is one, for a caller that reads
    /// its input next: the input's reading, validation and search for repeats run on one core, and the first
    /// worker that met a word then built the lexicon while the other waited.
    public func startBuildingLexicon() {
        guard AvailableCores.count > 1 else { return }
        DispatchQueue.global().async(execute: checker.lexiconBuild(for: defaultLocale))
    }

    /// Every finding, in input order.
    public func check(_ records: some StdinRecords) -> [Finding] {
        var findings: [Finding] = []
        check(records) { findings += $0 }
        return findings
    }

    /// Each record's findings (none, often), in input order, handed over as soon as they and those before them are found.
    /// Specialised for plain lines: the command passes its records as `any StdinRecords`, and the generic body
    /// reached each line through the protocol's subscript coroutine, with a retain of the input per access.
    @_specialize(where Records == LineRecords)
    public func check<Records: StdinRecords>(_ records: Records, each: ([Finding]) -> Void) {
        let plan = Plan(records, self)
        let groupDiagnostics = plan.groups.map { diagnostics(of: $0, plan.resolved) } ?? [:]
        var delivery = plan.repeats.map(RepeatedLines.Delivery<[Finding]>.init)
        inChunks(records.count, { checker, chunk in
            // (A repeat's place holds nothing: its answer is its first line's. Optionals here were destroyed
            // through the generic witness, element by element.)
            chunk.map { index -> [Finding] in
                if plan.repeats?.original(of: index) != nil { return [] }
                let record = plan.record(index, checker)
                var diagnostics = checker.check(record.text, in: record.context(group: plan.members(of: index)),
                                                remembering: plan.repeats == nil)
                // (Most input has no groups: no lookup, and no concatenation that would copy every record's diagnostics.)
                if !groupDiagnostics.isEmpty, let found = groupDiagnostics[index] { diagnostics += found }
                return diagnostics.map { diagnostic in
                    Finding(
                        diagnostic: FixSafety.leveled(diagnostic, text: record.text, roleIsKnown: record.confidence >= .likely), file: "<stdin>", line: record.line, column: diagnostic.range.lowerBound + 1,
                        key: record.key, locale: record.locale, role: record.role, text: record.text
                    )
                }
            }
        }, consume: { chunk in
            for computed in chunk {
                // A repeat's findings are its first line's, on its own line (plain lines carry nothing else).
                let findings = delivery?.answer(computed) { findings, index in
                    findings.map { finding in
                        var finding = finding
                        finding.line = index + 1
                        return finding
                    }
                } ?? computed
                if !findings.isEmpty { each(findings) }
            }
        })
    }

    /// Each record's text with its fix-its applied, in input order.
    public func fix(_ records: some StdinRecords) -> [String] {
        var fixed: [String] = []
        fixed.reserveCapacity(records.count)
        fix(records) { fixed += $0 }
        return fixed
    }

    /// The records' fixed texts, a chunk at a time, in input order, handed over as soon as they are done
    /// (specialised for plain lines, as `check` is).
    @_specialize(where Records == LineRecords)
    public func fix<Records: StdinRecords>(_ records: Records, each: ([String]) -> Void) {
        let plan = Plan(records, self)
        var delivery = plan.repeats.map(RepeatedLines.Delivery<String>.init)
        inChunks(records.count, { checker, chunk in
            chunk.map { index -> String in
                if plan.repeats?.original(of: index) != nil { return "" }
                let record = plan.record(index, checker)
                return checker.fix(record.text, in: record.context(group: plan.members(of: index)),
                                   remembering: plan.repeats == nil)
            }
        }, consume: { chunk in
            each(chunk.map { computed in delivery?.answer(computed) { fixed, _ in fixed } ?? computed })
        })
    }

    /// The records' fixed texts as UTF-8, each followed by a line feed, a chunk at a time in input order: what
    /// `copylint fix` writes. Each worker appends its chunk's fixed texts to one array (`BatchChecker.appendFixed`), so
    /// no string is made, validated and freed for each line, nor an array of them for each chunk.
    @_specialize(where Records == LineRecords)
    public func fixedLines<Records: StdinRecords>(_ records: Records, each: ([UInt8]) -> Void) {
        let plan = Plan(records, self)
        var delivery = plan.repeats.map(RepeatedLines.Delivery<ArraySlice<UInt8>>.init)
        // The bytes of a chunk whose repeats were answered, one array for every chunk: `each` is done with it when
        // it returns. (An array made for each chunk, and grown as repeats filled it, was fresh memory to fault in,
        // chunk after chunk.)
        var output: [UInt8] = []
        inChunks(records.count, { checker, chunk in
            var lines = FixedLines(count: chunk.count, bytes: records.textByteCount(of: chunk))
            for index in chunk {
                // (A repeat's line is left empty: its text is its first line's.)
                if plan.repeats?.original(of: index) == nil {
                    let record = plan.record(index, checker)
                    checker.appendFixed(record.text, in: record.context(group: plan.members(of: index)),
                                        remembering: plan.repeats == nil, to: &lines.bytes)
                    lines.bytes.append(0x0A)
                }
                lines.ends.append(lines.bytes.count)
            }
            return [lines]
        }, consume: { chunks in
            for lines in chunks {
                guard delivery != nil else {
                    each(lines.bytes)
                    continue
                }
                // Runs of lines whose text is their own are copied as they are; a repeat gets its first line's text,
                // and a first line that is repeated later is kept for its repeats. A chunk with neither is handed over whole.
                output.removeAll(keepingCapacity: true)
                var runStart = 0, start = 0, answered = false
                for end in lines.ends {
                    defer { start = end }
                    if delivery!.nextIsItsOwn {
                        delivery!.passOver()
                        continue
                    }
                    if !answered { output.reserveCapacity(lines.bytes.count) }
                    answered = true
                    output += lines.bytes[runStart..<start]
                    output += delivery!.answer(lines.bytes[start..<end]) { fixed, _ in fixed }
                    runStart = end
                }
                if answered { output += lines.bytes[runStart..<start] }
                each(answered ? output : lines.bytes)
            }
        })
    }

    /// A chunk's fixed lines: their bytes one after another, and where each ends.
    private struct FixedLines: Sendable {
        var bytes: [UInt8] = []
        var ends: [Int] = []

        /// Room for `count` lines, and for `bytes` of text (the input's, when known) with their line feeds and an
        /// eighth more: grown line by line, the array was copied a dozen times a chunk (megabytes in all for a large input).
        init(count: Int, bytes byteCount: Int?) {
            ends.reserveCapacity(count)
            if let byteCount { bytes.reserveCapacity(byteCount + count + byteCount / 8) }
        }
    }

    struct Resolved: Sendable {
        var line: Int
        var text: String
        var role: Role
        var locale: String
        var key: String?
        var group: String?
        var isCancel: Bool
        /// The role's confidence: certain when the record or `--role` gives the role, a guess when it is read from
        /// the text's shape, and what the input says otherwise (`role_confidence`).
        var confidence: RoleConfidence = .certain

        /// The record as the checker sees it, with the other members of its group.
        func context(group members: [GroupMember]) -> StringContext {
            StringContext(role: role, locale: locale, roleConfidence: confidence, isCancel: isCancel, group: members)
        }
    }

    /// How the records get their locale, role and group. With groups, every record is resolved first, since a
    /// member's role must be known before any member is checked; without (plain lines, most JSON Lines), each
    /// record is resolved by the worker that checks it, and nothing per record is held for the whole input.
    private struct Plan<Records: StdinRecords> {
        let records: Records
        let linter: StdinLinter
        let resolved: [Resolved]
        let groups: GroupIndex?
        /// Records that repeat an earlier one (plain lines): only the first is checked.
        let repeats: RepeatedLines?
        let cancelSignals = CancelSignal.Memo()

        init(_ records: Records, _ linter: StdinLinter) {
            self.records = records
            self.linter = linter
            if records.mayHaveGroups {
                resolved = linter.resolve(records, cancelSignals: cancelSignals)
                groups = GroupIndex(resolved)
                repeats = nil
            } else {
                resolved = []
                groups = nil
                repeats = records.repeatedLines()
            }
        }

        func record(_ index: Int, _ checker: BatchChecker) -> Resolved {
            if groups != nil { return resolved[index] }
            if let plain = records.plainLine(at: index) { return linter.resolve(line: plain.line, text: plain.text, with: checker) }
            return linter.resolve(records[index], with: checker, cancelSignals: cancelSignals)
        }

        func members(of index: Int) -> [GroupMember] {
            groups?.members(of: index, in: resolved) ?? []
        }
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

    /// Every record with its locale, role (guessed from the text's shape when neither the record nor the
    /// command gives one) and cancel mark.
    private func resolve(_ records: some StdinRecords, cancelSignals: CancelSignal.Memo) -> [Resolved] {
        var resolved: [Resolved] = []
        resolved.reserveCapacity(records.count)
        inChunks(records.count, { checker, chunk in
            chunk.map { resolve(records[$0], with: checker, cancelSignals: cancelSignals) }
        }, consume: { resolved += $0 })
        return resolved
    }

    /// A group the input says is less than certain (`group_confidence` from `copylint entries`: made from key
    /// prefixes) is no group: group rules need one from code, Interface Builder or configuration.
    private func resolve(_ record: StdinRecord, with checker: BatchChecker, cancelSignals: CancelSignal.Memo) -> Resolved {
        let group = (record.groupConfidence ?? .certain) == .certain ? record.group : nil
        var resolved = resolve(line: record.line, text: record.text, role: record.role, locale: record.locale, key: record.key,
                               group: group, isCancel: record.isCancel || cancelSignals.marks(key: record.key, comment: record.comment), with: checker)
        if let confidence = record.roleConfidence { resolved.confidence = confidence }
        return resolved
    }

    /// `isCancel`: whether the record, its key or its comment marks it as a cancel button.
    private func resolve(line: Int, text: String, role: Role? = nil, locale: String? = nil, key: String? = nil,
                         group: String? = nil, isCancel: Bool = false, with checker: BatchChecker) -> Resolved {
        let locale = locale ?? defaultLocale
        let given = role ?? defaultRole
        let role = given ?? TextShapeRole.guess(checker.checker.analyze(text, locale: locale))
        return Resolved(line: line, text: text, role: role, locale: locale, key: key, group: group, isCancel: isCancel,
                        confidence: given != nil ? .certain : .guess)
    }

    /// Runs `transform` on consecutive chunks of `0..<count`, on every core when there is more than one chunk
    /// and a way to make more checkers, and hands each chunk's outputs to `consume` in order.
    private func inChunks<Output: Sendable>(
        _ count: Int, _ transform: (BatchChecker, Range<Int>) -> [Output], consume: ([Output]) -> Void
    ) {
        let chunks = stride(from: 0, to: count, by: Self.chunkSize).map { $0..<min($0 + Self.chunkSize, count) }
        guard chunks.count > 1, let makeChecker else {
            chunks.forEach { consume(transform(batch, $0)) }
            return
        }
        ParallelMap.forEach(chunks, makeContext: { BatchChecker(makeChecker()) }, transform, consume: consume)
    }
}
