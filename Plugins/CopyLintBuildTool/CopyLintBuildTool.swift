import Foundation
import PackagePlugin

/// Lints a target's `.strings`, `.stringsdict` and `.xcstrings` files as part of the build.
///
/// Findings are printed in copylint's `xcode` format (`/path:line:col: warning: … [rule]`), which
/// Xcode and `swift build` show as diagnostics. The command reruns only when one of those files,
/// the configuration or the copylint binary changes; its report stays in the plugin work folder
/// (`copylint-<target>.txt`).
///
/// Findings do not fail the build unless asked to: set `COPYLINT_BUILD_FAIL_ON` in the environment
/// of the build to `error` (fail on error-severity findings) or `warning` (on warnings too, like
/// `--strict`). Unset, empty or `none` only reports, and then shows error-severity findings as
/// warnings, so Xcode does not flag a build that succeeded. Unreadable files and bad configurations
/// (copylint's exit statuses other than 0 and 1) always fail the build.
///
/// The configuration is the first `.copylint.yml` found from the target folder up to the package folder.
///
/// Needs Swift Build (Xcode, or `swift build --build-system swiftbuild`) while CopyRules uses the
/// EmbedDictionaries build-tool plugin: SwiftPM's native build system builds a plugin's tool
/// without running the build-tool plugins of the tool's own targets.
@main
struct CopyLintBuildTool: BuildToolPlugin {
    static let localisationExtensions: Set<String> = ["strings", "stringsdict", "xcstrings"]
    static let failOnVariable = "COPYLINT_BUILD_FAIL_ON"

    /// The build command: POSIX sh, so the build needs nothing besides copylint and /bin/sh.
    /// `$1` copylint, `$2` the report, `$3` the fail-on level (`none`, `error`, `warning`);
    /// the rest are `copylint lint` arguments.
    static let script = #"""
        # Written by copylint's CopyLintBuildTool plugin; rewritten when the plugin changes.
        tool=$1 report=$2 fail_on=$3
        shift 3
        rm -f "$report"
        "$tool" lint --format xcode "$@" > "$report.partial"
        status=$?
        if [ "$status" -gt 1 ]; then
          # 64 usage, 65 unreadable file, 66 missing path, 73 unwritable output, 78 bad configuration
          cat "$report.partial"
          rm -f "$report.partial"
          echo "error: copylint exited with status $status" >&2
          exit "$status"
        fi
        if [ "$fail_on" = none ]; then
          # Report only: error-severity findings are shown as warnings, and the build goes on.
          sed 's/^\(.*:[0-9][0-9]*:[0-9][0-9]*: \)error: /\1warning: /' "$report.partial"
          status=0
        else
          cat "$report.partial"
        fi
        if [ "$status" -ne 0 ]; then
          rm -f "$report.partial"
          echo "error: copylint found problems at $fail_on severity or above (COPYLINT_BUILD_FAIL_ON=$fail_on)" >&2
          exit 1
        fi
        mv -f "$report.partial" "$report"
        """#

    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let files = target.sourceFiles
            .map(\.url)
            .filter { Self.localisationExtensions.contains($0.pathExtension.lowercased()) }
            .sorted { $0.path(percentEncoded: false) < $1.path(percentEncoded: false) }
        guard !files.isEmpty else { return [] }

        let tool = try context.tool(named: "copylint").url
        let report = context.pluginWorkDirectoryURL.appending(path: "copylint-\(target.name).txt")
        let script = try Self.writeScript(in: context.pluginWorkDirectoryURL)
        let failOn = Self.failOn(ProcessInfo.processInfo.environment[Self.failOnVariable])

        var lintArguments: [String] = failOn == "warning" ? ["--strict"] : []
        var inputs = files + [tool, script]
        if let config = Self.configuration(from: Self.folder(of: target), upTo: context.package.directoryURL) {
            lintArguments += ["--config", config.path(percentEncoded: false)]
            inputs.append(config)
        }
        // A configuration may exclude every file of the target: that is no reason to fail its build.
        lintArguments += ["--allow-empty", "--"]
        lintArguments += files.map { $0.path(percentEncoded: false) }

        return [
            .buildCommand(
                displayName: "copylint: linting \(files.count) localisation file\(files.count == 1 ? "" : "s") of \(target.name)",
                executable: URL(fileURLWithPath: "/bin/sh"),
                arguments: [script.path(percentEncoded: false), tool.path(percentEncoded: false), report.path(percentEncoded: false), failOn] + lintArguments,
                inputFiles: inputs,
                outputFiles: [report]
            )
        ]
    }

    /// Writes the script to the plugin's work folder, unless it is there already (an unchanged file
    /// keeps its date, so it does not rerun the command).
    static func writeScript(in folder: URL) throws -> URL {
        let url = folder.appending(path: "copylint-build.sh")
        let data = Data(script.utf8)
        if (try? Data(contentsOf: url)) != data {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try data.write(to: url, options: .atomic)
        }
        return url
    }

    /// `none` (the default), `error` or `warning`. Read when the plugin runs, and passed on as an
    /// argument, so changing it reruns the command.
    static func failOn(_ value: String?) -> String {
        switch value?.trimmingCharacters(in: .whitespaces).lowercased() {
        case nil, "", "none", "0", "false", "no": return "none"
        case "error", "errors", "1", "true", "yes": return "error"
        case "warning", "warnings", "strict": return "warning"
        case let other?:
            Diagnostics.warning("\(failOnVariable)=\(other) is not none, error or warning; findings will not fail the build")
            return "none"
        }
    }

    /// `Target.directoryURL` needs tools 6.1 and the manifest is 6.0; `Path` is deprecated, so its text is read through `String(describing:)`.
    static func folder(of target: SourceModuleTarget) -> URL {
        URL(fileURLWithPath: String(describing: target.directory), isDirectory: true)
    }

    /// The first `.copylint.yml` in the target folder or one of its parents up to the package folder.
    static func configuration(from folder: URL, upTo root: URL) -> URL? {
        let rootPath = root.standardizedFileURL.path(percentEncoded: false)
        var current = folder.standardizedFileURL
        while true {
            let candidate = current.appending(path: ".copylint.yml")
            if FileManager.default.fileExists(atPath: candidate.path(percentEncoded: false)) { return candidate }
            let path = current.path(percentEncoded: false)
            if path == rootPath || path == rootPath + "/" || !path.hasPrefix(rootPath) || path == "/" { return nil }
            current = current.deletingLastPathComponent()
        }
    }
}
