import Foundation
import CopyFormats
import CopyRules

/// `missing_comment` and `ambiguous_source`: what translators need to know about the source strings as a whole.
enum SourceReview {
    struct SourceString {
        var file: String
        var entry: LintedEntry
    }

    static func findings(_ sources: [SourceString], isEnabled: (String) -> Bool) -> [Finding] {
        var findings: [Finding] = []
        let byText = Dictionary(grouping: sources.filter { !$0.entry.text.isEmpty }, by: { $0.entry.text })
        for source in sources where isEnabled(ProjectRules.missingComment.identifier) {
            let entry = source.entry.entry
            let words = entry.text.split(whereSeparator: { $0 == " " || $0 == "\n" }).count
            let sharedText = (byText[entry.text]?.count ?? 0) > 1
            guard (words <= 3 || sharedText), words > 0, !hasUsefulComment(entry) else { continue }
            let reason = sharedText ? "is used under several keys" : "has \(words) word\(words == 1 ? "" : "s")"
            findings.append(finding(ProjectRules.missingComment, "“\(entry.text)” \(reason) and no translator comment: say where it appears and what it means.", source))
        }
        guard isEnabled(ProjectRules.ambiguousSource.identifier) else { return findings }
        for (text, users) in byText where users.count > 1 {
            let comments = Set(users.map { usefulComment($0.entry.entry) ?? "" })
            // Comments tell the keys apart only if each key has its own.
            guard comments.count < users.count else { continue }
            for source in users {
                let others = users.filter { $0.entry.key != source.entry.key }.map(\.entry.key).prefix(3)
                findings.append(finding(ProjectRules.ambiguousSource, "“\(text)” is also the source of \(others.map { "“\($0)”" }.joined(separator: ", ")), and no comment tells them apart.", source))
            }
        }
        return findings
    }

    /// The comment, unless it is empty, repeats the text, is Interface Builder's object description, or is only an
    /// inline directive (a catalog's `copylint:disable RULE`, which speaks to copylint, not to translators).
    private static func usefulComment(_ entry: Entry) -> String? {
        guard let comment = entry.comment?.trimmingCharacters(in: .whitespacesAndNewlines), !comment.isEmpty,
              comment != entry.text, !comment.hasPrefix("Class = \""), !comment.hasPrefix("copylint:") else { return nil }
        return comment
    }

    private static func hasUsefulComment(_ entry: Entry) -> Bool { usefulComment(entry) != nil }

    private static func finding(_ rule: RuleDescription, _ message: String, _ source: SourceString) -> Finding {
        let entry = source.entry
        return Finding(diagnostic: Diagnostic(rule: rule.identifier, severity: rule.severity, message: message, range: 0..<0),
                       file: source.file, line: entry.position.line, column: entry.position.column,
                       key: entry.key, locale: entry.locale, role: entry.assignment.role, text: entry.text,
                       textColumn: entry.position.column)
    }
}
