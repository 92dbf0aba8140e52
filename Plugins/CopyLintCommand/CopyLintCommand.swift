import Foundation
import PackagePlugin

/// `swift package copylint [--target NAME]… [copylint lint options]`
///
/// Runs `copylint lint` on the source folders of the package's targets (test targets are left out
/// unless named with `--target`), from the package folder, so a `.copylint.yml` there is found.
/// Every other argument goes to `copylint lint` unchanged (`--format`, `--strict`, `--fix`, `--config`, …).
///
/// SwiftPM plugin permissions are static: the plugin always asks to write to the package folder
/// (that is what `--fix` needs), so a non-interactive run needs `--allow-writing-to-package-directory`
/// before the verb, e.g. `swift package --allow-writing-to-package-directory copylint --fix`.
@main
struct CopyLintCommand: CommandPlugin {
    /// What `copylint lint` reads; a target without any of these is skipped. Plugins cannot import the package's
    /// modules: this is a copy of `LocalizationFormat.extensionsFoundInFolders`, held to it by `PluginExtensionsTests`.
    static let localisationExtensions: Set<String> = ["strings", "stringsdict", "xcstrings", "xliff"]

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let passThrough = extractor.remainingArguments

        let candidates: [SourceModuleTarget]
        if targetNames.isEmpty {
            candidates = context.package.targets.compactMap { $0 as? SourceModuleTarget }.filter { $0.kind != .test }
        } else {
            // Throws "unknown target" for a name the package does not have.
            candidates = try context.package.targets(named: targetNames).compactMap { target in
                guard let module = target as? SourceModuleTarget else {
                    Diagnostics.warning("copylint: target '\(target.name)' has no source folder; skipped")
                    return nil
                }
                return module
            }
        }

        let folders = Self.outermost(candidates.map(\.directoryURL).filter(Self.holdsLocalisationFiles))
        guard !folders.isEmpty else {
            let names = candidates.map(\.name).joined(separator: ", ")
            Diagnostics.remark("copylint: no .strings, .stringsdict, .xcstrings or XLIFF files in \(names.isEmpty ? "the package's targets" : names)")
            return
        }

        let tool = try context.tool(named: "copylint")
        let process = Process()
        process.executableURL = tool.url
        // Source reads are cached in the plugin's work folder, which the plugin's sandbox lets it write (a
        // `--cache-path` or `--no-cache` among the arguments comes later and wins).
        let cache = context.pluginWorkDirectoryURL.appending(path: "source-cache").path(percentEncoded: false)
        process.arguments = ["lint", "--cache-path", cache] + passThrough
            + folders.map { $0.path(percentEncoded: false) }
        // Relative paths in the arguments (`--config`, `--output`, `--baseline`) and the
        // `.copylint.yml` look-up start from the package folder.
        process.currentDirectoryURL = context.package.directoryURL
        // Standard output and error are inherited: SwiftPM shows the report as copylint prints it.
        // An error diagnostic is what makes `swift package` exit non-zero (1, whatever copylint's status).
        try process.run()
        process.waitUntilExit()

        switch (process.terminationReason, process.terminationStatus) {
        case (.exit, 0):
            return
        case (.exit, let status):
            Diagnostics.error("copylint exited with status \(status): \(Self.meaning(of: status))")
        case (_, let signal):
            Diagnostics.error("copylint was stopped by signal \(signal)")
        }
    }

    static func holdsLocalisationFiles(_ folder: URL) -> Bool {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return false }
        return walker.contains { ($0 as? URL).map { localisationExtensions.contains($0.pathExtension.lowercased()) } ?? false }
    }

    /// The folders that are not inside another one of them (a target may sit inside another's folder).
    static func outermost(_ folders: [URL]) -> [URL] {
        let paths = Set(folders.map { $0.standardizedFileURL.path(percentEncoded: false) }).sorted()
        var kept: [String] = []
        for path in paths where !kept.contains(where: { path.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }) {
            kept.append(path)
        }
        return kept.map { URL(fileURLWithPath: $0, isDirectory: true) }
    }

    static func meaning(of status: Int32) -> String {
        switch status {
        case 1: "findings at or above the failing severity (error; warning with --strict)"
        case 64: "usage error"
        case 65: "unreadable input"
        case 66: "a path does not exist"
        case 73: "cannot write the output file"
        case 78: "bad configuration"
        default: "see copylint's output"
        }
    }
}
