import CopyFormats
import Foundation
import XCTest

/// The plugins cannot import the package's modules, so each keeps its own list of the extensions copylint reads.
/// These tests hold those lists to `LocalizationFormat.all`: a format added there and not in a plugin (or an
/// extension a plugin takes that the reader rejects) fails here.
final class PluginExtensionsTests: XCTestCase {
    /// The strings of the `static let localisationExtensions: Set<String> = [...]` (or another such list) in a
    /// source file of the package.
    private func pluginExtensions(_ relativePath: String, list name: String = "localisationExtensions") throws
        -> [String] {
        let path = TestPaths.packageRoot.appendingPathComponent(relativePath).path
        let source = try String(contentsOfFile: path, encoding: .utf8)
        let declaration = try XCTUnwrap(source.range(of: "static let \(name): Set<String> = ["),
                                        "no \(name) in \(relativePath)")
        let list = try XCTUnwrap(source[declaration.upperBound...].split(separator: "]", maxSplits: 1).first)
        return list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespacesAndNewlines.union(["\""])) }
            .filter { !$0.isEmpty }.sorted()
    }

    func testTheCommandPluginLooksForWhatAFolderWalkFinds() throws {
        XCTAssertEqual(try pluginExtensions("Plugins/CopyLintCommand/CopyLintCommand.swift"),
                       LocalizationFormat.extensionsFoundInFolders)
    }

    /// The build plugin lints a target's own files: every format a walk finds but XLIFF, which is an export
    /// (Xcode writes it beside the project, in `.xcloc` bundles), never a file a target builds.
    func testTheBuildPluginLooksForEveryFormatATargetBuilds() throws {
        let exports = LocalizationFormat.xliff.extensions
        XCTAssertEqual(try pluginExtensions("Plugins/CopyLintBuildTool/CopyLintBuildTool.swift"),
                       LocalizationFormat.extensionsFoundInFolders.filter { !exports.contains($0) })
    }

    /// The build plugin names the target's sources in a `--source-list`: the files the sources reader reads
    /// (`AppSourceReader.extensions`, read from its source as this module does not link the reader).
    func testTheBuildPluginListsTheFilesTheSourcesReaderReads() throws {
        let plugin = "Plugins/CopyLintBuildTool/CopyLintBuildTool.swift"
        let listed = try pluginExtensions(plugin, list: "sourceExtensions")
        XCTAssertEqual(listed, try pluginExtensions("Sources/CopySource/AppSourceReader.swift", list: "extensions"))
        XCTAssertTrue(listed.contains("swift"))
    }

    /// Every extension the reader takes is one a walk finds or one read with the app's sources, and reading a
    /// file of each gives that format.
    func testEveryListedExtensionIsReadAsItsFormat() {
        for format in LocalizationFormat.all {
            for fileExtension in format.extensions {
                XCTAssertEqual(LocalizationReader.format(forPath: "App/Name.\(fileExtension.uppercased())"), format)
            }
        }
        XCTAssertNil(LocalizationReader.format(forPath: "App/de.xlf"), "no format reads .xlf; the plugins do not either")
    }
}
