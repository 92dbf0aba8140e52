import CopyRules

/// `--format markdown`: a summary for a pull-request comment or a job summary (`$GITHUB_STEP_SUMMARY`): the
/// totals, a table of counts per rule and severity, then a table of findings (location, severity, rule, message).
/// Cells are escaped so copy containing `|`, `*`, `<` and the like can't break the table or inject markup. The
/// findings table stops before the output passes `maxLength` UTF-16 units (GitHub comments hold 65,536 characters)
/// and says how many findings it left out.
public struct MarkdownReporter: Reporter {
    public static let name = "markdown"
    /// What relative paths in findings are relative to; paths under it are shown relative.
    public var workingDirectory: String
    public var maxLength: Int

    public init(workingDirectory: String = ReportPaths.currentDirectory, maxLength: Int = 60_000) {
        self.workingDirectory = workingDirectory
        self.maxLength = maxLength
    }

    public func report(_ findings: [Finding], summary: Summary) -> String {
        var output = "## \(ToolInfo.name)\n\n"
        var scope = Self.counted(summary.strings, "string")
        if summary.files > 0 { scope += " in \(Self.counted(summary.files, "file"))" }
        guard !findings.isEmpty else {
            return output + "No findings in \(scope).\n"
        }
        // One pass, each finding read in place: grouping the findings by severity and filtering the fixable ones
        // copied every finding twice, which adds up on large runs.
        var counts: [String: [Severity: Int]] = [:]
        var totals: [Severity: Int] = [:]
        var fixable = 0
        for index in findings.indices {
            let severity = findings[index].diagnostic.severity
            counts[findings[index].diagnostic.rule, default: [:]][severity, default: 0] += 1
            totals[severity, default: 0] += 1
            if !findings[index].diagnostic.fixIts.isEmpty { fixable += 1 }
        }
        output += "**\(Self.counted(totals[.error] ?? 0, "error")), \(Self.counted(totals[.warning] ?? 0, "warning")), "
            + "\(Self.counted(totals[.info] ?? 0, "info"))** in \(scope)"
            + " (\(fixable) fixable).\n\n"

        output += "| Rule | Errors | Warnings | Infos | Total |\n| :--- | ---: | ---: | ---: | ---: |\n"
        let rules = counts.map { (rule: $0.key, counts: $0.value, total: $0.value.values.reduce(0, +)) }
            .sorted { ($1.total, $0.rule) < ($0.total, $1.rule) }
        for rule in rules {
            output += "| \(Self.code(rule.rule)) | \(rule.counts[.error] ?? 0) | \(rule.counts[.warning] ?? 0) | \(rule.counts[.info] ?? 0) | \(rule.total) |\n"
        }
        if rules.count > 1 {
            output += "| **Total** | \(totals[.error] ?? 0) | \(totals[.warning] ?? 0) | \(totals[.info] ?? 0) | \(findings.count) |\n"
        }

        output += "\n| Location | Severity | Rule | Message |\n| :--- | :--- | :--- | :--- |\n"
        var length = output.utf16.count
        for (index, finding) in findings.enumerated() {
            let row = self.row(finding)
            let later = findings.count - index - 1
            if length + row.utf16.count + (later > 0 ? Self.omissionNote(later).utf16.count : 0) > maxLength {
                return output + Self.omissionNote(findings.count - index)
            }
            output += row
            length += row.utf16.count
        }
        return output
    }

    func row(_ finding: Finding) -> String {
        let diagnostic = finding.diagnostic
        var location = ReportPaths.isPseudoPath(finding.file) ? finding.file
            : ReportPaths.relative(finding.file, under: workingDirectory, workingDirectory: workingDirectory) ?? finding.file
        location += ":\(finding.line)"
        if finding.column >= 1 { location += ":\(finding.column)" }
        return "| \(Self.code(location)) | \(diagnostic.severity.rawValue) | \(Self.code(diagnostic.rule)) | \(Self.escaped(diagnostic.message)) |\n"
    }

    /// Plain text for a table cell: Markdown punctuation backslash-escaped (so `|` can't end the cell and `*`, `_`,
    /// `[`, `<` can't start markup), line breaks as `<br>`.
    static func escaped(_ text: String) -> String {
        var result = ""
        var previousWasCR = false
        for scalar in text.unicodeScalars {
            defer { previousWasCR = scalar == "\r" }
            switch scalar {
            case "\n" where previousWasCR: continue
            case "\n", "\r", "\u{2028}", "\u{2029}", "\u{85}": result += "<br>"
            case "\\", "`", "*", "_", "[", "]", "<", ">", "|", "~", "&", "!", "#", "$":
                result += "\\"
                result.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: result += " "
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// A code span for a table cell: a fence longer than any backtick run inside, `|` as `\|` (GitHub's table
    /// syntax takes `\|` as a literal pipe even in code), line breaks as spaces.
    static func code(_ text: String) -> String {
        var longestRun = 0
        var run = 0
        var body = ""
        for scalar in text.unicodeScalars {
            run = scalar == "`" ? run + 1 : 0
            longestRun = max(longestRun, run)
            switch scalar {
            case "|": body += "\\|"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F || scalar == "\u{2028}" || scalar == "\u{2029}" || scalar == "\u{85}":
                body += " "
            default: body.unicodeScalars.append(scalar)
            }
        }
        let fence = String(repeating: "`", count: longestRun + 1)
        let padding = body.hasPrefix("`") || body.hasSuffix("`") ? " " : ""
        return fence + padding + body + padding + fence
    }

    static func omissionNote(_ count: Int) -> String {
        "\n_\(counted(count, "more finding")) not shown._\n"
    }

    /// `1 error`, `2 errors`; "info" makes "infos" as in copylint's other summaries.
    static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
