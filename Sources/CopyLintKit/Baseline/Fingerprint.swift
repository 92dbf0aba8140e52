/// What identifies a finding across runs: where its string lives and what is wrong with it, not the line it is on,
/// so edits elsewhere in the file don't make an old finding new.
public struct Fingerprint: Hashable, Sendable, Comparable {
    /// The file, relative to a folder (the baseline's, or the current directory for SARIF), `/`-separated;
    /// `<stdin>` as is.
    public var file: String
    public var key: String?
    public var locale: String
    public var rule: String
    public var text: String

    public init(file: String, key: String?, locale: String, rule: String, text: String) {
        self.file = file
        self.key = key
        self.locale = locale
        self.rule = rule
        self.text = text
    }

    /// The fingerprint of `finding`, its path made relative to `folder` (relative paths are against `workingDirectory`).
    public init(_ finding: Finding, relativeTo folder: String, workingDirectory: String = ReportPaths.currentDirectory) {
        self.init(file: ReportPaths.relative(finding.file, to: folder, workingDirectory: workingDirectory),
                  key: finding.key, locale: finding.locale, rule: finding.diagnostic.rule, text: finding.text)
    }

    /// 16 hex digits (64-bit FNV-1a of the fields), stable across runs, machines and Swift versions.
    public var hash: String {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        func feed(_ string: String?) {
            // A tag byte keeps nil apart from "", and 0xFF (never in UTF-8) ends each field.
            for byte in [string == nil ? 0 : 1] + Array((string ?? "").utf8) + [0xFF] {
                hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
            }
        }
        feed(file)
        feed(key)
        feed(locale)
        feed(rule)
        feed(text)
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// Hashes everything but the text: a key has one text per file and locale, so the text rarely tells two
    /// fingerprints apart, and hashing it (canonically, as `==` compares it) cost time in its length for every
    /// finding; a baseline of a pasted document's thousand findings took seconds.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(file)
        hasher.combine(key)
        hasher.combine(locale)
        hasher.combine(rule)
    }

    public static func < (lhs: Fingerprint, rhs: Fingerprint) -> Bool {
        (lhs.file, lhs.key ?? "", lhs.key == nil ? 0 : 1, lhs.locale, lhs.rule, lhs.text)
            < (rhs.file, rhs.key ?? "", rhs.key == nil ? 0 : 1, rhs.locale, rhs.rule, rhs.text)
    }
}
