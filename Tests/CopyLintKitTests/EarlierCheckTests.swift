import CopyFormats
import CopyRules
import XCTest
@testable import CopyLintKit

/// `lint --fix` checks a file again as it will be once fixed, and keeps the first check's diagnostics where they
/// stand: a string's own while the fixes leave it as it was (and its group too, when the group is certain), its
/// group's while they leave every member as it was to the group. That check finds what a whole one finds.
final class EarlierCheckTests: XCTestCase {
    /// The catalog as read and as fixed, with a check of each, as `lint --fix` plans it; the alert's group is
    /// certain (from the configuration, where string rules read the group's other members) or from key prefixes.
    private struct Planned {
        var read: ReadFile
        var planned: ReadFile
        var checker: EntryChecker
        /// The first check, with the translations of fixed sources checked again taken in.
        var earlier: EarlierCheck
        /// The first check alone.
        var first: EarlierCheck
        var againstFixed: ReadFile
        var fixedTexts: [Int: String]

        init(certainGroup: Bool) throws {
            var options = LintOptions()
            if certainGroup {
                for key in ["title", "message", "button", "cancel"].map({ "alert.delete.\($0)" }) {
                    options.explicitGroups[key] = ("delete", key == "alert.delete.cancel")
                }
            }
            let reader = ProjectReader(options: options, store: .bundled)
            let file = try LocalizationReader.parse(bytes: Array(TranslationsOfFixedSourcesTests.catalog.utf8),
                                                    path: "/tmp/Localizable.xcstrings")
            read = reader.understand(file, sources: SourceIndex())
            let read = read
            func index(_ key: String, _ locale: String) throws -> Int {
                try XCTUnwrap(read.entries.first { $0.key == key && $0.locale == locale }).index
            }
            // Two buttons make an alert that `alert_button_count` reports: a certain group has an answer of its own.
            let ruleOptions = RuleOptions(thresholds: ["alert_button_count": 2])
            checker = EntryChecker(checker: BatchChecker(Checker(store: .bundled, options: ruleOptions)),
                                   sourceLocale: "en", includeStale: false)
            first = EarlierCheck(read: read, diagnostics: checker.diagnostics(read))
            earlier = first
            fixedTexts = [try index("alert.delete.button", "en"): "OK", try index("menu.rename", "en"): "Rename…"]
            let fixedTexts = fixedTexts
            againstFixed = try XCTUnwrap(FixApplication.translationsOfFixedSources(read, fixedTexts: fixedTexts))
            earlier.update(againstFixed, diagnostics: checker.diagnostics(againstFixed, reusing: first))
            let written = try XCTUnwrap(FileWriter.fixedFile(read.file, fixedTexts: fixedTexts))
            planned = reader.understand(written, sources: SourceIndex())
        }

        /// "key locale" of the entries at `positions` of `planned`.
        func names(_ positions: [Int]) -> Set<String> {
            Set(positions.map { "\(planned.entries[$0].key) \(planned.entries[$0].locale)" })
        }
    }

    func testTheFixedFileCheckedAgainFindsWhatAWholeCheckFindsAndChecksOnlyWhatChanged() throws {
        for certain in [true, false] {
            let plan = try Planned(certainGroup: certain)
            let reused = plan.checker.diagnostics(plan.planned, reusing: plan.earlier)
            let whole = plan.checker.diagnostics(plan.planned)
            XCTAssertFalse(whole.isEmpty)
            // Group rules answer certain groups only.
            XCTAssertEqual(whole.groups.isEmpty, !certain)
            for entry in plan.planned.entries {
                XCTAssertEqual(reused[entry.index] ?? [], whole[entry.index] ?? [], "\(entry.key) \(entry.locale)")
            }
            let reuse = plan.earlier.reuse(plan.planned.entries)
            let stringsChecked = plan.names(plan.planned.entries.indices.filter { !reuse[$0].strings })
            let groupChecked = plan.names(plan.planned.entries.indices.filter { !reuse[$0].group })
            // Checked again: the fixed strings, and, where string rules read the group, the English alert's other
            // members. Kept: the translations, judged against their fixed sources already, and the strings
            // nothing touched.
            let alert = ["alert.delete.title en", "alert.delete.message en", "alert.delete.button en",
                         "alert.delete.cancel en"]
            XCTAssertEqual(stringsChecked, certain ? Set(alert + ["menu.rename en"])
                                                   : ["alert.delete.button en", "menu.rename en"], "\(certain)")
            XCTAssertEqual(groupChecked, Set(alert + ["menu.rename en"]), "\(certain)")
            XCTAssertEqual(plan.earlier.reuse(plan.planned.entries, threads: 3), reuse)
            // Without the second check taken in, a translation of a fixed source is compared with its first check:
            // its own diagnostics are checked again, its group's stand.
            let firstReuse = plan.first.reuse(plan.planned.entries)
            let renameDE = try XCTUnwrap(plan.planned.entries.firstIndex {
                $0.key == "menu.rename" && $0.locale == "de"
            })
            XCTAssertEqual(firstReuse[renameDE], EarlierCheck.Reuse(strings: false, group: true))
            XCTAssertEqual(reuse[renameDE], EarlierCheck.Reuse(strings: true, group: true))
        }
    }

    /// The check of translations against their fixed sources checks only them: their groups' other members keep
    /// their first check's diagnostics, and the groups theirs, and that is what a whole check finds.
    func testTheTranslationsOfFixedSourcesAloneAreCheckedAgain() throws {
        for certain in [true, false] {
            let plan = try Planned(certainGroup: certain)
            let reused = plan.checker.diagnostics(plan.againstFixed, reusing: plan.first)
            let whole = plan.checker.diagnostics(plan.againstFixed)
            for entry in plan.againstFixed.entries {
                XCTAssertEqual(reused[entry.index] ?? [], whole[entry.index] ?? [], "\(entry.key) \(entry.locale)")
            }
            let reuse = plan.first.reuse(plan.againstFixed.entries)
            let names = Set(plan.againstFixed.entries.indices.filter { !reuse[$0].strings }
                .map { "\(plan.againstFixed.entries[$0].key) \(plan.againstFixed.entries[$0].locale)" })
            XCTAssertEqual(names, ["alert.delete.button de", "alert.delete.button fr", "menu.rename de"])
            XCTAssertTrue(reuse.allSatisfy(\.group), "no group is checked again")
        }
    }

    /// `lint --fix` of a catalog checks its translations' strings once, against their sources as fixed: the first
    /// check leaves them, and the check of every translation against the fixed sources gives each what the first
    /// check and the check of the translations of fixed sources gave it.
    func testTranslationsLeftForTheirFixedSourcesGetWhatTwoChecksGaveThem() throws {
        for certain in [true, false] {
            let plan = try Planned(certainGroup: certain)
            let whole = plan.checker.diagnostics(plan.read)
            let deferred = plan.checker.diagnostics(plan.read, deferringTranslations: true)
            let translations = plan.read.entries.filter { !$0.isSource }
            XCTAssertTrue(translations.contains { whole.strings[$0.index] != nil })
            for entry in plan.read.entries {
                XCTAssertEqual(deferred.strings[entry.index], entry.isSource ? whole.strings[entry.index] : nil)
                XCTAssertEqual(deferred.groups[entry.index], whole.groups[entry.index])
            }
            var earlier = EarlierCheck(read: plan.read, diagnostics: deferred, translationsDeferred: true)
            // Until they are checked, none of the translations' own diagnostics stands; their groups' do.
            let reuse = earlier.reuse(plan.read.entries)
            for (position, entry) in plan.read.entries.enumerated() {
                XCTAssertEqual(reuse[position], EarlierCheck.Reuse(strings: entry.isSource, group: true))
            }
            let all = try XCTUnwrap(FixApplication.translationsOfFixedSources(plan.read, fixedTexts: plan.fixedTexts,
                                                                              all: true, threads: 2))
            XCTAssertEqual(Set(all.entries.filter { !$0.isSource }.map(\.index)), Set(translations.map(\.index)))
            XCTAssertEqual(all.entries.count, translations.count, "no source shares a group with a translation")
            earlier.update(all, diagnostics: plan.checker.diagnostics(all, reusing: earlier))
            for entry in plan.read.entries {
                XCTAssertEqual(earlier.diagnostics[entry.index] ?? [], plan.earlier.diagnostics[entry.index] ?? [],
                               "\(entry.key) \(entry.locale)")
            }
            // Without fixed sources, every translation still.
            let unfixed = FixApplication.translationsOfFixedSources(plan.read, fixedTexts: [:], all: true)
            XCTAssertEqual(unfixed?.entries.map(\.index), translations.map(\.index))
            XCTAssertNil(FixApplication.translationsOfFixedSources(plan.read, fixedTexts: [:]))
        }
    }

    func testTextsAreComparedByTheirBytes() {
        let fileEntries = [Entry(key: "k", text: "Caf\u{E9}", locale: "en"), Entry(key: "k", text: "Cafe\u{301}",
                                                                                   locale: "en"),
                           Entry(key: "k", text: "Caf\u{E9}", locale: "en")]
        let entries = fileEntries.indices.map { LintedEntry(fileEntries: fileEntries, index: $0, locale: "en",
                                                            isSource: true) }
        XCTAssertFalse(EarlierCheck.isMemberAlike(entries[0], entries[1]), "canonically equivalent, other bytes")
        XCTAssertTrue(EarlierCheck.isMemberAlike(entries[0], entries[2]))
        XCTAssertTrue(EarlierCheck.hasSameSources(entries[0], entries[2]))
        var grouped = entries[2]
        grouped.assignment = RoleAssignment(role: .button, source: .config, group: "g")
        XCTAssertFalse(EarlierCheck.isMemberAlike(entries[0], grouped))
        // A source of other bytes leaves the entry alike to its group, not to its own check.
        var composed = entries[0], decomposed = entries[2], same = entries[2]
        composed.sourceText = "Caf\u{E9}"
        decomposed.sourceText = "Cafe\u{301}"
        same.sourceText = "Caf\u{E9}"
        XCTAssertTrue(EarlierCheck.isMemberAlike(composed, decomposed))
        XCTAssertFalse(EarlierCheck.hasSameSources(composed, decomposed))
        XCTAssertTrue(EarlierCheck.hasSameSources(composed, same))
    }
}
