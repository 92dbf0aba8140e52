import Foundation
import Testing
import PropertyBased
@testable import CopyLintKit

/// Texts with every kind of character a baseline escapes or keeps: quotes, backslashes, controls, line
/// separators, astral and combining scalars.
private let fieldPieces = FileGen.catalogTexts + ["\"", "\\", "\u{0}", "\u{1F}", "\u{7F}", "\u{85}", "\u{2029}", "/", "😀", "👩‍💻", "null"]

/// A canonical baseline file, one line per finding, each string escaped in any of JSON's ways (`\/`, `\u00e9`,
/// surrogate pairs), and the fingerprints it records with their counts.
private let canonicalFiles = generator { rng -> (text: String, counts: [Fingerprint: Int]) in
    func field(_ rng: inout any SeededRandomNumberGenerator) -> String {
        (0..<Int.random(in: 0...4, using: &rng)).map { _ in fieldPieces.pick(&rng) }.joined()
    }
    func quoted(_ text: String, _ rng: inout any SeededRandomNumberGenerator) -> String {
        "\"" + FileGen.jsonEscaped(text, &rng) + "\""
    }
    var counts: [Fingerprint: Int] = [:]
    var lines: [String] = []
    for _ in 0..<Int.random(in: 0...6, using: &rng) {
        let fingerprint = Fingerprint(file: field(&rng), key: Bool.random(using: &rng) ? nil : field(&rng), locale: field(&rng),
                                      rule: field(&rng), text: field(&rng))
        let count = [1, 2, 7, 999_999_999].pick(&rng)
        counts[fingerprint, default: 0] += count
        lines.append("{\"file\":" + quoted(fingerprint.file, &rng) + ",\"key\":" + (fingerprint.key.map { quoted($0, &rng) } ?? "null")
                     + ",\"locale\":" + quoted(fingerprint.locale, &rng) + ",\"rule\":" + quoted(fingerprint.rule, &rng)
                     + ",\"text\":" + quoted(fingerprint.text, &rng) + ",\"count\":\(count)}")
    }
    let text = "{\"version\":1,\"findings\":[" + (lines.isEmpty ? "" : "\n" + lines.joined(separator: ",\n") + "\n") + "]}\n"
    return (text, counts)
}

@Suite struct BaselineReadingProperties {
    /// The direct reader reads every canonical file, as `JSONDecoder` does.
    @Test func canonicalFilesReadAsJSONDecoderReadsThem() async {
        await propertyCheck(count: 300, input: canonicalFiles) { file in
            let direct = CanonicalBaselineReader.counts(in: Array(file.text.utf8))
            #expect(direct == file.counts, "\(file.text.debugDescription)")
            #expect((try? Baseline(decoding: Data(file.text.utf8), path: "b.json").counts) == file.counts, "\(file.text.debugDescription)")
        }
    }

    /// A file cut short or with one byte changed is read as `JSONDecoder` reads it, or fails as it fails.
    @Test func damagedFilesReadAsJSONDecoderReadsThem() async {
        await propertyCheck(count: 300, input: canonicalFiles, Gen.int(in: 0...10_000), Gen.int(in: 0...255)) { file, position, byte in
            var bytes = Array(file.text.utf8)
            if byte == 0 { bytes.removeLast(position % (bytes.count + 1)) } else { bytes[position % bytes.count] = UInt8(byte) }
            func outcome(_ read: () throws(BaselineError) -> Baseline) -> Result<[Fingerprint: Int], BaselineError> {
                do throws(BaselineError) { return .success(try read().counts) } catch { return .failure(error) }
            }
            let read = outcome { () throws(BaselineError) in try Baseline(json: Data(bytes), path: "b.json") }
            let decoded = outcome { () throws(BaselineError) in try Baseline(decoding: Data(bytes), path: "b.json") }
            #expect(read == decoded, "\(String(decoding: bytes, as: UTF8.self).debugDescription)")
        }
    }
}
