import XCTest
import CopyLintKit
import CopyRules
#if canImport(FoundationXML)
import FoundationXML
#endif

final class ReporterXMLTests: XCTestCase {
    private func parse(_ xml: String, file: StaticString = #filePath, line: UInt = #line) throws -> XMLElement {
        let document = try XMLDocument(data: Data(xml.utf8), options: [])
        return try XCTUnwrap(document.rootElement(), file: file, line: line)
    }

    private func attribute(_ element: XMLElement, _ name: String) -> String? {
        element.attribute(forName: name)?.stringValue
    }

    private func children(_ element: XMLElement, _ name: String) -> [XMLElement] {
        element.elements(forName: name)
    }

    func testCheckstyle() throws {
        let output = CheckstyleReporter().report(Samples.all, summary: Samples.summary(Samples.all))
        XCTAssertTrue(output.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"), output)
        let root = try parse(output)
        XCTAssertEqual(root.name, "checkstyle")
        XCTAssertEqual(attribute(root, "version"), "4.3")
        let files = children(root, "file")
        XCTAssertEqual(files.map { attribute($0, "name") }, [
            "App/en.lproj/Localizable.strings", "App/fr.lproj/Localizable.strings", "App/a,b:c & <d>.lproj/x y.strings",
        ])
        let errors = children(files[0], "error")
        XCTAssertEqual(errors.count, 2)
        XCTAssertEqual(attribute(errors[0], "line"), "3")
        XCTAssertEqual(attribute(errors[0], "column"), "16")
        XCTAssertEqual(attribute(errors[0], "severity"), "error")
        XCTAssertEqual(attribute(errors[0], "message"), "Write “OK”, not “Ok”.")
        XCTAssertEqual(attribute(errors[0], "source"), "copylint.ok_spelling")
        XCTAssertEqual(attribute(errors[1], "severity"), "warning")
        XCTAssertEqual(attribute(children(files[1], "error")[0], "source"), "copylint.duplicate_key")
        // Escaped on the way out, intact on the way in — line break included; the control character XML forbids is U+FFFD.
        let awkward = children(files[2], "error")[0]
        XCTAssertEqual(attribute(awkward, "severity"), "info")
        XCTAssertEqual(attribute(awkward, "message"), "100% <sure> & \"quoted\" | piped,\nsecond: line\u{FFFD}")
    }

    func testCheckstyleWithoutFindings() throws {
        let output = CheckstyleReporter().report([], summary: Summary())
        XCTAssertEqual(output, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\"/>\n")
        XCTAssertEqual(try parse(output).childCount, 0)
    }

    func testJUnit() throws {
        let output = JUnitReporter().report(Samples.all, summary: Samples.summary(Samples.all))
        let root = try parse(output)
        XCTAssertEqual(root.name, "testsuites")
        XCTAssertEqual(attribute(root, "tests"), "4")
        XCTAssertEqual(attribute(root, "failures"), "4")
        let suites = children(root, "testsuite")
        XCTAssertEqual(suites.count, 3)
        XCTAssertEqual(attribute(suites[0], "name"), "App/en.lproj/Localizable.strings")
        XCTAssertEqual(attribute(suites[0], "tests"), "2")
        XCTAssertEqual(attribute(suites[0], "failures"), "2")
        let cases = children(suites[0], "testcase")
        XCTAssertEqual(cases.map { attribute($0, "name") }, ["ok_spelling at 3:16 (DELETE_OK, en)", "ellipsis at 7:19 (RENAME, en)"])
        XCTAssertEqual(attribute(cases[0], "classname"), "App/en.lproj/Localizable.strings")
        let failure = try XCTUnwrap(children(cases[0], "failure").first)
        XCTAssertEqual(attribute(failure, "message"), "Write “OK”, not “Ok”.")
        XCTAssertEqual(attribute(failure, "type"), "error")
        XCTAssertEqual(failure.stringValue, """
            App/en.lproj/Localizable.strings:3:16: error: Write “OK”, not “Ok”. [ok_spelling]
            Key: DELETE_OK
            Locale: en
            Role: alert.button
            Text: Ok
            """)
        let awkward = try XCTUnwrap(children(children(suites[2], "testcase")[0], "failure").first)
        XCTAssertEqual(attribute(awkward, "message"), "100% <sure> & \"quoted\" | piped,\nsecond: line\u{FFFD}")
        XCTAssertTrue(awkward.stringValue?.contains("Text: A\u{A0}B") == true)
        XCTAssertEqual(attribute(suites[2], "name"), "App/a,b:c & <d>.lproj/x y.strings")
    }

    func testJUnitPassingRunIsEmptyButValid() throws {
        let output = JUnitReporter().report([], summary: Summary())
        let root = try parse(output)
        XCTAssertEqual(root.name, "testsuites")
        XCTAssertEqual(attribute(root, "tests"), "0")
        XCTAssertEqual(attribute(root, "failures"), "0")
        XCTAssertEqual(root.childCount, 0)
    }

    func testEveryForbiddenCharacterIsReplaced() throws {
        var finding = Samples.okSpelling
        let forbidden = (0..<0x20).filter { ![0x09, 0x0A, 0x0D].contains($0) }.map { Character(Unicode.Scalar($0)!) }
        finding.diagnostic.message = "x" + String(forbidden) + "\u{FFFE}\u{FFFF}\t\r'y"
        for output in [CheckstyleReporter().report([finding], summary: Summary()), JUnitReporter().report([finding], summary: Summary())] {
            let root = try parse(output)
            let message = root.elements(forName: "file").first?.elements(forName: "error").first.flatMap { attribute($0, "message") }
                ?? root.elements(forName: "testsuite").first?.elements(forName: "testcase").first?.elements(forName: "failure").first.flatMap { attribute($0, "message") }
            XCTAssertEqual(message, "x" + String(repeating: "\u{FFFD}", count: forbidden.count + 2) + "\t\r'y")
        }
    }
}
