/// The lines with which a fixing run announces each fix it applied (standard error, beside the report of what
/// is left): `path:line:column: fixed: Replace “...” with “…” [ellipsis, safe]`.
public enum FixAnnouncement {
    public static func lines(_ result: FileResult, dryRun: Bool = false) -> [String] {
        result.applied.map { finding in
            let level = finding.diagnostic.fixIts.allSatisfy { $0.level == .safe } ? "safe" : "suggested"
            let what = SARIFReporter.describe(finding.diagnostic.fixIts, in: Array(finding.text.unicodeScalars))
            return "\(finding.file):\(finding.line):\(finding.column): \(dryRun ? "would fix" : "fixed"): \(what) [\(finding.diagnostic.rule), \(level)]"
        }
    }
}
