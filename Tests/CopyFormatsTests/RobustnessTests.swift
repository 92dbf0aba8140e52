import CopyFormats
import XCTest

/// Whatever the bytes, reading ends with entries or a `ParseError`: never a crash, a hang or another error.
final class RobustnessTests: XCTestCase {
    private func assertReadsOrFails(_ bytes: [UInt8], path: String, file: StaticString = #filePath, line: UInt = #line) {
        do {
            let parsed = try LocalizationReader.parse(bytes: bytes, path: path)
            XCTAssertEqual(try parsed.applying([]), bytes, path, file: file, line: line)
            for index in parsed.entries.indices {
                _ = parsed.position(ofEntry: index, scalarOffset: parsed.entries[index].text.unicodeScalars.count / 2)
            }
        } catch is ParseError {
        } catch {
            XCTFail("\(path): \(error)", file: file, line: line)
        }
    }

    func testEveryTruncationOfEveryFixture() throws {
        for path in try FileDiscovery.localizationFiles(under: [TestPaths.fixture("App"), TestPaths.fixture("Export")]) {
            let whole = try bytes(of: path)
            for length in 0...whole.count {
                assertReadsOrFails(Array(whole[..<length]), path: path)
            }
        }
    }

    func testCorruptedBytes() throws {
        var generator = SplitMix64(seed: 0x5EED)
        for path in try FileDiscovery.localizationFiles(under: [TestPaths.fixture("App"), TestPaths.fixture("Export")]) {
            let whole = try bytes(of: path)
            for _ in 0..<200 {
                var corrupted = whole
                for _ in 0..<3 {
                    corrupted[Int.random(in: 0..<corrupted.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator)
                }
                assertReadsOrFails(corrupted, path: path)
            }
        }
    }
}

/// A small seeded generator, so a corruption that breaks the reader (or a random text that breaks a test) is the
/// same on every run.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
