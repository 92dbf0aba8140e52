import ArgumentParser
import CopyFormats
import CopyLintKit
import CopyRules

/// Options for commands that read files.
struct ProjectOptions: ParsableArguments {
    @Option(help: "The development language (its .lproj, Base.lproj and catalog sources are the source strings).")
    var sourceLocale: String = "en"

    @Option(help: ArgumentHelp("The platform the copy is for: \(Platform.allCases.map(\.rawValue).joined(separator: ", ")).", valueName: "platform"))
    var platform: String = "ios"

    @Option(help: "Which HIG edition decides alert-title style: 2021 (default) or 2014.")
    var edition: String = "2021"

    @Flag(help: "Guess roles from the text's shape (a question reads as an alert message) where keys and comments say nothing.")
    var inferRolesFromText = false

    @Flag(help: "Also check catalog entries marked stale.")
    var includeStale = false

    func validate() throws {
        if Platform(rawValue: platform) == nil {
            throw ValidationError("unknown platform '\(platform)'. Platforms: \(Platform.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        if Edition(rawValue: edition) == nil {
            throw ValidationError("unknown edition '\(edition)'. Editions: 2021, 2014")
        }
    }

    var lintOptions: LintOptions {
        LintOptions(sourceLocale: sourceLocale,
                    ruleOptions: RuleOptions(platform: Platform(rawValue: platform) ?? .ios, edition: Edition(rawValue: edition) ?? .current),
                    inferRolesFromText: inferRolesFromText, includeStale: includeStale)
    }

    /// The files under the paths; a missing path exits 66.
    func files(_ linter: ProjectLinter, _ paths: [String]) throws -> [String] {
        do {
            return try linter.files(under: paths)
        } catch let error as MissingPathError {
            StandardStreams.writeError("error: no such file or folder: \(error.path)\n")
            throw ExitStatus.noInput
        }
    }
}
