import Foundation
import XCTest

/// Issue 45, run as a contributor's pull request would run it: every input is made here, in a temporary folder
/// (pipes, links to devices and folders outside the tree included), never committed.
final class HostileCommandTests: XCTestCase {
    private let fixable = "/* Button in an alert */\n\"alert.sync.button.ok\" = \"Ok\";\n"
    private let fixed = "/* Button in an alert */\n\"alert.sync.button.ok\" = \"OK\";\n"
    // A French table with a safe fix of its own. (A translation of "Ok" is judged against its source as fixed,
    // "OK", where its fix is the standard term's, a suggested one.)
    private let translationFixable = "/* Menu item */\n\"menu.continue\" = \"Continuer...\";\n"
    private let translationFixed = "/* Menu item */\n\"menu.continue\" = \"Continuer…\";\n"

    func testANamedPipeAndLinksToDevicesAreReportedNotWaitedFor() throws {
        let folder = try CommandRun.temporaryFolder(self)
        try CommandRun.write(fixable, to: "en.lproj/Localizable.strings", in: folder)
        XCTAssertEqual(mkfifo(folder + "/en.lproj/Pipe.strings", 0o600), 0)
        try FileManager.default.createSymbolicLink(atPath: folder + "/en.lproj/Zero.strings", withDestinationPath: "/dev/zero")
        let run = try CommandRun.run(["lint", "."], in: folder, timeout: 30)
        XCTAssertEqual(run.status, 65, run.error)
        XCTAssertTrue(run.error.contains("Pipe.strings:1:1: error: cannot read the file: not a regular file (a named pipe)"), run.error)
        XCTAssertTrue(run.error.contains("Zero.strings:1:1: error: cannot read the file: not a regular file (a device)"), run.error)
        XCTAssertTrue(run.output.contains("ok_spelling"), "the other files are still linted: \(run.output)")
    }

    func testAConfigurationThatIsAPipeOrADeviceIsAnErrorNotAWait() throws {
        let folder = try CommandRun.temporaryFolder(self)
        try CommandRun.write(fixable, to: "en.lproj/Localizable.strings", in: folder)
        try CommandRun.write(fixable, to: "sub/en.lproj/Localizable.strings", in: folder)
        // Found by the walk, in a subfolder.
        XCTAssertEqual(mkfifo(folder + "/sub/.copylint.yml", 0o600), 0)
        let nested = try CommandRun.run(["lint", "."], in: folder, timeout: 30)
        XCTAssertEqual(nested.status, 78, nested.error)
        let unreadable = "error: cannot read the configuration file: not a regular file"
        XCTAssertTrue(nested.error.contains("sub/.copylint.yml: \(unreadable) (a named pipe)"), nested.error)
        // Found in the current folder.
        try FileManager.default.createSymbolicLink(atPath: folder + "/.copylint.yml", withDestinationPath: "/dev/zero")
        let top = try CommandRun.run(["lint", "."], in: folder, timeout: 30)
        XCTAssertEqual(top.status, 78, top.error)
        XCTAssertTrue(top.error.contains(".copylint.yml: \(unreadable) (a device)"), top.error)
    }

    func testAFileOverTheConfiguredSizeIsReported() throws {
        let folder = try CommandRun.temporaryFolder(self)
        try CommandRun.write("max_file_size: 1\n", to: ".copylint.yml", in: folder)
        try CommandRun.write(String(repeating: "\"k\" = \"v\";\n", count: 100_000), to: "en.lproj/Big.strings", in: folder)
        let run = try CommandRun.run(["lint", "."], in: folder)
        XCTAssertEqual(run.status, 65, run.error)
        XCTAssertTrue(run.error.contains("larger than 1048576 bytes"), run.error)
    }

    func testADeeplyNestedConfigurationIsAnErrorNotACrash() throws {
        let folder = try CommandRun.temporaryFolder(self)
        try CommandRun.write("roles: " + String(repeating: "[", count: 5_000) + "\n", to: ".copylint.yml", in: folder)
        try CommandRun.write(fixable, to: "en.lproj/Localizable.strings", in: folder)
        // Found automatically, and named.
        for arguments in [["lint", "."], ["lint", "--config", ".copylint.yml", "."]] {
            let run = try CommandRun.run(arguments, in: folder)
            XCTAssertEqual(run.status, 78, run.error)
            XCTAssertTrue(run.error.contains(".copylint.yml:1:"), run.error)
            XCTAssertTrue(run.error.contains("nests more than"), run.error)
        }
    }

    func testAConfigurationWhoseAliasesExpandWithoutLimitIsAnError() throws {
        let folder = try CommandRun.temporaryFolder(self)
        // 200 locales, each an alias of 200 word lists, each an alias of 200 words: 8 million words from 6 KB.
        let words = Array(repeating: "w", count: 200).joined(separator: ", ")
        var yaml = "words:\n  aa-1: &lists\n    l1: &words [\(words)]\n"
        for list in 2...200 { yaml += "    l\(list): *words\n" }
        for locale in 2...200 { yaml += "  aa-\(locale): *lists\n" }
        try CommandRun.write(yaml, to: ".copylint.yml", in: folder)
        try CommandRun.write(fixable, to: "en.lproj/Localizable.strings", in: folder)
        let run = try CommandRun.run(["lint", "."], in: folder, timeout: 30)
        XCTAssertEqual(run.status, 78, run.error)
        XCTAssertNotNil(run.error.range(of: #"\.copylint\.yml:[0-9]+:[0-9]+: error: the configuration's aliases"#,
                                        options: .regularExpression), run.error)
    }

    func testFixDoesNotWriteThroughALinkOutOfTheTree() throws {
        let folder = try CommandRun.temporaryFolder(self)
        let outside = try CommandRun.write(translationFixable, to: "outside/Localizable.strings", in: folder)
        try CommandRun.write(fixable, to: "repo/en.lproj/Localizable.strings", in: folder)
        try FileManager.default.createDirectory(atPath: folder + "/repo/fr.lproj", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder + "/repo/fr.lproj/Localizable.strings", withDestinationPath: outside)
        let run = try CommandRun.run(["lint", "--fix", "repo"], in: folder)
        XCTAssertEqual(run.status, 73, run.error)
        XCTAssertEqual(CommandRun.read(outside), translationFixable)
        XCTAssertEqual(CommandRun.read(folder + "/repo/en.lproj/Localizable.strings"), fixed)
        XCTAssertEqual(run.error.components(separatedBy: "outside the paths being linted: read").count, 2, "noted once: \(run.error)")
        XCTAssertTrue(run.error.contains("fr.lproj/Localizable.strings: error: not written"), run.error)
        let allowed = try CommandRun.run(["lint", "--fix", "--fix-outside-paths", "repo"], in: folder)
        XCTAssertEqual(allowed.status, 0, allowed.error)
        XCTAssertEqual(CommandRun.read(outside), translationFixed)
    }

    func testFixDoesNotWriteIncludedFoldersOutsideTheConfigurationsFolder() throws {
        let folder = try CommandRun.temporaryFolder(self)
        let outside = try CommandRun.write(fixable, to: "elsewhere/en.lproj/Localizable.strings", in: folder)
        try CommandRun.write("included: [\"\(folder)/elsewhere\"]\n", to: "repo/.copylint.yml", in: folder)
        let run = try CommandRun.run(["lint", "--fix"], in: folder + "/repo")
        XCTAssertEqual(run.status, 73, run.error)
        XCTAssertEqual(CommandRun.read(outside), fixable)
    }

    func testFileNamesCannotInjectWorkflowCommands() throws {
        let folder = try CommandRun.temporaryFolder(self)
        try CommandRun.write(fixable, to: "en.lproj/x\n::error file=a,line=1::forged\u{1B}[2J.strings", in: folder)
        for format in ["github", "xcode", "text"] {
            let run = try CommandRun.run(["lint", "--format", format, "."], in: folder)
            XCTAssertEqual(run.status, 1, run.error)
            let lines = run.output.split(separator: "\n")
            XCTAssertFalse(lines.contains { $0.hasPrefix("::error file=a") }, "\(format): \(run.output)")
            XCTAssertFalse(run.output.contains("\u{1B}"), "\(format): \(run.output)")
            XCTAssertFalse(lines.contains { $0.hasPrefix("::") && format != "github" })
        }
    }

    func testNotesAndErrorsOnStandardErrorEscapeFileNamesAndTexts() throws {
        let folder = try CommandRun.temporaryFolder(self)
        let forged = "x\n::error file=a,line=1::forged\u{1B}[2J"
        let escaped = #"x\u{A}::error file=a,line=1::forged\u{1B}[2J"#
        // A fix announcement and its count, a parse error, a link to nothing and a link loop, each named with a line
        // break and an escape sequence.
        try CommandRun.write(fixable, to: "en.lproj/Fixed\(forged).strings", in: folder)
        try CommandRun.write("\"unterminated = ;\n", to: "en.lproj/Broken\(forged).strings", in: folder)
        let lproj = folder + "/en.lproj/"
        try FileManager.default.createSymbolicLink(atPath: lproj + "Gone\(forged).strings",
                                                   withDestinationPath: "nowhere")
        try FileManager.default.createSymbolicLink(atPath: lproj + "Loop\(forged).strings",
                                                   withDestinationPath: "Loop\(forged).strings")
        let dryRun = try CommandRun.run(["lint", "--fix", "--dry-run", "."], in: folder)
        let run = try CommandRun.run(["lint", "--fix", "."], in: folder)
        XCTAssertEqual(run.status, 65, run.error)
        for (name, stream) in [("error", run.error), ("dry-run error", dryRun.error), ("dry-run diff", dryRun.output)] {
            XCTAssertFalse(stream.contains("\u{1B}"), "\(name): \(stream)")
            XCTAssertFalse(stream.split(separator: "\n").contains { $0.hasPrefix("::") }, "\(name): \(stream)")
        }
        for line in ["Gone\(escaped).strings: note: a symbolic link to nothing",
                     "Loop\(escaped).strings: note: a symbolic link loop", "Broken\(escaped).strings:1:",
                     "Fixed\(escaped).strings:2:", "Fixed\(escaped).strings: fixed 1 strings"] {
            XCTAssertTrue(run.error.contains(line), "\(line) in \(run.error)")
        }
        let diffHeaders = dryRun.output.split(separator: "\n").filter { $0.hasPrefix("+++ b/") }
        XCTAssertTrue(diffHeaders.contains { $0.hasSuffix("Fixed\(escaped).strings") }, dryRun.output)
        // A configuration's problem quotes its YAML.
        try CommandRun.write("platform: \"i\\e[2J\\nos\"\n", to: ".copylint.yml", in: folder)
        let configured = try CommandRun.run(["lint", "."], in: folder)
        XCTAssertEqual(configured.status, 78, configured.error)
        XCTAssertTrue(configured.error.contains(#"invalid platform 'i\u{1B}[2J\u{A}os'"#), configured.error)
    }

    func testFailedWritesToTheStandardStreamsExit74AfterTheFixes() throws {
        let folder = try CommandRun.temporaryFolder(self)
        let file = try CommandRun.write(fixable, to: "en.lproj/Localizable.strings", in: folder)
        let full = open("/dev/full", O_WRONLY)
        defer { close(full) }
        let run = try CommandRun.run(["lint", "--fix", "--format", "json", "."], in: folder, output: full)
        XCTAssertEqual(run.status, 74, run.error)
        XCTAssertTrue(run.error.contains("cannot write standard output"), run.error)
        XCTAssertEqual(CommandRun.read(file), fixed)
        // A closed pipe: no signal, the same status.
        var ends: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&ends), 0)
        close(ends[0])
        defer { close(ends[1]) }
        let closed = try CommandRun.run(["rules"], in: folder, output: ends[1])
        XCTAssertEqual(closed.status, 74, closed.error)
    }

    func testFixesThatCannotBeWrittenAreErrors() throws {
        let folder = try CommandRun.temporaryFolder(self)
        let file = try CommandRun.write(fixable, to: "en.lproj/Localizable.strings", in: folder)
        XCTAssertEqual(chmod(file, 0o444), 0)
        let run = try CommandRun.run(["lint", "--fix", "."], in: folder)
        XCTAssertEqual(run.status, 73, run.error)
        XCTAssertTrue(run.error.contains("Localizable.strings: error: not written: the file is read-only"), run.error)
        XCTAssertEqual(CommandRun.read(file), fixable)
    }

    func testAnInvalidOutputPathIsFoundBeforeAnythingIsFixed() throws {
        let folder = try CommandRun.temporaryFolder(self)
        let file = try CommandRun.write(fixable, to: "en.lproj/Localizable.strings", in: folder)
        for format in ["json", "sarif"] {
            let run = try CommandRun.run(["lint", "--fix", "--format", format, "--output", "missing/report.json", "."], in: folder)
            XCTAssertEqual(run.status, 73, run.error)
            XCTAssertEqual(CommandRun.read(file), fixable, format)
        }
        let same = try CommandRun.run(["lint", "--output", "r.json", "--write-baseline", "./r.json", "."], in: folder)
        XCTAssertEqual(same.status, 64, same.error)
    }

    func testStandardInputThatCannotBeReadIsAnError() throws {
        let folder = try CommandRun.temporaryFolder(self)
        let run = try CommandRun.run(["check", "-"], in: folder, input: folder)
        XCTAssertEqual(run.status, 65, run.error)
        XCTAssertTrue(run.error.contains("Is a directory"), run.error)
    }

    func testLinksToNothingLoopsAndNamesNotInUTF8AreNoted() throws {
        let folder = try CommandRun.temporaryFolder(self)
        try CommandRun.write(fixable, to: "en.lproj/Localizable.strings", in: folder)
        try FileManager.default.createSymbolicLink(atPath: folder + "/en.lproj/Gone.strings", withDestinationPath: "nowhere")
        try FileManager.default.createSymbolicLink(atPath: folder + "/en.lproj/Loop.strings", withDestinationPath: "Loop.strings")
        let name = Array((folder + "/en.lproj/bad").utf8) + [0xFF] + Array(".strings".utf8) + [0]
        let descriptor = name.withUnsafeBufferPointer { $0.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_CREAT | O_WRONLY, 0o644) } }
        XCTAssertGreaterThanOrEqual(descriptor, 0)
        close(descriptor)
        let run = try CommandRun.run(["lint", "."], in: folder)
        XCTAssertEqual(run.status, 1, run.error)
        XCTAssertTrue(run.error.contains("Gone.strings: note: a symbolic link to nothing"), run.error)
        XCTAssertTrue(run.error.contains("Loop.strings: note: a symbolic link loop"), run.error)
        XCTAssertTrue(run.error.contains(".strings: note: the name is not UTF-8"), run.error)
    }

    func testFixKeepsExtendedAttributes() throws {
        let folder = try CommandRun.temporaryFolder(self)
        let file = try CommandRun.write(fixable, to: "en.lproj/Localizable.strings", in: folder)
        let key = FileAttributeKey("NSFileExtendedAttributes")
        let tag = Data("copylint test tag".utf8)
        do {
            try FileManager.default.setAttributes([key: ["user.copylint.test": tag]], ofItemAtPath: file)
        } catch {
            throw XCTSkip("the temporary folder's file system takes no user extended attributes: \(error)")
        }
        func attributes() throws -> [String: Data]? {
            try FileManager.default.attributesOfItem(atPath: file)[key] as? [String: Data]
        }
        guard try attributes()?["user.copylint.test"] == tag else {
            throw XCTSkip("the temporary folder's file system does not give extended attributes back")
        }
        let run = try CommandRun.run(["lint", "--fix", "."], in: folder)
        XCTAssertEqual(run.status, 0, run.error)
        XCTAssertEqual(CommandRun.read(file), fixed)
        XCTAssertEqual(try attributes()?["user.copylint.test"], tag)
    }

    func testFixKeepsHardLinksAndDropsSetuidAndLeavesNoTemporaryFiles() throws {
        let folder = try CommandRun.temporaryFolder(self)
        let file = try CommandRun.write(fixable, to: "en.lproj/Localizable.strings", in: folder)
        let other = try CommandRun.write(translationFixable, to: "fr.lproj/Localizable.strings", in: folder)
        XCTAssertEqual(chmod(other, 0o6640), 0)
        XCTAssertEqual(link(file, folder + "/linked.strings.copy"), 0)
        // What a killed run left: a temporary file of a process that is gone.
        let abandoned = folder + "/fr.lproj/.Localizable.strings.copylint-999999-0"
        try CommandRun.write("partial", to: "fr.lproj/.Localizable.strings.copylint-999999-0", in: folder)
        let run = try CommandRun.run(["lint", "--fix", "."], in: folder)
        XCTAssertEqual(run.status, 0, run.error)
        XCTAssertEqual(CommandRun.read(folder + "/linked.strings.copy"), fixed, "the other hard link sees the fix")
        XCTAssertEqual(CommandRun.read(other), translationFixed)
        var status = stat()
        XCTAssertEqual(stat(other, &status), 0)
        XCTAssertEqual(status.st_mode & 0o7777, 0o640)
        XCTAssertFalse(FileManager.default.fileExists(atPath: abandoned))
    }
}
