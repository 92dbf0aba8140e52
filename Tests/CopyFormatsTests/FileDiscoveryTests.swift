import CopyFormats
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
