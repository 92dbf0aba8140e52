import Foundation
import XCTest
@testable import CopyLintKit
import CopyFormats
import CopyRules

/// Fix-it levels (`FixSafety`) and the fixer's guards (`FixApplication.guarded`, `NonProseSpans`, `DataTable`).
final class FixLevelTests: XCTestCase {
    private func level(_ rule: String, _ text: String, _ range: Range<Int>, _ replacement: String, roleIsKnown: Bool = true) -> FixLevel? {
        let diagnostic = Diagnostic(rule: rule, severity: .warning, message: "", range: range, fixIts: [FixIt(range: range, replacement: replacement)])
        return FixSafety.leveled(diagnostic, text: text, roleIsKnown: roleIsKnown).fixIts.first?.level
    }

    /// Issue 45: each diagnostic of a string copied the string's scalars to level its fix-its, so a long value
    /// with thousands of findings took time as their product (`lint` of one 100 KB value: 24 s, over half of it
    /// here; JSON as well as text).
    func testLevelingManyFixItsOfALongStringIsLinear() {
        let text = String(repeating: "Wait... ", count: 20_000)
        let diagnostics = (0..<20_000).map { index in
            Diagnostic(rule: "ellipsis", severity: .warning, message: "", range: index * 8 + 4..<index * 8 + 7,
                       fixIts: [FixIt(range: index * 8 + 4..<index * 8 + 7, replacement: "…")])
        }
        let start = Date()
        let guarded = FixApplication.guarded(diagnostics, text: text, fixable: true, roleIsKnown: true)
        XCTAssertLessThan(Date().timeIntervalSince(start), 10)
        XCTAssertEqual(guarded.count, 20_000)
        XCTAssertTrue(guarded.allSatisfy { $0.fixIts.first?.level == .safe })
    }

    func testMechanicalFixItsAreSafe() {
        XCTAssertEqual(level("ellipsis", "Rename...", 6..<9, "…"), .safe)
        XCTAssertEqual(level("ok_spelling", "Ok", 0..<2, "OK"), .safe)
        XCTAssertEqual(level("edit_menu_standard_name", "Copy Text", 0..<9, "Copy"), .safe)
        XCTAssertEqual(level("whitespace_mismatch", "Abbrechen ", 9..<10, ""), .safe)
    }

    func testJudgementsAndGuessedRolesAreSuggested() {
        // Spacing before the ellipsis follows a locale's typography: a choice, not a respelling.
        XCTAssertEqual(level("ellipsis", "Umbenennen...", 10..<13, "\u{00A0}…"), .suggested)
        XCTAssertEqual(level("ellipsis", "Umbenennen …", 10..<12, "\u{00A0}…"), .suggested)
        // A role read from the key's words is a guess: the button-only respelling is a suggestion there.
        XCTAssertEqual(level("ok_spelling", "Ok", 0..<2, "OK", roleIsKnown: false), .suggested)
        XCTAssertEqual(level("edit_menu_standard_name", "Copy Text", 0..<9, "Copy", roleIsKnown: false), .suggested)
        // An ellipsis applies to every role: the role's source does not matter.
        XCTAssertEqual(level("ellipsis", "Rename...", 6..<9, "…", roleIsKnown: false), .safe)
        XCTAssertEqual(level("whitespace_mismatch", "Abbrechen", 9..<9, " "), .suggested, "adding white space is a guess")
        XCTAssertEqual(level("whitespace_mismatch", " Estado", 0..<1, ""), .suggested, "a leading space may join the string to another")
        // Compared with a key standing in for the source (a catalog source with plural variations only), the
        // translation's trailing space may be the one the real source has.
        let keyAsSource = Diagnostic(rule: "whitespace_mismatch", severity: .warning, message: "", range: 4..<5, fixIts: [FixIt(range: 4..<5, replacement: "")])
        XCTAssertEqual(FixSafety.leveled(keyAsSource, text: "Name ", roleIsKnown: true, sourceIsText: false).fixIts.first?.level, .suggested)
        // A locale's own word for OK, or its own script's letters, is a translation, not a respelling.
        XCTAssertEqual(level("ok_spelling", "OK", 0..<2, "Tamam"), .suggested)
        XCTAssertEqual(level("ok_spelling", "OK", 0..<2, "\u{41E}\u{41A}"), .suggested)
        for rule in ["title_case", "sentence_case", "cancel_label", "question_mark", "punctuation_mismatch", "whitespace",
                     "message_terminal_punctuation", "straight_quotes", "standard_term_translation", "yes_no_button"] {
            XCTAssertEqual(level(rule, "save draft", 0..<4, "Save"), .suggested, rule)
        }
    }

    /// The guard that keeps a string from being emptied skips the fix-its' trial application when a character
    /// other than white space is outside every fix-it: held here to the trial itself, on generated strings.
    func testFixItsThatWouldBlankAStringAreTakenAwayAsByTrial() {
        var generator = SystemRandomNumberGenerator()
        let alphabet: [Character] = [" ", "\u{00A0}", "a", "."]
        for _ in 0..<3_000 {
            let length = Int.random(in: 0...6, using: &generator)
            let text = String((0..<length).map { _ in alphabet.randomElement(using: &generator)! })
            let diagnostics = (0..<Int.random(in: 1...3, using: &generator)).map { _ -> Diagnostic in
                let lower = Int.random(in: 0...length, using: &generator)
                let upper = Int.random(in: lower...length, using: &generator)
                let replacement = ["", " ", "b"].randomElement(using: &generator)!
                return Diagnostic(rule: "title_case", severity: .warning, message: "", range: lower..<upper,
                                  fixIts: [FixIt(range: lower..<upper, replacement: replacement)])
            }
            let guarded = FixApplication.guarded(diagnostics, text: text, fixable: true, roleIsKnown: true)
            let blanks = FixLevel.allCases.contains { level in
                let fixed = FixIt.apply(guarded.flatMap { $0.fixIts.filter { $0.level <= level } }, to: text)
                return fixed != text && fixed.unicodeScalars.allSatisfy { $0.properties.isWhitespace }
            }
            let kept = guarded.contains { !$0.fixIts.isEmpty }
            let leveled = diagnostics.map { FixSafety.leveled($0, text: text, roleIsKnown: true) }
            let wouldBlank = FixLevel.allCases.contains { level in
                let fixed = FixIt.apply(leveled.flatMap { $0.fixIts.filter { $0.level <= level } }, to: text)
                return fixed != text && fixed.unicodeScalars.allSatisfy { $0.properties.isWhitespace }
            }
            XCTAssertEqual(kept, !wouldBlank, "\(text.debugDescription) \(diagnostics.map(\.fixIts))")
            XCTAssertFalse(blanks)
        }
    }

    func testAFixItWithoutALevelIsSuggested() {
        XCTAssertEqual(FixIt(range: 0..<1, replacement: "A").level, .suggested)
        XCTAssertLessThan(FixLevel.safe, FixLevel.suggested)
    }

    private func kept(_ text: String, _ fixIts: [FixIt], rule: String = "title_case") -> [FixIt] {
        let diagnostic = Diagnostic(rule: rule, severity: .warning, message: "", range: 0..<0, fixIts: fixIts)
        return FixApplication.guarded([diagnostic], text: text, fixable: true, roleIsKnown: true).first?.fixIts ?? []
    }

    /// A fix-it that touches text that is not prose is dropped; one beside it on prose is kept.
    func testFixItsTouchingTextThatIsNotProseAreDropped() {
        let word = FixIt(range: 0..<4, replacement: "Wait")
        // a placeholder's unit, a plural ending in brackets
        XCTAssertEqual(kept("wait %.0fs", [word, FixIt(range: 9..<10, replacement: "S")]), [word])
        XCTAssertEqual(kept("wait %@x", [word, FixIt(range: 7..<8, replacement: "X")]), [word])
        XCTAssertEqual(kept("wait for Subtitle(s)", [word, FixIt(range: 18..<19, replacement: "S")]), [word])
        // an HTML attribute's quotes, an entity, a Markdown link target and code span
        let link = #"wait <a href="https://example.com">here</a>"#
        XCTAssertEqual(kept(link, [word, FixIt(range: 13..<14, replacement: "“")], rule: "straight_quotes"), [word])
        XCTAssertEqual(kept("wait &amp; see", [word, FixIt(range: 6..<9, replacement: "AMP")]), [word])
        XCTAssertEqual(kept("wait [here](https://a.b/c)", [word, FixIt(range: 12..<17, replacement: "HTTPS")]), [word])
        XCTAssertEqual(kept("wait `git pull`", [word, FixIt(range: 6..<9, replacement: "Git")]), [word])
        // a URL, an e-mail address, a path, a number with its unit
        XCTAssertEqual(kept("wait https://example.com", [word, FixIt(range: 5..<10, replacement: "Https")]), [word])
        XCTAssertEqual(kept("wait me@example.com", [word, FixIt(range: 5..<7, replacement: "Me")]), [word])
        XCTAssertEqual(kept("wait ~/Library/Caches", [word, FixIt(range: 7..<14, replacement: "library")]), [word])
        XCTAssertEqual(kept("wait 10px", [word, FixIt(range: 7..<9, replacement: "PX")]), [word])
        // an insertion right after a placeholder would attach to it
        XCTAssertEqual(kept("wait %@", [word, FixIt(range: 7..<7, replacement: ".")]), [word, FixIt(range: 7..<7, replacement: ".")],
                       "an insertion at a placeholder's end touches nothing inside it")
    }

    func testAStringIsNeverEmptied() {
        XCTAssertEqual(kept(" ", [FixIt(range: 0..<1, replacement: "")], rule: "whitespace"), [])
        XCTAssertEqual(kept("... ", [FixIt(range: 0..<4, replacement: "")], rule: "whitespace"), [])
        let trim = FixIt(range: 5..<6, replacement: "")
        XCTAssertEqual(kept("Save  ", [trim], rule: "whitespace"), [trim])
    }

    func testAnEntryThatCannotBeFixedKeepsItsDiagnosticsWithoutFixIts() {
        let diagnostic = Diagnostic(rule: "ellipsis", severity: .warning, message: "m", range: 6..<9, fixIts: [FixIt(range: 6..<9, replacement: "…")])
        let guarded = FixApplication.guarded([diagnostic], text: "Rename...", fixable: false, roleIsKnown: true)
        XCTAssertEqual(guarded.count, 1)
        XCTAssertEqual(guarded[0].fixIts, [])
    }

    private func read(_ strings: String, path: String = "/tmp/en.lproj/Table.strings") throws -> ReadFile {
        let file = try LocalizationReader.parse(bytes: Array(strings.utf8), path: path)
        return ProjectReader(options: LintOptions(), store: .bundled).understand(file, sources: SourceIndex())
    }

    func testADataTableIsRecognisedAndCopyIsNot() throws {
        let data = (1...6).map { "\"code.\($0)\" = \"ERR_\($0)\";" }.joined(separator: "\n")
        XCTAssertTrue(DataTable.isData(try read(data)))
        let copy = ["Save", "Delete this photo?", "Rename...", "Cancel", "OK", "Add to favorites"].enumerated()
            .map { "\"key.\($0.offset)\" = \"\($0.element)\";" }.joined(separator: "\n")
        XCTAssertFalse(DataTable.isData(try read(copy)))
        // Copy in a script without spaces or case is copy, not codes.
        let japanese = ["この写真を削除しますか？", "削除", "キャンセル", "名前を変更…", "お気に入りに追加", "設定"].enumerated()
            .map { "\"key.\($0.offset)\" = \"\($0.element)\";" }.joined(separator: "\n")
        XCTAssertFalse(DataTable.isData(try read(japanese, path: "/tmp/ja.lproj/Table.strings")))
    }

    func testTranslatorDocumentationAndPseudoLocalesAreNotRewritten() {
        XCTAssertFalse(FixApplication.isWrittenLanguage("qqq"))
        XCTAssertFalse(FixApplication.isWrittenLanguage("en-XA"))
        XCTAssertFalse(FixApplication.isWrittenLanguage("x-pseudo"))
        XCTAssertTrue(FixApplication.isWrittenLanguage("de"))
        XCTAssertTrue(FixApplication.isWrittenLanguage("zh-Hans"))
    }

    func testUnifiedDiffOfOneChangedLine() {
        let old = Array("a\nb\nc\nd\ne\nf\ng\nh\n".utf8)
        let new = Array("a\nb\nc\nd\nE\nf\ng\nh\n".utf8)
        XCTAssertEqual(UnifiedDiff.render(path: "/p/x.strings", old: old, new: new), """
            --- a/p/x.strings
            +++ b/p/x.strings
            @@ -2,7 +2,7 @@
             b
             c
             d
            -e
            +E
             f
             g
             h

            """)
    }
}
