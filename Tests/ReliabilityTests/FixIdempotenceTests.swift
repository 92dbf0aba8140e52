import Testing
import PropertyBased
import CopyRules

/// Fixing a string twice gives the same result as fixing it once, whatever the text and role.
@Test func fixingIsIdempotent() async {
    let checker = Checker()
    let pieces = ["Ok", "yes", "Yes", "add", " ", "  ", "...", "…", "to", "favorites", "?", ".", "\"", "'", "%@", "é", "Delete", "the", "No"]
    let text = Gen<String?>.element(of: pieces).array(of: 0...8).map { $0.compactMap { $0 }.joined() }
    await propertyCheck(input: Gen<Role?>.element(of: Role.allCases), text) { role, text in
        guard let role else { return }
        let once = checker.fix(text, in: StringContext(role: role, locale: "en"))
        #expect(checker.fix(once, in: StringContext(role: role, locale: "en")) == once)
    }
}
