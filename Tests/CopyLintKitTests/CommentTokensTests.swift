import CopyFormats
@testable import CopyLintKit
import CopyLowLevel
import Foundation
import XCTest

/// An ASCII comment is split into words byte by byte (`CommentSignal.asciiTokens`); its tokens (words, clause
/// breaks, articles) must be those of the scalar walk every other comment takes (`scalarTokens`).
final class CommentTokensTests: XCTestCase {
    private func assertWalksAgree(_ comment: String, file: StaticString = #filePath, line: UInt = #line) {
        let ascii = CommentSignal.asciiTokens(comment.utf8.span)
        XCTAssertEqual(ascii, CommentSignal.scalarTokens(comment), comment, file: file, line: line)
    }

    func testASCIICommentsSplitAsTheScalarWalkSplitsThem() {
        let comments = [
            "", " ", "a", "A", "Title for alert shown when the user deletes a photo", "Confirmation button in alert",
            "Button: \"Delete\" (destructive)", "pop-up menu", "Message/Body of the sheet", "don't", "'quoted'", "it's O'Brien's",
            "a - b", "a -b", "a- b", "a/ b", "x/y/z", "end.", "one. Two", "tab\tseparated\nlines\r\nhere", "An OK button", "THE END",
            "word-", "-word", "'", "''", "a''b", "10 items", "3D Touch", "e.g. this", "(parenthesised)", "semi;colon", "%@ placeholder",
        ]
        for comment in comments { assertWalksAgree(comment) }
        // Every pair of printable ASCII characters between words of either case: breaks depend on the neighbours.
        let printable = (0x20...0x7E).map { String(UnicodeScalar(UInt8($0))) } + ["\t", "\n", "\r"]
        for a in printable {
            for b in printable {
                assertWalksAgree("Word" + a + b + "word")
                assertWalksAgree(a + b)
                assertWalksAgree("a" + a + "B" + b)
            }
        }
    }

    func testNonASCIICommentsTakeTheScalarWalk() {
        // `’` folds into `'` and a no-break space splits words: the scalar walk's business, not the bytes'.
        XCTAssertEqual(CommentSignal.tokens("don’t delete").map(\.word), ["don't", "delete"])
        XCTAssertEqual(CommentSignal.tokens("Titre\u{A0}de l’alerte").map(\.word), ["titre", "de", "l'alerte"])
    }

    func testEveryCorpusCommentSplitsAsTheScalarWalkSplitsIt() throws {
        guard FileManager.default.fileExists(atPath: RoleInferencePaths.corpus) else { throw XCTSkip("no corpus at \(RoleInferencePaths.corpus)") }
        var seen = Set<String>()
        for path in try FileDiscovery.localizationFiles(under: [RoleInferencePaths.corpus]) {
            guard let file = try? LocalizationReader.read(path: path) else { continue }
            for entry in file.entries {
                guard let comment = entry.comment, seen.insert(comment).inserted, UTF8Bytes.withBytes(of: comment, UTF8Bytes.isASCII) else { continue }
                assertWalksAgree(comment)
            }
        }
        XCTAssertGreaterThan(seen.count, 1_000)
    }
}
