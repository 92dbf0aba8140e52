// libFuzzer target: the configuration loader (`Configuration.parseReportingAll`, what `.copylint.yml` goes
// through) on YAML a pull request could write. Input: [mode] then either the YAML itself (mode even; invalid
// UTF-8 repaired) or (mode odd) a recipe the generator below turns into YAML mutation would rarely reach: deep
// flow and block nesting, anchors and aliases that expand ("billion laughs"), huge scalars, odd keys. Checks:
// the loader returns (libFuzzer's -timeout and -rss_limit_mb catch hangs and blow-ups), every problem has a line
// and column inside the text, and what a run then asks of the configuration (paths, rules, role patterns, word
// lists) returns too.
import CopyLintKit
import CopyRules

/// Setting names and the keys inside them, with keys YAML or copylint could trip on.
private let keys: [String] = [
    "disabled_rules", "opt_in_rules", "only_rules", "severity", "thresholds", "included", "excluded",
    "source_locale", "platform", "edition", "infer_roles_from_text", "roles", "groups", "terms", "words",
    "max_file_size", "sources",
    "en", "de", "pt-BR", "terms", "judgmental", "key", "key_regex", "comment_regex", "comment", "role", "name",
    "keys", "cancel", "enabled", "title_case", "ellipsis", "title_length", "severity", "max", "<<", "? a", "''",
    "\"\\0\"", "!!binary aGk=", "!!str 1", "\"a: b\"", "on", "~", "null", "1e9999", "-1", "\"\\e[2J\"", "日本語",
    "\"\\u2028\"", "'- x'", "'# x'", "\"\\t\"",
]

/// Scalars: settings' values, and values that are wrong, odd or costly to match.
private let scalars: [String] = [
    "ios", "macos", "2021", "2023", "en", "de_DE", "zh-Hant", "true", "false", "yes", "~", "null", "0", "-1",
    "99999999999999999999", "0x7fffffffffffffff", "1.5", ".inf", "error", "warning", "info", "alert.title",
    "alert.button", "menu.item", "title_case", "ellipsis", "no_such_rule", "\"*.alert.title\"", "\"(a+)+b\"",
    "\".*.*.*.*x\"", "\"[\"", "\"**/*.strings\"", "\"**/**/**/**/**/*a*a*a*a*b\"", "../../etc", "/", "''", "\"\"",
    "\"%@ %1$@\"", "\"\\e[2J\\n::error::x\"", "\"\\u202e\"", "é", "!!binary aGk=", "!!float x", "|\n  block\n",
    ">-\n  folded\n", "\"a\\tb\\tc\\td\"", "call Text _ alert.title", "set title alert.title key",
]

/// Writes YAML from the fuzz input's bytes, one byte a decision; stops growing near the 1 MB a configuration
/// file may have.
private struct YAMLRecipe {
    var input: FuzzInput
    var text = ""
    var anchors = 0
    var laughs = 0
    let limit = 1 << 20

    var isFull: Bool { text.utf8.count >= limit }

    mutating func pick(_ table: [String]) -> String {
        let first = Int(input.byte())
        return table[(first << 8 | Int(input.byte())) % table.count]
    }

    mutating func document() -> String {
        while input.cursor < input.bytes.count, !isFull {
            text += pick(keys) + ":"
            value(indent: 0, depth: 0)
            text += "\n"
        }
        return text
    }

    /// One value after a key or a `- ` (a space first, or a line break for a block).
    mutating func value(indent: Int, depth: Int) {
        let op = depth > 200 || isFull ? 0 : input.byte() % 11
        switch op {
        case 0: text += " " + pick(scalars)
        case 1:
            text += " ["
            flow(depth: depth + 1)
            text += "]"
        case 2:
            text += " {"
            flow(depth: depth + 1, mapping: true)
            text += "}"
        case 3:
            // A huge scalar, plain or quoted: up to 64 KB, or all the room left (1 MB) for 255.
            let first = Int(input.byte())
            let count = min(first == 255 ? limit : first * Int(input.byte()), limit - text.utf8.count)
            let quote = input.byte() % 2 == 0 ? "" : "\""
            text += " " + quote + String(repeating: "x", count: max(count, 1)) + quote
        case 4:
            text += " &a\(anchors)"
            anchors += 1
            value(indent: indent, depth: depth + 1)
        case 5:
            text += anchors == 0 ? " ~" : " *a\(Int(input.byte()) % anchors)"
        case 6: laughsValue()
        case 7:
            // Deep flow nesting, closed or not.
            let levels = Int(input.byte()) * 4 + 1
            let closed = input.byte() % 4 != 0
            text += " " + String(repeating: "[", count: levels) + pick(scalars)
            if closed { text += String(repeating: "]", count: levels) }
        case 8:
            // Deep block nesting: `- ` runs, or mappings one indentation deeper each.
            let levels = Int(input.byte()) * 4 + 1
            if input.byte() % 2 == 0 {
                text += "\n" + String(repeating: " ", count: indent + 2) + String(repeating: "- ", count: levels) + "x"
            } else {
                for level in 0..<min(levels, 600) {
                    text += "\n" + String(repeating: " ", count: indent + 1 + level) + "k\(level):"
                }
                text += " x"
            }
        default:
            // A block sequence or mapping of values one indentation deeper.
            let count = Int(input.byte()) % 6 + 1
            let isMapping = op == 10
            for _ in 0..<count where !isFull {
                text += "\n" + String(repeating: " ", count: indent + 2) + (isMapping ? pick(keys) + ":" : "-")
                value(indent: indent + 2, depth: depth + 1)
            }
        }
    }

    /// Comma-separated values inside a flow collection.
    mutating func flow(depth: Int, mapping: Bool = false) {
        let count = Int(input.byte()) % 8
        for index in 0..<count where !isFull {
            if index > 0 { text += "," }
            if mapping { text += pick(keys) + ":" }
            value(indent: 0, depth: depth)
        }
    }

    /// `[&l0 [x, x, …], &l1 [*l0, *l0, …], …]`: each level `width` aliases of the one before.
    mutating func laughsValue() {
        let levels = Int(input.byte()) % 12 + 1
        let width = Int(input.byte()) % 12 + 2
        let name = "l\(laughs)_"
        laughs += 1
        var levelsText = ["&\(name)0 [" + Array(repeating: "lol", count: width).joined(separator: ",") + "]"]
        for level in 1..<levels + 1 {
            let aliases = Array(repeating: "*\(name)\(level - 1)", count: width).joined(separator: ",")
            levelsText.append("&\(name)\(level) [" + aliases + "]")
        }
        text += " [" + levelsText.joined(separator: ", ") + "]"
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    let mode = input.byte()
    var recipe = YAMLRecipe(input: input)
    let yaml = mode % 2 == 0 ? String(decoding: input.rest, as: UTF8.self) : recipe.document()
    let (configuration, problems) = Configuration.parseReportingAll(yaml: yaml, path: "Fuzz/.copylint.yml")
    // Lines as YAML counts them, at most: CR, NEL and the line and paragraph separators break lines too.
    let lines = yaml.unicodeScalars.count(where: { "\n\r\u{85}\u{2028}\u{2029}".unicodeScalars.contains($0) }) + 1
    for problem in problems {
        require(problem.line >= 0 && problem.line <= lines + 1 && problem.column >= 0,
                "problem at \(problem.line):\(problem.column) of a \(lines)-line text: \(problem.message)")
        _ = problem.formatted
    }
    // What a run asks of the configuration it read.
    for path in ["App/en.lproj/Localizable.strings", "/" + String(repeating: "a/", count: 40) + "b.strings"] {
        _ = configuration.includes(path: path)
        _ = configuration.includesSource(path: path)
    }
    _ = configuration.includedPaths
    _ = configuration.isEnabled("title_case")
    for spec in configuration.roles.prefix(8) {
        _ = spec.rolePattern.matches(key: "alert.delete.title", comment: String(repeating: "a", count: 64))
    }
    if !configuration.terms.isEmpty || !configuration.words.isEmpty {
        _ = configuration.dictionaryFiles(store: .bundled)
    }
    return 0
}
