import Foundation
import XCTest
@testable import CopyRules

/// The data compiled into the binary is exactly what `Dictionaries/` holds.
final class EmbeddedDictionariesTests: XCTestCase {
    func testEmbeddedDataMatchesDictionariesFolder() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Dictionaries")
        var onDisk: [String: String] = [:]
        let walker = try XCTUnwrap(FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil))
        for case let url as URL in walker where url.pathExtension == "txt" {
            let relative = String(url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1))
            onDisk[relative] = try String(contentsOf: url, encoding: .utf8)
        }
        XCTAssertGreaterThan(onDisk.count, 100)
        XCTAssertEqual(Set(EmbeddedDictionaries.files.keys), Set(onDisk.keys),
                       "Dictionaries/ changed: run `swift run embed-dictionaries Dictionaries Sources/CopyRules/Generated/EmbeddedDictionaries.swift`")
        for (path, text) in onDisk {
            XCTAssertEqual(EmbeddedDictionaries.files[path], text, "\(path) differs: regenerate EmbeddedDictionaries.swift")
        }
    }
}
