import CopyFormats
import Foundation
import XCTest

final class FileDiscoveryTests: XCTestCase {
    func testFindsLocalizationFilesSortedAndOnlyTheXLIFFInsideXcloc() throws {
        let found = try FileDiscovery.localizationFiles(under: [TestPaths.fixture("App"), TestPaths.fixture("Export")])
        XCTAssertEqual(found.map { String($0.dropFirst(TestPaths.fixtures.count + 1)) }, [
            "App/Base.lproj/Main.strings",
            "App/Localizable.xcstrings",
            "App/de.lproj/Localizable.strings",
            "App/en.lproj/Localizable.strings",
            "App/en.lproj/Localizable.stringsdict",
            "App/es.lproj/Localizable.strings",
            "App/fr.lproj/Localizable.strings",
            "App/it.lproj/Localizable.strings",
            "App/ja.lproj/Localizable.strings",
            "App/ko.lproj/Localizable.strings",
            "Export/de.xcloc/Localized Contents/de.xliff",
        ])
    }

    func testFilesNamedDirectlyAreKeptAndRepeatsRemoved() throws {
        let file = TestPaths.fixture("App/Localizable.xcstrings")
        let json = TestPaths.fixture("Export/de.xcloc/contents.json")
        XCTAssertEqual(try FileDiscovery.localizationFiles(under: [json, file, file]), [file, json].sorted())
        XCTAssertEqual(try FileDiscovery.localizationFiles(under: [TestPaths.fixture("Export/de.xcloc")]),
                       [TestPaths.fixture("Export/de.xcloc/Localized Contents/de.xliff")])
    }

    /// The app's sources are found in the same walk as its localisation files: regular files (and links to them)
    /// in the folders the search enters, never a pipe; a skipped folder is still walked for localisation files;
    /// a source whose name is not UTF-8 is noted.
    func testOneWalkAlsoFindsTheFilesOfASideSearch() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("discovery-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        for folder in ["App/en.lproj", "Pods/Kit/en.lproj"] {
            try FileManager.default.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
        }
        for file in ["App/en.lproj/Localizable.strings", "App/View.swift", "Pods/Kit/en.lproj/Kit.strings",
                     "Pods/Kit/Kit.swift"] {
            FileManager.default.createFile(atPath: root + "/" + file, contents: Data("\"a\" = \"b\";\n".utf8))
        }
        try FileManager.default.createSymbolicLink(atPath: root + "/App/Linked.swift", withDestinationPath: "View.swift")
        XCTAssertEqual(mkfifo(root + "/App/Pipe.swift", 0o600), 0)
        let badName: [UInt8] = Array((root + "/App/Caf").utf8) + [0xE9] + Array(".swift".utf8) + [0]
        XCTAssertNotEqual(badName.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_CREAT | O_WRONLY, 0o600) }
        }, -1)

        let search = FileDiscovery.SideSearch(wants: { $0.hasSuffix(".swift") }, enters: { _, name in name != "Pods" })
        let found = try FileDiscovery.discover(under: [root], alsoFinding: search)
        XCTAssertEqual(found.sideFiles, [root + "/App/Linked.swift", root + "/App/View.swift"])
        XCTAssertEqual(found.files, [root + "/App/en.lproj/Localizable.strings", root + "/Pods/Kit/en.lproj/Kit.strings"])
        XCTAssertEqual(found.notes.map(\.message), ["the name is not UTF-8: skipped"])
        // Without a side search, nothing else is looked for.
        XCTAssertEqual(try FileDiscovery.discover(under: [root]).sideFiles, [])
    }

    /// A tree of many folders, walked a level at a time on every core, gives what FileManager's enumerator finds:
    /// every localisation file and source, hidden folders and what a skipped folder holds of sources left out.
    func testAWideAndDeepTreeGivesWhatTheEnumeratorFinds() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("wide-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        var folders = [root]
        for depth in 0..<4 {
            folders = folders.flatMap { parent in
                (0..<4).map { parent + "/" + ($0 == 3 ? (depth == 1 ? ".hidden" : "Pods") : "f\($0)") }
            }
            for folder in folders {
                try FileManager.default.createDirectory(atPath: folder + "/en.lproj", withIntermediateDirectories: true)
                FileManager.default.createFile(atPath: folder + "/en.lproj/L.strings", contents: Data())
                FileManager.default.createFile(atPath: folder + "/V.swift", contents: Data())
            }
        }
        let search = FileDiscovery.SideSearch(wants: { $0.hasSuffix(".swift") }, enters: { _, name in name != "Pods" })
        let found = try FileDiscovery.discover(under: [root], alsoFinding: search)
        var files: [String] = [], sources: [String] = []
        for case let relative as String in FileManager.default.enumerator(atPath: root)! {
            let parts = relative.split(separator: "/")
            guard !parts.contains(where: { $0.hasPrefix(".") }) else { continue }
            if relative.hasSuffix(".strings") { files.append(root + "/" + relative) }
            if relative.hasSuffix(".swift"), !parts.contains("Pods") { sources.append(root + "/" + relative) }
        }
        XCTAssertEqual(found.files, files.sorted())
        XCTAssertEqual(found.sideFiles, sources.sorted())
        // 4 + 12 + 48 + 192 folders outside `.hidden`; of them, 3 + 9 + 27 + 81 outside `Pods` too.
        XCTAssertEqual([found.files.count, found.sideFiles.count], [256, 120])
    }

    func testMissingPathThrowsItsOwnError() {
        let missing = TestPaths.fixture("nowhere")
        XCTAssertThrowsError(try FileDiscovery.localizationFiles(under: [TestPaths.fixture("App"), missing])) { error in
            XCTAssertEqual((error as? MissingPathError)?.path, missing)
            XCTAssertEqual("\(error)", "\(missing): no such file or directory")
        }
    }

    func testFormatFromPath() {
        XCTAssertEqual(LocalizationReader.format(forPath: "a/en.lproj/Localizable.strings"), .strings)
        XCTAssertEqual(LocalizationReader.format(forPath: "Localizable.STRINGSDICT"), .stringsdict)
        XCTAssertEqual(LocalizationReader.format(forPath: "Localizable.xcstrings"), .xcstrings)
        XCTAssertEqual(LocalizationReader.format(forPath: "de.xcloc/Localized Contents/de.xliff"), .xliff)
        XCTAssertNil(LocalizationReader.format(forPath: "contents.json"))
        XCTAssertNil(LocalizationReader.format(forPath: "folder.strings/README"))
        XCTAssertNil(LocalizationReader.format(forPath: "strings"))
    }

    func testLocaleComesFromTheNearestLproj() throws {
        let bytes = Array("\"a\" = \"b\";".utf8)
        XCTAssertEqual(try LocalizationReader.parse(bytes: bytes, path: "x/en.lproj/y/pt-BR.lproj/T.strings").entries.first?.locale, "pt-BR")
        XCTAssertEqual(try LocalizationReader.parse(bytes: bytes, path: "T.strings").entries.first?.locale, "")
        XCTAssertEqual(try LocalizationReader.parse(bytes: bytes, path: "mul.lproj/T.strings").entries.first?.table, "T")
    }
}
