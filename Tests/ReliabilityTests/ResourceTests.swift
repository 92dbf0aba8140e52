import Testing
import CopyFormats
@testable import CopyLintKit
import CopyRules
#if canImport(Glibc)
import Glibc
#endif

// Bounded resources: big files, pathological strings and deep nesting are handled in time roughly linear in
// their size and without exhausting the stack. Each test prints its timings ("resource: …").
//
// `swift test` runs these at a tenth of the full sizes (CI: about ten seconds in a debug build), with
// generous limits that still catch a quadratic step. The full sizes (200,000 entries, 100,000 characters,
// 50,000 placeholders; nesting is always 10,000 levels) run with COPYLINT_RESOURCE_FULL=1 (a few minutes
// in a debug build):
//   COPYLINT_RESOURCE_FULL=1 swift test --filter BoundedResources
// Figures, debug and release: Fuzz/README.md.

private let clock = ContinuousClock()

/// Runs `body`, prints how long it took, and returns the duration.
@discardableResult
private func timed<T>(_ label: String, _ body: () throws -> T) rethrows -> (T, Duration) {
    let start = clock.now
    let result = try body()
    let elapsed = clock.now - start
    print("resource: \(label): \(elapsed.formatted)")
    return (result, elapsed)
}

extension Duration {
    var seconds: Double { Double(components.seconds) + Double(components.attoseconds) / 1e18 }
    var formatted: String { seconds < 1 ? "\(Int(seconds * 1000)) ms" : "\((seconds * 100).rounded() / 100) s" }
}

/// Whether this is an optimised build: the limits are tighter there.
private var isDebugBuild: Bool {
    var debug = false
    assert({ debug = true; return true }())
    return debug
}

/// A limit for the build at hand: `release` seconds optimised, ten times that in a debug build.
private func limit(_ release: Double) -> Duration { .seconds(isDebugBuild ? release * 10 : release) }

/// Full sizes with COPYLINT_RESOURCE_FULL=1; a tenth otherwise.
private let full: Bool = getenv("COPYLINT_RESOURCE_FULL").map { String(cString: $0) == "1" } ?? false

/// `n` at full size, a tenth of it otherwise.
private func size(_ n: Int) -> Int { full ? n : n / 10 }

/// Times `work` at size n and 4n (best of two) and expects the larger to take less than 10× as long:
/// linear is 4×, quadratic 16×. Tiny timings are not compared (noise dominates).
private func expectRoughlyLinear(_ label: String, base n: Int, _ work: (Int) throws -> Void) rethrows {
    func best(_ size: Int) throws -> Duration {
        var fastest = Duration.seconds(1_000)
        for _ in 0..<2 {
            let start = clock.now
            try work(size)
            fastest = min(fastest, clock.now - start)
        }
        return fastest
    }
    var small = try best(n)
    var large = try best(4 * n)
    if large >= small * 10 {
        // A spike of load on a shared machine (CI, other builds) slows one size and not the other: measure both
        // once more, keeping each one's best, before judging. A quadratic cost stays quadratic.
        let smallAgain = try best(n)
        let largeAgain = try best(4 * n)
        small = min(small, smallAgain)
        large = min(large, largeAgain)
    }
    print("resource: \(label): n=\(n) \(small.formatted), 4n=\(4 * n) \(large.formatted) (×\(((large.seconds / max(small.seconds, 1e-9)) * 10).rounded() / 10))")
    if large > .milliseconds(50) {
        #expect(large < small * 10, "\(label): 4× the input took \(large.formatted) against \(small.formatted)")
    }
}

@Suite(.serialized) struct BoundedResources {
    // MARK: Big files

    /// 200,000 entries: built in memory, parsed, and every string checked in its role.
    @Test func twoHundredThousandEntryStringsFile() throws {
        let count = size(200_000)
        var text = ""
        text.reserveCapacity(count * 60)
        for i in 0..<count {
            if i % 10 == 0 { text += "/* Button in the alert that deletes photo \(i) */\n" }
            text += "\"alert.delete.\(i)\" = \"Delete \(i % 7 == 0 ? "photo..." : "Photo") \(i)?\";\n"
        }
        let bytes = Array(text.utf8)
        let (file, parse) = try timed("parse \(count)-entry .strings (\(bytes.count / 1_000) kB)") {
            try LocalizationReader.parse(bytes: bytes, path: "Big/en.lproj/Localizable.strings")
        }
        #expect(file.entries.count == count)
        #expect(parse < limit(2))

        let checker = Checker()
        let roles = Role.allCases
        let (diagnostics, check) = timed("check \(count) strings") {
            var total = 0
            for (index, entry) in file.entries.enumerated() {
                total += checker.check(entry.text, in: StringContext(role: roles[index % roles.count], locale: "en")).count
            }
            return total
        }
        print("resource: \(count) strings gave \(diagnostics) diagnostics")
        #expect(check < limit(20))

        let (_, write) = try timed("applying([]) and one edit per 100 entries") {
            _ = try file.applying([])
            let edits = stride(from: 0, to: count, by: 100).map { TextEdit(entryIndex: $0, range: 0..<6, replacement: "Remove") }
            return try file.applying(edits)
        }
        #expect(write < limit(2))
    }

    // MARK: Pathological strings

    /// 100,000 characters in one value, in every text format.
    @Test func hundredThousandCharacterValue() throws {
        let n = size(100_000)
        let long = String(repeating: "Delete the photo… ", count: n / 18)
        let escaped = String(repeating: "\\\"a\\n\\U00e9", count: n / 10)
        let files: [(String, String)] = [
            ("Long/en.lproj/Localizable.strings", "\"k\" = \"\(long)\";\n\"e\" = \"\(escaped)\";\n"),
            ("Long/en.lproj/Localizable.stringsdict", "<plist><dict><key>k</key><string>\(long)</string><key>e</key><string>\(String(repeating: "&amp;&#233;", count: n / 11))</string></dict></plist>"),
            ("Long/Localizable.xcstrings", "{\"sourceLanguage\":\"en\",\"strings\":{\"k\":{\"localizations\":{\"en\":{\"stringUnit\":{\"state\":\"new\",\"value\":\"\(long)\"}},\"de\":{\"stringUnit\":{\"state\":\"new\",\"value\":\"\(String(repeating: "\\u00e9\\n", count: n / 8))\"}}}}}}"),
            ("Long/de.xliff", "<xliff><file source-language=\"en\" target-language=\"de\"><body><trans-unit id=\"k\"><source>\(long)</source><target>\(String(repeating: "&lt;b&gt;<![CDATA[x]]>", count: n / 20))</target></trans-unit></body></file></xliff>"),
        ]
        let checker = Checker()
        for (path, text) in files {
            let (file, parse) = try timed("parse \(path.split(separator: ".").last!) with a \(n)-character value") {
                try LocalizationReader.parse(bytes: Array(text.utf8), path: path)
            }
            #expect(parse < limit(1))
            let (_, positions) = timed("position of the last character, each entry") {
                for index in file.entries.indices {
                    _ = file.position(ofEntry: index, scalarOffset: file.entries[index].text.unicodeScalars.count - 1)
                }
            }
            #expect(positions < limit(1))
        }
        for role in [Role.alertMessage, .button, .alertTitle] {
            let (_, check) = timed("check a \(long.count)-character \(role.rawValue)") { checker.check(long, in: StringContext(role: role, locale: "en")) }
            #expect(check < limit(5))
            let (_, fix) = timed("fix a \(long.count)-character \(role.rawValue)") { checker.fix(long, in: StringContext(role: role, locale: "en")) }
            #expect(fix < limit(10))
        }
    }

    /// 50,000 placeholders in a row: the analyser's opaque spans and every rule.
    @Test func fiftyThousandPlaceholders() {
        let text = String(repeating: "%@", count: size(50_000))
        let checker = Checker()
        for role in [Role.alertMessage, .button, .alertTitle, .menuItem] {
            let (_, check) = timed("check \(size(50_000)) placeholders as \(role.rawValue)") { checker.check(text, in: StringContext(role: role, locale: "en")) }
            #expect(check < limit(5))
        }
        let (_, translation) = timed("checkTranslation of \(size(50_000)) placeholders") {
            checker.checkTranslation(text, in: StringContext(role: .alertMessage, locale: "de", source: TranslationSource(text + "%d", locale: "en")))
        }
        #expect(translation < limit(5))
    }

    /// The rules on inputs that grow: time at n and 4n.
    @Test func checkingScalesLinearly() {
        let checker = Checker()
        let cases: [(String, Role, (Int) -> String)] = [
            ("placeholders", .alertMessage, { String(repeating: "%@ ", count: $0) }),
            ("sentences", .alertMessage, { String(repeating: "Tap OK. ", count: $0) }),
            ("double spaces", .button, { String(repeating: "a  ", count: $0) }),
            ("quotes", .alertMessage, { String(repeating: "\"a\" ", count: $0) }),
            ("ellipses", .menuItem, { String(repeating: "Open... ", count: $0) }),
            ("words", .button, { String(repeating: "delete the photo ", count: $0) }),
            ("combining marks", .alertTitle, { String(repeating: "e\u{301}\u{1F469}\u{200D}\u{1F4BB} ", count: $0) }),
        ]
        for (label, role, make) in cases {
            expectRoughlyLinear("check \(label) (\(role.rawValue))", base: size(10_000)) { n in
                _ = checker.check(make(n), in: StringContext(role: role, locale: "en"))
            }
        }
    }

    /// Every report format on one string with a finding on each word, at n and 4n words: reports show a long
    /// line as a window, and work out a string's offsets once for all its findings. JSON is left out: by the
    /// contract each diagnostic carries the whole string, so its size grows as findings × length.
    @Test func reportingScalesLinearly() {
        func findings(_ words: Int) -> [Finding] {
            let text = String(repeating: "word ", count: words)
            return (0..<words).map { word in
                let range = (word * 5)..<(word * 5 + 4)
                return Finding(diagnostic: Diagnostic(rule: "title_case", severity: .warning, message: "Capitalize it.", range: range,
                                                      fixIts: [FixIt(range: range, replacement: "Word")]),
                               file: "L/en.lproj/L.strings", line: 1, column: word * 5 + 8, key: "k", locale: "en", role: .menuItem,
                               text: text, textColumn: 8)
            }
        }
        for name in Reporters.names where name != JSONReporter.name {
            let reporter = Reporters.make(name: name)!
            expectRoughlyLinear("report \(name), a finding on each word of one string", base: size(20_000)) { n in
                _ = reporter.reportUTF8(findings(n), summary: Summary())
            }
        }
    }

    /// A baseline recorded and applied for one string of n words with a finding on every 40th: fingerprints
    /// compare texts but no longer hash them, which took time in the text's length for every finding.
    @Test func baselineScalesLinearly() {
        expectRoughlyLinear("baseline of one long string's findings", base: size(200_000)) { n in
            let text = String(repeating: "word ", count: n)
            let findings = stride(from: 0, to: n, by: 40).map { word in
                Finding(diagnostic: Diagnostic(rule: word % 80 == 0 ? "title_case" : "sentence_case", severity: .warning, message: "m",
                                               range: (word * 5)..<(word * 5 + 4)),
                        file: "/p/en.lproj/L.strings", line: 1, column: word * 5 + 1, key: "k", locale: "en", role: .alertMessage, text: text)
            }
            let baseline = Baseline(findings: Array(findings.dropLast(3)), relativeTo: "/p", workingDirectory: "/p")
            // The findings of another run: the same text in storage of its own, shared by its findings.
            let copy = String(decoding: Array(text.utf8), as: UTF8.self)
            let copied = findings.map { finding in
                var finding = finding
                finding.text = copy
                return finding
            }
            #expect(baseline.filter(copied, relativeTo: "/p", workingDirectory: "/p").count == 3)
        }
    }

    /// n strings, each with a locale tag of its own that only repeats its language's (en-X1, de-X2, …): tags
    /// share their locale's data. Each used to build its own, and every per-locale cache copied all its entries
    /// per tag added: time and memory grew in the square of the tags.
    @Test func madeUpLocaleTagsShareTheirLanguage() {
        let languages = ["en", "de", "fr", "ja", "es"]
        expectRoughlyLinear("check with a locale tag per string", base: size(20_000)) { n in
            let checker = Checker()
            for index in 0..<n { _ = checker.check("Delete photo...", in: StringContext(role: .button, locale: "\(languages[index % 5])-X\(index)")) }
        }
    }

    /// A `.strings` file with a directive on every entry, each entry asked about: regions are found by halving
    /// sorted ranges per rule. Asking every region in turn took time in the square of the entries.
    @Test func suppressionDirectivesScaleLinearly() throws {
        try expectRoughlyLinear("suppressions, a directive on every entry", base: size(20_000)) { n in
            var text = ""
            for index in 0..<n {
                text += index % 2 == 0 ? "/* copylint:disable ellipsis */\n" : "/* copylint:enable ellipsis */\n"
                text += "/* copylint:disable-next-line title_case */\n\"k\(index)\" = \"Delete photo...\";\n"
            }
            let suppressions = Suppressions(try LocalizationReader.parse(bytes: Array(text.utf8), path: "S/en.lproj/L.strings"))
            var silenced = 0
            for index in 0..<n where suppressions.suppresses(rule: "title_case", key: "k\(index)", line: 3 * index + 3) { silenced += 1 }
            #expect(silenced == n)
        }
    }

    /// One group of n strings (a `group` put on every line): each string's rules and the group rules, at n and 4n.
    /// Every subject of the group used to hold all the others: time and memory in the square of the strings.
    @Test func oneLargeGroupScalesLinearly() {
        let checker = Checker()
        expectRoughlyLinear("checkGroup of one group", base: size(20_000)) { n in
            let members = (0..<n).map { GroupMember("Delete \($0)", role: .alertButton) }
            #expect(checker.checkGroup(members, locale: "en").map(\.diagnostic.rule) == ["alert_button_count"])
        }
    }

    /// Reading scales linearly with the number of entries and the length of values.
    @Test func readingScalesLinearly() throws {
        try expectRoughlyLinear("parse .strings entries", base: size(100_000)) { n in
            var text = ""
            for i in 0..<n { text += "\"k\(i)\" = \"v\\n\(i)\";\n" }
            _ = try LocalizationReader.parse(bytes: Array(text.utf8), path: "S/en.lproj/L.strings")
        }
        try expectRoughlyLinear("parse .xcstrings keys", base: size(40_000)) { n in
            let keys = (0..<n).map { "\"k\($0)\":{\"localizations\":{\"en\":{\"stringUnit\":{\"state\":\"new\",\"value\":\"v\($0)\"}}}}" }
            let text = "{\"sourceLanguage\":\"en\",\"strings\":{" + keys.joined(separator: ",") + "}}"
            _ = try LocalizationReader.parse(bytes: Array(text.utf8), path: "S/L.xcstrings")
        }
        try expectRoughlyLinear("parse .xliff units", base: size(40_000)) { n in
            let units = (0..<n).map { "<trans-unit id=\"k\($0)\"><source>s &amp; \($0)</source><target>t</target><note>n</note></trans-unit>" }
            let text = "<xliff><file source-language=\"en\" target-language=\"de\"><body>" + units.joined() + "</body></file></xliff>"
            _ = try LocalizationReader.parse(bytes: Array(text.utf8), path: "S/de.xliff")
        }
        try expectRoughlyLinear("parse .stringsdict strings", base: size(40_000)) { n in
            let pairs = (0..<n).map { "<key>k\($0)</key><dict><key>one</key><string>%d &amp; x</string></dict>" }
            let text = "<plist><dict>" + pairs.joined() + "</dict></plist>"
            _ = try LocalizationReader.parse(bytes: Array(text.utf8), path: "S/en.lproj/L.stringsdict")
        }
        try expectRoughlyLinear("parse one long escaped .strings value", base: size(100_000)) { n in
            _ = try LocalizationReader.parse(bytes: Array(("\"k\" = \"" + String(repeating: "\\\"\\U00e9", count: n) + "\";").utf8), path: "S/en.lproj/L.strings")
        }
        try expectRoughlyLinear("parse one long .xliff value with markup", base: size(40_000)) { n in
            let text = "<xliff><file><body><trans-unit id=\"k\"><source>" + String(repeating: "<g id=\"1\">a</g><!-- c --><x/>", count: n) + "</source></trans-unit></body></file></xliff>"
            _ = try LocalizationReader.parse(bytes: Array(text.utf8), path: "S/de.xliff")
        }
    }

    /// `position(ofEntry:scalarOffset:)` walks the value on every call; the linter asks `positions` once per value
    /// with every diagnostic's offset, one walk for all. A long value with a doubled space every third character
    /// (a diagnostic each) stays linear.
    @Test func positionsOfManyDiagnosticsInOneValue() throws {
        try expectRoughlyLinear("positions of every third character of one value", base: 30_000) { n in
            let file = try LocalizationReader.parse(bytes: Array(("\"k\" = \"" + String(repeating: "a  ", count: n / 3) + "\";").utf8), path: "P/en.lproj/L.strings")
            let offsets = Array(stride(from: 0, to: n, by: 3))
            let positions = file.positions(ofEntry: 0, scalarOffsets: offsets)
            #expect(positions.last == file.position(ofEntry: 0, scalarOffset: offsets.last!))
        }
    }

    /// The batched positions are the single ones, in the order asked, over escapes, line breaks and offsets
    /// past the end.
    @Test func batchedPositionsEqualSingleOnes() throws {
        let text = "/* c */\r\n\"k\" = \"a\\n\\U00e9 b\r\nc\\\"d 😀 e\";\n"
        let file = try LocalizationReader.parse(bytes: Array(text.utf8), path: "P/en.lproj/L.strings")
        let count = file.entries[0].text.unicodeScalars.count
        let offsets = [count + 3, 0, count, 5, 2, 2, 7, 1] + Array(0..<count).reversed()
        #expect(file.positions(ofEntry: 0, scalarOffsets: offsets) == offsets.map { file.position(ofEntry: 0, scalarOffset: $0) })
        #expect(file.positions(ofEntry: 0, scalarOffsets: []) == [])
    }

    // MARK: Deep nesting

    /// 10,000 levels of nesting in every format: an error or a result, never a stack overflow.
    @Test func tenThousandLevelsOfNesting() throws {
        let depth = 10_000
        let cases: [(String, String)] = [
            ("D/en.lproj/L.stringsdict", "<plist>" + String(repeating: "<dict><key>k</key>", count: depth) + "<string>x</string>" + String(repeating: "</dict>", count: depth) + "</plist>"),
            ("D/en.lproj/L.strings", "<plist>" + String(repeating: "<array>", count: depth) + "<string>x</string>" + String(repeating: "</array>", count: depth) + "</plist>"),
            ("D/L.xcstrings", String(repeating: "[", count: depth) + String(repeating: "]", count: depth)),
            ("D/L.xcstrings", "{\"sourceLanguage\":\"en\",\"strings\":{\"k\":{\"localizations\":{\"en\":" + String(repeating: "{\"variations\":{\"plural\":{\"one\":", count: depth / 3) + "{\"stringUnit\":{\"state\":\"new\",\"value\":\"x\"}}" + String(repeating: "}}}", count: depth / 3) + "}}}}"),
            ("D/de.xliff", "<xliff><file><body>" + String(repeating: "<group>", count: depth) + "<trans-unit id=\"k\"><source>x</source></trans-unit>" + String(repeating: "</group>", count: depth) + "</body></file></xliff>"),
            ("D/de.xliff", "<xliff><file><body><trans-unit id=\"k\"><source>" + String(repeating: "<g>", count: depth) + "x" + String(repeating: "</g>", count: depth) + "</source></trans-unit></body></file></xliff>"),
            ("D/en.lproj/L.stringsdict", "<plist><dict><key>k</key><string>" + String(repeating: "<b>", count: depth) + String(repeating: "</b>", count: depth) + "</string></dict></plist>"),
        ]
        for (path, text) in cases {
            let (result, elapsed) = timed("\(depth) levels in \(path.split(separator: "/").last!) (\(text.prefix(24))…)") {
                Result { try LocalizationReader.parse(bytes: Array(text.utf8), path: path) }
            }
            if case .failure(let error) = result { print("resource:   → \(error)") }
            #expect(elapsed < limit(1))
        }
    }

    /// A binary plist nested deep goes to Foundation's parser, which recurses; it refuses more than 512 levels
    /// (invalid binary property list), and copylint's walk over the result recurses as deep.
    @Test(arguments: [512, 513, 10_000])
    func deepBinaryPlist(depth: Int) throws {
        // Object i is a one-element array holding object i + 1; the last is the string "x".
        // Two-byte object references and offsets, since there are more than 255 objects.
        var objects: [UInt8] = []
        var offsets: [Int] = []
        for i in 0..<depth {
            offsets.append(8 + objects.count)
            objects += [0xA1, UInt8((i + 1) >> 8), UInt8((i + 1) & 0xFF)]
        }
        offsets.append(8 + objects.count)
        objects += [0x51, UInt8(ascii: "x")]
        let tableOffset = 8 + objects.count
        var bytes = Array("bplist00".utf8) + objects
        for offset in offsets { bytes += [UInt8(offset >> 16 & 0xFF), UInt8(offset >> 8 & 0xFF), UInt8(offset & 0xFF)] }
        func be64(_ v: Int) -> [UInt8] { (0..<8).reversed().map { UInt8(truncatingIfNeeded: v >> (8 * $0)) } }
        bytes += [0, 0, 0, 0, 0, 0, 3, 2] + be64(offsets.count) + be64(0) + be64(tableOffset)
        let (result, elapsed) = timed("\(depth) nested arrays in a binary plist") {
            Result { try LocalizationReader.parse(bytes: bytes, path: "D/en.lproj/L.strings") }
        }
        switch result {
        case .success(let file): print("resource:   → \(file.entries.count) entries, key of \(file.entries.first?.key.count ?? 0) characters")
        case .failure(let error): print("resource:   → \(error)")
        }
        #expect(elapsed < limit(2))
        if depth <= 512 { #expect((try? result.get())?.entries.count == 1) }
    }
}
