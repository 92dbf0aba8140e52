import Foundation
import XCTest

/// Runs the built `copylint` binary in a folder, with standard input, and collects what it printed and its status.
struct CommandRunner {
    struct Output {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The folder the test binaries are built in, where the `copylint` executable is too.
    static var productsDirectory: URL {
        #if os(macOS)
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            return bundle.bundleURL.deletingLastPathComponent()
        }
        fatalError("no .xctest bundle")
        #else
        return Bundle.main.bundleURL
        #endif
    }

    static var executable: URL { productsDirectory.appendingPathComponent("copylint") }

    /// The package's root folder (Fixtures/ lives there).
    static var packageRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    /// `XDG_CACHE_HOME` of the commands run: one folder for the test process.
    static let cacheHome = FileManager.default.temporaryDirectory
        .appendingPathComponent("copylint-cli-cache-\(ProcessInfo.processInfo.processIdentifier)")

    static func run(_ arguments: [String], in directory: URL, input: String = "") throws -> Output {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        // Source reads are cached in a folder of the test run's own, not in the user's cache.
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CACHE_HOME"] = cacheHome.path
        process.environment = environment
        // Standard error goes to a file, standard output to a pipe read to its end: neither can fill and block the command.
        let errorURL = FileManager.default.temporaryDirectory.appendingPathComponent("copylint-stderr-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: errorURL) }
        let error = try FileHandle(forWritingTo: errorURL)
        let output = Pipe(), stdin = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = stdin
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try error.close()
        let errorData = try Data(contentsOf: errorURL)
        return Output(status: process.terminationStatus, stdout: String(decoding: outputData, as: UTF8.self),
                      stderr: String(decoding: errorData, as: UTF8.self))
    }
}

/// A temporary folder of files for one test, removed when the test ends.
final class TemporaryTree {
    let url: URL

    init(_ files: [String: String]) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("copylint-cli-\(UUID().uuidString)")
        // A `.git` folder stops the search for a configuration in parent folders.
        try FileManager.default.createDirectory(at: url.appendingPathComponent(".git"), withIntermediateDirectories: true)
        for (path, text) in files {
            let file = url.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        }
    }

    func run(_ arguments: String..., input: String = "") throws -> CommandRunner.Output {
        try CommandRunner.run(arguments, in: url, input: input)
    }

    deinit { try? FileManager.default.removeItem(at: url) }
}
