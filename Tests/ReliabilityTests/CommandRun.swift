import Foundation
import XCTest

/// The built `copylint` command run as a user runs it, for behaviour that only a process shows: exit statuses,
/// standard streams that fail, and what it does to the files around it. (`swift build --build-tests` builds it
/// beside the tests; `COPYLINT_BINARY` names another.)
struct CommandRun {
    var status: Int32
    var output: String
    var error: String

    static let binary: String = ProcessInfo.processInfo.environment["COPYLINT_BINARY"]
        ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent(".build/debug/copylint").path

    /// Runs the command in `folder` with `arguments`; standard input is `input` (a path opened for reading, or
    /// /dev/null), standard output `output` when given (a descriptor), else captured. A run longer than
    /// `timeout` seconds is killed, and fails the test. (Spawned directly, outputs to files: Foundation's
    /// `Process` did not tell these tests when the command had ended.)
    static func run(_ arguments: [String], in folder: String, input: String = "/dev/null", output: Int32? = nil,
                    timeout: TimeInterval = 60, file: StaticString = #filePath, line: UInt = #line) throws -> CommandRun {
        let captured = FileManager.default.temporaryDirectory.appendingPathComponent("copylint-run-\(UUID().uuidString)").path
        defer {
            unlink(captured + ".out")
            unlink(captured + ".err")
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, input, O_RDONLY, 0)
        if let output {
            posix_spawn_file_actions_adddup2(&actions, output, 1)
        } else {
            posix_spawn_file_actions_addopen(&actions, 1, captured + ".out", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        }
        posix_spawn_file_actions_addopen(&actions, 2, captured + ".err", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        // The shell moves to the folder and becomes the command.
        let words: [String] = ["/bin/sh", "-c", "cd \"$0\" && exec \"$@\"", folder, binary] + arguments
        let argv = words.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var variables: [String] = ProcessInfo.processInfo.environment.filter { $0.key != "CI" }.map { "\($0.key)=\($0.value)" }
        variables.append("NO_COLOR=1")
        let environment = variables.map { strdup($0) } + [nil]
        defer { environment.forEach { free($0) } }
        var child = pid_t()
        let spawned = posix_spawn(&child, "/bin/sh", &actions, nil, argv, environment)
        guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EIO) }
        var status: Int32 = 0
        let deadline = Date().addingTimeInterval(timeout)
        while waitpid(child, &status, WNOHANG) == 0 {
            if Date() > deadline {
                kill(child, SIGKILL)
                waitpid(child, &status, 0)
                XCTFail("copylint \(arguments.joined(separator: " ")) did not finish in \(timeout) s", file: file, line: line)
                break
            }
            usleep(5_000)
        }
        // Exited: its status; killed by a signal: 128 and the signal, as a shell says.
        let exitStatus = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return CommandRun(status: exitStatus, output: read(captured + ".out"), error: read(captured + ".err"))
    }

    /// A new folder for one test, removed after it.
    static func temporaryFolder(_ test: XCTestCase) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("copylint-cli-\(UUID().uuidString)")
            .resolvingSymlinksInPath().path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        test.addTeardownBlock { try? FileManager.default.removeItem(atPath: folder) }
        return folder
    }

    /// Writes `text` at `relative` under `folder`, making its folders.
    @discardableResult
    static func write(_ text: String, to relative: String, in folder: String) throws -> String {
        let path = folder + "/" + relative
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    static func read(_ path: String) -> String {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) } ?? "<unreadable>"
    }
}
