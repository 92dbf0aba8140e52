import Foundation
import PackagePlugin

/// Generates `EmbeddedDictionaries.swift` from the package's `Dictionaries/` folder,
/// so `swift run`, `swift test` and an installed binary all carry the same data.
@main
struct EmbedDictionaries: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let root = context.package.directoryURL.appending(path: "Dictionaries")
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedDictionaries.swift")
        return [
            .buildCommand(
                displayName: "Embedding Dictionaries/",
                executable: try context.tool(named: "embed-dictionaries").url,
                arguments: [root.path(), output.path()],
                inputFiles: textFiles(under: root),
                outputFiles: [output]
            )
        ]
    }

    private func textFiles(under root: URL) -> [URL] {
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
        return walker.compactMap { $0 as? URL }.filter { $0.pathExtension == "txt" }.sorted { $0.path < $1.path }
    }
}
