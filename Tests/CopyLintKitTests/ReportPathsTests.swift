import XCTest
@testable import CopyLintKit

final class ReportPathsTests: XCTestCase {
    func testAbsolutePaths() {
        XCTAssertEqual(ReportPaths.absolute("a/./b/../c", in: "/w"), "/w/a/c")
        XCTAssertEqual(ReportPaths.absolute("a//b/", in: "/w//v/"), "/w/v/a/b")
        XCTAssertEqual(ReportPaths.absolute("/../../x", in: "/w"), "/x")
        XCTAssertEqual(ReportPaths.absolute("", in: "/w"), "/w")
        XCTAssertEqual(ReportPaths.absolute("..", in: "/"), "/")
        XCTAssertEqual(ReportPaths.absolute("<stdin>", in: "/w"), "<stdin>")
        XCTAssertEqual(ReportPaths.absolute("Fr/é.strings", in: "/w"), "/w/Fr/é.strings")
        // "/" and a combining mark are one Character: not a separator.
        XCTAssertEqual(ReportPaths.absolute("a/\u{301}b/../c", in: "/w"), "/w/c")
    }

    func testRelativePaths() {
        XCTAssertEqual(ReportPaths.relative("/a/c/d", to: "/a/b", workingDirectory: "/"), "../c/d")
        XCTAssertEqual(ReportPaths.relative("/a/b", to: "/a/b/", workingDirectory: "/"), ".")
        XCTAssertEqual(ReportPaths.relative("x/y", to: ".", workingDirectory: "/w"), "x/y")
        XCTAssertEqual(ReportPaths.relative("/x", to: "/w/v", workingDirectory: "/"), "../../x")
        XCTAssertEqual(ReportPaths.relative("<stdin>", to: "/w", workingDirectory: "/"), "<stdin>")
        // Canonically equivalent folder names are the same folder (é precomposed, and e with a combining accent).
        XCTAssertEqual(ReportPaths.relative("/w/\u{E9}/x", to: "/w/e\u{301}", workingDirectory: "/"), "x")
        XCTAssertEqual(ReportPaths.relative("/w/a/b", under: "/w", workingDirectory: "/"), "a/b")
        XCTAssertNil(ReportPaths.relative("/wx/a", under: "/w", workingDirectory: "/"))
        XCTAssertEqual(ReportPaths.relative("a", under: "/", workingDirectory: "/w"), "w/a")
    }

    func testURIs() {
        XCTAssertEqual(ReportPaths.uriReference("a b/c:d/é/x%y"), "a%20b/c%3Ad/%C3%A9/x%25y")
        XCTAssertEqual(ReportPaths.uriReference("x//y/"), "x//y/")
        XCTAssertEqual(ReportPaths.uriReference("a/\u{301}b"), "a%2F%CC%81b")
        XCTAssertEqual(ReportPaths.uriReference("!$&'()*+,;=@-._~\r\n\u{7F}"), "!$&'()*+,;=@-._~%0D%0A%7F")
        XCTAssertEqual(ReportPaths.fileURI("/w/a b", directory: true), "file:///w/a%20b/")
    }

    /// ASCII paths are worked out on bytes: the same as a Character at a time, CR LF and all.
    func testASCIIPathsAsCharactersGiveThem() {
        let pieces = ["a", "b", "c d", ".", "..", "", "/", "//", "\r\n", "\r", "\n", ".a", "..b", "~", "<", ">"]
        var generator = SystemRandomNumberGenerator()
        func path() -> String { (0..<Int.random(in: 0...6, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined() }
        func characterRelative(_ path: String, to directory: String, in workingDirectory: String) -> String {
            let file = ReportPaths.components(path, in: workingDirectory), base = ReportPaths.components(directory, in: workingDirectory)
            var common = 0
            while common < file.count, common < base.count, file[common] == base[common] { common += 1 }
            let parts = Array(repeating: Substring(".."), count: base.count - common) + file[common...]
            return parts.isEmpty ? "." : parts.joined(separator: "/")
        }
        for _ in 0..<3_000 {
            let (file, directory, workingDirectory) = (path(), path(), "/" + path())
            let bytes = ReportPaths.asciiComponents(file, in: workingDirectory)
            XCTAssertEqual(bytes.map { $0.map { String(decoding: $0, as: UTF8.self) } },
                           ReportPaths.components(file, in: workingDirectory).map(String.init), "\(file.debugDescription) in \(workingDirectory.debugDescription)")
            XCTAssertEqual(ReportPaths.uriReference(file),
                           file.split(separator: "/", omittingEmptySubsequences: false).map { ReportPaths.percentEncoded(String($0)) }.joined(separator: "/"))
            guard !ReportPaths.isPseudoPath(file), !ReportPaths.isPseudoPath(directory) else { continue }
            XCTAssertEqual(ReportPaths.relative(file, to: directory, workingDirectory: workingDirectory),
                           characterRelative(file, to: directory, in: workingDirectory),
                           "\(file.debugDescription) to \(directory.debugDescription) in \(workingDirectory.debugDescription)")
        }
        XCTAssertNil(ReportPaths.asciiComponents("é", in: "/w"))
        XCTAssertNil(ReportPaths.asciiComponents("a", in: "/é"))
        XCTAssertNotNil(ReportPaths.asciiComponents("/a", in: "/é"))
    }
}
