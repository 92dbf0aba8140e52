// libFuzzer target: the analyser and every rule on arbitrary text.
// Input: [role] [locale] [flags] then UTF-8 text (invalid bytes are repaired); 0xFF separates parts:
// part 0 is checked and fixed in the role and locale; part 1, if any, is its source for the translation
// rules (in the locale flags >> 1 picks); further parts are the other members of its alert group.
import CopyRules

private let checker = Checker()

/// The scalar offsets at which `text`'s grapheme clusters start, and its end.
private func graphemeBoundaries(_ text: String) -> Set<Int> {
    var boundaries: Set<Int> = [0]
    var offset = 0
    for character in text {
        offset += character.unicodeScalars.count
        boundaries.insert(offset)
    }
    return boundaries
}

private func checkRanges(_ diagnostics: [Diagnostic], in text: String, what: String) {
    let count = text.unicodeScalars.count
    let boundaries = strict ? graphemeBoundaries(text) : []
    for diagnostic in diagnostics {
        let r = diagnostic.range
        require(r.lowerBound >= 0 && r.upperBound <= count, "\(what): \(diagnostic.rule) range \(r) outside 0..<\(count) in \(text.debugDescription)")
        for fixIt in diagnostic.fixIts {
            let f = fixIt.range
            require(f.lowerBound >= 0 && f.upperBound <= count, "\(what): \(diagnostic.rule) fix-it range \(f) outside 0..<\(count) in \(text.debugDescription)")
            if strict {
                require(boundaries.contains(f.lowerBound) && boundaries.contains(f.upperBound),
                        "\(what): \(diagnostic.rule) fix-it \(f) → \(fixIt.replacement.debugDescription) splits a grapheme cluster of \(text.debugDescription)")
            }
        }
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    let role = FuzzTables.role(input.byte())
    let locale = FuzzTables.locale(input.byte())
    let flags = input.byte()
    let parts = input.rest.split(separator: 0xFF, maxSplits: 6, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
    let text = parts[0]
    let group = parts.dropFirst(2).enumerated().map { index, member in
        GroupMember(member, role: index == 0 ? .alertTitle : .alertButton, isCancel: index == 1)
    }

    let analyzed = checker.analyze(text, locale: locale)
    require(analyzed.tokens.map(\.range.count).reduce(0, +) == analyzed.scalars.count, "tokens do not cover \(text.debugDescription)")

    checkRanges(checker.check(text, in: StringContext(role: role, locale: locale, isCancel: flags & 1 != 0, group: group)), in: text, what: "check")
    let fixed = checker.fix(text, in: StringContext(role: role, locale: locale, isCancel: flags & 1 != 0, group: group))
    if strict {
        let again = checker.fix(fixed, in: StringContext(role: role, locale: locale, isCancel: flags & 1 != 0, group: group))
        require(again == fixed, "fix is not idempotent for \(role) \(locale): \(text.debugDescription) → \(fixed.debugDescription) → \(again.debugDescription)")
    }
    if parts.count > 1 {
        let sourceLocale = FuzzTables.locale(flags >> 1)
        checkRanges(checker.checkTranslation(text, in: StringContext(role: role, locale: locale, source: TranslationSource(parts[1], locale: sourceLocale))), in: text, what: "checkTranslation")
        _ = checker.fixTranslation(text, in: StringContext(role: role, locale: locale, source: TranslationSource(parts[1], locale: sourceLocale)))
    }
    if !group.isEmpty {
        let members = [GroupMember(text, role: role, isCancel: flags & 1 != 0)] + group
        for groupDiagnostic in checker.checkGroup(members, locale: locale) {
            require(members.indices.contains(groupDiagnostic.member), "group diagnostic for member \(groupDiagnostic.member) of \(members.count)")
            checkRanges([groupDiagnostic.diagnostic], in: members[groupDiagnostic.member].text, what: "checkGroup")
        }
    }
    return 0
}
