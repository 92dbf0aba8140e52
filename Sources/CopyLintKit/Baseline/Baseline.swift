import CopyFormats
import CopyLowLevel
import CopyRules
import Foundation

/// Findings accepted as they are, so a project can adopt copylint (or a new rule) and fail only on new problems.
///
/// A finding is recorded by its `Fingerprint` — file (relative to the baseline's folder), key, locale, rule and
/// text — never by line, so moving or editing other strings doesn't resurrect it; changing the string itself does.
/// Each fingerprint keeps a count: a finding recorded twice hides two matching findings, and a third is new.
///
/// The file is JSON, one finding per line, sorted, for readable diffs:
/// ```
/// {"version":1,"findings":[
/// {"file":"en.lproj/Localizable.strings","key":"DELETE_OK","locale":"en","rule":"ok_spelling","text":"Ok","count":1}
/// ]}
/// ```
public struct Baseline: Sendable, Equatable {
    /// The version of the file format this code writes and reads.
    public static let formatVersion = 1

    /// The largest count a finding may have in a file: no file's counts can then add up past `Int.max` (two
    /// counts near it stopped the program).
    static let maximumCount = 999_999_999

    /// How many findings each fingerprint stands for.
    public private(set) var counts: [Fingerprint: Int]

    /// The number of findings recorded.
    public var count: Int { counts.values.reduce(0, +) }

    public init(counts: [Fingerprint: Int] = [:]) {
        self.counts = counts.filter { $0.value > 0 }
    }

    /// Records `findings`, their paths relative to `folder` — the folder the baseline file will be in, see
    /// `folder(of:)`. Relative finding paths are taken against `workingDirectory`.
    public init(findings: [Finding], relativeTo folder: String, workingDirectory: String = ReportPaths.currentDirectory) {
        var counts: [Fingerprint: Int] = [:]
        let paths = Fingerprint.Paths(relativeTo: folder, workingDirectory: workingDirectory)
        for finding in findings {
            counts[Fingerprint(finding, file: paths.path(of: finding.file)), default: 0] += 1
        }
        self.counts = counts
    }

    /// Reads a baseline file.
    public init(contentsOf path: String) throws(BaselineError) {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw FileManager.default.fileExists(atPath: path) ? .unreadable(path: path, reason: Self.describe(error)) : .missing(path: path)
        }
        try self.init(json: data, path: path)
    }

    /// Parses a baseline file's contents; `path` only names it in errors.
    public init(json data: Data, path: String = "baseline") throws(BaselineError) {
        // The file as copylint writes it, read directly; any other layout, and every error, through JSONDecoder.
        if let counts = CanonicalBaselineReader.counts(in: [UInt8](data)) {
            self.init(counts: counts)
            return
        }
        try self.init(decoding: data, path: path)
    }

    /// Parses a baseline file's contents with `JSONDecoder`, whatever their layout.
    init(decoding data: Data, path: String) throws(BaselineError) {
        let file: FileContents
        do {
            file = try JSONDecoder().decode(FileContents.self, from: data)
        } catch {
            throw .malformed(path: path, reason: Self.describe(error))
        }
        guard file.version == Self.formatVersion else {
            throw .unsupportedVersion(path: path, version: file.version)
        }
        var counts: [Fingerprint: Int] = [:]
        for (index, entry) in file.findings.enumerated() {
            let count = entry.count ?? 1
            guard count >= 1 else {
                throw .malformed(path: path, reason: "finding \(index + 1) has count \(count); counts start at 1")
            }
            guard count <= Self.maximumCount else {
                throw .malformed(path: path, reason: "finding \(index + 1) has count \(count); counts go up to \(Self.maximumCount)")
            }
            counts[Fingerprint(file: entry.file, key: entry.key, locale: entry.locale, rule: entry.rule, text: entry.text), default: 0] += count
        }
        self.counts = counts
    }

    /// The file's text: stable (sorted fingerprints, fixed key order), one finding per line.
    public var json: String { String(decoding: jsonUTF8, as: UTF8.self) }

    /// The same as UTF-8, written into one buffer (each line was a String of its own, then joined).
    var jsonUTF8: [UInt8] {
        let entries = Array(counts)
        // The entries' numbers are sorted, not the entries, whose every move retained and released five strings.
        // (What the sort still costs is the comparisons, and a copy of each fingerprint compared that the compiler
        // still makes.)
        let keys = entries.map(\.key)
        let fingerprints = keys.span
        let order = fingerprints.indices.sorted { fingerprints[$0] < fingerprints[$1] }
        var bytes = ByteBuffer(capacity: 64 + 256 * entries.count)
        bytes.append(#"{"version":"#)
        bytes.append(decimal: Self.formatVersion)
        bytes.append(#","findings":"#)
        bytes.append(entries.isEmpty ? "[]" : "[\n")
        for (position, index) in order.enumerated() {
            if position > 0 { bytes.append(",\n") }
            let fingerprint = entries[index].key
            bytes.append(#"{"file":"#)
            JSONWriter.appendString(fingerprint.file, to: &bytes)
            bytes.append(#","key":"#)
            JSONWriter.appendOptionalString(fingerprint.key, to: &bytes)
            bytes.append(#","locale":"#)
            JSONWriter.appendString(fingerprint.locale, to: &bytes)
            bytes.append(#","rule":"#)
            JSONWriter.appendString(fingerprint.rule, to: &bytes)
            bytes.append(#","text":"#)
            JSONWriter.appendString(fingerprint.text, to: &bytes)
            bytes.append(#","count":"#)
            bytes.append(decimal: entries[index].value)
            bytes.append(0x7D)
        }
        if !entries.isEmpty { bytes.append("\n]") }
        bytes.append("}\n")
        return bytes.array
    }

    /// Writes the baseline file (atomically: a reader never sees half of it; through a symbolic link to its target).
    public func write(to path: String) throws(BaselineError) {
        do throws(ReportFile.Failure) {
            try ReportFile.write(jsonUTF8, to: path)
        } catch {
            throw .unwritable(path: path, reason: error.reason)
        }
    }

    /// `findings` without those the baseline records, in order; each fingerprint hides at most its count of findings
    /// (the first ones). `folder` must be the folder the baseline was recorded relative to.
    public func filter(_ findings: [Finding], relativeTo folder: String, workingDirectory: String = ReportPaths.currentDirectory) -> [Finding] {
        var remaining = counts
        // A string's findings come together and share its storage. Each of their fingerprints is looked up in
        // the baseline once (a lookup compares the whole text with the recorded one) and counted down in `run`,
        // where texts of one storage compare at once; a long string's findings took time in its length each.
        var runText: String?
        var run: [Fingerprint: Int] = [:]
        func endRun() {
            for (fingerprint, left) in run { remaining[fingerprint] = left }
            run.removeAll()
        }
        var kept: [Finding] = []
        let paths = Fingerprint.Paths(relativeTo: folder, workingDirectory: workingDirectory)
        for finding in findings {
            if let text = runText, !sameBytes(text, finding.text) { endRun() }
            runText = finding.text
            let fingerprint = Fingerprint(finding, file: paths.path(of: finding.file))
            let left = run[fingerprint] ?? remaining[fingerprint] ?? 0
            if left > 0 {
                run[fingerprint] = left - 1
            } else {
                kept.append(finding)
            }
        }
        endRun()
        return kept
    }

    /// The absolute folder of a baseline file at `path`: what its findings' paths are relative to.
    public static func folder(of path: String, workingDirectory: String = ReportPaths.currentDirectory) -> String {
        ReportPaths.folder(of: path, workingDirectory: workingDirectory)
    }

    private struct FileContents: Decodable {
        var version: Int
        var findings: [Entry]
    }

    private struct Entry: Decodable {
        var file: String
        var key: String?
        var locale: String
        var rule: String
        var text: String
        var count: Int?
    }

    private static func describe(_ error: any Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, let context):
            return "missing \"\(key.stringValue)\"" + where_(context)
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            return context.debugDescription + where_(context)
        case DecodingError.dataCorrupted(let context):
            return "not JSON" + where_(context)
        default:
            return (error as NSError).localizedDescription
        }
    }

    private static func where_(_ context: DecodingError.Context) -> String {
        let path = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
        return path.isEmpty ? "" : " at \(path)"
    }
}

/// Why a baseline file couldn't be read or written.
public enum BaselineError: Error, Equatable, CustomStringConvertible {
    case missing(path: String)
    case unreadable(path: String, reason: String)
    case malformed(path: String, reason: String)
    case unsupportedVersion(path: String, version: Int)
    case unwritable(path: String, reason: String)

    public var description: String {
        switch self {
        case .missing(let path): return "\(path): no such baseline file (create it with --write-baseline)"
        case .unreadable(let path, let reason): return "\(path): cannot read the baseline: \(reason)"
        case .malformed(let path, let reason): return "\(path): not a copylint baseline: \(reason)"
        case .unsupportedVersion(let path, let version):
            return "\(path): baseline format version \(version) is not supported (this copylint reads version \(Baseline.formatVersion))"
        case .unwritable(let path, let reason): return "\(path): cannot write the baseline: \(reason)"
        }
    }
}

extension Summary {
    /// This summary's string and file counts with the severity counts of `findings`, as after a baseline filtered them.
    public func recounted(_ findings: [Finding]) -> Summary {
        var summary = Summary()
        summary.strings = strings
        summary.files = files
        findings.forEach { summary.count($0) }
        return summary
    }
}
