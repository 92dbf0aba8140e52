import CopyFormats
import CopyLowLevel
import CopyRules

/// Inline suppressions, in each format's own comment syntax. In `.strings` files, comments may hold
/// `copylint:disable RULE…` / `copylint:enable RULE…` (a region, by line), `copylint:disable-next-line RULE…`
/// and `copylint:disable-line RULE…`. In catalogs and XLIFF, an entry's comment or note holding
/// `copylint:disable RULE…` silences those rules for that key in every locale.
struct Suppressions {
    /// The lines each rule is silenced on ("" for every rule), as sorted, disjoint ranges. Asking each region
    /// in turn, for every entry and finding, made a file with a directive on every entry take quadratic time.
    private var silencedLines: [String: [ClosedRange<Int>]] = [:]
    private var keyRules: [String: Set<String>] = [:]
    /// Keys whose comment disables every rule.
    private var silencedKeys = Set<String>()
    /// Every disabling directive read, with what it covers, to tell which silenced nothing.
    private var placed: [Placed] = []
    /// Directives that cannot be read.
    private(set) var problems: [SuppressionDirective.Problem] = []

    /// A directive and where it applies: lines (`.strings`-like files) or a key (catalogs and XLIFF).
    private struct Placed {
        var directive: SuppressionDirective
        var lines: ClosedRange<Int>?
        var key: String?

        func covers(_ finding: Finding, rule: String?) -> Bool {
            if let rule, rule != finding.diagnostic.rule { return false }
            if let key { return finding.key == key && directive.covers(finding.diagnostic.rule) }
            return lines.map { $0.contains(finding.line) } == true && directive.covers(finding.diagnostic.rule)
        }
    }

    init(_ file: LocalizationFile) {
        switch file.format.directivePlacement {
        case .commentLines:
            var regions: [(rules: Set<String>, lines: ClosedRange<Int>)] = []
            readLineDirectives(file, into: &regions)
            silencedLines = Self.linesByRule(regions)
        case .entryComments: readEntryDirectives(file)
        }
    }

    var isEmpty: Bool { silencedLines.isEmpty && keyRules.isEmpty && silencedKeys.isEmpty && problems.isEmpty }

    /// Removes the findings the directives silence, and adds what is wrong with the directives themselves:
    /// `invalid_directive` for one that cannot be read, `superfluous_disable_directive` for one that silenced
    /// nothing (for each enabled rule it names; a rule that does not run cannot tell).
    func apply(to findings: inout [Finding], file: String, locale: String, isEnabled: (String) -> Bool) {
        var silenced: [Finding] = []
        findings.removeAll { finding in
            guard suppresses(finding) else { return false }
            silenced.append(finding)
            return true
        }
        var added: [Finding] = []
        func report(_ rule: RuleDescription, _ message: String, line: Int, column: Int) {
            let diagnostic = Diagnostic(rule: rule.identifier, severity: rule.severity, message: message, range: 0..<0)
            added.append(Finding(diagnostic: diagnostic, file: file, line: line, column: column, key: nil, locale: locale, role: .unknown, text: ""))
        }
        if isEnabled(DirectiveRules.invalidDirective.identifier) {
            for problem in problems { report(DirectiveRules.invalidDirective, problem.message, line: problem.line, column: problem.column) }
        }
        if isEnabled(DirectiveRules.superfluousDisableDirective.identifier) {
            silenced.sort { $0.line < $1.line }
            for placement in placed {
                let directive = placement.directive
                let rules: [String?] = directive.rules.isEmpty ? [nil] : directive.rules.sorted().filter(isEnabled)
                for rule in rules where !Self.anyCovered(silenced, by: placement, rule: rule) {
                    let what = rule.map { "'\($0)' finds nothing" } ?? "no rule finds anything"
                    report(DirectiveRules.superfluousDisableDirective,
                           "'copylint:\(directive.kind.rawValue)' silences nothing: \(what) where it applies; remove it",
                           line: directive.line, column: directive.column)
                }
            }
        }
        // A directive may silence these too (`copylint:disable-line superfluous_disable_directive`).
        findings += added.filter { !suppresses($0) }
    }

    /// Whether a silenced finding (sorted by line) is one a directive covers.
    private static func anyCovered(_ silenced: [Finding], by placement: Placed, rule: String?) -> Bool {
        guard let lines = placement.lines else { return silenced.contains { placement.covers($0, rule: rule) } }
        // The first finding at or after the range's first line (by index: a finding read whole is copied).
        var index = silenced.indices.partitionPoint { silenced[$0].line >= lines.lowerBound }
        while index < silenced.count, silenced[index].line <= lines.upperBound {
            if placement.covers(silenced[index], rule: rule) { return true }
            index += 1
        }
        return false
    }

    /// Whether a rule is silenced for an entry starting on `line` (what `--fix` must then leave alone).
    func suppresses(rule: String, key: String, line: Int) -> Bool {
        if silencedKeys.contains(key) || keyRules[key]?.contains(rule) == true { return true }
        return silences(rule, on: line)
    }

    func suppresses(_ finding: Finding) -> Bool {
        let rule = finding.diagnostic.rule
        if let key = finding.key {
            if silencedKeys.contains(key) || keyRules[key]?.contains(rule) == true { return true }
        }
        return silences(rule, on: finding.line)
    }

    private func silences(_ rule: String, on line: Int) -> Bool {
        guard !silencedLines.isEmpty else { return false }
        return Self.contains(silencedLines[""], line) || Self.contains(silencedLines[rule], line)
    }

    /// Whether sorted, disjoint ranges hold a line: the last range starting at or before it, found by halving.
    private static func contains(_ ranges: [ClosedRange<Int>]?, _ line: Int) -> Bool {
        guard let ranges, !ranges.isEmpty else { return false }
        let after = ranges.partitionPoint { $0.lowerBound > line }  // the first range starting after `line`
        return after > 0 && ranges[after - 1].upperBound >= line
    }

    /// Each rule's regions ("" for regions of every rule), sorted and merged where they overlap.
    private static func linesByRule(_ regions: [(rules: Set<String>, lines: ClosedRange<Int>)]) -> [String: [ClosedRange<Int>]] {
        var byRule: [String: [ClosedRange<Int>]] = [:]
        for region in regions {
            for rule in region.rules.isEmpty ? [""] : Array(region.rules) { byRule[rule, default: []].append(region.lines) }
        }
        return byRule.mapValues { ranges in
            var merged: [ClosedRange<Int>] = []
            for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
                if let last = merged.last, range.lowerBound <= last.upperBound {
                    merged[merged.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
                } else {
                    merged.append(range)
                }
            }
            return merged
        }
    }

    private mutating func readEntryDirectives(_ file: LocalizationFile) {
        for entry in file.entries {
            guard let comment = entry.comment, Self.containsMarker(comment), comment.contains("copylint:") else { continue }
            for var directive in SuppressionDirective.parse(comment[...], line: entry.position.line, problems: &problems)
            where directive.kind != .enable {
                directive.column = entry.position.column
                placed.append(Placed(directive: directive, lines: nil, key: entry.key))
                if directive.rules.isEmpty { silencedKeys.insert(entry.key) } else { keyRules[entry.key, default: []].formUnion(directive.rules) }
            }
        }
    }

    /// Scans the file's text line by line; only lines that mention `copylint:` are parsed.
    private mutating func readLineDirectives(_ file: LocalizationFile, into regions: inout [(rules: Set<String>, lines: ClosedRange<Int>)]) {
        // A UTF-8 file's own bytes first: most files have no directive, and then decoding the whole file
        // into a String is wasted. (Decoding only turns bad bytes into U+FFFD, which makes no marker.)
        if file.encoding == .utf8, !UTF8Search.mightContain(bytes: file.bytes, "copylint:") { return }
        let text = Self.decode(file)
        // Bytes first: most files have no directive, and a Character-wise search of a whole file is slow.
        // (A Character-wise match is also a byte match, so a file without the bytes has none.)
        guard Self.containsMarker(text), text.contains("copylint:") else { return }
        var open: [String: (line: Int, directive: Int)] = [:]  // rule ("" for all) → first disabled line, its directive
        var lineNumber = 0
        for line in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }) {
            lineNumber += 1
            guard UTF8Search.mightContain(line, "copylint:"), line.contains("copylint:") else { continue }
            for directive in SuppressionDirective.parse(line, line: lineNumber, problems: &problems) {
                let names = directive.rules.isEmpty ? [""] : Array(directive.rules)
                switch directive.kind {
                case .disableNextLine:
                    regions.append((directive.rules, (lineNumber + 1)...(lineNumber + 1)))
                    placed.append(Placed(directive: directive, lines: (lineNumber + 1)...(lineNumber + 1)))
                case .disableLine:
                    regions.append((directive.rules, lineNumber...lineNumber))
                    placed.append(Placed(directive: directive, lines: lineNumber...lineNumber))
                case .disable:
                    placed.append(Placed(directive: directive, lines: lineNumber...Int.max))
                    for name in names where open[name] == nil { open[name] = (lineNumber, placed.count - 1) }
                case .enable:
                    let closing = directive.rules.isEmpty ? Array(open.keys) : names
                    for name in closing {
                        guard let start = open.removeValue(forKey: name) else { continue }
                        regions.append((name.isEmpty ? [] : [name], start.line...lineNumber))
                        // The region ends here: a finding after it is not the directive's.
                        if let lines = placed[start.directive].lines, lines.upperBound == Int.max {
                            placed[start.directive].lines = lines.lowerBound...lineNumber
                        }
                    }
                }
            }
        }
        for (name, start) in open { regions.append((name.isEmpty ? [] : [name], start.line...Int.max)) }
    }

    private static func containsMarker(_ text: String) -> Bool {
        var text = text
        let marker = Array("copylint:".utf8)
        return text.withUTF8 { bytes in
            guard bytes.count >= marker.count else { return false }
            for start in 0...(bytes.count - marker.count) where bytes[start] == marker[0] {
                if (1..<marker.count).allSatisfy({ bytes[start + $0] == marker[$0] }) { return true }
            }
            return false
        }
    }

    private static func decode(_ file: LocalizationFile) -> String {
        let bytes = file.bytes
        switch file.encoding {
        case .utf8: return String(decoding: bytes, as: UTF8.self)
        case .utf16LittleEndian, .utf16BigEndian:
            let little = file.encoding == .utf16LittleEndian
            var units: [UInt16] = []
            units.reserveCapacity(bytes.count / 2)
            var index = 0
            while index + 1 < bytes.count {
                units.append(little ? UInt16(bytes[index]) | UInt16(bytes[index + 1]) << 8 : UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1]))
                index += 2
            }
            return String(decoding: units, as: UTF16.self)
        }
    }
}
