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
public struct SARIFReporter: Reporter {
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

    public func report(_ findings: [Finding], summary: Summary) -> String {
        let descriptors = self.descriptors(for: findings)
        var ruleIndex: [String: Int] = [:]
        for (index, descriptor) in descriptors.enumerated() where ruleIndex[descriptor.id] == nil {
            ruleIndex[descriptor.id] = index
        }
        var occurrences: [String: Int] = [:]
        // A string's findings come together: its scalars, and its fingerprint per rule, are computed once for them.
        let texts = LastTextMemo<TextFacts>()
        let writer = JSONWriter()
        writer.object([
            ("$schema", { $0.string(Self.schema) }),
            ("version", { $0.string("2.1.0") }),
            ("runs", { writer in
                writer.array([()]) { writer, _ in
                    writer.object([
                        ("tool", { writer in
                            writer.object([("driver", { self.writeDriver($0, descriptors) })])
                        }),
                        ("columnKind", { $0.string("unicodeCodePoints") }),
                        ("originalUriBaseIds", { writer in
                            writer.object([(Self.sourceRoot, { writer in
                                writer.object([("uri", { $0.string(ReportPaths.fileURI(self.workingDirectory, directory: true)) })])
                            })])
                        }),
                        ("results", { writer in
                            writer.array(findings) { writer, finding in
                                let facts = texts.value(for: finding.text, TextFacts.init)
                                let hash = facts.fingerprint(finding, workingDirectory: self.workingDirectory)
                                occurrences[hash, default: 0] += 1
                                self.writeResult(writer, finding, facts, ruleIndex: ruleIndex[finding.diagnostic.rule]!,
                                                 fingerprint: "\(hash):\(occurrences[hash]!)")
                            }
                        }),
                    ])
                }
            }),
        ])
        return writer.output + "\n"
    }

    /// What results need of a finding's string, computed once for all its findings: its scalars, where its
    /// first line break is, and its fingerprint per rule (the fingerprint hashes the whole string).
    final class TextFacts {
        let scalars: [Unicode.Scalar]
        /// The offset of the first line break (the scalar count when there is none).
        let firstLineBreak: Int
        private var fingerprints: [FingerprintKey: String] = [:]

        private struct FingerprintKey: Hashable {
            let file: String
            let key: String?
            let locale: String
            let rule: String
        }

        init(_ text: String) {
            scalars = Array(text.unicodeScalars)
            firstLineBreak = scalars.firstIndex(where: VerbatimSpan.isLineBreak) ?? scalars.count
        }

        func fingerprint(_ finding: Finding, workingDirectory: String) -> String {
            let key = FingerprintKey(file: finding.file, key: finding.key, locale: finding.locale, rule: finding.diagnostic.rule)
            if let known = fingerprints[key] { return known }
            let hash = Fingerprint(finding, relativeTo: workingDirectory, workingDirectory: workingDirectory).hash
            fingerprints[key] = hash
            return hash
        }
    }

    // MARK: Rules

    struct Descriptor {
        var id: String
        var name: String
        var shortDescription: String
        var fullDescription: String
        var help: String
        var helpMarkdown: String?
        var level: String
        var tags: [String]
    }

    /// The registry's rules, then any other rule a finding names (such as `duplicate_key`), in order of appearance.
    func descriptors(for findings: [Finding]) -> [Descriptor] {
        var descriptors = rules.map { rule in
            Descriptor(
                id: rule.identifier, name: rule.name, shortDescription: rule.name, fullDescription: rule.description,
                help: "\(rule.description)\n\nGuideline: \(rule.guideline)",
                helpMarkdown: "\(rule.description)\n\n**Guideline:** \(rule.guideline)",
                level: Self.level(rule.severity), tags: [rule.area])
        }
        var known = Set(descriptors.map(\.id))
        for finding in findings where !known.contains(finding.diagnostic.rule) {
            let id = finding.diagnostic.rule
            known.insert(id)
            let name = Self.humanized(id)
            let full = "\(name): reported by copylint outside its rule catalogue (for example while reading a file); the result's message says what is wrong."
            descriptors.append(Descriptor(id: id, name: name, shortDescription: name, fullDescription: full, help: full,
                                          helpMarkdown: nil, level: Self.level(finding.diagnostic.severity), tags: []))
        }
        return descriptors
    }

    private func writeDriver(_ writer: JSONWriter, _ descriptors: [Descriptor]) {
        var fields: [(String, (JSONWriter) -> Void)] = [
            ("name", { $0.string(ToolInfo.name) }),
            ("version", { $0.string(self.toolVersion) }),
        ]
        if let informationURI {
            fields.append(("informationUri", { $0.string(informationURI) }))
        }
        fields.append(("rules", { writer in
            writer.array(descriptors) { writer, rule in
                var fields: [(String, (JSONWriter) -> Void)] = [
                    ("id", { $0.string(rule.id) }),
                    ("name", { $0.string(rule.name) }),
                    ("shortDescription", { Self.message($0, rule.shortDescription) }),
                    ("fullDescription", { Self.message($0, rule.fullDescription) }),
                    ("help", { writer in
                        var help: [(String, (JSONWriter) -> Void)] = [("text", { $0.string(rule.help) })]
                        if let markdown = rule.helpMarkdown { help.append(("markdown", { $0.string(markdown) })) }
                        writer.object(help)
                    }),
                    ("defaultConfiguration", { writer in writer.object([("level", { $0.string(rule.level) })]) }),
                ]
                if !rule.tags.isEmpty {
                    fields.append(("properties", { writer in
                        writer.object([("tags", { writer in writer.array(rule.tags) { $0.string($1) } })])
                    }))
                }
                writer.object(fields)
            }
        }))
        writer.object(fields)
    }

    // MARK: Results

    private func writeResult(_ writer: JSONWriter, _ finding: Finding, _ facts: TextFacts, ruleIndex: Int, fingerprint: String) {
        let diagnostic = finding.diagnostic
        let artifact = artifactLocation(finding.file)
        let span = VerbatimSpan(finding, facts)
        var fields: [(String, (JSONWriter) -> Void)] = [
            ("ruleId", { $0.string(diagnostic.rule) }),
            ("ruleIndex", { $0.raw(String(ruleIndex)) }),
            ("level", { $0.string(Self.level(diagnostic.severity)) }),
            ("message", { Self.message($0, diagnostic.message) }),
        ]
        if let artifact, finding.line >= 1 {
            fields.append(("locations", { writer in
                writer.array([()]) { writer, _ in
                    writer.object([("physicalLocation", { writer in
                        writer.object([
                            ("artifactLocation", { Self.write($0, artifact) }),
                            ("region", { writer in
                                var region: [(String, (JSONWriter) -> Void)] = [("startLine", { $0.raw(String(finding.line)) })]
                                if finding.column >= 1 {
                                    region.append(("startColumn", { $0.raw(String(finding.column)) }))
                                    if let end = span?.column(ofEnd: diagnostic.range), end > finding.column {
                                        region.append(("endColumn", { $0.raw(String(end)) }))
                                    }
                                }
                                writer.object(region)
                            }),
                        ])
                    })])
                }
            }))
        }
        fields.append(("partialFingerprints", { writer in
            writer.object([(Self.fingerprintKey, { $0.string(fingerprint) })])
        }))
        if let artifact, let span, let replacements = span.replacements(diagnostic.fixIts) {
            fields.append(("fixes", { writer in
                writer.array([()]) { writer, _ in
                    writer.object([
                        ("description", { Self.message($0, Self.describe(diagnostic.fixIts, in: facts.scalars)) }),
                        ("artifactChanges", { writer in
                            writer.array([()]) { writer, _ in
                                writer.object([
                                    ("artifactLocation", { Self.write($0, artifact) }),
                                    ("replacements", { writer in
                                        writer.array(replacements) { writer, replacement in
                                            writer.object([
                                                ("deletedRegion", { writer in
                                                    writer.object([
                                                        ("startLine", { $0.raw(String(span.line)) }),
                                                        ("startColumn", { $0.raw(String(replacement.startColumn)) }),
                                                        ("endColumn", { $0.raw(String(replacement.endColumn)) }),
                                                    ])
                                                }),
                                                ("insertedContent", { writer in
                                                    writer.object([("text", { $0.string(replacement.text) })])
                                                }),
                                            ])
                                        }
                                    }),
                                ])
                            }
                        }),
                    ])
                }
            }))
        }
        fields.append(("properties", { writer in
            writer.object([
                ("key", { $0.optionalString(finding.key) }),
                ("locale", { $0.string(finding.locale) }),
                ("role", { $0.string(finding.role.rawValue) }),
            ])
        }))
        writer.object(fields)
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

    private static func write(_ writer: JSONWriter, _ location: ArtifactLocation) {
        var fields: [(String, (JSONWriter) -> Void)] = [("uri", { $0.string(location.uri) })]
        if let base = location.baseID { fields.append(("uriBaseId", { $0.string(base) })) }
        writer.object(fields)
    }

    private static func message(_ writer: JSONWriter, _ text: String) {
        writer.object([("text", { $0.string(text) })])
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
