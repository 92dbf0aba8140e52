import CopyFormats
import CopyLintKit
import CopyRules
import Foundation

// copylint's stages, timed in one process with CPU time (all threads) and wall time:
//   stages lines FILE      the stdin path: read the lines, analyse, rules (analysis included), report as JSON
//   stages corpus FOLDER   the project path: find files, read (parse + roles), analyse, lint (read + rules), report
// The whole runs are timed by Scripts/benchmark.sh on the copylint binary itself.

func cpuSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

func wallSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// Runs a stage, prints its CPU and wall seconds, returns its value.
func stage<T>(_ name: String, _ body: () throws -> T) rethrows -> T {
    let cpu = cpuSeconds(), wall = wallSeconds()
    let value = try body()
    let spentCPU = cpuSeconds() - cpu, spentWall = wallSeconds() - wall
    print("stage \(name): cpu \(rounded(spentCPU)) s, wall \(rounded(spentWall)) s")
    return value
}

func rounded(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }

let arguments = CommandLine.arguments
guard arguments.count == 3, ["lines", "corpus"].contains(arguments[1]) else {
    FileHandle.standardError.write(Data("usage: stages lines FILE | stages corpus FOLDER\n".utf8))
    exit(64)
}

// Loading the bundled dictionaries and the English lexicon happens once per process: its own line.
let checker = stage("load dictionaries") { () -> Checker in
    let checker = Checker()
    _ = checker.check("Load.", in: StringContext(role: .alertMessage, locale: "en"))
    return checker
}

if arguments[1] == "lines" {
    let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: arguments[2])))
    let records = try stage("read") { try StdinReader.records(from: bytes, format: .lines) }
    let analysed = stage("analyse") { records.reduce(0) { $0 + checker.analyze($1.text, locale: "en").tokens.count } }
    let findings = stage("rules (analysis included)") {
        StdinLinter(checker: checker, defaultRole: .alertMessage, defaultLocale: "en").check(records)
    }
    var summary = Summary()
    summary.strings = records.count
    findings.forEach { summary.count($0) }
    let report = stage("report (JSON)") { JSONReporter().reportUTF8(findings, summary: summary) }
    print("strings \(records.count), tokens \(analysed), findings \(findings.count), report \(report.count) bytes")
} else {
    let linter = ProjectLinter()
    let files = try stage("find files") { try linter.files(under: [arguments[2]]) }
    let reads = stage("read (parse, roles)") { linter.read(files) }
    let entries = reads.compactMap { try? $0.get() }.flatMap(\.entries)
    let analysed = stage("analyse (one core)") { entries.reduce(0) { $0 + checker.analyze($1.entry.text, locale: $1.locale).tokens.count } }
    let results = stage("lint (read, analyse, rules, cross-locale)") { linter.lint(files) }
    let findings = results.flatMap(\.findings)
    var summary = Summary()
    summary.files = results.count
    summary.strings = results.reduce(0) { $0 + $1.strings }
    findings.forEach { summary.count($0) }
    let report = stage("report (JSON)") { JSONReporter().reportUTF8(findings, summary: summary) }
    print("files \(files.count), strings \(entries.count), tokens \(analysed), findings \(findings.count), report \(report.count) bytes")
}
