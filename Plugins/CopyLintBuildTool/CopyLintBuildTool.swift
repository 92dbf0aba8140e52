import Foundation
import PackagePlugin

/// Lints a target's `.strings`, `.stringsdict` and `.xcstrings` files as part of the build, with the roles the
/// target's own Swift, Objective-C and Interface Builder files give its strings (as `copylint lint` reads the
/// sources under a folder: the plugin names them in a `--source-list` file, `copylint-<target>-sources.txt`).
///
/// Findings are printed in copylint's `xcode` format (`/path:line:col: warning: … [rule]`), which
/// Xcode and `swift build` show as diagnostics. The command reruns only when one of those files,
/// the configuration or the copylint binary changes; its report stays in the plugin work folder
/// (`copylint-<target>.txt`), and what it read of the sources in its `source-cache` folder, so a rerun after
/// an edit reads only the files that changed. `COPYLINT_BUILD_SOURCES=0` in the environment of the build reads no
/// sources, and then an edit of one does not rerun the command.
///
/// Findings do not fail the build unless asked to: set `COPYLINT_BUILD_FAIL_ON` in the environment
/// of the build to `error` (fail on error-severity findings) or `warning` (on warnings too, like
/// `--strict`). Unset, empty or `none` only reports, and then shows error-severity findings as
/// warnings, so Xcode does not flag a build that succeeded. Unreadable files and bad configurations
/// (copylint's exit statuses other than 0 and 1) always fail the build.
///
/// The configuration is the first `.copylint.yml` found from the target folder up to the package folder
/// (in an Xcode project: from the folder that holds the target's localisation files up to the project folder).
///
/// Works for a package's targets and, through `XcodeBuildToolPlugin`, for an Xcode project's targets
/// (an app target: Build Phases, Run Build Tool Plug-ins).
@main
struct CopyLintBuildTool: BuildToolPlugin {
    /// The files of a target copylint lints: every format a folder walk finds but XLIFF, an export that no target
    /// builds. A copy (plugins cannot import the package's modules), held to `LocalizationFormat` by
    /// `PluginExtensionsTests`.
    static let localisationExtensions: Set<String> = ["strings", "stringsdict", "xcstrings"]
    /// The files copylint reads for roles (a copy of `AppSourceReader.extensions`, held to it by
    /// `PluginExtensionsTests`).
    static let sourceExtensions: Set<String> = ["swift", "m", "mm", "h", "storyboard", "xib"]
    static let failOnVariable = "COPYLINT_BUILD_FAIL_ON"
    static let sourcesVariable = "COPYLINT_BUILD_SOURCES"

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
        return try Self.commands(
            linting: target.sourceFiles.map(\.url),
            of: target.name,
            configurationFrom: target.directoryURL,
            upTo: context.package.directoryURL,
            tool: context.tool(named: "copylint").url,
            workFolder: context.pluginWorkDirectoryURL
        )
    }

    /// The build command that lints the localisation files among `targetFiles` with the roles the sources among
    /// them give, or none when there is no localisation file.
    static func commands(
        linting targetFiles: [URL], of targetName: String, configurationFrom folder: URL, upTo root: URL, tool: URL,
        workFolder: URL
    ) throws -> [Command] {
        let files = sorted(targetFiles.filter { localisationExtensions.contains($0.pathExtension.lowercased()) })
        guard !files.isEmpty else { return [] }
        let sourcesRead = readsSources(ProcessInfo.processInfo.environment[sourcesVariable])
        // As a folder walk takes them (the extension as it is written). A list holds a path a line: a name with a
        // line break in it cannot be listed.
        let sources = !sourcesRead ? [] : sorted(targetFiles.filter {
            sourceExtensions.contains($0.pathExtension) && !$0.path(percentEncoded: false).contains("\n")
        })

        let report = workFolder.appending(path: "copylint-\(targetName).txt")
        let script = try writeScript(in: workFolder)
        let failOn = failOn(ProcessInfo.processInfo.environment[failOnVariable])

        var lintArguments: [String] = failOn == "warning" ? ["--strict"] : []
        var inputs = files + [tool, script]
        if let config = configuration(from: folder, upTo: root) {
            lintArguments += ["--config", config.path(percentEncoded: false)]
            inputs.append(config)
        }
        if !sources.isEmpty {
            // A configuration with `sources: {enabled: false}` reads none of them.
            let list = try writeIfChanged(
                sources.map { $0.path(percentEncoded: false) + "\n" }.joined(),
                to: workFolder.appending(path: "copylint-\(targetName)-sources.txt"))
            let cache = workFolder.appending(path: "source-cache")
            lintArguments += ["--source-list", list.path(percentEncoded: false),
                              "--cache-path", cache.path(percentEncoded: false)]
            inputs += sources + [list]
        } else if !sourcesRead {
            lintArguments.append("--no-sources")
        }
        // A configuration may exclude every file of the target: that is no reason to fail its build.
        lintArguments += ["--allow-empty", "--"]
        lintArguments += files.map { $0.path(percentEncoded: false) }

        let noun = files.count == 1 ? "file" : "files"
        return [
            .buildCommand(
                displayName: "copylint: linting \(files.count) localisation \(noun) of \(targetName)"
                    + (sources.isEmpty ? "" : " (roles from \(sources.count) source files)"),
                executable: URL(fileURLWithPath: "/bin/sh"),
                arguments: [script, tool, report].map { $0.path(percentEncoded: false) } + [failOn] + lintArguments,
                inputFiles: inputs,
                outputFiles: [report]
            )
        ]
    }

    /// Writes the script to the plugin's work folder.
    static func writeScript(in folder: URL) throws -> URL {
        try writeIfChanged(script, to: folder.appending(path: "copylint-build.sh"))
    }

    /// Writes the text to the file unless the file holds it already: an unchanged file keeps its date, so it does
    /// not rerun the command.
    static func writeIfChanged(_ text: String, to url: URL) throws -> URL {
        let data = Data(text.utf8)
        if (try? Data(contentsOf: url)) != data {
            let folder = url.deletingLastPathComponent()
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try data.write(to: url, options: .atomic)
        }
        return url
    }

    static func sorted(_ files: [URL]) -> [URL] {
        files.sorted { $0.path(percentEncoded: false) < $1.path(percentEncoded: false) }
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

    /// Whether the target's sources are read for roles: yes unless the variable says no (`0`, `false`, `no`, `off`).
    /// Read when the plugin runs, so changing it reruns the command.
    static func readsSources(_ value: String?) -> Bool {
        switch value?.trimmingCharacters(in: .whitespaces).lowercased() {
        case nil, "", "1", "true", "yes", "on": return true
        case "0", "false", "no", "off": return false
        case let other?:
            Diagnostics.warning("\(sourcesVariable)=\(other) is not 0 or 1; the target's sources are read for roles")
            return true
        }
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

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension CopyLintBuildTool: XcodeBuildToolPlugin {
    /// An Xcode target's localisation files are among its input files (resources, mostly), as are its sources;
    /// the configuration is looked for from the folder that holds the localisation files up to the project folder.
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let files = target.inputFiles.map(\.url)
        let project = context.xcodeProject.directoryURL
        return try Self.commands(
            linting: files,
            of: target.displayName,
            configurationFrom: Self.commonFolder(of: files.filter {
                Self.localisationExtensions.contains($0.pathExtension.lowercased())
            }) ?? project,
            upTo: project,
            tool: context.tool(named: "copylint").url,
            workFolder: context.pluginWorkDirectoryURL
        )
    }

    /// The deepest folder that holds every one of the files.
    static func commonFolder(of files: [URL]) -> URL? {
        let folders = files.map { $0.deletingLastPathComponent().standardizedFileURL.pathComponents }
        guard var common = folders.first else { return nil }
        for folder in folders.dropFirst() {
            common = Array(zip(common, folder).prefix { $0 == $1 }.map(\.0))
        }
        return common.isEmpty ? nil : URL(fileURLWithPath: NSString.path(withComponents: common), isDirectory: true)
    }
}
#endif
