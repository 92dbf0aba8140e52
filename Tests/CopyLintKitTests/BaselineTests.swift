import XCTest
import CopyLintKit
import CopyRules

final class BaselineTests: XCTestCase {
    private var folder: String!

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "copylint-baseline-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// A baseline round-tripped through a file at `path`.
    private func roundTrip(_ findings: [Finding], at path: String, workingDirectory: String = Samples.workingDirectory) throws -> Baseline {
        let baseline = Baseline(findings: findings, relativeTo: Baseline.folder(of: path), workingDirectory: workingDirectory)
        try baseline.write(to: path)
        let read = try Baseline(contentsOf: path)
        XCTAssertEqual(read, baseline)
        return read
    }

    func testFiltersRecordedFindingsAndKeepsNewOnes() throws {
        let path = folder + "/baseline.json"
        let baseline = try roundTrip([Samples.okSpelling, Samples.duplicateKey], at: path)
        XCTAssertEqual(baseline.count, 2)
        var new = Samples.okSpelling
        new.key = "CANCEL_OK"
        let kept = baseline.filter([Samples.okSpelling, Samples.ellipsis, Samples.duplicateKey, new],
                                   relativeTo: Baseline.folder(of: path), workingDirectory: Samples.workingDirectory)
        XCTAssertEqual(kept.map(\.key), ["RENAME", "CANCEL_OK"])
    }

    func testSurvivesLineShiftsButNotChangedStrings() throws {
        let path = folder + "/baseline.json"
        let baseline = try roundTrip([Samples.okSpelling, Samples.ellipsis], at: path)
        let shifted = [Samples.moved(Samples.okSpelling, by: 12), Samples.moved(Samples.ellipsis, by: -2)]
        XCTAssertTrue(baseline.filter(shifted, relativeTo: Baseline.folder(of: path), workingDirectory: Samples.workingDirectory).isEmpty)

        // A different text, locale, rule or file is a different finding.
        var text = Samples.okSpelling
        text.text = "Okay"
        var locale = Samples.okSpelling
        locale.locale = "en-GB"
        var rule = Samples.okSpelling
        rule.diagnostic.rule = "yes_no_button"
        var file = Samples.okSpelling
        file.file = "App/Base.lproj/Localizable.strings"
        var message = Samples.okSpelling
        message.diagnostic.message = "Reworded in a later copylint."
        message.diagnostic.severity = .warning
        let kept = baseline.filter([text, locale, rule, file, message], relativeTo: Baseline.folder(of: path), workingDirectory: Samples.workingDirectory)
        XCTAssertEqual(kept.count, 4, "only the reworded message still matches")
        XCTAssertFalse(kept.contains { $0.diagnostic.message == message.diagnostic.message })
    }

    func testCountsDuplicates() throws {
        let path = folder + "/baseline.json"
        // The same string with the same problem twice (say, in two tables merged into one file).
        let baseline = try roundTrip([Samples.okSpelling, Samples.moved(Samples.okSpelling, by: 20)], at: path)
        XCTAssertEqual(baseline.count, 2)
        XCTAssertEqual(baseline.counts.count, 1)
        let three = [Samples.okSpelling, Samples.moved(Samples.okSpelling, by: 20), Samples.moved(Samples.okSpelling, by: 40)]
        let kept = baseline.filter(three, relativeTo: Baseline.folder(of: path), workingDirectory: Samples.workingDirectory)
        XCTAssertEqual(kept.count, 1, "a third occurrence is new")
        XCTAssertEqual(kept.first?.line, 43)
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8).components(separatedBy: "\"count\":2").count, 2)
    }

    /// Paths are relative to the baseline's folder, so a baseline works from any directory and on any checkout.
    func testPathsAreRelativeToTheBaselineFolder() throws {
        let path = folder + "/ci/baseline.json"
        try FileManager.default.createDirectory(atPath: folder + "/ci", withIntermediateDirectories: true)
        // Recorded from the project root, with paths relative to it...
        let baseline = try roundTrip([Samples.okSpelling], at: path, workingDirectory: folder)
        let json = try String(contentsOfFile: path, encoding: .utf8)
        XCTAssertTrue(json.contains("\"file\":\"../App/en.lproj/Localizable.strings\""), json)
        XCTAssertFalse(json.contains(folder), "no absolute paths in the file")
        // ...matched from inside App, where the same file is en.lproj/Localizable.strings...
        var fromApp = Samples.okSpelling
        fromApp.file = "en.lproj/Localizable.strings"
        XCTAssertTrue(baseline.filter([fromApp], relativeTo: Baseline.folder(of: path), workingDirectory: folder + "/App").isEmpty)
        // ...and on another checkout, with an absolute path.
        let elsewhere = "/other/checkout"
        var absolute = Samples.okSpelling
        absolute.file = elsewhere + "/App/en.lproj/Localizable.strings"
        XCTAssertTrue(baseline.filter([absolute], relativeTo: elsewhere + "/ci", workingDirectory: "/").isEmpty)
        // A baseline path given relative to the working directory has the same folder.
        XCTAssertEqual(Baseline.folder(of: "ci/baseline.json", workingDirectory: folder), folder + "/ci")
        XCTAssertEqual(Baseline.folder(of: "./baseline.json", workingDirectory: "/repo/App"), "/repo/App")
    }

    func testFileFormatIsStableAndReadable() throws {
        let path = folder + "/baseline.json"
        var stdin = Samples.okSpelling
        stdin.file = "<stdin>"
        stdin.key = nil
        _ = try roundTrip([Samples.ellipsis, Samples.okSpelling, stdin, Samples.awkward], at: path, workingDirectory: folder)
        let json = try String(contentsOfFile: path, encoding: .utf8)
        XCTAssertEqual(json, """
            {"version":1,"findings":[
            {"file":"<stdin>","key":null,"locale":"en","rule":"ok_spelling","text":"Ok","count":1},
            {"file":"App/a,b:c & <d>.lproj/x y.strings","key":"K|1","locale":"de","rule":"whitespace","text":"A\u{A0}B","count":1},
            {"file":"App/en.lproj/Localizable.strings","key":"DELETE_OK","locale":"en","rule":"ok_spelling","text":"Ok","count":1},
            {"file":"App/en.lproj/Localizable.strings","key":"RENAME","locale":"en","rule":"ellipsis","text":"Rename...","count":1}
            ]}

            """)
        // Same findings in another order: the same bytes.
        let again = folder + "/again.json"
        _ = try roundTrip([Samples.awkward, stdin, Samples.okSpelling, Samples.ellipsis], at: again, workingDirectory: folder)
        XCTAssertEqual(try String(contentsOfFile: again, encoding: .utf8), json)
        XCTAssertEqual(Baseline(findings: [], relativeTo: folder).json, "{\"version\":1,\"findings\":[]}\n")
    }

    func testReadsHandWrittenFiles() throws {
        // Count is optional (1); entries for the same fingerprint add up; key may be missing (null).
        let baseline = try Baseline(json: Data("""
            {"version": 1, "findings": [
              {"file": "a.strings", "locale": "en", "rule": "ok_spelling", "text": "Ok"},
              {"file": "a.strings", "key": null, "locale": "en", "rule": "ok_spelling", "text": "Ok", "count": 2}
            ]}
            """.utf8))
        XCTAssertEqual(baseline.counts, [Fingerprint(file: "a.strings", key: nil, locale: "en", rule: "ok_spelling", text: "Ok"): 3])
    }

    func testErrors() throws {
        let missing = folder + "/nope.json"
        XCTAssertThrowsError(try Baseline(contentsOf: missing)) { error in
            XCTAssertEqual(error as? BaselineError, .missing(path: missing))
        }
        let cases: [(String, (BaselineError) -> Bool)] = [
            ("not json", { if case .malformed = $0 { return true } else { return false } }),
            ("{\"findings\": []}", { if case .malformed(_, let reason) = $0 { return reason.contains("version") } else { return false } }),
            ("{\"version\": 1, \"findings\": [{\"file\": \"a\"}]}", { if case .malformed = $0 { return true } else { return false } }),
            ("{\"version\": 1, \"findings\": [{\"file\": \"a\", \"locale\": \"en\", \"rule\": \"r\", \"text\": \"t\", \"count\": 0}]}",
             { if case .malformed = $0 { return true } else { return false } }),
            ("{\"version\": 2, \"findings\": []}", { $0 == .unsupportedVersion(path: "b.json", version: 2) }),
        ]
        for (text, matches) in cases {
            XCTAssertThrowsError(try Baseline(json: Data(text.utf8), path: "b.json"), text) { error in
                let error = error as? BaselineError
                XCTAssertTrue(error.map(matches) ?? false, "\(text): \(String(describing: error))")
                XCTAssertTrue(error?.description.hasPrefix("b.json: ") ?? false)
            }
        }
        XCTAssertThrowsError(try Baseline(findings: [], relativeTo: folder).write(to: folder + "/missing/dir/b.json")) { error in
            guard case .unwritable = error as? BaselineError else { return XCTFail("\(error)") }
        }
    }

    func testRecountedSummary() {
        var summary = Samples.summary(Samples.all)
        summary.strings = 30
        let recounted = summary.recounted([Samples.ellipsis])
        XCTAssertEqual([recounted.strings, recounted.files, recounted.errors, recounted.warnings, recounted.infos, recounted.fixable], [30, 3, 0, 1, 0, 1])
    }
}
