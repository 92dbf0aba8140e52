import CopyRules
import CopyLowLevel

/// Gives each reported fix-it its level (`FixLevel`), knowing what the rule does and how the string's role was
/// found. Rules propose; this decides how sure the proposal is, in one place, so that no rule can make `--fix`
/// apply a judgement by forgetting to mark it.
enum FixSafety {
    /// Rules whose fix-its are mechanical, with one right answer, as long as they stay within `isMechanical`.
    private static let mechanicalRules: Set<String> = ["ellipsis", "ok_spelling", "edit_menu_standard_name", "whitespace_mismatch"]
    /// Of those, the rules that run only on some roles: on a string whose role is a guess they are suggestions.
    private static let roleBoundRules: Set<String> = ["ok_spelling", "edit_menu_standard_name"]
    /// Of those, the rules that compare a translation with its source.
    private static let sourceBoundRules: Set<String> = ["whitespace_mismatch"]

    /// The diagnostic with its fix-its' levels set. `roleIsKnown`: the role came from configuration, Interface
    /// Builder or a comment, not from the key's words, a sibling key or the text's shape.
    /// `sourceIsText`: a translation's source is a text of its own, not its key standing in for one (a catalog
    /// whose source has only plural variations gives its translations the key to compare with).
    /// `scalars`: the text's scalars when the caller has them (a long string's thousands of diagnostics each
    /// made their own copy: quadratic).
    static func leveled(_ diagnostic: Diagnostic, text: String, scalars known: [Unicode.Scalar]? = nil, roleIsKnown: Bool,
                        sourceIsText: Bool = true) -> Diagnostic {
        guard !diagnostic.fixIts.isEmpty else { return diagnostic }
        var diagnostic = diagnostic
        let isSafeRule = mechanicalRules.contains(diagnostic.rule) && (roleIsKnown || !roleBoundRules.contains(diagnostic.rule))
            && (sourceIsText || !sourceBoundRules.contains(diagnostic.rule))
        let scalars = isSafeRule ? known ?? Array(text.unicodeScalars) : []
        for index in diagnostic.fixIts.indices {
            let safe = isSafeRule && isMechanical(diagnostic.fixIts[index], rule: diagnostic.rule, scalars)
            diagnostic.fixIts[index].level = safe ? .safe : .suggested
        }
        return diagnostic
    }

    /// Whether a fix-it of a mechanical rule stays mechanical: three periods made an ellipsis, white space
    /// removed, a word respelled (`Ok` → `OK`, a command's exact name) — nothing else.
    private static func isMechanical(_ fixIt: FixIt, rule: String, _ scalars: [Unicode.Scalar]) -> Bool {
        guard fixIt.range.upperBound <= scalars.count else { return false }
        let old = scalars[fixIt.range]
        switch rule {
        case "ellipsis":
            // Three periods made one ellipsis, the spacing around them kept: a space added, taken away or made
            // no-break follows a locale's typography, which is a choice.
            let replacement = Array(fixIt.replacement.unicodeScalars)
            return old.filter { !$0.isWhitespace } == [".", ".", "."]
                && replacement.filter { !$0.isWhitespace } == ["…"]
                && old.filter(\.isWhitespace) == replacement.filter(\.isWhitespace)
        case "whitespace_mismatch":
            // Only trailing white space the translation has and the source does not is taken away; adding some,
            // or taking a leading space (which may join the string to what comes before it), is a guess.
            return !old.isEmpty && old.allSatisfy(\.isWhitespace) && fixIt.replacement.isEmpty && fixIt.range.upperBound == scalars.count
        case "ok_spelling":
            // "Ok", "Okay" made the Latin "OK"; a locale's own word for it ("Tamam", a Cyrillic "ОК") is a translation.
            return !old.isEmpty && fixIt.replacement == "OK"
        default:
            return !old.isEmpty && !fixIt.replacement.isEmpty
        }
    }

    /// Whether a role of this confidence is known rather than guessed (a translator comment that names it counts).
    static func isKnown(_ confidence: RoleConfidence) -> Bool {
        confidence >= .likely
    }
}
