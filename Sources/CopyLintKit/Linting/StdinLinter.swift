import CopyRules

/// Checks and fixes strings read from standard input, grouping those that share a `group`.
public struct StdinLinter {
    public var checker: Checker
    public var defaultRole: Role?
    public var defaultLocale: String

    public init(checker: Checker, defaultRole: Role?, defaultLocale: String) {
        self.checker = checker
        self.defaultRole = defaultRole
        self.defaultLocale = defaultLocale
    }

    /// Every finding, in input order.
    public func check(_ records: [StdinRecord]) -> [Finding] {
        var findings: [Finding] = []
        check(records) { findings += $0 }
        return findings
    }

    /// Each record's findings (none, often), in input order, handed over as soon as they are found.
    public func check(_ records: [StdinRecord], each: ([Finding]) -> Void) {
        let resolved = records.map(resolve)
        for (index, record) in resolved.enumerated() {
            let diagnostics = checker.check(record.text, role: record.role, locale: record.locale, isCancel: record.isCancel, group: members(of: index, in: resolved))
            guard !diagnostics.isEmpty else { continue }
            each(diagnostics.map { diagnostic in
                Finding(
                    diagnostic: diagnostic, file: "<stdin>", line: record.line, column: diagnostic.range.lowerBound + 1,
                    key: record.key, locale: record.locale, role: record.role, text: record.text
                )
            })
        }
    }

    /// Each record's text with its fix-its applied, in input order.
    public func fix(_ records: [StdinRecord]) -> [String] {
        let resolved = records.map(resolve)
        return resolved.enumerated().map { index, record in
            checker.fix(record.text, role: record.role, locale: record.locale, isCancel: record.isCancel, group: members(of: index, in: resolved))
        }
    }

    private struct Resolved {
        var line: Int
        var text: String
        var role: Role
        var locale: String
        var key: String?
        var group: String?
        var isCancel: Bool
    }

    private func resolve(_ record: StdinRecord) -> Resolved {
        let locale = record.locale ?? defaultLocale
        let role = record.role ?? defaultRole ?? TextShapeRole.guess(checker.analyze(record.text, locale: locale))
        let isCancel = record.isCancel || CancelSignal.marks(key: record.key, comment: record.comment)
        return Resolved(line: record.line, text: record.text, role: role, locale: locale, key: record.key, group: record.group, isCancel: isCancel)
    }

    /// The other strings that share the record's group.
    private func members(of index: Int, in records: [Resolved]) -> [GroupMember] {
        guard let group = records[index].group else { return [] }
        return records.enumerated().compactMap { other, record in
            other != index && record.group == group ? GroupMember(record.text, role: record.role, isCancel: record.isCancel) : nil
        }
    }
}
