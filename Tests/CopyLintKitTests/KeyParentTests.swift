@testable import CopyLintKit
import CopyFormats
import Foundation
import XCTest

/// A key's parent (the key without its last component, for sibling keys) is found by walking back from the last
/// component; it must be what trimming the head's characters and taking as many from the key's start gave.
final class KeyParentTests: XCTestCase {
    private func referenceParent(_ analysis: KeyAnalysis) -> Substring? {
        guard let last = analysis.words.last, last.component > 0 else { return nil }
        let trimmed = analysis.key[..<last.componentStart].reversed().drop(while: { !$0.isLetter && !$0.isNumber }).count
        return trimmed > 0 ? analysis.key.prefix(trimmed) : nil
    }

    func testParentIsTheKeyWithoutItsLastComponent() {
        let expected: [(String, String?)] = [
            ("alerts.auth_required.title", "alerts.auth_required"), ("Common.Controls.Actions.Discard", "Common.Controls.Actions"),
            ("title", nil), ("a..b", "a"), ("é.x", "é"), ("photos.ß.title", "photos.ß"), ("x.-_.y", "x"), ("日本.タイトル", "日本"),
        ]
        for (key, parent) in expected {
            guard let analysis = RoleSignals.bundled.analyze(key: key) else { continue }
            XCTAssertEqual(analysis.parent.map(String.init), parent, key)
            XCTAssertEqual(analysis.parent, referenceParent(analysis), key)
        }
    }

    func testParentOfEveryCorpusKeyEqualsTheCountedOne() throws {
        guard FileManager.default.fileExists(atPath: RoleInferencePaths.corpus) else { throw XCTSkip("no corpus at \(RoleInferencePaths.corpus)") }
        var compared = 0
        for path in try FileDiscovery.localizationFiles(under: [RoleInferencePaths.corpus]) {
            guard let file = try? LocalizationReader.read(path: path) else { continue }
            for entry in file.entries {
                guard let analysis = RoleSignals.bundled.analyze(key: entry.key) else { continue }
                XCTAssertEqual(analysis.parent, referenceParent(analysis), entry.key)
                compared += 1
            }
        }
        XCTAssertGreaterThan(compared, 10_000)
    }
}
