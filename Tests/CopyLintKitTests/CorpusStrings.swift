import CopyFormats
import Foundation
import XCTest

/// The distinct strings of ../shared/corpus, each in its own locale and as English (how the benchmark checks
/// them all), for the tests that hold a rule's claim on real copy. Skips the calling test when the corpus is absent.
enum CorpusStrings {
    /// `including` picks the entries to take by their text.
    static func distinct(including: (String) -> Bool = { _ in true }) throws -> [(text: String, locale: String)] {
        guard FileManager.default.fileExists(atPath: RoleInferencePaths.corpus) else {
            throw XCTSkip("no corpus at \(RoleInferencePaths.corpus)")
        }
        var seen = Set<String>()
        var strings: [(text: String, locale: String)] = []
        for path in try FileDiscovery.localizationFiles(under: [RoleInferencePaths.corpus]) {
            guard let file = try? LocalizationReader.read(path: path) else { continue }
            for entry in file.entries where including(entry.text) {
                for locale in Set([entry.locale, "en"]) where seen.insert(locale + "\u{0}" + entry.text).inserted {
                    strings.append((entry.text, locale))
                }
            }
        }
        return strings
    }
}
