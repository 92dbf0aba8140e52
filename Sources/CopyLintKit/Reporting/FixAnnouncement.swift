import CopyLowLevel

/// The lines with which a fixing run announces each fix it applied (standard error, beside the report of what
/// is left): `path:line:column: fixed: Replace “...” with “…” [ellipsis, safe]`.
public enum FixAnnouncement {
    /// Files with at least this many fixes have their lines made on every core: a large file's `--fix` ends with
    /// them, when no other work is left for the other cores.
    static let spreadFixes = 4096

    public static func lines(_ result: FileResult, dryRun: Bool = false) -> [String] {
        let applied = result.applied
        let threads = applied.count >= spreadFixes ? AvailableCores.count : 1
        return HelpedMap.joined(HelpedMap.map(partsOf: applied.count, threads: threads) { part in
            part.map { line(applied[$0], dryRun: dryRun) }
        }, threads: threads)
    }

    private static func line(_ finding: Finding, dryRun: Bool) -> String {
        let level = finding.diagnostic.fixIts.allSatisfy { $0.level == .safe } ? "safe" : "suggested"
        let what = SARIFReporter.describe(finding.diagnostic.fixIts, in: Array(finding.text.unicodeScalars))
        let place = "\(finding.file):\(finding.line):\(finding.column)"
        return "\(place): \(dryRun ? "would fix" : "fixed"): \(what) [\(finding.diagnostic.rule), \(level)]"
    }
}
