@testable import CopySource
import Foundation
import SwiftParser
import SwiftSyntax
import Synchronization
import XCTest

/// The shown texts a class's code sets on its properties, which replace what Interface Builder holds.
final class ShownTextSetterTests: XCTestCase {
    private func setters(_ text: String, path: String = "File.swift") -> [ShownTextSetter] {
        AppSourceReader.scan(path: path, bytes: Array(text.utf8), table: BundledTable.table).shownTextSetters
    }

    private func described(_ setters: [ShownTextSetter]) -> [String] {
        setters.map { "\($0.ownerClass).\($0.property).\($0.kind)" }
    }

    /// The readers' setters, and the same from the regular expressions they replace, over the file's code.
    private func assertSetters(_ text: String, objectiveC: Bool = false, _ expected: [String],
                               file: StaticString = #filePath, line: UInt = #line) {
        let found = setters(text, path: objectiveC ? "File.m" : "File.swift")
        XCTAssertEqual(described(found), expected, file: file, line: line)
        XCTAssertEqual(found, RegularExpressionSetters.find(in: text, objectiveC: objectiveC),
                       "the regular expressions", file: file, line: line)
    }

    func testSettersAreReadUnderTheirClass() {
        assertSetters("""
            final class TimerViewController: UIViewController {
                @IBOutlet var episodeButton: UIButton! {
                    didSet { episodeButton.setTitle(L10n.end, for: .normal) }
                }
                override func viewDidLoad() {
                    self.hintLabel?.text = L10n.hint
                    nameField.placeholder = L10n.name
                    if startButton.title(for: .normal) == nil || doneItem.title == "" { return }
                }
            }
            extension Settings.AboutViewController {
                func update() { versionLabel.attributedText = text }
            }
            """, [
            "TimerViewController.episodeButton.title", "TimerViewController.hintLabel.text",
            "TimerViewController.nameField.placeholder", "AboutViewController.versionLabel.text",
        ])
        assertSetters("""
            @implementation LegacyViewController
            - (void)viewDidLoad {
                [self.signInButton setTitle:NSLocalizedString(@"sign_in", nil) forState:UIControlStateNormal];
                _statusLabel.text = @"";
            }
            @end
            """, objectiveC: true, ["LegacyViewController.signInButton.title", "LegacyViewController.statusLabel.text"])
    }

    /// Calls come first, then assignments, each once; a setter is under the last class or extension written
    /// before it (a nested class's name after it has ended); a `class func` is no class.
    func testSettersAreUnderTheLastTypeWrittenBeforeThem() {
        assertSetters("""
            class ListViewController {
                func load() { countLabel.text = "" }
                class Cell { }
                func reload() {
                    countLabel.text = ""
                    doneButton?.setTitle("", for: .normal)
                }
                class func make() { doneButton.setTitle("", for: .normal) }
            }
            struct Row { func show() { self.title = "" } }
            extension Outer.DetailViewController: UITableViewDelegate {
                func show() { self.title = "" }
            }
            """, [
            "Cell.doneButton.title", "ListViewController.countLabel.text", "Cell.countLabel.text", "Cell.self.title",
            "DetailViewController.self.title",
        ])
    }

    /// What the property is: the name right before the dot (`$title` → `title`), with no space around an
    /// assignment's dot; comparisons and compound assignments set nothing.
    func testPropertyNamesAndAssignmentsAreReadAsWritten() {
        assertSetters("""
            class EditorViewController {
                func update() {
                    $headline.text = ""
                    saveButton!.placeholder = ""
                    row.detailLabel.text=""
                    nameLabel
                        .setAttributedTitle (nil, for: .normal)
                    spaced .text = ""
                    split.
                        text = ""
                    compared.text == ""
                    appended.text += ""
                    called().text = ""
                    `default`.text = ""
                    items[0].setTitle("", for: .normal)
                    coloured.setTitleColor(.red, for: .normal)
                    let setter = button.setTitle
                }
            }
            """, [
            "EditorViewController.nameLabel.title", "EditorViewController.headline.text",
            "EditorViewController.saveButton.placeholder", "EditorViewController.detailLabel.text",
        ])
    }

    /// Comments and string literals are not code: what they spell sets nothing and declares no type.
    func testCommentsAndStringsAreNotRead() {
        let text = """
            class PlayerViewController {
                /// This class is what the user sees first.
                func update() {
                    // titleLabel.text = L10n.old
                    let hint = "field.placeholder = x"
                    playButton.setTitle(hint, for: .normal)
                }
            }
            """
        XCTAssertEqual(described(setters(text)), ["PlayerViewController.playButton.title"])
        XCTAssertEqual(described(RegularExpressionSetters.find(in: text, code: text, objectiveC: false)),
                       ["is.playButton.title", "is.titleLabel.text", "is.field.placeholder"])
    }

    /// An attributed setter alone is a setter: its text replaces the one Interface Builder holds.
    func testAnAttributedSetterAloneIsASetter() {
        assertSetters("""
            class BannerView {
                func show() { messageLabel.attributedText = text }
            }
            """, ["BannerView.messageLabel.text"])
    }

    func testObjectiveCSettersAreReadAsWritten() {
        assertSetters("""
            @implementation AboutWindowController (Links)
            - (void)awakeFromNib {
                [self setTitle:@"About"];
                [ _linkField  setPlaceholder : @""];
                [self.view.button setTitle:@"" forState:UIControlStateNormal];
                [[self button] setText:@""];
                self.versionLabel.text = @"";
                __hiddenLabel.attributedTitle = nil;
                self.countLabel.text == nil;
                self.sizeLabel . text = @"";
            }
            @end
            """, objectiveC: true, [
            "AboutWindowController.self.title", "AboutWindowController.linkField.placeholder",
            "AboutWindowController.versionLabel.text", "AboutWindowController._hiddenLabel.title",
        ])
    }

    /// Every Swift and Objective-C file of the six apps in ../shared/corpus (when it is there) gives the setters
    /// the regular expressions find in its code. A file that spells none of the setters' words is left out: it has
    /// none either way (every setter method and property spells one), and parsing it would only take time. Every
    /// third candidate is read, in path order, so the suite stays short; the whole set was compared when the readers
    /// took over from the regular expressions (all 1,531 files gave the same setters).
    func testCorpusFilesGiveTheSettersOfTheRegularExpressions() throws {
        let corpus = BundledTable.packageRoot.appendingPathComponent("../shared/corpus").standardizedFileURL.path
        guard FileManager.default.fileExists(atPath: corpus), let files = FileManager.default.enumerator(atPath: corpus)
        else { throw XCTSkip("no corpus at \(corpus)") }
        let words = ["etTitle", ".title", ".text", "etText", "laceholder", "ttributed"].map { Array($0.utf8) }
        var candidates: [(path: String, bytes: [UInt8])] = []
        for case let relative as String in files {
            let objectiveC = relative.hasSuffix(".m") || relative.hasSuffix(".mm") || relative.hasSuffix(".h")
            guard objectiveC || relative.hasSuffix(".swift") else { continue }
            let bytes = try XCTUnwrap(FileManager.default.contents(atPath: corpus + "/" + relative)).map { $0 }
            if words.contains(where: { SourcePrefilter.contains(bytes, $0) }) { candidates.append((relative, bytes)) }
        }
        let read = candidates.sorted { $0.path < $1.path }.enumerated().filter { $0.offset % 3 == 0 }.map(\.element)
        // Both ways parse the file, slow in a debug build: the files are read in parallel, as the app's are.
        let results = Mutex([(found: [ShownTextSetter], expected: [ShownTextSetter])?](repeating: nil,
                                                                                         count: read.count))
        DispatchQueue.concurrentPerform(iterations: read.count) { index in
            let (path, bytes) = read[index]
            let objectiveC = !path.hasSuffix(".swift")
            let found = AppSourceReader.scan(path: path, bytes: bytes, table: BundledTable.table).shownTextSetters
            let expected = RegularExpressionSetters.find(in: String(decoding: bytes, as: UTF8.self),
                                                         objectiveC: objectiveC)
            results.withLock { $0[index] = (found, expected) }
        }
        var found = 0
        for (index, result) in results.withLock({ $0 }).enumerated() {
            XCTAssertEqual(result?.found, result?.expected, read[index].path)
            found += result?.found.count ?? 0
        }
        XCTAssertGreaterThan(read.count, 450)
        XCTAssertGreaterThan(found, 200)
    }
}

/// The regular expressions that found shown-text setters before the readers did, kept as the readers' oracle,
/// run over a file's code: its text with comments and string literals (and Objective-C's preprocessor lines) as
/// spaces, which the readers do not read.
enum RegularExpressionSetters {
    static func find(in text: String, objectiveC: Bool) -> [ShownTextSetter] {
        find(in: text, code: objectiveC ? objectiveCCode(Array(text.utf8)) : swiftCode(text), objectiveC: objectiveC)
    }

    /// `code` is searched (`text` is the file as it is written).
    static func find(in text: String, code: String, objectiveC: Bool) -> [ShownTextSetter] {
        let source = code as NSString
        let whole = NSRange(location: 0, length: source.length)
        var owners: [(location: Int, name: String)] = []
        for match in (objectiveC ? objectiveCOwner : swiftOwner).matches(in: code, range: whole) {
            let name = source.substring(with: match.range(at: 1))
            owners.append((match.range.location, String(name.split(separator: ".").last ?? "")))
        }
        guard !owners.isEmpty else { return [] }
        var found: [ShownTextSetter] = []
        var seen: Set<ShownTextSetter> = []
        for pattern in objectiveC ? objectiveCSetters : swiftSetters {
            for match in pattern.matches(in: code, range: whole) {
                guard let owner = owners.last(where: { $0.location < match.range.location }) else { continue }
                var property = source.substring(with: match.range(at: 1))
                if objectiveC, property.hasPrefix("_") { property.removeFirst() }
                let setter = source.substring(with: match.range(at: 2)).lowercased()
                let kind = setter.contains("title") ? "title" : setter.contains("placeholder") ? "placeholder" : "text"
                let item = ShownTextSetter(ownerClass: owner.name, property: property, kind: kind)
                if seen.insert(item).inserted { found.append(item) }
            }
        }
        return found
    }

    /// The Swift file with its comments and the contents of its string literals as spaces.
    static func swiftCode(_ text: String) -> String {
        var code = ""
        for token in Parser.parse(source: text).tokens(viewMode: .sourceAccurate) {
            if token.leadingTriviaLength.utf8Length > 0 { code += " " }
            if case .stringSegment = token.tokenKind {
                code += String(repeating: " ", count: max(1, token.text.utf8.count))
            } else {
                code += token.text
            }
            if token.trailingTriviaLength.utf8Length > 0 { code += " " }
        }
        return code
    }

    /// The Objective-C file with only its tokens that are not strings, each in its place.
    static func objectiveCCode(_ bytes: [UInt8]) -> String {
        var code = bytes.map { $0 == 0x0A ? UInt8(0x0A) : UInt8(0x20) }
        for token in ObjectiveCScanner.tokenize(bytes) where token.kind != .string {
            code.replaceSubrange(token.offset..<token.offset + token.text.utf8.count, with: Array(token.text.utf8))
        }
        return String(decoding: code, as: UTF8.self)
    }

    private static func regex(_ pattern: String) -> NSRegularExpression {
        try! NSRegularExpression(pattern: pattern)
    }

    /// `class Name` and `extension Name`, not the `class` modifier of a member (`class func`, `class override var`).
    private static let swiftOwner = regex(#"\b(?:class|extension)\s+(?!(?:"#
        + "func|var|let|subscript|override|final|public|private|internal|fileprivate|open|dynamic|required|convenience|"
        + #"nonisolated)\b)([A-Za-z_][\w.]*)"#)
    private static let objectiveCOwner = regex(#"@implementation\s+([A-Za-z_]\w*)"#)
    private static let swiftSetters = [
        regex(#"\b([A-Za-z_]\w*)[?!]?\s*\.\s*(setTitle|setAttributedTitle)\s*\("#),
        regex(#"\b([A-Za-z_]\w*)[?!]?\.(title|text|placeholder|attributedTitle|attributedText)\s*=(?!=)"#),
    ]
    private static let objectiveCSetters = [
        regex(#"\[\s*(?:self\.)?([A-Za-z_]\w*)\s+(setTitle|setAttributedTitle|setText|setPlaceholder)\s*:"#),
        regex(#"\b([A-Za-z_]\w*)\.(title|text|placeholder|attributedTitle|attributedText)\s*=(?!=)"#),
    ]
}
