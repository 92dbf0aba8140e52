import Foundation
import XCTest

/// A folder walk leaves out copies of the app's tables that tools make (`.xcloc` exports, fastlane snapshots) and
/// translations outside a Swift package's `Sources`, and says so; a path named on the command line is linted.
final class UnshippedCopiesTests: XCTestCase {
    static let table = "\"greeting\" = \"Tap \\\"Done\\\" to finish...\";\n"

    func testCopiesAreLeftOutOfAWalkWithANote() throws {
        let tree = try TemporaryTree([
            "App/en.lproj/Localizable.strings": Self.table,
            "fastlane/Frozen.strings": Self.table,
            "Tools/Convertor/Package.swift": "// swift-tools-version:5.9\n",
            "Tools/Convertor/input/en.lproj/Localizable.strings": Self.table,
            "Tools/Convertor/Sources/Convertor/Resources/en.lproj/Localizable.strings": Self.table,
        ])
        let run = try tree.run("lint", "--format", "json")
        let files = Set(try Self.files(run.stdout))
        XCTAssertEqual(files, ["App/en.lproj/Localizable.strings",
                               "Tools/Convertor/Sources/Convertor/Resources/en.lproj/Localizable.strings"], run.stdout)
        XCTAssertTrue(run.stderr.contains("left out 2 localisation files"), run.stderr)
        XCTAssertTrue(run.stderr.contains("fastlane"), run.stderr)
    }

    func testACopyNamedOnTheCommandLineIsLinted() throws {
        let tree = try TemporaryTree(["App/en.lproj/Localizable.strings": Self.table, "fastlane/Frozen.strings": Self.table])
        let run = try tree.run("lint", "--format", "json", "fastlane")
        XCTAssertEqual(Set(try Self.files(run.stdout)), ["fastlane/Frozen.strings"], run.stdout)
        XCTAssertFalse(run.stderr.contains("left out"), run.stderr)
    }

    private static func files(_ json: String) throws -> [String] {
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        let diagnostics = object?["diagnostics"] as? [[String: Any]] ?? []
        return diagnostics.compactMap { $0["file"] as? String }.map { $0.hasPrefix("./") ? String($0.dropFirst(2)) : $0 }
    }
}
