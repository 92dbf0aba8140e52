import Testing
import PropertyBased
import CopyRules
import CopyText

/// Locales the fix properties run in: the ones with their own casing or punctuation rules.
let propertyLocales = ["en", "de", "fr", "ja", "zh-Hant", "el", "ar", "tr", "th"]

/// The scalar offsets at which `text`'s grapheme clusters start, and its end.
func graphemeBoundaries(_ text: String) -> Set<Int> {
    var boundaries: Set<Int> = [0]
    var offset = 0
    for character in text {
        offset += character.unicodeScalars.count
        boundaries.insert(offset)
    }
    return boundaries
}

@Suite struct FixProperties {
    /// Title style (buttons, menu items) fixed once stays fixed: fix(fix(x)) == fix(x) for word-like input.
    @Test func titleStyleFixesAreIdempotent() async {
        let checker = Checker()
        let roles = Role.allCases.filter { Role.commands.contains($0) }
        await propertyCheck(count: 150, input: Gen<Role?>.element(of: roles), TextGen.titles) { role, text in
            let role = role!
            let once = checker.fix(text, in: StringContext(role: role, locale: "en"))
            let twice = checker.fix(once, in: StringContext(role: role, locale: "en"))
            #expect(twice == once, "\(role.rawValue): \(text.debugDescription) → \(once.debugDescription) → \(twice.debugDescription)")
        }
        await propertyCheck(count: 100, input: Gen<Role?>.element(of: roles), TextGen.randomWords) { role, text in
            let role = role!
            let once = checker.fix(text, in: StringContext(role: role, locale: "en"))
            #expect(checker.fix(once, in: StringContext(role: role, locale: "en")) == once, "\(role.rawValue): \(text.debugDescription) → \(once.debugDescription)")
        }
    }

    /// A rule that claims `fixesInOneRound`, run alone, is fixed in one round: what one round leaves, the rule
    /// offers no fix-it for (on generated text; `OneRoundFixCorpusTests` holds it on the corpus).
    @Test func oneRoundLeavesAClaimingRuleNothingToFix() async {
        let claiming = RuleRegistry.stringRules.map { $0.description }.filter { $0.fixesInOneRound }
        #expect(!claiming.isEmpty)
        for description in claiming {
            let checker = Checker(enabled: { $0 == description.identifier }, fixableOnly: true)
            let roles: [Role] = Role.allCases.filter { description.roles.contains($0) }
            let identifier = description.identifier
            func leavesNothing(_ role: Role?, _ locale: String?, _ text: String) {
                let role = role!, locale = locale!
                let once = checker.fix(text, in: StringContext(role: role, locale: locale))
                let left = checker.check(once, in: StringContext(role: role, locale: locale)).filter { !$0.fixIts.isEmpty }
                #expect(left.isEmpty, "\(identifier) (\(role.rawValue), \(locale)): \(text.debugDescription) → \(once.debugDescription), then \(left.flatMap { $0.fixIts }.map { $0.replacement })")
            }
            await propertyCheck(count: 150, input: Gen<Role?>.element(of: roles), Gen<String?>.element(of: propertyLocales), TextGen.titles, perform: leavesNothing)
            await propertyCheck(count: 150, input: Gen<Role?>.element(of: roles), Gen<String?>.element(of: propertyLocales), TextGen.localized, perform: leavesNothing)
            await propertyCheck(count: 150, input: Gen<Role?>.element(of: roles), Gen<String?>.element(of: propertyLocales), TextGen.tricky, perform: leavesNothing)
        }
    }

    /// A rule that claims `needsCasedLetter` finds nothing in text without a cased letter, in any role and
    /// locale: the rule runs on the analysis directly, not through a checker that would skip the text
    /// (`CasedLetterCorpusTests` holds it on the corpus).
    @Test func claimingRulesFindNothingWithoutACasedLetter() async {
        let claiming = RuleRegistry.stringRules.filter { $0.description.needsCasedLetter }
        #expect(!claiming.isEmpty)
        let checker = Checker()
        let store = DictionaryStore.bundled
        func findsNothing(_ locale: String?, _ generated: String) {
            let locale = locale!
            var text = String.UnicodeScalarView()
            text.append(contentsOf: generated.unicodeScalars.filter { !CaseShape.hasCasedLetter(String($0)) })
            let analyzed = checker.analyze(String(text), locale: locale)
            let data = store.locale(store.dataLocale(locale))
            for rule in claiming where rule.description.locales.includes(data) {
                for role in Role.allCases where rule.description.roles.contains(role) {
                    let found = rule.init().check(Subject(text: analyzed, role: role, locale: data))
                    #expect(found.isEmpty, "\(rule.description.identifier) (\(role.rawValue), \(locale)): \(String(text).debugDescription): \(found.map { $0.message })")
                }
            }
        }
        await propertyCheck(count: 200, input: Gen<String?>.element(of: propertyLocales), TextGen.localized, perform: findsNothing)
        await propertyCheck(count: 200, input: Gen<String?>.element(of: propertyLocales), TextGen.tricky, perform: findsNothing)
    }

    /// Every role, several locales, text with punctuation, spaces, quotes and non-Latin scripts.
    @Test func fixesAreIdempotentForEveryRoleAndLocale() async {
        let checker = Checker()
        await propertyCheck(count: 300, input: Gen<Role?>.element(of: Role.allCases), Gen<String?>.element(of: propertyLocales), TextGen.localized) { role, locale, text in
            let role = role!, locale = locale!
            let once = checker.fix(text, in: StringContext(role: role, locale: locale))
            let twice = checker.fix(once, in: StringContext(role: role, locale: locale))
            #expect(twice == once, "\(role.rawValue) \(locale): \(text.debugDescription) → \(once.debugDescription) → \(twice.debugDescription)")
        }
    }

    /// No diagnostic or fix-it range falls outside its string (any text, lone combining marks included), and every
    /// fix-it changes something.
    @Test func diagnosticRangesAreInsideTheString() async {
        let checker = Checker()
        await propertyCheck(count: 200, input: Gen<Role?>.element(of: Role.allCases), Gen<String?>.element(of: propertyLocales), TextGen.tricky) { role, locale, text in
            let count = text.unicodeScalars.count
            for diagnostic in checker.check(text, in: StringContext(role: role!, locale: locale!)) {
                #expect(diagnostic.range.lowerBound >= 0 && diagnostic.range.upperBound <= count,
                        "\(diagnostic.rule) range \(diagnostic.range) outside \(count) scalars of \(text.debugDescription)")
                for fixIt in diagnostic.fixIts {
                    #expect(fixIt.range.lowerBound >= 0 && fixIt.range.upperBound <= count,
                            "\(diagnostic.rule) fix-it \(fixIt.range) outside \(count) scalars of \(text.debugDescription)")
                    // A fix-it that writes what is there already is a finding with nothing to fix.
                    if fixIt.range.lowerBound >= 0 && fixIt.range.upperBound <= count {
                        #expect(Array(text.unicodeScalars)[fixIt.range] != ArraySlice(fixIt.replacement.unicodeScalars),
                                "\(diagnostic.rule) (\(role!.rawValue), \(locale!)) fix-it \(fixIt.range) changes nothing in \(text.debugDescription)")
                    }
                }
            }
        }
    }

    /// No fix-it splits a grapheme cluster: combining marks on letters, ZWJ sequences, flags, skin tones,
    /// keycaps, CJK, RTL with marks, Thai. (Marks on punctuation or spaces: `knownGraphemeSplits` below.)
    @Test func fixItsDoNotSplitGraphemeClusters() async {
        let checker = Checker()
        await propertyCheck(count: 300, input: Gen<Role?>.element(of: Role.allCases), Gen<String?>.element(of: propertyLocales), TextGen.trickyAttached) { role, locale, text in
            let role = role!, locale = locale!
            let boundaries = graphemeBoundaries(text)
            for diagnostic in checker.check(text, in: StringContext(role: role, locale: locale)) {
                for fixIt in diagnostic.fixIts {
                    #expect(boundaries.contains(fixIt.range.lowerBound) && boundaries.contains(fixIt.range.upperBound),
                            "\(diagnostic.rule) (\(role.rawValue), \(locale)) fix-it \(fixIt.range) → \(fixIt.replacement.debugDescription) splits a grapheme cluster of \(text.debugDescription)")
                }
            }
        }
    }

    /// Found by the exploration behind the properties above and by fuzz-rules (COPYLINT_FUZZ_STRICT=1): a
    /// combining mark on the dot, letter or space a fix-it rewrites, or U+0604 (a prepended mark, one cluster
    /// with the letter after it). The checker now drops fix-its that would cut a cluster; the diagnostic stays.
    @Test(arguments: [
        (Role.button, "Loading...\u{301}", "ellipsis", "en"),
        (Role.alertButton, "ok\u{301}", "ok_spelling", "en"),
        (Role.button, "Save  \u{301}", "whitespace", "en"),
        (Role.editMenuItem, "\u{604}p", "sentence_case", "fr"),
    ])
    func fixItsNeverCutACluster(role: Role, text: String, rule: String, locale: String) {
        expectNoGraphemeSplit(role: role, text: text, rule: rule, locale: locale)
    }

    /// Found by fuzz-rules with COPYLINT_FUZZ_STRICT=1: button_terminal_punctuation removes one trailing mark
    /// (with its space) per pass, and `Checker.fix` used to stop after four passes, so five or more separated
    /// marks were not all gone after one fix. It now fixes until stable (or a text repeats).
    @Test(arguments: [
        (Role.button, "en", "Save. . . . . ."),
        (Role.alertButton, "fr", "Enregistrer : : : : :"),
        (Role.menuItem, "en", "Save:):):):):)"),
        (Role.editMenuItem, "fr", "Copier : : : : : :"),
    ])
    func separatedTrailingMarksFixedInOneRun(role: Role, locale: String, text: String) {
        let checker = Checker()
        let once = checker.fix(text, in: StringContext(role: role, locale: locale))
        let twice = checker.fix(once, in: StringContext(role: role, locale: locale))
        #expect(twice == once, "\(text.debugDescription) → \(once.debugDescription) → \(twice.debugDescription)")
        #expect(once.unicodeScalars.count < text.unicodeScalars.count)
    }

    /// Splits found the same way that the rules no longer make (straight quotes before a mark, title case of a
    /// word starting with a mark, an e-mail address ending inside a cluster).
    @Test(arguments: [
        (Role.alertMessage, "Say \"hi\"\u{301}", "straight_quotes"),
        (Role.actionSheetTitle, "%lld\u{301}photo", "title_case"),
        (Role.actionSheetTitle, "Mail a@b.coe\u{301}ok", "title_case"),
    ])
    func fixedGraphemeSplits(role: Role, text: String, rule: String) {
        expectNoGraphemeSplit(role: role, text: text, rule: rule)
    }
}

private func expectNoGraphemeSplit(role: Role, text: String, rule: String, locale: String = "en", sourceLocation: SourceLocation = #_sourceLocation) {
    let boundaries = graphemeBoundaries(text)
    for fixIt in Checker().check(text, in: StringContext(role: role, locale: locale)).filter({ $0.rule == rule }).flatMap(\.fixIts) {
        #expect(boundaries.contains(fixIt.range.lowerBound) && boundaries.contains(fixIt.range.upperBound),
                "\(rule) fix-it \(fixIt.range) → \(fixIt.replacement.debugDescription) in \(text.debugDescription)", sourceLocation: sourceLocation)
    }
}
