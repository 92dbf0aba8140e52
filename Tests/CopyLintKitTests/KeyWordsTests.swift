import CopyFormats
@testable import CopyLintKit
import CopyLowLevel
import Foundation
import XCTest

/// An ASCII key is split into words byte by byte (`KeySignal.asciiWords`); the words, their classes, components
/// and positions must be those of the scalar walk every other key takes (`scalarWords`).
final class KeyWordsTests: XCTestCase {
    private let signal = RoleSignals.bundled.keySignal

    private func assertWalksAgree(_ key: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(signal.asciiWords(key), signal.scalarWords(key), key, file: file, line: line)
    }

    func testASCIIKeysSplitAsTheScalarWalkSplitsThem() {
        let keys = [
            "", "a", "A", "title", "alert.title", "deleteFolderAlert", "URLSession", "A11YLabels", "alerts.auth_required.title",
            "Common.Controls.Actions.Discard", "a..b", "x.-_.y", "ABCdef", "abcDEF", "aBc", "AbC", "ABC", "ABc", "HTTPRequest",
            "confirm:delete/all", "trailing.", ".leading", "::", "//", "a/b:c.d", "under_score-dash", "camel2Case3", "R2D2",
            "with space", " leading space", "trailing space ", "tab\tkey", "new\nline", "CR\r\nLF", "x%@y", "%lld items",
            "Cancel", "OK_BUTTON", "button.cancel", "Are you sure?", "ALERT_DELETE_TITLE", "kAlertDeleteMessage",
        ]
        for key in keys { assertWalksAgree(key) }
        // Every pair of bytes of printable ASCII, and each after a letter of either case: camelCase boundaries
        // depend on the byte before and after.
        let printable = (0x21...0x7E).map { String(UnicodeScalar(UInt8($0))) }
        for a in printable {
            for b in printable {
                assertWalksAgree(a + b)
                assertWalksAgree("a" + a + b + "c")
                assertWalksAgree("A" + a + b + "C")
            }
        }
    }

    func testNonASCIIKeysAreSplitByTheScalarWalk() {
        let expected: [(String, [String])] = [
            ("é.x", ["é", "x"]), ("photos.ß.title", ["photos", "ß", "title"]), ("日本.タイトル", ["日本", "タイトル"]),
            ("Ünïcödé_Kéy", ["ünïcödé", "kéy"]), ("ÉcranTitre", ["écran", "titre"]),
        ]
        for (key, words) in expected {
            XCTAssertFalse(UTF8Bytes.withBytes(of: key, UTF8Bytes.isASCII), key)
            XCTAssertEqual(signal.words(key)?.map(\.text), words, key)
        }
    }

    func testEveryCorpusKeySplitsAsTheScalarWalkSplitsIt() throws {
        guard FileManager.default.fileExists(atPath: RoleInferencePaths.corpus) else { throw XCTSkip("no corpus at \(RoleInferencePaths.corpus)") }
        var seen = Set<String>()
        for path in try FileDiscovery.localizationFiles(under: [RoleInferencePaths.corpus]) {
            guard let file = try? LocalizationReader.read(path: path) else { continue }
            for entry in file.entries where seen.insert(entry.key).inserted && UTF8Bytes.withBytes(of: entry.key, UTF8Bytes.isASCII) {
                assertWalksAgree(entry.key)
            }
        }
        XCTAssertGreaterThan(seen.count, 5_000)
    }
}
