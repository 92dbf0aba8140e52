import CopyFormats
import CopyLowLevel

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
        self.init(finding, file: ReportPaths.relative(finding.file, to: folder, workingDirectory: workingDirectory))
    }

    /// The fingerprint of `finding`, whose path as the fingerprint has it is `file`.
    init(_ finding: Finding, file: String) {
        self.init(file: file, key: finding.key, locale: finding.locale, rule: finding.diagnostic.rule, text: finding.text)
    }

    /// The paths of findings' files relative to one folder, as fingerprints have them, each worked out once for
    /// the findings that follow in the same file: a path made relative a Character at a time is costly, and done
    /// per finding it made recording a baseline take longer than the run itself.
    final class Paths {
        private let folder: String
        private let workingDirectory: String
        private let last = LastTextMemo<String>()

        init(relativeTo folder: String, workingDirectory: String) {
            self.folder = folder
            self.workingDirectory = workingDirectory
        }

        func path(of file: String) -> String {
            last.value(for: file) { ReportPaths.relative($0, to: folder, workingDirectory: workingDirectory) }
        }
    }

    /// 16 hex digits (64-bit FNV-1a of the fields), stable across runs, machines and Swift versions.
    public var hash: String { Self.hexadecimal(hash64) }

    /// The same hash as a number.
    var hash64: UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        Self.feed(file, &hash)
        Self.feed(key, &hash)
        Self.feed(locale, &hash)
        Self.feed(rule, &hash)
        Self.feed(text, &hash)
        return hash
    }

    /// A tag byte keeps nil apart from "", and 0xFF (never in UTF-8) ends each field. The bytes are read in
    /// place: copied into arrays, they made fingerprints a large part of a SARIF report's cost.
    private static func feed(_ string: String?, _ hash: inout UInt64) {
        hash = (hash ^ (string == nil ? 0 : 1)) &* prime
        if let string {
            UTF8Bytes.withBytes(of: string) { bytes in
                for byte in bytes { hash = (hash ^ UInt64(byte)) &* prime }
            }
        }
        hash = (hash ^ 0xFF) &* prime
    }

    private static let prime: UInt64 = 0x0000_0100_0000_01B3

    /// Sixteen lowercase hexadecimal digits, leading zeros kept.
    static func hexadecimal(_ value: UInt64) -> String {
        var digits: [UInt8] = []
        digits.reserveCapacity(16)
        for index in 0..<16 {
            let digit = UInt8(truncatingIfNeeded: value >> UInt64(60 - 4 * index)) & 0xF
            digits.append(digit < 10 ? 0x30 + digit : 0x57 + digit)  // 0-9, then a-f
        }
        return String(decoding: digits, as: UTF8.self)
    }

    /// Hashes everything but the text: a key has one text per file and locale, so the text rarely tells two
    /// fingerprints apart, and hashing it (canonically, as `==` compares it) cost time in its length for every
    /// finding, so a long string with many findings took time in the square of its length.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(file)
        hasher.combine(key)
        hasher.combine(locale)
        hasher.combine(rule)
    }

    /// By file, key (no key before the empty key), locale, rule and text. Field by field, a later field only on a
    /// tie, and each tie told by `==`, which answers at once for strings of one storage (a file's findings share
    /// their path): a tuple of the six copied five strings for every comparison, and sorting a baseline of the
    /// corpus's findings was most of writing it.
    public static func < (lhs: Fingerprint, rhs: Fingerprint) -> Bool {
        if lhs.file != rhs.file { return lhs.file < rhs.file }
        let lhsKey = lhs.key ?? "", rhsKey = rhs.key ?? ""
        if lhsKey != rhsKey { return lhsKey < rhsKey }
        if (lhs.key == nil) != (rhs.key == nil) { return lhs.key == nil }
        if lhs.locale != rhs.locale { return lhs.locale < rhs.locale }
        if lhs.rule != rhs.rule { return lhs.rule < rhs.rule }
        return lhs.text < rhs.text
    }
}
