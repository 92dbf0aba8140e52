@testable import CopySource
import Foundation
import XCTest

/// Sources a pull request could hold to hang or crash the lint: brackets and interpolations nested so deep that
/// swift-syntax's parse blows up, Objective-C sends nested thousands deep. Such a file is skipped with a note;
/// what real apps write is read as before.
final class SourceHazardsTests: XCTestCase {
    private func scan(_ path: String, _ text: String) -> FileScan {
        AppSourceReader.scan(path: path, bytes: Array(text.utf8), table: BundledTable.table)
    }

    private let alert = """
        let alert = UIAlertController(title: NSLocalizedString("delete.title", comment: ""), message: nil,
                                      preferredStyle: .alert)

        """

    func testSwiftBracketsNestedOneInAnotherSkipTheFile() {
        // Twenty-five took swift-syntax 12 s; a thousand crashed the process.
        for run in [25, 1_000, 100_000] {
            let scan = scan("Deep.swift", alert + "let a = " + String(repeating: "[", count: run)
                + String(repeating: "]", count: run) + "\n")
            XCTAssertEqual(scan.note, "Deep.swift: skipped: brackets nested too deeply for the Swift parser (`[[[[…`)")
            XCTAssertTrue(scan.uses.isEmpty && scan.resolvedUses.isEmpty)
        }
        // White space and comments between them do not hide them, nor does a comment that is a string's text.
        for opener in ["[ \n", "[/* a */", "([", "\"[//\"; ["] {
            let scan = scan("Deep.swift", alert + "let a = " + String(repeating: opener, count: 24) + "\n")
            XCTAssertNotNil(scan.note, opener)
        }
        // Many shorter runs add up.
        let runs = (0..<300).map { "let a\($0) = " + String(repeating: "[", count: 12) + "]\n" }.joined()
        XCTAssertNotNil(scan("Runs.swift", alert + runs).note)
    }

    func testSwiftInterpolationsBeyondTheLimitSkipTheFile() {
        let nested = "let s = \"" + String(repeating: "\\(\"", count: 5_000) + "\n"
        XCTAssertEqual(scan("Strings.swift", alert + nested).note,
                       "Strings.swift: skipped: 5000 string interpolations, more than the 1000 read in a file")
        XCTAssertEqual(SwiftParseHazards.interpolationCount(Array(###"a \(b) \#(c) \##(d) \ ( \\(e)"###.utf8)), 4)
    }

    func testWhatAppsWriteIsRead() {
        let text = alert + """
            let table: [[String: [Int]]] = [[:]]
            let nested = [[[1, 2], [3]], [[4]]]   // three deep: (a) [b] ([c])
            let label = "\\(count) of \\(total) (\\(percent)%)"
            f(([(1, 2)]))

            """
        let scan = scan("Real.swift", text)
        XCTAssertNil(scan.note)
        XCTAssertFalse(scan.uses.isEmpty && scan.resolvedUses.isEmpty, "the alert's title is read")
        XCTAssertLessThan(SwiftParseHazards.bracketRunCost(Array(text.utf8)), 1 << 8)
    }

    func testObjectiveCSendsNestedThousandsDeepSkipTheFile() {
        let depth = 20_000
        let sends = "void f() { " + String(repeating: "[x y:", count: depth) + "NSLocalizedString(@\"a\", nil)"
            + String(repeating: "]", count: depth) + "; }\n"
        XCTAssertEqual(scan("Deep.m", sends).note, "Deep.m: skipped: message sends or calls nested too deeply to read")
        let calls = "void f() { x = " + String(repeating: "NSLocalizedString(", count: 20_000) + "@\"a\""
            + String(repeating: ", nil)", count: 20_000) + "; }\n"
        XCTAssertNotNil(scan("Calls.m", calls).note)
        let shallow = """
            - (void)ask {
                UIAlertController *alert = [UIAlertController alertControllerWithTitle:NSLocalizedString(@"t", nil)
                    message:[NSString stringWithFormat:NSLocalizedString(@"m", nil), [self name]]
                    preferredStyle:UIAlertControllerStyleAlert];
            }

            """
        let scan = scan("Shallow.m", shallow)
        XCTAssertNil(scan.note)
        XCTAssertEqual(scan.uses.count, 2)
    }

    /// No Swift or Objective-C file of the six apps in ../shared/corpus (when it is there) is near either limit.
    func testNoCorpusFileIsSkipped() throws {
        let corpus = BundledTable.packageRoot.appendingPathComponent("../shared/corpus").standardizedFileURL.path
        guard FileManager.default.fileExists(atPath: corpus), let files = FileManager.default.enumerator(atPath: corpus)
        else { throw XCTSkip("no corpus at \(corpus)") }
        var swift = 0, objectiveC = 0
        for case let relative as String in files {
            let path = corpus + "/" + relative
            if relative.hasSuffix(".swift") {
                let bytes = try XCTUnwrap(FileManager.default.contents(atPath: path)).map { $0 }
                let limits = (runs: SwiftParseHazards.maximumRunCost,
                              interpolations: SwiftParseHazards.maximumInterpolations)
                XCTAssertLessThan(SwiftParseHazards.bracketRunCost(bytes), limits.runs >> 8, relative)
                XCTAssertLessThan(SwiftParseHazards.interpolationCount(bytes), limits.interpolations / 4, relative)
                swift += 1
            } else if relative.hasSuffix(".m") || relative.hasSuffix(".mm") || relative.hasSuffix(".h") {
                let bytes = try XCTUnwrap(FileManager.default.contents(atPath: path)).map { $0 }
                XCTAssertNil(ObjectiveCScanner.read(path: relative, bytes: bytes, table: BundledTable.table).note)
                objectiveC += 1
            }
        }
        XCTAssertGreaterThan(swift, 4_000)
        XCTAssertGreaterThan(objectiveC, 10)
    }
}
