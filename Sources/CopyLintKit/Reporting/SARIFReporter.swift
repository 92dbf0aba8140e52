import CopyFormats
import CopyLowLevel
import CopyRules

/// `--format sarif`: SARIF 2.1.0, for GitHub code scanning and SARIF viewers.
///
/// - Paths under the current directory are relative URIs with `uriBaseId` `%SRCROOT%` (declared in
///   `originalUriBaseIds`); others are absolute `file://` URIs. Findings on standard input have no location.
/// - Columns are Unicode scalars (`columnKind` `unicodeCodePoints`), as everywhere in copylint.
/// - `partialFingerprints["copylint/v1"]` is the baseline's fingerprint (path relative to the current directory)
///   and its occurrence number: `hash:n`. GitHub itself reads only `primaryLocationLineHash`, which its upload
///   action computes from the file when missing; supplying our own under that name would make the action warn on
///   every result, so we don't.
/// - `fixes` carry the fix-its, but only where the string is provably written as is on the finding's line (see
///   `VerbatimSpan`): a fix-it's offsets are in the decoded string, and a file may spell it with escapes.
public struct SARIFReporter: UTF8Reporter {
    public static let name = "sarif"
    public static let schema = "https://json.schemastore.org/sarif-2.1.0.json"
    public static let fingerprintKey = "copylint/v1"
    static let sourceRoot = "%SRCROOT%"

    /// What relative paths in findings are relative to, and the root of the relative URIs.
    public var workingDirectory: String
    /// The rules to list in `tool.driver.rules` (findings' rules not among them are appended).
    public var rules: [RuleDescription]
    public var toolVersion: String
    public var informationURI: String?

    public init(workingDirectory: String = ReportPaths.currentDirectory, rules: [RuleDescription] = RuleRegistry.descriptions,
                toolVersion: String = ToolInfo.version, informationURI: String? = ToolInfo.informationURI) {
        self.workingDirectory = ReportPaths.absolute(workingDirectory, in: "/")
        self.rules = rules
        self.toolVersion = toolVersion
        self.informationURI = informationURI
    }

    public func reportUTF8(_ reported: [Finding], summary: Summary) -> [UInt8] {
        // Files that could not be read are not results of a rule: the run's invocation notes them.
        let unreadable = reported.filter(\.isParseError)
        let findings = unreadable.isEmpty ? reported : reported.filter { !$0.isParseError }
        let descriptors = self.descriptors(for: findings)
        var ruleIndex: [String: Int] = [:]
        for (index, descriptor) in descriptors.enumerated() where ruleIndex[descriptor.id] == nil {
            ruleIndex[descriptor.id] = index
        }
        var occurrences: [UInt64: Int] = [:]
        // Consecutive findings often share their rule (a rule's strings are the same storage): its index is
        // then not looked up again.
        let rules = LastTextMemo<Int>()
        // A string's findings come together: its scalars, and its fingerprint per rule, are computed once for them.
        let texts = LastTextMemo<TextFacts>()
        // A file's findings come together too: its paths are worked out once for them.
        let files = LastTextMemo<FileFacts>()
        let writer = JSONWriter()
        writer.beginObject()
        writer.field("$schema", Self.schema)
        writer.field("version", "2.1.0")
        writer.key("runs")
        writer.beginArray()
        writer.beginObject()
        writer.key("tool")
        writer.beginObject()
        writer.key("driver")
        writeDriver(writer, descriptors)
        writer.endObject()
        writer.key("invocations")
        writeInvocation(unreadable, to: writer)
        writer.field("columnKind", "unicodeCodePoints")
        writer.key("originalUriBaseIds")
        writer.beginObject()
        writer.key(Self.sourceRoot)
        writer.beginObject()
        writer.field("uri", ReportPaths.fileURI(workingDirectory, directory: true))
        writer.endObject()
        writer.endObject()
        writer.key("results")
        writer.beginArray()
        for finding in findings {
            let facts = texts.value(for: finding.text, TextFacts.init)
            let file = files.value(for: finding.file, fileFacts)
            let hash = facts.fingerprint(finding, file: file.fingerprintPath)
            occurrences[hash, default: 0] += 1
            let rule = rules.value(for: finding.diagnostic.rule) { ruleIndex[$0]! }
            writeResult(finding, facts, file.artifact, ruleIndex: rule, fingerprint: (hash, occurrences[hash]!), to: writer)
        }
        writer.endArray()
        writer.endObject()
        writer.endArray()
        writer.endObject()
        writer.endLine()
        return writer.outputUTF8
    }

    /// What results need of a finding's string, computed once for all its findings: its scalars, where its
    /// first line break is, and, for a long string, its fingerprint per rule (the fingerprint hashes the whole string).
    final class TextFacts {
        private let text: String
        /// Made only for results with a location (not for standard input's).
        lazy var scalars = Array(text.unicodeScalars)
        /// The offset of the first line break (the scalar count when there is none).
        lazy var firstLineBreak = scalars.firstIndex(where: VerbatimSpan.isLineBreak) ?? scalars.count
        /// Whether the string is long enough that its fingerprints are kept: a short one is hashed afresh, which
        /// costs less than looking it up.
        private let isLong: Bool
        private var fingerprints: [FingerprintKey: UInt64] = [:]

        private struct FingerprintKey: Hashable {
            let file: String
            let key: String?
            let locale: String
            let rule: String
        }

        init(_ text: String) {
            self.text = text
            isLong = text.utf8.count > 256
        }

        /// The fingerprint's hash, `file` being the finding's path as the fingerprint has it.
        func fingerprint(_ finding: Finding, file: String) -> UInt64 {
            let fingerprint = Fingerprint(finding, file: file)
            guard isLong else { return fingerprint.hash64 }
            let key = FingerprintKey(file: file, key: finding.key, locale: finding.locale, rule: finding.diagnostic.rule)
            if let known = fingerprints[key] { return known }
            let hash = fingerprint.hash64
            fingerprints[key] = hash
            return hash
        }
    }

    /// What results need of a finding's file: its location, and its path as the fingerprint has it (relative to
    /// the working directory, as the baseline's are to its folder).
    struct FileFacts {
        let artifact: ArtifactLocation?
        let fingerprintPath: String
    }

    func fileFacts(_ file: String) -> FileFacts {
        FileFacts(artifact: artifactLocation(file),
                  fingerprintPath: ReportPaths.relative(file, to: workingDirectory, workingDirectory: workingDirectory))
    }

    // MARK: Rules

    struct Descriptor {
        var id: String
        var name: String
        var shortDescription: String
        var fullDescription: String
        var help: String
        var helpMarkdown: String?
        /// The HIG page of the rule (`helpUri`), when it has one.
        var helpURI: String? = nil
        var level: String
        var tags: [String]
    }

    /// The registry's rules, then any other rule a finding names (such as `duplicate_key`), in order of appearance.
    func descriptors(for findings: [Finding]) -> [Descriptor] {
        var descriptors = rules.map { rule in
            let pages = rule.guidelinePages
            let cited = pages.map { "\($0.title) (\($0.url))" }.joined(separator: ", ")
            let linked = pages.map { "[\($0.title)](\($0.url))" }.joined(separator: ", ")
            return Descriptor(
                id: rule.identifier, name: rule.name, shortDescription: rule.name, fullDescription: rule.description,
                help: pages.isEmpty ? rule.description : "\(rule.description)\n\nHuman Interface Guidelines: \(cited)",
                helpMarkdown: pages.isEmpty ? nil : "\(rule.description)\n\n**Human Interface Guidelines:** \(linked)",
                helpURI: pages.first?.url, level: Self.level(rule.severity), tags: [rule.area.rawValue])
        }
        var known = Set(descriptors.map(\.id))
        // A finding whose rule is the previous one's (usual: a rule's strings share storage) is passed over
        // without hashing its rule.
        var previous: String?
        for finding in findings {
            let id = finding.diagnostic.rule
            if let previous, sameBytes(id, previous) { continue }
            previous = id
            guard !known.contains(id) else { continue }
            known.insert(id)
            let name = Self.humanized(id)
            let full = "\(name): reported by copylint outside its rule catalogue (for example while reading a file); the result's message says what is wrong."
            descriptors.append(Descriptor(id: id, name: name, shortDescription: name, fullDescription: full, help: full,
                                          helpMarkdown: nil, level: Self.level(finding.diagnostic.severity), tags: []))
        }
        return descriptors
    }

    private func writeDriver(_ writer: JSONWriter, _ descriptors: [Descriptor]) {
        writer.beginObject()
        writer.field("name", ToolInfo.name)
        writer.field("version", toolVersion)
        if let informationURI {
            writer.field("informationUri", informationURI)
        }
        writer.key("rules")
        writer.beginArray()
        for rule in descriptors {
            writer.beginObject()
            writer.field("id", rule.id)
            writer.field("name", rule.name)
            Self.message("shortDescription", rule.shortDescription, to: writer)
            Self.message("fullDescription", rule.fullDescription, to: writer)
            writer.key("help")
            writer.beginObject()
            writer.field("text", rule.help)
            if let markdown = rule.helpMarkdown {
                writer.field("markdown", markdown)
            }
            writer.endObject()
            if let uri = rule.helpURI {
                writer.field("helpUri", uri)
            }
            writer.key("defaultConfiguration")
            writer.beginObject()
            writer.field("level", rule.level)
            writer.endObject()
            if !rule.tags.isEmpty {
                writer.key("properties")
                writer.beginObject()
                writer.key("tags")
                writer.beginArray()
                for tag in rule.tags { writer.string(tag) }
                writer.endArray()
                writer.endObject()
            }
            writer.endObject()
        }
        writer.endArray()
        writer.endObject()
    }

    // MARK: Invocation

    /// `[{"executionSuccessful": …, "toolExecutionNotifications": […]}]`: a notification, with its location,
    /// for each file that could not be read or parsed.
    private func writeInvocation(_ unreadable: [Finding], to writer: JSONWriter) {
        writer.beginArray()
        writer.beginObject()
        writer.key("executionSuccessful")
        writer.bool(unreadable.isEmpty)
        writer.key("toolExecutionNotifications")
        writer.beginArray()
        for finding in unreadable {
            writer.beginObject()
            writer.field("level", "error")
            writer.key("descriptor")
            writer.beginObject()
            writer.field("id", finding.diagnostic.rule)
            writer.endObject()
            Self.message("message", finding.diagnostic.message, to: writer)
            if let artifact = artifactLocation(finding.file) {
                Self.writeLocations(artifact, line: max(finding.line, 1), column: max(finding.column, 1), to: writer)
            }
            writer.endObject()
        }
        writer.endArray()
        writer.endObject()
        writer.endArray()
    }

    // MARK: Results

    /// One result.
    private func writeResult(_ finding: Finding, _ facts: TextFacts, _ artifact: ArtifactLocation?, ruleIndex: Int,
                             fingerprint: (hash: UInt64, occurrence: Int), to writer: JSONWriter) {
        let diagnostic = finding.diagnostic
        let span = artifact == nil ? nil : VerbatimSpan(finding, facts)
        writer.beginObject()
        writer.field("ruleId", diagnostic.rule)
        writer.field("ruleIndex", ruleIndex)
        writer.field("level", Self.level(diagnostic.severity))
        Self.message("message", diagnostic.message, to: writer)
        if let artifact, finding.line >= 1 {
            var end: Int?
            if finding.column >= 1, let column = span?.column(ofEnd: diagnostic.range), column > finding.column {
                end = column
            }
            Self.writeLocations(artifact, line: finding.line, column: finding.column >= 1 ? finding.column : nil,
                                endColumn: end, to: writer)
        }
        writer.key("partialFingerprints")
        writer.beginObject()
        writer.key(Self.fingerprintKey)
        writer.string("\(Fingerprint.hexadecimal(fingerprint.hash)):\(fingerprint.occurrence)")
        writer.endObject()
        if let artifact, let span, let replacements = span.replacements(diagnostic.fixIts) {
            writer.key("fixes")
            writer.beginArray()
            writer.beginObject()
            Self.message("description", Self.describe(diagnostic.fixIts, in: facts.scalars), to: writer)
            // The fix's level is its least sure fix-it's: one suggested replacement makes the whole fix a suggestion.
            let isSafe = FixIt.nonOverlapping(diagnostic.fixIts).allSatisfy { $0.level == .safe }
            writer.key("properties")
            writer.beginObject()
            writer.field("level", isSafe ? "safe" : "suggested")
            writer.endObject()
            writer.key("artifactChanges")
            writer.beginArray()
            writer.beginObject()
            writer.key("artifactLocation")
            Self.write(artifact, to: writer)
            writer.key("replacements")
            writer.beginArray()
            for replacement in replacements {
                writer.beginObject()
                writer.key("deletedRegion")
                writer.beginObject()
                writer.field("startLine", span.line)
                writer.field("startColumn", replacement.startColumn)
                writer.field("endColumn", replacement.endColumn)
                writer.endObject()
                Self.message("insertedContent", replacement.text, to: writer)
                writer.endObject()
            }
            writer.endArray()
            writer.endObject()
            writer.endArray()
            writer.endObject()
            writer.endArray()
        }
        writer.key("properties")
        writer.beginObject()
        writer.key("key")
        writer.optionalString(finding.key)
        writer.field("locale", finding.locale)
        writer.field("role", finding.role.rawValue)
        writer.endObject()
        writer.endObject()
    }

    /// `"locations":[{"physicalLocation":{"artifactLocation":…,"region":{…}}}]`: a line, and a start and end
    /// column when known.
    private static func writeLocations(_ artifact: ArtifactLocation, line: Int, column: Int?, endColumn: Int? = nil,
                                       to writer: JSONWriter) {
        writer.key("locations")
        writer.beginArray()
        writer.beginObject()
        writer.key("physicalLocation")
        writer.beginObject()
        writer.key("artifactLocation")
        write(artifact, to: writer)
        writer.key("region")
        writer.beginObject()
        writer.field("startLine", line)
        if let column {
            writer.field("startColumn", column)
        }
        if let endColumn {
            writer.field("endColumn", endColumn)
        }
        writer.endObject()
        writer.endObject()
        writer.endObject()
        writer.endArray()
    }

    struct ArtifactLocation {
        var uri: String
        var baseID: String?
    }

    /// Relative to `%SRCROOT%` under the working directory, else an absolute file URI; nil for standard input.
    func artifactLocation(_ file: String) -> ArtifactLocation? {
        if ReportPaths.isPseudoPath(file) { return nil }
        if let relative = ReportPaths.relative(file, under: workingDirectory, workingDirectory: workingDirectory) {
            return ArtifactLocation(uri: ReportPaths.uriReference(relative), baseID: Self.sourceRoot)
        }
        return ArtifactLocation(uri: ReportPaths.fileURI(ReportPaths.absolute(file, in: workingDirectory)), baseID: nil)
    }

    private static func write(_ location: ArtifactLocation, to writer: JSONWriter) {
        writer.beginObject()
        writer.field("uri", location.uri)
        if let base = location.baseID {
            writer.field("uriBaseId", base)
        }
        writer.endObject()
    }

    /// A field whose value is `{"text":…}` (SARIF's message).
    private static func message(_ name: StaticString, _ text: String, to writer: JSONWriter) {
        writer.key(name)
        writer.beginObject()
        writer.field("text", text)
        writer.endObject()
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .info: return "note"
        }
    }

    /// `duplicate_key` → `Duplicate key`.
    static func humanized(_ id: String) -> String {
        let words = id.split(whereSeparator: { $0 == "_" || $0 == "-" || $0 == "." }).joined(separator: " ")
        guard let first = words.first else { return id }
        return first.uppercased() + words.dropFirst()
    }

    /// "Replace “Ok” with “OK”", "Remove “ ”", "Insert “…”"; several fix-its are joined with "; ".
    static func describe(_ fixIts: [FixIt], in scalars: [Unicode.Scalar]) -> String {
        FixIt.nonOverlapping(fixIts).map { fixIt in
            let upper = min(fixIt.range.upperBound, scalars.count)
            let old = String(String.UnicodeScalarView(scalars[min(fixIt.range.lowerBound, upper)..<upper]))
            if old.isEmpty { return "Insert “\(fixIt.replacement)”" }
            if fixIt.replacement.isEmpty { return "Remove “\(old)”" }
            return "Replace “\(old)” with “\(fixIt.replacement)”"
        }.joined(separator: "; ")
    }
}

/// Where a finding's string sits on its line, when that can be trusted. The diagnostic's column must be exactly
/// `textColumn` + its offset: then everything before it is written as is, on this line. Past that offset, a column is
/// trusted only across characters that every format writes as themselves (an escape would shift what follows).
struct VerbatimSpan {
    let line: Int
    let textColumn: Int
    /// The diagnostic's start: the end of the part of the string known to be written as is.
    let start: Int
    let scalars: [Unicode.Scalar]

    init?(_ finding: Finding, _ facts: SARIFReporter.TextFacts) {
        let start = finding.diagnostic.range.lowerBound
        guard finding.line >= 1, finding.textColumn >= 1, start >= 0, start <= facts.scalars.count,
              finding.column == finding.textColumn + start, start <= facts.firstLineBreak else { return nil }
        self.line = finding.line
        self.textColumn = finding.textColumn
        self.start = start
        self.scalars = facts.scalars
    }

    /// The column just after `range`, if it can be trusted.
    func column(ofEnd range: Range<Int>) -> Int? {
        isPlaceable(range) ? textColumn + range.upperBound : nil
    }

    struct Replacement {
        var startColumn: Int
        var endColumn: Int
        var text: String
    }

    /// The fix-its as column replacements on the line, or nil if any of them can't be placed with certainty
    /// (a partial fix could leave the string worse than none).
    func replacements(_ fixIts: [FixIt]) -> [Replacement]? {
        let taken = FixIt.nonOverlapping(fixIts)
        guard !taken.isEmpty else { return nil }
        var replacements: [Replacement] = []
        for fixIt in taken {
            guard isPlaceable(fixIt.range), fixIt.replacement.unicodeScalars.allSatisfy(Self.isInsertable) else { return nil }
            replacements.append(Replacement(startColumn: textColumn + fixIt.range.lowerBound,
                                            endColumn: textColumn + fixIt.range.upperBound, text: fixIt.replacement))
        }
        return replacements
    }

    /// Whether both ends of `range` have trusted columns and what it covers is written as is: every character
    /// from the diagnostic's start to the range's end must be (those before the start already are).
    private func isPlaceable(_ range: Range<Int>) -> Bool {
        guard range.lowerBound >= 0, range.upperBound <= scalars.count else { return false }
        return range.upperBound <= start || scalars[start..<range.upperBound].allSatisfy(Self.isWrittenAsIs)
    }

    static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\n" || scalar == "\r" || scalar == "\u{2028}" || scalar == "\u{2029}" || scalar == "\u{85}"
    }

    /// Characters every localisation format writes as themselves: printable ASCII but the quotes, backslash,
    /// `/` (JSON may write `\/`), `&`, `<` and `>`. Anything else may be an escape in some file (`\U00A0`, `&#160;`,
    /// `\u2026` from an ASCII-only JSON writer, `\'` in a single-quoted `.strings` value).
    static func isWrittenAsIs(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "\"", "'", "\\", "/", "&", "<", ">": return false
        default: return scalar.value >= 0x20 && scalar.value < 0x7F
        }
    }

    /// What a replacement may hold to be inserted as is: any character a file may hold unescaped, which excludes
    /// the quotes, backslash, `&`, `<`, `>`, controls and line separators.
    static func isInsertable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "\"", "'", "\\", "&", "<", ">": return false
        default: break
        }
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator, .surrogate, .unassigned: return false
        default: return true
        }
    }
}
