import Testing
import PropertyBased
import CopyRules

@Suite struct TitleStyleKeepsProperties {
    /// No title-case fix-it ever touches a word with inner or all capitals, a placeholder, a URL, a domain, a path
    /// or an e-mail address, wherever it stands in a title (issue 47).
    @Test func titleCaseFixItsNeverTouchKeptPieces() async {
        let checker = Checker(enabled: { $0 == "title_case" })
        let roles = Role.allCases.filter { TitleCaseRule.description.roles.contains($0) && !$0.isTitle }
        let roleGen = Gen<Role?>.element(of: roles)
        await propertyCheck(count: 400, input: roleGen, TextGen.titlesWithKeptPieces) { role, title in
            let role = role!
            let fixIts = checker.check(title.text, in: StringContext(role: role, locale: "en")).flatMap(\.fixIts)
            for fixIt in fixIts {
                let touched = title.kept.filter { $0.overlaps(fixIt.range) }
                #expect(touched.isEmpty,
                        "\(role.rawValue): \(title): \(fixIt.range) → \(fixIt.replacement.debugDescription)")
            }
            // And the fixed text, as `copylint fix` writes it, has each piece as it was.
            let fixed = Array(checker.fix(title.text, in: StringContext(role: role, locale: "en")).unicodeScalars)
            let original = Array(title.text.unicodeScalars)
            #expect(fixed.count == original.count, "\(title)")
            if fixed.count == original.count {
                for range in title.kept {
                    let written = String(String.UnicodeScalarView(fixed))
                    #expect(fixed[range] == original[range],
                            "\(role.rawValue): \(title) → \(written.debugDescription)")
                }
            }
        }
    }
}
