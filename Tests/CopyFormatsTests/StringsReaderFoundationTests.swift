import CopyFormats
import Foundation
import XCTest

/// The `.strings` reader (its scanner reads bytes in place) against the plain answer: Foundation's property list
/// parser, which reads every `.strings` file Apple's tools read. Every file of the fixtures and of the shared
/// corpus that both read gives the same texts under the same keys (the last of a repeated key). Files with a
/// lowercase `\u` escape are left out: copylint reads it as `\U`, as people mean it, and Foundation keeps "u".
final class StringsReaderFoundationTests: XCTestCase {
    private func stringsFiles(under root: String) -> [String] {
        guard let walk = FileManager.default.enumerator(atPath: root) else { return [] }
        return walk.compactMap { $0 as? String }.filter { $0.hasSuffix(".strings") && !$0.hasPrefix("malformed/") }
            .sorted().map { root + "/" + $0 }
    }

    func testTextsAreFoundationsForEveryFileBothRead() throws {
        var compared = 0
        for path in stringsFiles(under: TestPaths.fixtures) + stringsFiles(under: TestPaths.corpus) {
            guard let data = FileManager.default.contents(atPath: path),
                  !String(decoding: data, as: UTF8.self).contains("\\u"),
                  let plain = (try? PropertyListSerialization.propertyList(from: data, format: nil)) as? [String: Any],
                  let file = try? LocalizationReader.read(path: path)
            else { continue }
            var read: [String: String] = [:]
            for entry in file.entries { read[entry.key] = entry.text }
            XCTAssertEqual(read, plain.compactMapValues { $0 as? String }, path)
            compared += 1
        }
        XCTAssertGreaterThan(compared, 5)
    }
}
