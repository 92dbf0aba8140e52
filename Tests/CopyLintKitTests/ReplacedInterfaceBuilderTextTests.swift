import CopyFormats
import CopyLintKit
import CopyRules
import CopySource
import Foundation
import XCTest

/// An Interface Builder text the app's code replaces (the object is an outlet whose title or text its class's code
/// sets) is never seen, nor is the title of a bar button item that shows an image: such a text takes no role, so
/// the case rules leave it alone; texts of other objects keep theirs.
final class ReplacedInterfaceBuilderTextTests: XCTestCase {
    private func xib(owner: String) -> String {
        """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="\(owner)">
                    <connections>
                        <outlet property="episodeButton" destination="Btn-00-001" id="Out-00-001"/>
                        <outlet property="startButton" destination="Btn-00-002" id="Out-00-002"/>
                        <outlet property="hintLabel" destination="Lbl-00-003" id="Out-00-003"/>
                        <outlet property="legacyButton" destination="Btn-00-004" id="Out-00-004"/>
                    </connections>
                </placeholder>
                <view id="Vie-00-000">
                    <subviews>
                        <button id="Btn-00-001"><state key="normal" title="End of episode"/></button>
                        <button id="Btn-00-002"><state key="normal" title="Start timer"/></button>
                        <label text="placeholder text..." id="Lbl-00-003"/>
                        <button id="Btn-00-004"><state key="normal" title="Sign in now"/></button>
                        <toolbar id="Too-00-000">
                            <items>
                                <barButtonItem title="Close all tabs" image="Fire" id="Bar-00-005"/>
                                <barButtonItem title="Edit bookmarks" id="Bar-00-006"/>
                            </items>
                        </toolbar>
                    </subviews>
                </view>
            </objects>
        </document>
        """
    }

    private let swift = """
        final class TimerViewController: UIViewController {
            @IBOutlet var episodeButton: UIButton! {
                didSet { episodeButton.setTitle(L10n.sleepEndOfEpisode, for: .normal) }
            }
            @IBOutlet var startButton: UIButton!
            @IBOutlet var hintLabel: UILabel!
            override func viewDidLoad() {
                hintLabel.text = L10n.sleepHint
                if startButton.title(for: .normal) == nil { return }
            }
        }
        final class OtherViewController: UIViewController {
            @IBOutlet var legacyButton: UIButton!
            func update() { legacyButton.setTitle("", for: .normal) }
        }
        """

    private let objectiveC = """
        @implementation LegacyViewController
        - (void)viewDidLoad {
            [self.legacyButton setTitle:NSLocalizedString(@"sign_in", nil) forState:UIControlStateNormal];
        }
        @end
        """

    private func titleCaseTexts(owner: String) throws -> Set<String> {
        Set(try findings(owner: owner).filter { $0.diagnostic.rule == "title_case" }.map(\.text))
    }

    private func findings(owner: String) throws -> [Finding] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("replaced-ib-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder + "/App", withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: folder) }
        try xib(owner: owner).write(toFile: folder + "/App/TimerViewController.xib", atomically: true, encoding: .utf8)
        try swift.write(toFile: folder + "/App/TimerViewController.swift", atomically: true, encoding: .utf8)
        try objectiveC.write(toFile: folder + "/App/LegacyViewController.m", atomically: true, encoding: .utf8)
        // The xib's table, as Interface Builder exports it (`ObjectID.property`).
        try FileManager.default.createDirectory(atPath: folder + "/App/en.lproj", withIntermediateDirectories: true)
        let table = """
            "Btn-00-001.normalTitle" = "End of episode";
            "Btn-00-002.normalTitle" = "Start timer";
            "Lbl-00-003.text" = "placeholder text...";
            "Btn-00-004.normalTitle" = "Sign in now";
            "Bar-00-005.title" = "Close all tabs";
            "Bar-00-006.title" = "Edit bookmarks";
            """
        try table.write(toFile: folder + "/App/en.lproj/TimerViewController.strings", atomically: true, encoding: .utf8)
        var options = LintOptions()
        options.sourceUses = AppSources.read(under: [folder], configuration: Configuration(), store: .bundled,
                                             cacheDirectory: folder + "/cache")
        // Read again from the cache: the outlets and setters are kept there.
        XCTAssertEqual(AppSources.read(under: [folder], configuration: Configuration(), store: .bundled,
                                       cacheDirectory: folder + "/cache").uses, options.sourceUses.uses)
        let linter = ProjectLinter(options: options)
        return linter.lint(try linter.files(under: [folder])).flatMap(\.findings)
    }

    /// A text never drawn is not copy: no rule judges it (its three periods here); drawn, it is judged.
    func testATextTheCodeReplacesIsNotCheckedAtAll() throws {
        func ellipses(owner: String) throws -> [String] {
            try findings(owner: owner).filter { $0.diagnostic.rule == "ellipsis" }.map(\.file).sorted()
        }
        XCTAssertEqual(try ellipses(owner: "TimerViewController"), [])
        XCTAssertEqual(try ellipses(owner: "LegacyViewController").map { ($0 as NSString).lastPathComponent },
                       ["TimerViewController.strings"])
    }

    func testTheTitleTheOwnersCodeSetsIsNotJudged() throws {
        // The episode button's title is set in its outlet's didSet: never seen. The start button's code only reads
        // its title; the other class's `legacyButton` is not this xib's. A bar item with an image draws no title.
        XCTAssertEqual(try titleCaseTexts(owner: "TimerViewController"),
                       ["Start timer", "Sign in now", "Edit bookmarks"])
    }

    func testObjectiveCSettersCountForTheirImplementation() throws {
        XCTAssertEqual(try titleCaseTexts(owner: "LegacyViewController"),
                       ["End of episode", "Start timer", "Edit bookmarks"])
    }
}
